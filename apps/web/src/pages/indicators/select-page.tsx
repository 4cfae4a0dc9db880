import { useMemo } from 'react';
import { Alert, Empty, Space, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { indicatorCalls, indicatorCategories, type ProductSource } from '@app/contract';
import { call } from '../../api/call';
import { IndicatorFrame } from './indicator-frame';
import { ProductPicker } from './product-picker';
import { IndicatorTable } from './indicator-table';
import { SpecManager } from './spec-manager';
import { PlacementLine } from './placement-line';
import { DataText, QuotingText } from '../../components/data-text';
import { useSource } from './use-source';
import './texts';

export const assembleQuery = (source: ProductSource | undefined) => ({
  queryKey: ['indicators', 'assemble', source],
  queryFn: () => call(indicatorCalls.assemble, { source: source! }),
  enabled: !!source,
});

/** /indicators/select: choose a product → its indicator list, grouped by category. */
export default function SelectPage() {
  const { t } = useTranslation();
  const [source, setSource] = useSource();
  const q = useQuery(assembleQuery(source));
  const groups = useMemo(() => {
    const list = q.data?.indicators ?? [];
    return indicatorCategories
      .map((c) => ({ c, rows: list.filter((i) => i.category === c) }))
      .filter((g) => g.rows.length);
  }, [q.data]);
  return (
    <IndicatorFrame extra={<SpecManager />}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <ProductPicker value={source} onChange={setSource} testId="product-picker" />
        {!source && <Empty description={t('ind.pickHint')} />}
        {q.isError && <Alert type="error" showIcon message={(q.error as Error).message} />}
        {q.data && (
          <>
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="list-title">
              <DataText text={q.data.title} /> · {t('ind.total', { count: q.data.indicators.length })}
            </Typography.Title>
            {!q.data.readable && (
              <Alert type="warning" showIcon message={t('ind.unreadable')} data-testid="unreadable" />
            )}
            <PlacementLine list={q.data} />
            <Typography.Text type="secondary">
              <QuotingText
                text={
                  q.data.foodCategories.length
                    ? t('ind.foodCategories', { list: q.data.foodCategories.join('、') })
                    : t('ind.noFoodCategory')
                }
              />
              {q.data.references.length > 0 && (
                <QuotingText text={` · ${t('ind.references', { list: q.data.references.join('、') })}`} />
              )}
            </Typography.Text>
            {groups.length ? (
              <Tabs
                items={[
                  {
                    key: 'all',
                    label: `${t('ind.all')} (${q.data.indicators.length})`,
                    children: <IndicatorTable rows={q.data.indicators} />,
                  },
                  ...groups.map((g) => ({
                    key: g.c,
                    label: `${t(`ind.cat.${g.c}`)} (${g.rows.length})`,
                    children: <IndicatorTable rows={g.rows} />,
                  })),
                ]}
              />
            ) : (
              <Empty description={t('noData')} />
            )}
          </>
        )}
        {source && q.isLoading && <IndicatorTable rows={[]} loading />}
      </Space>
    </IndicatorFrame>
  );
}
