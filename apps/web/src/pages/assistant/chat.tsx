import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Empty, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnswerView } from './answer-view';
import { exampleQuestions } from './texts';
import { dataLang } from '../../components/data-lang';
import type { useAssistant } from './use-assistant';
import './assistant.css';

type Assistant = ReturnType<typeof useAssistant>;

/** The thread of one conversation and the question box; used by the page and the side panel. */
export function Chat({ assistant, compact }: { assistant: Assistant; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [question, setQuestion] = useState('');
  const [includeOld, setIncludeOld] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const { turns, busy } = assistant;

  // A block body: an effect must return nothing or a cleanup function.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns]);

  const send = (q = question) => {
    const text = q.trim();
    if (!text || busy) return;
    setQuestion('');
    void assistant.ask(text, includeOld);
  };
  const examples = exampleQuestions[i18n.language === 'en' ? 'en' : 'zh-cn'];

  return (
    <div className={`cp-assistant-chat${compact ? ' is-compact' : ''}`}>
      <div className="cp-assistant-thread" aria-live="polite">
        {turns.length === 0 ? (
          <Empty description={t('assistant.intro')}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('assistant.examples')}
            </Typography.Paragraph>
            <Space direction="vertical" style={{ marginTop: 8 }}>
              {examples.map((e) => (
                <Button key={e} size="small" onClick={() => send(e)} lang={dataLang(i18n.language, e)}>
                  {e}
                </Button>
              ))}
            </Space>
          </Empty>
        ) : (
          turns.map((turn) => (
            <div key={turn.key} className="cp-assistant-turn">
              <div
                className="cp-assistant-question"
                data-testid="assistant-question"
                lang={dataLang(i18n.language, turn.question)}
              >
                {turn.question}
              </div>
              <AnswerView turn={turn} />
            </div>
          ))
        )}
        <div ref={end} />
      </div>
      <div className="cp-assistant-input">
        <Input.TextArea
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              send();
            }
          }}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('assistant.placeholder')}
          aria-label={t('assistant.placeholder')}
          data-testid="assistant-input"
        />
        <Space style={{ marginTop: 8, justifyContent: 'space-between', width: '100%' }}>
          <Checkbox checked={includeOld} onChange={(e) => setIncludeOld(e.target.checked)}>
            {t('assistant.includeOld')}
          </Checkbox>
          {busy ? (
            <Button onClick={assistant.stop}>{t('assistant.stop')}</Button>
          ) : (
            <Button type="primary" onClick={() => send()} disabled={!question.trim()} data-testid="assistant-send">
              {t('assistant.send')}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
