import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useFitColumns } from './use-fit-columns';

/**
 * antd's Table with its columns fitted to its box (useFitColumns): no header broken over two
 * lines or cut, no pinned column lying over another. A drop-in for tables drawn outside
 * ListView (detail pages' related lists, statistics, reference trees); flat columns only.
 */
export function FitTable<Row extends object>({
  columns = [],
  scroll,
  size,
  rowSelection,
  expandable,
  ...rest
}: TableProps<Row>) {
  // Selection checkboxes and expand icons take about 48 px each beside the columns.
  const reserved = (rowSelection ? 48 : 0) + (expandable ? 48 : 0);
  const fit = useFitColumns(columns as ColumnType<Row>[], scroll, reserved, size ?? 'large', rest.dataSource);
  return (
    <div ref={fit.box}>
      <Table<Row>
        {...rest}
        size={size}
        rowSelection={rowSelection}
        expandable={expandable}
        columns={fit.columns}
        tableLayout={fit.tableLayout}
        scroll={fit.scroll}
      />
    </div>
  );
}
