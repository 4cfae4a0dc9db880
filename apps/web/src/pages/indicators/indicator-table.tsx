import { Link } from 'react-router';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Indicator } from '@app/contract';
import { DataText, QuotingText } from '../../components/data-text';
import { ClauseText, RequirementCell } from './requirement-text';

export const detailHref = (id: string) => `/indicators/detail?id=${encodeURIComponent(id)}`;

/** Columns of an indicator row: name (to its detail), requirement, unit, grade, method, source. */
export function useIndicatorColumns(): ColumnsType<Indicator> {
  const { t } = useTranslation();
  return [
    {
      title: t('ind.col.name'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name, 'zh'),
      render: (n: string, r) => (
        <Link to={detailHref(r.id)}>
          <DataText text={n} />
        </Link>
      ),
    },
    {
      title: t('ind.col.requirement'),
      key: 'req',
      width: 220,
      render: (_: unknown, r) => <RequirementCell indicator={r} />,
    },
    { title: t('ind.col.unit'), dataIndex: 'unit', width: 110, render: (u: string) => <DataText text={u} /> },
    {
      title: t('ind.col.grade'),
      key: 'grade',
      width: 150,
      render: (_: unknown, r) => <DataText text={[r.grade, r.scope].filter(Boolean).join(' · ')} />,
    },
    {
      title: t('ind.col.method'),
      key: 'methods',
      width: 170,
      render: (_: unknown, r) => <DataText text={r.methods.join('、')} />,
    },
    {
      title: t('ind.col.source'),
      key: 'source',
      width: 260,
      sorter: (a, b) => a.sourceStandard.localeCompare(b.sourceStandard),
      render: (_: unknown, r) => (
        <span>
          <DataText text={r.sourceStandard} />{' '}
          <Typography.Text type="secondary">
            <ClauseText clause={r.sourceClause} />
          </Typography.Text>
          {r.stricterThan && (
            <div>
              <Tag color="green">
                <QuotingText text={t('ind.stricterThan', { than: r.stricterThan })} />
              </Tag>
            </div>
          )}
          {r.inheritedFrom && (
            <div>
              <Tag color="blue">
                <QuotingText text={t('ind.inherited', { source: r.inheritedFrom })} />
              </Tag>
              {r.overriddenBy && <Tag>{t('ind.overridden')}</Tag>}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <DataText text={r.foodCategory} />
              </Typography.Text>
            </div>
          )}
        </span>
      ),
    },
  ];
}

export function IndicatorTable({ rows, loading }: { rows: Indicator[]; loading?: boolean }) {
  const { t } = useTranslation();
  const columns = useIndicatorColumns();
  return (
    <Table<Indicator>
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={rows}
      locale={{ emptyText: t('noData') }}
      pagination={{
        pageSize: 20,
        hideOnSinglePage: true,
        showSizeChanger: true,
        showTotal: (n) => t('ind.total', { count: n }),
      }}
    />
  );
}
