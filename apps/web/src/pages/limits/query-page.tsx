import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LimitsFrame, JurisdictionSelect, useLang } from './shared';
import { Zh } from './data-text';

/**
 * Example queries in the reader's language: an English reader searches in English (the food names
 * are translated); one example shows that traditional characters find the simplified name too.
 */
const examplesZh = [
  { query: 'substance=铅&food=茶叶', label: '铅 · 茶叶' },
  { query: 'food=大米', label: '大米' },
  { query: 'food=rice', label: 'rice' },
  { query: 'substance=鎘', label: '鎘', tw: true },
  { query: 'food=草莓&jurisdictions=TW', label: '草莓 · TW' },
];
const examplesEn = [
  { query: 'substance=lead&food=tea', label: 'lead · tea' },
  { query: 'food=rice', label: 'rice' },
  { query: 'substance=cadmium', label: 'cadmium' },
  { query: 'food=strawberry&jurisdictions=TW', label: 'strawberry · TW' },
  { query: 'substance=鎘', label: '鎘', tw: true },
];

/** /hazardsLimits/indicatorQuery: search by substance, by food, or both; results open grouped by jurisdiction. */
export default function LimitQueryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [jurisdictions, setJurisdictions] = useState<string[]>([]);
  const [error, setError] = useState('');
  const submit = (v: { substance?: string; food?: string }) => {
    const substance = v.substance?.trim() ?? '';
    const food = v.food?.trim() ?? '';
    if (!substance && !food) return setError(t('limitsEmptyQuery'));
    const qs = new URLSearchParams({
      ...(substance ? { substance } : {}),
      ...(food ? { food } : {}),
      ...(jurisdictions.length ? { jurisdictions: jurisdictions.join(',') } : {}),
    });
    void navigate(`/hazardsLimits/searchResult?${qs}`);
  };
  const example = (q: string) => navigate(`/hazardsLimits/searchResult?${q}`);
  return (
    <LimitsFrame>
      <Form layout="vertical" onFinish={submit} style={{ maxWidth: 720 }} onValuesChange={() => setError('')}>
        <Form.Item name="substance" label={t('lim.substance')}>
          <Input aria-label={t('lim.substance')} placeholder={t('lim.substanceHint')} allowClear maxLength={100} />
        </Form.Item>
        <Form.Item
          name="food"
          label={t('lim.food')}
          validateStatus={error ? 'error' : undefined}
          help={error || undefined}
        >
          <Input aria-label={t('lim.food')} placeholder={t('lim.foodHint')} allowClear maxLength={100} />
        </Form.Item>
        <Form.Item label={t('lim.jurisdictions')}>
          <JurisdictionSelect value={jurisdictions} onChange={setJurisdictions} ariaLabel={t('lim.jurisdictions')} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('lim.search')}
        </Button>
      </Form>
      <Space style={{ marginTop: 24 }} wrap>
        <Typography.Text type="secondary">e.g.</Typography.Text>
        {(lang === 'en' ? examplesEn : examplesZh).map((e) => (
          <Button key={e.query} size="small" onClick={() => example(e.query)}>
            <Zh text={e.label} tw={e.tw} />
          </Button>
        ))}
      </Space>
    </LimitsFrame>
  );
}
