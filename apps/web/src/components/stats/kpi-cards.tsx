import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../charts/format';
import type { Kpi } from './types';

/** Headline figures in a row of cards. */
export function KpiCards({ items, loading }: { items: Kpi[]; loading?: boolean }) {
  const { i18n } = useTranslation();
  if (items.length === 0) return null;
  const span = Math.max(4, Math.floor(24 / items.length));
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((k) => (
        <Col key={k.key} xs={12} md={span}>
          <Card size="small" loading={loading} data-testid={`kpi-${k.key}`}>
            <Statistic
              title={k.label}
              value={typeof k.value === 'number' ? formatValue(k.value, k.format, i18n.language) : (k.value ?? '-')}
            />
            {k.note && <Typography.Text type="secondary">{k.note}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
