import type { Language } from '@app/contract';
import type { FilterDef } from '../../../components/list';
import type { DimensionOptions } from './records-api';
import type { RecordModuleLike, RecordPagesDef } from './types';
import { pick } from './lang';
import { optionsOf } from './use-options';

/**
 * The list's filter bar from the module definition: keyword, the module's filters (text,
 * dimension dropdowns, coded values) and the range of the record's date.
 */
export function recordFilters<M extends RecordModuleLike>(
  def: RecordPagesDef<M>,
  lang: Language,
  options: DimensionOptions | undefined,
  t: (key: string) => string,
): FilterDef[] {
  const spec = def.module.spec;
  const own: FilterDef[] = def.filters.map((f) => {
    const label = pick(f.label ?? spec.labels[f.field] ?? spec.dimensions[f.field], lang);
    switch (f.kind) {
      case 'text':
        return { key: f.field, type: 'text', label, width: 180 };
      case 'dimension':
        return { key: f.field, type: 'select', label, options: optionsOf(options, f.dimension), width: 160 };
      case 'codes':
        return {
          key: f.field,
          type: 'select',
          label,
          options: Object.entries(f.codes).map(([value, l]) => ({ value, label: l[lang] })),
          width: 130,
        };
    }
  });
  return [
    { key: 'keyword', type: 'text', label: t('rec.keyword'), placeholder: pick(def.keywordHint, lang), width: 280 },
    ...own,
    {
      key: 'date',
      type: 'dateRange',
      label: pick(spec.labels[spec.dateField], lang),
      from: 'startDate',
      to: 'endDate',
    },
  ];
}
