import { useState } from 'react';
import { Input, Skeleton, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hazardNameEn, limitsCalls, type OutputOf } from '@app/contract';
import { DemoTag } from '../records/shape/provenance';
import { call } from '../../api/call';
import { LimitsFrame, useLang } from './shared';
import { Translated } from '../../components/translated';

/** /hazardsLimits/riskFactor: substances ranked for a food category by sampling failures, RASFF and penalties, with the yearly trend. */
type Row = OutputOf<typeof limitsCalls.riskFactors>['list'][number];
const countTitle = { sampling: 'lim.samplingFails', rasff: 'lim.rasff', penalty: 'lim.penalty' } as const;

export default function RiskFactorPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [food, setFood] = useState('');
  const q = useQuery({
    queryKey: ['limits', 'risk', food],
    queryFn: () => call(limitsCalls.riskFactors, { food: food || undefined }),
  });
  return (
    <LimitsFrame>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          aria-label={t('lim.foodFilter')}
          placeholder={t('lim.foodFilter')}
          allowClear
          enterButton={t('lim.search')}
          style={{ maxWidth: 420 }}
          onSearch={(v) => setFood(v.trim())}
          maxLength={50}
        />
        {!!q.data?.demoColumns.length && (
          <Typography.Text type="warning" data-testid="risk-demo-note">
            {t('lim.demoNotScored')}
          </Typography.Text>
        )}
        {q.isLoading ? (
          <Skeleton active />
        ) : (
          <Table
            rowKey="substanceId"
            size="small"
            dataSource={q.data?.list ?? []}
            locale={{ emptyText: t('noData') }}
            pagination={{ pageSize: 20 }}
            columns={[
              { title: '#', key: 'rank', width: 50, render: (_, __, i) => i + 1 },
              {
                title: t('lim.substance'),
                key: 's',
                render: (_, r) => (
                  <Link to={`/hazardsLimits/basicSubstance/detail?id=${r.substanceId}`}>
                    {/* The source's English name; else the portal's (marked); else the Chinese, marked. */}
                    {lang === 'en' && r.nameEn ? (
                      r.nameEn
                    ) : (
                      <Translated original={r.nameZh} english={hazardNameEn(r.nameZh)} />
                    )}
                  </Link>
                ),
              },
              ...(['sampling', 'rasff', 'penalty'] as const).map((k) => ({
                title: (
                  <>
                    {t(countTitle[k])}
                    <DemoTag demo={q.data?.demoColumns.includes(k)} />
                  </>
                ),
                dataIndex: k,
                sorter: (a: Row, b: Row) => a[k] - b[k],
              })),
              {
                title: t('lim.score'),
                dataIndex: 'score',
                defaultSortOrder: 'descend',
                sorter: (a, b) => a.score - b.score,
              },
              {
                title: t('lim.trend'),
                key: 'trend',
                render: (_, r) => (
                  <Typography.Text type="secondary">
                    {r.trend.map((y) => `${y.year}: ${y.count}`).join(' · ')}
                  </Typography.Text>
                ),
              },
            ]}
          />
        )}
      </Space>
    </LimitsFrame>
  );
}
