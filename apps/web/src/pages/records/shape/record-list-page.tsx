import { useMemo } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListView, saveBlob, useListController, type ListDefinition } from '../../../components/list';
import type { RecordModuleLike, RecordPagesDef, RecordRow } from './types';
import { recordsApi } from './records-api';
import { recordFilters } from './record-filters';
import { recordColumns } from './record-columns';
import { useDimensionOptions } from './use-options';
import { useLang, pick } from './lang';
import { exportName } from './export-name';

/** The list of a module's records: filter bar, sortable table, pager in the URL, export. */
export function RecordListBody<M extends RecordModuleLike>({ def }: { def: RecordPagesDef<M> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const options = useDimensionOptions(def.module);
  const api = useMemo(() => recordsApi(def.module), [def.module]);
  const listDef = useMemo<ListDefinition<RecordRow>>(() => {
    const filename = exportName(pick(def.module.spec.title, lang));
    return {
      id: ['records', def.module.spec.name, 'list', lang],
      filters: recordFilters(def, lang, options.data, t),
      columns: recordColumns(def, lang, t),
      rowKey: (r) => r.id,
      load: api.list,
      exportTo: { filename, max: def.module.spec.exportMax, run: (q, quantity) => api.exportList(q, quantity) },
      batch: [
        {
          key: 'exportSelected',
          label: 'rec.exportSelected',
          icon: <ExportOutlined />,
          done: 'rec.export.done',
          run: async (ids) =>
            saveBlob(await api.exportList({ page: 1, pageSize: ids.length, filters: {} }, ids.length, ids), filename),
        },
      ],
    };
  }, [def, lang, options.data, t, api]);
  const ctl = useListController(listDef);
  return <ListView ctl={ctl} scroll={{ x: 'max-content' }} />;
}
