import type { ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table';

/**
 * A list is described by a definition (filters, columns, how to load, export and batch
 * actions); `useListController` + `ListView` do the rest. Labels are i18n keys: `t(key)`
 * falls back to the key itself, so data-derived labels may be passed as plain text.
 */
export type FilterDef =
  | { key: string; type: 'text'; label: string; placeholder?: string; width?: number }
  | {
      key: string;
      type: 'select';
      label: string;
      options: readonly { value: string; label: string }[];
      multiple?: boolean;
      width?: number;
    }
  /** Two URL keys `from`/`to` (YYYY-MM-DD). */
  | { key: string; type: 'dateRange'; label: string; from: string; to: string }
  /** A checkbox: '1' when ticked. */
  | { key: string; type: 'check'; label: string }
  /** A row of toggle buttons (quick filters); one value or none. */
  | { key: string; type: 'chips'; label: string; options: readonly { value: string; label: string }[] };

/** What a list asks its loader for: all of it lives in the URL. */
export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, string>;
}

export interface PageOf<Row> {
  list: Row[];
  total: number;
  page: number;
  pageSize: number;
  estimated?: boolean;
}

export type ListColumn<Row> = Omit<ColumnType<Row>, 'title' | 'sorter'> & {
  /** i18n key of the header. */
  title: string;
  /** Server-side sort key; the column becomes sortable. */
  sortKey?: string;
  /** Cell words that must stay whole: the column is never narrower than the widest (see useFitColumns). */
  keepWhole?: readonly string[];
};

export interface BatchAction<Row> {
  key: string;
  /** i18n key */
  label: string;
  icon?: ReactNode;
  /** Runs on the selected rows; needs at least one (请选择至少一条数据). */
  run: (ids: (string | number)[], rows: Row[]) => Promise<unknown>;
  /** i18n key of the toast after success; default 操作成功. */
  done?: string;
  /** i18n key (with `{{count}}`) of a question asked first: an action that cannot be undone asks. */
  confirm?: string;
}

export interface ListDefinition<Row> {
  /** Query-cache key prefix: the list reloads when it or the query changes. */
  id: readonly unknown[];
  filters?: readonly FilterDef[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  load: (q: ListQuery) => Promise<PageOf<Row>>;
  /** Export of the current query to xlsx; `max` rows at most (default 1000; record exports 2000). */
  exportTo?: { run: (q: ListQuery, quantity: number) => Promise<Blob>; filename: string; max?: number };
  batch?: readonly BatchAction<Row>[];
  defaultPageSize?: number;
  /** Filters applied when the URL names none (e.g. a default status). */
  defaults?: Record<string, string>;
}
