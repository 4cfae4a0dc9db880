import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListParams } from './use-list-params';
import type { ListDefinition } from './types';

/**
 * The state of a list (react-admin's controller/view split): query from the URL, the loaded
 * page, the selection. Custom pages use this hook with their own view; `ListView` is the
 * ordinary view.
 */
export function useListController<Row>(def: ListDefinition<Row>, extraKey: readonly unknown[] = []) {
  const { query, update } = useListParams(def.filters, {
    defaultPageSize: def.defaultPageSize,
    defaults: def.defaults,
  });
  const result = useQuery({
    queryKey: [...def.id, ...extraKey, query],
    queryFn: () => def.load(query),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<{ ids: (string | number)[]; rows: Row[] }>({ ids: [], rows: [] });
  const clearSelection = () => setSelected({ ids: [], rows: [] });
  const rows = useMemo(() => result.data?.list ?? [], [result.data]);
  return { def, query, update, result, rows, selected, setSelected, clearSelection };
}

export type ListController<Row> = ReturnType<typeof useListController<Row>>;
