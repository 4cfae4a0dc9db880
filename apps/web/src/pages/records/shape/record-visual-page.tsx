import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDef } from '../../../components/list';
import { StatsView, type Kpi, type StatsDefinition, type StatsPanel } from '../../../components/stats';
import type { ChartKind } from '../../../components/charts';
import type { RecordModuleLike, RecordPagesDef } from './types';
import { recordsApi, type Visualization } from './records-api';
import { useDimensionOptions, optionsOf } from './use-options';
import { useLang, pick } from './lang';

const chartKind: Record<string, ChartKind> = { bar: 'hbar', line: 'line', pie: 'pie' };
const toMonth = (date: string | undefined) => (date ? date.slice(0, 7) : undefined);

/**
 * The visual overview of a module: KPI cards and the charts its definition names (China map,
 * trend, top lists), each with a table view; filtered by month range and dimensions.
 */
export function RecordVisualBody<M extends RecordModuleLike>({ def }: { def: RecordPagesDef<M> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const spec = def.module.spec;
  const options = useDimensionOptions(def.module);
  const stats = useMemo<StatsDefinition<Visualization>>(() => {
    const api = recordsApi(def.module);
    const filters: FilterDef[] = [
      { key: 'months', type: 'dateRange', label: t('rec.vis.filters'), from: 'from', to: 'to' },
      ...def.module.dimensions.map((d): FilterDef => ({
        key: d,
        type: 'select',
        label: pick(spec.dimensions[d], lang),
        options: optionsOf(options.data, d),
        width: 150,
      })),
    ];
    const measure = (k: string) => pick(spec.measures[k], lang);
    return {
      id: ['records', spec.name, 'visualization', lang],
      filters,
      load: ({ from, to, ...dims }) =>
        api.visualization({ ...dims, startMonth: toMonth(from) ?? '', endMonth: toMonth(to) ?? '' }),
      kpis: (data) => {
        const items: Kpi[] = data.kpis.map((k) => ({
          key: k.key,
          label: measure(k.key),
          value: k.value,
          format: /amount|compensation|confiscated/i.test(k.key) ? 'money' : 'count',
        }));
        if (def.share) {
          const part = data.kpis.find((k) => k.key === def.share!.part)?.value ?? 0;
          const of = data.kpis.find((k) => k.key === def.share!.of)?.value ?? 0;
          items.push({
            key: 'share',
            label: pick(def.share.label, lang),
            value: of ? part / of : null,
            format: 'percent',
          });
        }
        return items;
      },
      panels: (data) =>
        data.charts.map((c): StatsPanel => {
          const title = pick(spec.charts[c.key]?.title, lang);
          const series = { key: 'value', label: measure(c.measure) };
          if (c.kind === 'map')
            return { type: 'map', title, rows: c.items.map((i) => ({ name: i.key, value: i.value })), series };
          return {
            type: 'chart',
            spec: {
              kind: chartKind[c.kind] ?? 'bar',
              title,
              categoryLabel: c.dimension === 'period' ? t('rec.stat.month') : pick(spec.dimensions[c.dimension], lang),
              rows: c.items.map((i) => ({ name: i.label, value: i.value })),
              series: [series],
            },
          };
        }),
    };
  }, [def, spec, lang, t, options.data]);
  return <StatsView def={stats} />;
}
