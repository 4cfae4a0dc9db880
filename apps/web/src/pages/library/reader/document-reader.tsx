import { useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DocBlock, DocModel } from '@app/contract';
import './texts';
import './reader.css';

/** A text with every occurrence of `term` marked (the search hit the reader came from). */
function Marked({ text, term }: { text: string; term?: string }): ReactNode {
  if (!term || !text.includes(term)) return text;
  const parts = text.split(term);
  return parts.flatMap((p, i) => (i ? [<mark key={i}>{term}</mark>, p] : [p]));
}

function Block({ b, term, target }: { b: DocBlock; term?: string; target?: string }) {
  const id = b.clause;
  const props = {
    id,
    'data-clause': id,
    ...(id && id === target ? { 'data-testid': 'clause-target', className: 'reader-target' } : {}),
  };
  switch (b.type) {
    case 'heading':
      return (
        <Typography.Title level={Math.min(5, b.level + 2) as 3 | 4 | 5} {...props}>
          <Marked text={b.text} term={term} />
        </Typography.Title>
      );
    case 'paragraph':
      return (
        <Typography.Paragraph {...props} style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }}>
          <Marked text={b.text} term={term} />
        </Typography.Paragraph>
      );
    case 'list':
      return (
        <ul {...props} className={`reader-list ${props.className ?? ''}`}>
          {b.items.map((item, i) => (
            <li key={i}>
              <Marked text={item} term={term} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div {...props} className={`reader-table-wrap ${props.className ?? ''}`}>
          <table className="reader-table">
            {b.caption && <caption>{b.caption}</caption>}
            <thead>
              {b.rows.slice(0, b.headerRows).map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <th key={j} colSpan={c.colSpan} rowSpan={c.rowSpan}>
                      <Marked text={c.text} term={term} />
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {b.rows.slice(b.headerRows).map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <td key={j} colSpan={c.colSpan} rowSpan={c.rowSpan}>
                      <Marked text={c.text} term={term} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return <NoteBlock b={b} />;
  }
}

function NoteBlock({ b }: { b: Extract<DocBlock, { type: 'note' }> }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      className="reader-note"
      message={
        <>
          {t('reader.sourceNote')}: <span lang="zh-CN">{b.text}</span>
        </>
      }
      description={
        b.items?.length ? (
          <ul lang="zh-CN">
            {b.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/** The first block of each clause, for the contents. */
const contentsOf = (blocks: DocBlock[]) =>
  blocks
    .filter((b) => b.clause && b.clause !== 'preamble')
    .map((b) => ({
      anchor: b.clause!,
      text: (b.type === 'list' ? b.items[0]! : b.type === 'table' ? (b.caption ?? '') : b.text).slice(0, 40),
    }));

/**
 * A library text drawn from its clean model: headings, clauses, lists and tables with their
 * merged cells; a contents of the clauses beside it; `?clause=` marks and scrolls to a clause,
 * `?hl=` marks a search term and scrolls to its first occurrence; a print view.
 */
export function DocumentReader({ model }: { model: DocModel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = params.get('clause') ?? undefined;
  const term = params.get('hl')?.trim() || undefined;
  const contents = useMemo(() => contentsOf(model.blocks), [model]);
  useEffect(() => {
    const el = target ? document.getElementById(target) : term ? document.querySelector('.reader-body mark') : null;
    el?.scrollIntoView({ block: 'center' });
  }, [target, term, model]);

  if (!model.quality.readable)
    return <Alert type="warning" showIcon data-testid="text-unreadable" message={t('reader.unreadable')} />;
  const repairs = model.quality.issues.map((i) => t(`reader.issue.${i}`));
  return (
    <Row gutter={16} className="reader">
      {contents.length > 0 && (
        <Col xs={0} lg={6} className="reader-contents-col">
          <Card size="small" title={t('reader.contents')} className="reader-contents" data-testid="reader-contents">
            {contents.map((c) => (
              <a
                key={c.anchor}
                href={`?${new URLSearchParams({ ...Object.fromEntries(params), clause: c.anchor })}#${c.anchor}`}
                className={c.anchor === target ? 'active' : ''}
              >
                {c.text}
              </a>
            ))}
          </Card>
        </Col>
      )}
      <Col xs={24} lg={contents.length ? 18 : 24}>
        <div className="reader-tools">
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="text-quality">
            {t('reader.quality', { score: model.quality.score })}
            {repairs.length ? ` · ${t('reader.repairs')}${repairs.join('；')}` : ''}
          </Typography.Text>
          <Button size="small" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="reader-print">
            {t('reader.print')}
          </Button>
        </div>
        <div className="reader-body" lang="zh-CN" data-testid="reader-body">
          {model.blocks.map((b, i) => (
            <Block key={i} b={b} term={term} target={target} />
          ))}
        </div>
      </Col>
    </Row>
  );
}
