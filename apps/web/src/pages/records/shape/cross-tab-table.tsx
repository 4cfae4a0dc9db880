import { Table, Typography } from 'antd';
import { FitTable } from '../../../components/list/fit-table';
import { useTranslation } from 'react-i18next';
import type { CrossTab } from '@app/contract';
import { formatValue } from '../../../components/charts';

type Row = CrossTab['rows'][number];

/** The cross-tab as a table: one row per value, a column per column value, total and share; the totals row last. */
export function CrossTabTable({ tab, rowsLabel, money }: { tab: CrossTab; rowsLabel: string; money?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const fmt = (v: number) => formatValue(v, money ? 'money' : 'count', lang);
  const share = (v: number) => (tab.total ? formatValue(v / tab.total, 'percent', lang) : '-');
  return (
    <FitTable<Row>
      size="small"
      rowKey="key"
      aria-label={t('rec.stat.table')}
      dataSource={tab.rows}
      pagination={tab.rows.length > 30 ? { pageSize: 30, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: rowsLabel, dataIndex: 'label', key: 'label', fixed: 'left', width: 180 },
        ...tab.columns.map((c, i) => ({
          title: c.label,
          key: c.key,
          align: 'right' as const,
          render: (_: unknown, r: Row) => fmt(r.values[i] ?? 0),
        })),
        {
          title: t('rec.stat.total'),
          dataIndex: 'total',
          key: 'total',
          align: 'right' as const,
          render: (v: number) => <strong>{fmt(v)}</strong>,
        },
        {
          title: t('rec.stat.share'),
          key: 'share',
          align: 'right' as const,
          render: (_: unknown, r: Row) => share(r.total),
        },
      ]}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('rec.stat.total')}</Typography.Text>
            </Table.Summary.Cell>
            {tab.totals.map((v, i) => (
              <Table.Summary.Cell key={i} index={i + 1} align="right">
                {fmt(v)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={tab.totals.length + 1} align="right">
              <Typography.Text strong>{fmt(tab.total)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={tab.totals.length + 2} align="right">
              {tab.total ? '100%' : '-'}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
