import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterDef, ListQuery } from './types';

/** URL keys the list owns besides its filters. */
const own = ['page', 'pageSize', 'sort', 'order'] as const;

export const filterKeys = (filters: readonly FilterDef[] = []) =>
  filters.flatMap((f) => (f.type === 'dateRange' ? [f.from, f.to] : [f.key]));

/**
 * Paging, sorting and filters kept in the URL, so a list can be bookmarked, shared and
 * restored with the back button. Keys that are not the list's own (isOpen, itemid …) are kept.
 */
export function useListParams(
  filters: readonly FilterDef[] = [],
  opts: { defaultPageSize?: number; defaults?: Record<string, string> } = {},
) {
  const [params, setParams] = useSearchParams();
  const keys = useMemo(() => filterKeys(filters), [filters]);

  const query: ListQuery = useMemo(() => {
    const page = Math.max(1, Number(params.get('page')) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(params.get('pageSize')) || opts.defaultPageSize || 20));
    const order = params.get('order');
    const values: Record<string, string> = {};
    for (const k of keys) {
      const v = params.get(k) ?? opts.defaults?.[k];
      if (v) values[k] = v;
    }
    return {
      page,
      pageSize,
      sort: params.get('sort') || undefined,
      order: order === 'asc' || order === 'desc' ? order : undefined,
      filters: values,
    };
  }, [params, keys, opts.defaultPageSize, opts.defaults]);

  /** Merges a change into the URL; changing filters goes back to page 1. */
  const update = useCallback(
    (change: Partial<Omit<ListQuery, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (k: string, v: string | number | undefined) => {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          };
          if (change.filters) {
            for (const k of keys) set(k, change.filters[k]);
            next.delete('page');
          }
          for (const k of own) if (k in change) set(k, change[k]);
          return next;
        },
        { replace: false },
      );
    },
    [keys, setParams],
  );

  return { query, update };
}
