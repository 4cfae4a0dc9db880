import { Fragment, useState } from 'react';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataText } from '../../components/data-text';
import { dataLang } from '../../components/data-lang';
import { Link } from 'react-router';
import type { AssistantSource } from '@app/contract';
import type { Turn } from './use-assistant';
import { ValidityTag } from '../library/status-badge';
import './texts';

// Long clauses (a whole list of items) are cut here and opened on request; antd's measured
// ellipsis collapsed such marked-up text to a bare "…".
const PREVIEW_CHARS = 360;

/** Marks the question's words inside a quoted text (as text nodes, never as HTML). */
function Marked({ text, words }: { text: string; words: string[] }) {
  if (!words.length) return <>{text}</>;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'gi'));
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="cp-assistant-mark">
            {p}
          </mark>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A passage's text with its tables drawn as tables: the server writes each table row as a line
 * `| a | b |`; the other lines stay text (with the question's words marked).
 */
function PassageText({ text, words }: { text: string; words: string[] }) {
  const blocks: { table: boolean; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    const table = /^\|.*\|\s*$/.test(line.trim());
    const last = blocks[blocks.length - 1];
    if (last && last.table === table && (table || line.trim())) last.lines.push(line);
    else if (table || line.trim()) blocks.push({ table, lines: [line] });
  }
  return (
    <>
      {blocks.map((b, i) =>
        b.table ? (
          <table key={i} className="cp-assistant-table">
            <tbody>
              {b.lines.map((l, r) => (
                <tr key={r}>
                  {l
                    .trim()
                    .replace(/^\||\|$/g, '')
                    .split('|')
                    .map((c, k) => (
                      <td key={k}>
                        <Marked text={c.trim()} words={words} />
                      </td>
                    ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <span key={i} className="cp-assistant-lines">
            <Marked text={b.lines.join('\n')} words={words} />
          </span>
        ),
      )}
    </>
  );
}

const anchorOf = (turnKey: string, ref: number) => `source-${turnKey}-${ref}`;

function SourceCard({ source, turnKey }: { source: AssistantSource; turnKey: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const cut = !open && source.text.length > PREVIEW_CHARS + 40;
  return (
    <div className="cp-assistant-source" id={anchorOf(turnKey, source.ref)} data-testid="assistant-source">
      <Space size={6} wrap style={{ marginBottom: 4 }}>
        <Tag>{source.ref}</Tag>
        <Tag color="geekblue">{t(`assistant.kind.${source.kind}`)}</Tag>
        {source.validity ? <ValidityTag validity={source.validity} /> : null}
        <Typography.Text strong>
          <DataText text={source.label} />
        </Typography.Text>
        {source.docVersion ? (
          <Typography.Text type="secondary">{t('assistant.version', { v: source.docVersion })}</Typography.Text>
        ) : null}
        {source.href ? (
          <Link to={source.href} data-testid="assistant-source-link">
            <LinkOutlined /> {t('assistant.openSource')}
          </Link>
        ) : null}
      </Space>
      {/* Quoted as written: a Chinese text on an English page is marked as Chinese. */}
      <Typography.Paragraph className="cp-assistant-quote" lang={dataLang(i18n.language, source.text)}>
        <PassageText text={cut ? `${source.text.slice(0, PREVIEW_CHARS)}…` : source.text} words={source.highlights} />
        {cut ? (
          <Button type="link" size="small" onClick={() => setOpen(true)}>
            {t('assistant.more')}
          </Button>
        ) : null}
      </Typography.Paragraph>
    </div>
  );
}

/** Sources grouped by the document (or table) they come from, in the order first cited. */
function groupSources(sources: AssistantSource[]) {
  const groups = new Map<string, AssistantSource[]>();
  for (const s of sources) groups.set(s.sourceTitle, [...(groups.get(s.sourceTitle) ?? []), s]);
  return [...groups];
}

/** The end of a written answer: the data's date and the validity of every document it cites, read now. */
function CitedStatus({ turn }: { turn: Turn }) {
  const { t } = useTranslation();
  const cited = new Set(turn.sentences.flatMap((s) => s.citations.map((c) => c.ref)));
  const docs = new Map<string, AssistantSource>();
  for (const s of turn.sources) if (cited.has(s.ref) && s.validity) docs.set(s.sourceTitle, s);
  return (
    <div className="cp-assistant-status" data-testid="assistant-status">
      {turn.answer?.asOf ? (
        <Typography.Text type="secondary">{t('assistant.asOf', { day: turn.answer.asOf })}</Typography.Text>
      ) : null}
      {docs.size ? (
        <Space size={4} wrap>
          <Typography.Text type="secondary">{t('assistant.citedStatus')}</Typography.Text>
          {[...docs.values()].map((d) => (
            <Space key={d.sourceTitle} size={2}>
              <DataText text={d.sourceTitle} />
              <ValidityTag validity={d.validity} />
            </Space>
          ))}
        </Space>
      ) : null}
    </div>
  );
}

export function AnswerView({ turn }: { turn: Turn }) {
  const { t } = useTranslation();
  const answer = turn.answer;
  return (
    <div className="cp-assistant-answer" data-testid="assistant-answer">
      {turn.failed ? <Alert type="error" showIcon title={turn.failed} /> : null}
      {!answer && !turn.failed ? <Typography.Text type="secondary">{t('assistant.thinking')}</Typography.Text> : null}
      {answer?.notices.map((n) => (
        <Alert
          key={n}
          type={n === 'oldTexts' ? 'warning' : 'info'}
          showIcon
          title={t(`assistant.notice.${n}`)}
          style={{ marginBottom: 8 }}
        />
      ))}
      {turn.sentences.length ? (
        <div className="cp-assistant-sentences" data-testid="assistant-sentences">
          <Typography.Text type="secondary">
            {t(answer?.mode === 'model' ? 'assistant.model' : 'assistant.composed')}
          </Typography.Text>
          {turn.sentences.map((s, i) => (
            <p key={i} data-testid="assistant-sentence">
              {s.absence ? (
                <Tag color="orange" style={{ marginRight: 6 }}>
                  {t('assistant.notHeld')}
                </Tag>
              ) : null}
              <DataText text={s.text} />{' '}
              {s.citations.map((c) => (
                <a
                  key={`${c.ref}-${c.quote}`}
                  href={`#${anchorOf(turn.key, c.ref)}`}
                  title={c.quote}
                  data-testid="assistant-citation"
                >
                  [{c.ref}]
                </a>
              ))}
            </p>
          ))}
          <CitedStatus turn={turn} />
        </div>
      ) : answer?.sources.length ? (
        <Typography.Text type="secondary">{t('assistant.extractive')}</Typography.Text>
      ) : null}
      {groupSources(turn.sources).map(([title, items]) => (
        <section key={title} className="cp-assistant-group">
          <Typography.Title level={5} style={{ margin: '12px 0 6px' }}>
            <DataText text={title} />
          </Typography.Title>
          {items.map((s) => (
            <SourceCard key={s.ref} source={s} turnKey={turn.key} />
          ))}
        </section>
      ))}
    </div>
  );
}
