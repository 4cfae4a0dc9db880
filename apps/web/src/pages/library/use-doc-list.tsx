import { useMemo } from 'react';

import { StarOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocSummary } from '@app/contract';
import { useListController, type FilterDef, type ListQuery, type PageOf, type ListColumn } from '../../components/list';
import { useLibrary } from './library-context';
import { docActions, exportName } from './doc-actions';
import { docColumns } from './doc-columns';
import { searchFieldsOf } from './search-input';
import { useApp } from '../../app/use-app';

interface Options<P extends PageOf<DocSummary>> {
  /** Cache key of the list (the library is added). */
  id: string;
  load: (q: ListQuery) => Promise<P>;
  filters?: readonly FilterDef[];
  /** Mixes modules: show the module column. */
  mixed?: boolean;
  /** What export sends besides the query (e.g. the module). */
  exportExtra?: Record<string, unknown>;
  /** No export button (lists whose rows are not documents of the search). */
  noExport?: boolean;
  extraColumns?: ListColumn<DocSummary>[];
  defaults?: Record<string, string>;
}

/**
 * A document list of the current library: the generic list controller with document columns,
 * the favourite star and batch favourite (collection right), and export of the query or the
 * selection. Unified search, module lists, state lists, map detail … all use it.
 */
export function useDocList<P extends PageOf<DocSummary>>(opts: Options<P>) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const actions = useMemo(() => docActions(lib), [lib]);
  const canFavorite = lib.can('collection');

  const def = useMemo(() => {
    const toggle = async (row: DocSummary) => {
      if (row.favorite) await actions.unfavorite([row.id]);
      else await actions.favorite(row.id);
      void message.success(t(row.favorite ? 'lib.unfavorite' : 'lib.favorited'));
      await qc.invalidateQueries({ queryKey: ['library', lib.key] });
    };
    return {
      id: ['library', lib.key, opts.id] as const,
      filters: opts.filters,
      defaults: opts.defaults,
      rowKey: (r: DocSummary) => r.id,
      load: opts.load,
      columns: docColumns({
        module: opts.mixed,
        favorite: canFavorite
          ? { onToggle: (r) => void toggle(r), label: (on) => t(on ? 'lib.unfavorite' : 'lib.favorite') }
          : undefined,
        extra: opts.extraColumns,
      }),
      batch: canFavorite
        ? [
            {
              key: 'favorite',
              label: 'lib.favorite',
              icon: <StarOutlined />,
              run: (ids: (string | number)[]) => actions.favoriteMany(ids.map(Number)),
            },
          ]
        : [],
      exportTo: opts.noExport
        ? undefined
        : {
            filename: exportName(lib, opts.id),
            run: (q: ListQuery, quantity: number) =>
              actions.exportXlsx({ ...searchFieldsOf(q), ...opts.exportExtra }, quantity),
          },
    };
  }, [
    lib,
    opts.id,
    opts.load,
    opts.filters,
    opts.mixed,
    opts.exportExtra,
    opts.noExport,
    opts.extraColumns,
    opts.defaults,
    canFavorite,
    actions,
    message,
    t,
    qc,
  ]);

  return useListController<DocSummary>(def);
}
