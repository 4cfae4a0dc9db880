import { adminCalls, recordImportModuleLabels, recordImportModules } from '@app/contract';
import { defineResource, type Choice } from '../../../components/crud/types';
import { limitImportRuns } from '../../limits/admin-resources';

// The same columns as the limits' runs: file, times, counts.
const { rejectedText: _, ...runCounts } = limitImportRuns.fields;

export const importModuleChoices: Choice[] = recordImportModules.map((m) => ({
  value: m,
  label: [recordImportModuleLabels[m]['zh-cn'], recordImportModuleLabels[m].en],
}));

/** Back office: each confirmed import of a sampling, penalty or judgment file, with its rejects. */
export const recordImportRuns = defineResource({
  name: 'recordImportRuns',
  title: ['记录导入历史', 'Record import runs'],
  calls: { list: adminCalls.recordsImport.runs },
  fields: {
    module: {
      type: 'select',
      label: ['类型', 'Type'],
      choices: importModuleChoices,
      search: true,
      table: { width: 200 },
    },
    ...runCounts,
    rejectedText: {
      type: 'textarea',
      label: ['拒收明细（行号 记录: 原因）', 'Rejected rows (line record: reason)'],
      detail: true,
    },
  },
  emptyHint: ['尚无导入记录', 'No import yet'],
});
