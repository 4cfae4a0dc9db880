import { Card, Col, Row, Skeleton, Statistic, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { overviewQuery } from './overview-counts';

/** The size of each collection, counted by the server (the landing page); /demo and /ad show them per area. */
export function PortalCounts() {
  const { t } = useTranslation();
  const counts = useQuery(overviewQuery);
  if (counts.isError) return null;
  const d = counts.data;
  const items = d
    ? [
        ...d.libraries.map((l) => ({ key: `lib.${l.library}`, value: l.documents, demo: l.demo })),
        ...d.records.map((r) => ({ key: `rec.${r.module}`, value: r.real, demo: r.demo })),
        // The reference data a compliance officer looks values up in.
        { key: 'limitRows', value: d.holdings.limitRows.real, demo: d.holdings.limitRows.demo },
        { key: 'additiveUses', value: d.holdings.additiveUses, demo: 0 },
        { key: 'contactAdditives', value: d.holdings.contactAdditives, demo: 0 },
        { key: 'indicators', value: d.holdings.indicators, demo: 0 },
      ]
    : [];
  return (
    <Card title={t('landing.counts')} data-testid="portal-counts" style={{ marginBottom: 24 }}>
      {!d ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((i) => (
            <Col span={6} key={i.key}>
              <Statistic title={t(`landing.count.${i.key}`)} value={i.value} />
              {i.demo > 0 && (
                <Tag color="orange" style={{ marginTop: 4 }}>
                  {t('landing.demoRows', { n: i.demo.toLocaleString() })}
                </Tag>
              )}
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
