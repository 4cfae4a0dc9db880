import { Alert, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { indicatorCalls, type Indicator, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { IndicatorFrame } from './indicator-frame';
import { ProductPicker } from './product-picker';
import { RequirementCell } from './requirement-text';
import { DataText } from '../../components/data-text';
import { detailHref } from './indicator-table';
import { useSource } from './use-source';
import './texts';

type Row = OutputOf<typeof indicatorCalls.compare>['rows'][number];
const flagColour = {
  same: 'green',
  looser: 'red',
  stricter: 'gold',
  different: 'default',
  onlyLeft: 'blue',
  onlyRight: 'purple',
} as const;

function Side({ i }: { i: Indicator | null }) {
  if (!i) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span>
      <RequirementCell indicator={i} /> <DataText text={i.unit} />{' '}
      {i.grade || i.scope ? (
        <Typography.Text type="secondary">
          (<DataText text={[i.grade, i.scope].filter(Boolean).join(' · ')} />)
        </Typography.Text>
      ) : null}
      <div>
        <Link to={detailHref(i.id)} style={{ fontSize: 12 }}>
          <DataText text={i.inheritedFrom ?? i.sourceStandard} />
        </Link>
      </div>
    </span>
  );
}

/**
 * /indicators/all: two indicator lists side by side (e.g. my enterprise standard vs the GB
 * product standard): looser than the national standard is not allowed; a stricter safety
 * indicator makes the enterprise standard one to be filed.
 */
export default function AllPage() {
  const { t } = useTranslation();
  const [left, setLeft] = useSource('l');
  const [right, setRight] = useSource('r');
  const q = useQuery({
    queryKey: ['indicators', 'compare', left, right],
    queryFn: () => call(indicatorCalls.compare, { left: left!, right: right! }),
    enabled: !!left && !!right,
  });
  const flagText = (r: Row) =>
    r.flag === 'stricter' && (r.left?.safety ?? false) ? t('ind.flag.stricterSafety') : t(`ind.flag.${r.flag}`);
  return (
    <IndicatorFrame>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <ProductPicker value={left} onChange={setLeft} label={t('ind.all.left')} testId="left-picker" />
        <ProductPicker value={right} onChange={setRight} label={t('ind.all.right')} testId="right-picker" />
        {q.isError && <Alert type="error" showIcon message={(q.error as Error).message} />}
        <Table<Row>
          size="small"
          rowKey={(r, i) => `${r.name}-${r.left?.id ?? ''}-${r.right?.id ?? ''}-${i}`}
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          locale={{ emptyText: t(left && right ? 'noData' : 'ind.pickHint') }}
          pagination={{ pageSize: 30, hideOnSinglePage: true, showTotal: (n) => t('ind.total', { count: n }) }}
          columns={[
            {
              title: t('ind.col.name'),
              dataIndex: 'name',
              sorter: (a, b) => a.name.localeCompare(b.name, 'zh'),
              render: (n: string) => <DataText text={n} />,
            },
            { title: t('ind.all.left'), key: 'l', render: (_: unknown, r) => <Side i={r.left} /> },
            { title: t('ind.all.right'), key: 'r', render: (_: unknown, r) => <Side i={r.right} /> },
            {
              title: '',
              key: 'flag',
              width: 280,
              filters: (['looser', 'stricter', 'different', 'same', 'onlyLeft', 'onlyRight'] as const).map((f) => ({
                text: t(`ind.flag.${f}`),
                value: f,
              })),
              onFilter: (v, r) => r.flag === v,
              render: (_: unknown, r) => (
                <Tag color={flagColour[r.flag]} style={{ whiteSpace: 'normal' }}>
                  {flagText(r)}
                </Tag>
              ),
            },
          ]}
        />
      </Space>
    </IndicatorFrame>
  );
}
