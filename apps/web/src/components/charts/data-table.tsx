import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from './chart-types';
import { formatValue } from './format';

/** The table view of a chart: the same rows, one column per series. */
export function ChartDataTable({ spec }: { spec: Pick<ChartSpec, 'rows' | 'series' | 'categoryLabel' | 'title'> }) {
  const { i18n } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="name"
      aria-label={spec.title}
      pagination={spec.rows.length > 12 ? { pageSize: 12, size: 'small', showSizeChanger: false } : false}
      dataSource={spec.rows}
      columns={[
        { title: spec.categoryLabel, dataIndex: 'name', key: 'name' },
        ...spec.series.map((s) => ({
          title: s.label,
          dataIndex: s.key,
          key: s.key,
          align: 'right' as const,
          render: (v: unknown) => formatValue(v, s.format, i18n.language),
        })),
      ]}
    />
  );
}
