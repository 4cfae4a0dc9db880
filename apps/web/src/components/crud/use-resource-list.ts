import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRoute } from '@app/contract';
import { useListParams } from '../list/use-list-params';
import { useCrudHost } from './crud-context';
import { searchFilters } from './search-bar';
import { toTree } from './labels';
import type { AnyResource, FieldDef } from './types';

type Obj = Record<string, unknown>;
interface Page {
  list: Obj[];
  total: number;
  page: number;
  pageSize: number;
  estimated?: boolean;
}

/** Numbers chosen in selects travel through the URL as text; the call gets them back as numbers. */
const typed = (def: AnyResource, filters: Record<string, string>): Obj =>
  Object.fromEntries(
    Object.entries(filters).map(([k, v]) => {
      const f = (def.fields as Record<string, FieldDef | undefined>)[k];
      const choice = f && (f.type === 'select' || f.type === 'radio' || f.type === 'treeSelect');
      return [k, choice && /^-?\d+$/.test(v) ? Number(v) : v];
    }),
  );

/**
 * The list controller of a resource: URL state (page, size, sort, filters) to the list call,
 * the answer as rows (a tree when the definition says so). The view only renders.
 */
export function useResourceList(def: AnyResource) {
  const host = useCrudHost();
  const filterDefs = useMemo(() => searchFilters(def), [def]);
  const { query, update } = useListParams(filterDefs);
  const input = useMemo(
    () => ({
      ...(def.tree ? {} : { page: query.page, pageSize: query.pageSize, sort: query.sort, order: query.order }),
      ...typed(def, query.filters),
      ...def.listFixed,
    }),
    [def, query],
  );
  const result = useQuery({
    queryKey: ['crud', def.name, input],
    queryFn: async (): Promise<Page> => {
      const answer = (await host.invoke(def.calls.list as CallRoute, input as never)) as unknown;
      if (Array.isArray(answer))
        return { list: answer as Obj[], total: answer.length, page: 1, pageSize: answer.length };
      return answer as Page;
    },
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => {
    const list = result.data?.list ?? [];
    return def.tree ? toTree(list, def.idKey ?? 'id', def.tree.parentKey) : list;
  }, [result.data, def]);
  return { query, update, input, result, rows, page: result.data };
}
