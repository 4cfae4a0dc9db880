import {
  dateFields,
  docModuleSchema,
  quickFilters,
  recentRanges,
  type DocModule,
  type SearchInput,
} from '@app/contract';
import type { FilterDef, ListQuery } from '../../components/list';

type DateField = (typeof dateFields)[number];
export const fromKey = (f: DateField) => `${f}From`;
export const toKey = (f: DateField) => `${f}To`;

const pick = <T extends string>(v: string | undefined, allowed: readonly T[]) =>
  v && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * The page and the clicked column header of a list → the call's paging fields. Every document
 * list sends them through here: lists that spelled them out dropped `sort`, and their 发布日期
 * arrows changed nothing.
 */
export const pageFieldsOf = (q: ListQuery) => ({ page: q.page, pageSize: q.pageSize, sort: q.sort, order: q.order });

/**
 * The URL of a document list → the search call's fields. Every document list (unified search,
 * module lists, coStandard, statuteQA, notices) keeps the same URL keys, so links between them
 * carry the query over.
 */
export function searchFieldsOf(q: ListQuery) {
  const f = q.filters;
  const dates: Partial<Record<DateField, { from?: string; to?: string }>> = {};
  for (const d of dateFields) {
    const from = f[fromKey(d)];
    const to = f[toKey(d)];
    if (from || to) dates[d] = { from, to };
  }
  const modules = (f.modules ?? '')
    .split(',')
    .map((m) => docModuleSchema.safeParse(m))
    .flatMap((r) => (r.success ? [r.data] : [])) as DocModule[];
  const status = (f.status ?? '')
    .split(',')
    .filter((s) => s !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 10);
  return {
    ...pageFieldsOf(q),
    mode: f.mode === 'advanced' ? ('advanced' as const) : ('ordinary' as const),
    keyword: f.keyword || undefined,
    fullText: f.fullText === '1',
    fullLibrary: f.fullLibrary === '1',
    modules: modules.length ? modules : undefined,
    status: status.length ? status : undefined,
    category: f.category || undefined,
    industry: f.industry || undefined,
    province: f.province || undefined,
    title: f.title || undefined,
    docNumber: f.docNumber || undefined,
    department: f.department || undefined,
    logic: f.logic === 'or' ? ('or' as const) : ('and' as const),
    dates: Object.keys(dates).length ? dates : undefined,
    quick: pick(f.quick, quickFilters),
    recent: pick(f.recent, recentRanges),
    sortBy: f.sortBy === 'date' ? ('date' as const) : ('relevance' as const),
  } satisfies Omit<SearchInput, 'library'>;
}

export const statusOptions = [1, 2, 3, 4, 5, 6, 7, 8, 10].map((c) => ({ value: String(c), label: `lib.status.${c}` }));
export const quickOptions = quickFilters.map((q) => ({ value: q, label: `lib.quick.${q}` }));
export const recentOptions = recentRanges.map((r) => ({ value: r, label: `lib.recent.${r}` }));
export const sortOptions = [
  { value: 'relevance', label: 'lib.sort.relevance' },
  { value: 'date', label: 'lib.sort.date' },
];

/** The filter bar of an ordinary document list (module lists, coStandard, notices …). */
export const docListFilters: readonly FilterDef[] = [
  { key: 'keyword', type: 'text', label: 'lib.keyword', placeholder: 'lib.keywordHint', width: 300 },
  { key: 'status', type: 'select', label: 'lib.statuses', options: statusOptions, multiple: true, width: 200 },
  {
    key: 'publishDate',
    type: 'dateRange',
    label: 'lib.col.publishDate',
    from: fromKey('publishDate'),
    to: toKey('publishDate'),
  },
  { key: 'sortBy', type: 'select', label: 'lib.sortBy', options: sortOptions, width: 120 },
  { key: 'recent', type: 'chips', label: 'lib.recent', options: recentOptions },
  { key: 'quick', type: 'chips', label: 'lib.quick', options: quickOptions },
];
