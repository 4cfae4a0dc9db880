import { useState } from 'react';
import { Alert, Button, Col, Input, List, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  labelExample,
  labelInput,
  parseLabelText,
  pasteMaxChars,
  pasteTextKeys,
  type FoodLabel,
  type PastedFields,
} from '@app/contract';

type Outcome =
  | { kind: 'empty' }
  | { kind: 'tooLong' }
  | { kind: 'none'; unmapped: string[] }
  | { kind: 'filled'; count: number; unmapped: string[] };

const filledCount = (f: PastedFields) =>
  pasteTextKeys.filter((k) => f[k]).length + (f.nutrition?.length ? 1 : 0) + (f.imported ? 1 : 0);

/**
 * A fresh label holding only what the paste read: items it did not find start empty (never carried
 * over from an earlier label), the nutrition table keeps its blank rows when none was pasted.
 */
export function pastedLabel(f: PastedFields): FoodLabel {
  const blank = labelInput.parse({});
  return {
    ...blank,
    ...f,
    nutrition: f.nutrition?.length ? f.nutrition : labelExample.nutrition.map((n) => ({ ...n, amount: '', nrv: '' })),
  };
}

/** Paste a label's text, map it to the form's items for the user to confirm, list the lines left over. */
export function PastePanel({ onFill }: { onFill: (label: FoodLabel) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const map = () => {
    if (!text.trim()) return setOutcome({ kind: 'empty' });
    if (text.length > pasteMaxChars) return setOutcome({ kind: 'tooLong' });
    const { fields, unmapped } = parseLabelText(text);
    const count = filledCount(fields);
    if (!count) return setOutcome({ kind: 'none', unmapped });
    onFill(pastedLabel(fields));
    setOutcome({ kind: 'filled', count, unmapped });
  };
  const unmapped = outcome && 'unmapped' in outcome ? outcome.unmapped : [];
  return (
    <Row gutter={12} style={{ marginBottom: 16 }}>
      <Col xs={24} md={14}>
        <Typography.Text strong>{t('lbl.paste.title')}</Typography.Text>
        <Input.TextArea
          aria-label={t('lbl.paste.title')}
          rows={6}
          value={text}
          placeholder={t('lbl.paste.placeholder')}
          onChange={(e) => setText(e.target.value)}
          style={{ margin: '4px 0 8px' }}
        />
        <Space wrap>
          <Button onClick={map}>{t('lbl.paste.map')}</Button>
          {outcome?.kind === 'empty' ? <Alert type="warning" showIcon message={t('lbl.paste.empty')} /> : null}
          {outcome?.kind === 'tooLong' ? (
            <Alert type="error" showIcon message={t('lbl.paste.tooLong', { max: pasteMaxChars })} />
          ) : null}
          {outcome?.kind === 'none' ? <Alert type="warning" showIcon message={t('lbl.paste.none')} /> : null}
          {outcome?.kind === 'filled' ? (
            <Alert type="success" showIcon message={t('lbl.paste.filled', { count: outcome.count })} />
          ) : null}
        </Space>
      </Col>
      <Col xs={24} md={10}>
        {outcome && (outcome.kind === 'none' || outcome.kind === 'filled') ? (
          <List
            size="small"
            bordered
            header={t('lbl.paste.unmapped', { count: unmapped.length })}
            dataSource={unmapped}
            locale={{ emptyText: t('lbl.paste.allMapped') }}
            renderItem={(line) => <List.Item>{line}</List.Item>}
            style={{ maxHeight: 220, overflow: 'auto' }}
          />
        ) : (
          <Typography.Paragraph type="secondary">{t('lbl.paste.hint')}</Typography.Paragraph>
        )}
      </Col>
    </Row>
  );
}
