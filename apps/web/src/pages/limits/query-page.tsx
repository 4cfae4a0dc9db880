import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LimitsFrame, JurisdictionSelect } from './shared';

/** /hazardsLimits/indicatorQuery: search by substance, by food, or both; results open grouped by jurisdiction. */
export default function LimitQueryPage() {
  const { t } = useTranslation();
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
        <Button size="small" onClick={() => example('substance=铅&food=茶叶')}>
          铅 · 茶叶
        </Button>
        <Button size="small" onClick={() => example('food=大米')}>
          大米
        </Button>
        <Button size="small" onClick={() => example('food=rice')}>
          rice
        </Button>
        <Button size="small" onClick={() => example('substance=鎘')}>
          鎘
        </Button>
        <Button size="small" onClick={() => example('food=草莓&jurisdictions=TW')}>
          草莓 · TW
        </Button>
      </Space>
    </LimitsFrame>
  );
}
