import { Input, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { indicatorCalls, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { IndicatorFrame } from './indicator-frame';
import { ProductPicker } from './product-picker';
import { RequirementCell } from './requirement-text';
import { detailHref } from './indicator-table';
import { useSource } from './use-source';
import { DataText } from '../../components/data-text';
import './texts';

type Row = OutputOf<typeof indicatorCalls.one>['rows'][number];

/** /indicators/one?name=铅: one indicator across standards and jurisdictions, the strictest maximum marked. */
export default function OnePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const [source, setSource] = useSource();
  const q = useQuery({
    queryKey: ['indicators', 'one', name, source],
    queryFn: () => call(indicatorCalls.one, { name, source }),
    enabled: !!name,
  });
  return (
    <IndicatorFrame>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            aria-label={t('ind.one.name')}
            placeholder={t('ind.one.name')}
            defaultValue={name}
            enterButton={t('ind.one.search')}
            style={{ width: 320 }}
            onSearch={(v) =>
              setParams((p) => {
                const n = new URLSearchParams(p);
                if (v.trim()) n.set('name', v.trim());
                else n.delete('name');
                return n;
              })
            }
          />
          <ProductPicker value={source} onChange={setSource} label={t('ind.one.product')} />
        </Space>
        <Table<Row>
          size="small"
          rowKey={(r) => `${r.jurisdiction}-${r.indicator.id}`}
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          locale={{ emptyText: t(name ? 'noData' : 'ind.pickHint') }}
          rowClassName={(r) => (r.strictest ? 'ind-strictest' : '')}
          onRow={(r) => ({ style: r.strictest ? { background: '#fff1f0' } : undefined })}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => t('ind.total', { count: n }) }}
          columns={[
            {
              title: t('ind.col.jurisdiction'),
              dataIndex: 'jurisdiction',
              width: 90,
              filters: [
                { text: 'CN', value: 'CN' },
                { text: 'EU', value: 'EU' },
              ],
              onFilter: (v, r) => r.jurisdiction === v,
            },
            {
              title: t('ind.col.source'),
              key: 's',
              render: (_: unknown, r) => (
                <Link to={detailHref(r.indicator.id)}>
                  <DataText text={r.indicator.sourceStandard} />
                </Link>
              ),
              sorter: (a, b) => a.indicator.sourceStandard.localeCompare(b.indicator.sourceStandard),
            },
            {
              title: t('ind.col.food'),
              key: 'f',
              render: (_: unknown, r) => (
                <DataText
                  text={[r.indicator.foodCategory, r.indicator.scope, r.indicator.grade].filter(Boolean).join(' · ')}
                />
              ),
            },
            {
              title: t('ind.col.requirement'),
              key: 'r',
              render: (_: unknown, r) => <RequirementCell indicator={r.indicator} />,
            },
            {
              title: t('ind.col.unit'),
              key: 'u',
              width: 100,
              render: (_: unknown, r) => <DataText text={r.indicator.unit} />,
            },
            {
              title: '',
              key: 'x',
              width: 90,
              render: (_: unknown, r) => r.strictest && <Tag color="red">{t('ind.one.strictest')}</Tag>,
            },
          ]}
        />
      </Space>
    </IndicatorFrame>
  );
}
