import { useRef, type ReactNode } from 'react';
import { Button, Empty, Flex, Result, Space, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { FilterBar } from './filter-bar';
import { ExportButton } from './export-button';
import { useFitColumns } from './use-fit-columns';
import type { ListController } from './use-list-controller';
import { useApp } from '../use-app';
import './texts';

interface Props<Row> {
  ctl: ListController<Row>;
  /** Extra buttons at the left of the toolbar. */
  toolbar?: ReactNode;
  /** Shown above the table, under the filters (facets, summaries). */
  header?: ReactNode;
  /** Hide the filter bar (a page that draws its own search form). */
  hideFilters?: boolean;
  /** Row click / expanded row etc. are left to antd through these. */
  expandable?: Parameters<typeof Table<Row>>[0]['expandable'];
  emptyText?: ReactNode;
  /** Horizontal scrolling for wide tables (many columns), as antd's Table takes it. */
  scroll?: Parameters<typeof Table<Row>>[0]['scroll'];
}

/**
 * The ordinary view of a list: filter bar, toolbar (batch actions, export), antd Table with
 * server-side paging and sort kept in the URL, selection for batch actions, empty/error states.
 */
export function ListView<Row extends object>({
  ctl,
  toolbar,
  header,
  hideFilters,
  expandable,
  emptyText,
  scroll,
}: Props<Row>) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const { def, query, update, result, rows, selected, setSelected, clearSelection } = ctl;
  const data = result.data;
  const tableTop = useRef<HTMLDivElement>(null);

  const runBatch = async (action: NonNullable<typeof def.batch>[number]) => {
    if (selected.ids.length === 0) {
      void message.warning(t('selectAtLeastOne'));
      return;
    }
    if (
      action.confirm &&
      !(await modal.confirm({ title: t(action.label), content: t(action.confirm, { count: selected.ids.length }) }))
    )
      return;
    try {
      await action.run(selected.ids, selected.rows);
      void message.success(t(action.done ?? 'operationSuccess'));
      clearSelection();
      await result.refetch();
    } catch (e) {
      // The request layer has already shown the server's message for envelope errors.
      if (!(e instanceof Error) || !('code' in e)) void message.error(t('operationFailed'));
    }
  };

  const columns = def.columns.map(({ title, sortKey, ...rest }) => ({
    ...rest,
    title: t(title),
    sorter: sortKey ? true : undefined,
    sortOrder:
      sortKey && query.sort === sortKey ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    key: sortKey ?? rest.key ?? String(rest.dataIndex ?? title),
  }));

  const hasBatch = (def.batch?.length ?? 0) > 0;
  // Selection checkboxes and expand icons take about 48 px each beside the columns.
  const fit = useFitColumns(columns, scroll, (hasBatch ? 48 : 0) + (expandable ? 48 : 0), undefined, rows);

  return (
    <div ref={tableTop}>
      {!hideFilters && def.filters && def.filters.length > 0 && (
        <FilterBar filters={def.filters} values={query.filters} onSearch={(filters) => update({ filters })} />
      )}
      {header}
      {(hasBatch || def.exportTo || toolbar) && (
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Space wrap>
            {toolbar}
            {def.batch?.map((a) => (
              <Button key={a.key} icon={a.icon} onClick={() => void runBatch(a)}>
                {t(a.label)}
              </Button>
            ))}
            {hasBatch && selected.ids.length > 0 && (
              <Typography.Text type="secondary">{t('list.selected', { count: selected.ids.length })}</Typography.Text>
            )}
          </Space>
          {def.exportTo && (
            <ExportButton
              filename={def.exportTo.filename}
              max={def.exportTo.max}
              total={data?.total}
              estimated={data?.estimated}
              disabled={!data || data.total === 0}
              run={(quantity) => def.exportTo!.run(query, quantity)}
            />
          )}
        </Flex>
      )}
      {result.isError && !data ? (
        <Result
          status="warning"
          title={result.error instanceof Error && result.error.message ? result.error.message : t('list.loadFailed')}
          extra={<Button onClick={() => void result.refetch()}>{t('list.retry')}</Button>}
        />
      ) : (
        <div ref={fit.box}>
          <Table<Row>
            rowKey={def.rowKey}
            columns={fit.columns}
            tableLayout={fit.tableLayout}
            dataSource={rows}
            loading={result.isFetching}
            expandable={expandable}
            scroll={fit.scroll}
            locale={{ emptyText: <Empty description={emptyText ?? t('noData')} /> }}
            rowSelection={
              hasBatch
                ? {
                    selectedRowKeys: selected.ids,
                    preserveSelectedRowKeys: true,
                    onChange: (ids, picked) => setSelected({ ids: ids as (string | number)[], rows: picked }),
                  }
                : undefined
            }
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t(data?.estimated ? 'list.totalEstimated' : 'list.total', { total }),
            }}
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort') {
                const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
                const key = s?.order ? String(s.columnKey ?? '') : undefined;
                update({
                  sort: key || undefined,
                  order: s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined,
                  page: 1,
                });
              } else if (extra.action === 'paginate') {
                update({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? query.pageSize });
                // The pager sits under the table: a new page is read from its top.
                tableTop.current?.scrollIntoView?.({ block: 'start' });
              }
            }}
          />
        </div>
      )}
    </div>
  );
}
