import type {
  ChartItem,
  CrossTab,
  InputOf,
  OutputOf,
  Endpoint,
  RecordOptions,
  RecordPage,
  RecordView,
  RecordVisualization,
} from '@app/contract';
import { call, callBlob } from '../../../api/call';
import type { ListQuery } from '../../../components/list';
import type { RecordModuleLike } from './types';

/**
 * The one place where the record pages talk to a module's calls. The pages are generic over
 * the four modules, so inputs are built from URL strings (the server's zod schema validates
 * and coerces them) and answers, already parsed by the call layer with the endpoint's output
 * schema, are read through the shape every module shares.
 */
const send = <E extends Endpoint, T>(endpoint: E, input: Record<string, unknown>) =>
  call(endpoint, input as InputOf<E>) as Promise<OutputOf<E> & T>;

/** Empty strings are dropped so an untouched filter is not sent at all. */
const compact = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const listInput = (q: ListQuery) =>
  compact({ page: q.page, pageSize: q.pageSize, sort: q.sort, order: q.order, ...q.filters });

// The generic pages' view of any module's answers, declared (and checked against every module)
// in the contract.
export type { ChartItem };
export type Visualization = RecordVisualization;
export type DimensionOptions = RecordOptions;
export interface StatisticsInput {
  rows: string;
  cols?: string;
  period?: 'year' | 'quarter' | 'month';
  measure?: string;
  limit?: number;
  startMonth?: string;
  endMonth?: string;
  [dimension: string]: unknown;
}

export const recordsApi = (m: RecordModuleLike) => ({
  list: (q: ListQuery) => send<Endpoint, RecordPage>(m.calls.list, listInput(q)),
  detail: (id: number) => send<Endpoint, RecordView>(m.calls.detail, { id }),
  related: (id: number, by: string, page: number, pageSize: number) =>
    send<Endpoint, RecordPage & { value: string }>(m.calls.related, { id, by, page, pageSize }),
  options: () => send<Endpoint, DimensionOptions>(m.calls.options, {}),
  statistics: (input: StatisticsInput) => send<Endpoint, CrossTab>(m.calls.statistics, compact(input)),
  statisticsExport: (input: StatisticsInput) =>
    callBlob(m.calls.statisticsExport, compact(input), { timeoutMs: 120_000 }),
  visualization: (filters: Record<string, string>) =>
    send<Endpoint, Visualization>(m.calls.visualization, compact(filters)),
  /** The filtered list (or the chosen ids) as xlsx, at most the module's export limit. */
  exportList: (q: ListQuery, quantity: number, ids?: (string | number)[]) =>
    callBlob(
      m.calls.export,
      compact({
        ...listInput(q),
        page: undefined,
        pageSize: undefined,
        quantity,
        ids: ids?.length ? ids.map(Number) : undefined,
      }),
      { timeoutMs: 120_000 },
    ),
});
