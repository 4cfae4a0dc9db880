import { queryOptions } from '@tanstack/react-query';
import { overviewCalls, queryToolKeys, type LibraryKey, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { addTexts } from '../../i18n';

export type Overview = OutputOf<typeof overviewCalls.counts>;
type RecordModule = Overview['records'][number]['module'];

/** A figure of the open pages: a library, a record module, a collection, or the query tools. */
export type CountKey = `lib.${LibraryKey}` | `rec.${RecordModule}` | keyof Overview['holdings'] | 'queryTools';

/** The overview call, asked once for every open page (the server lets browsers keep it 5 minutes). */
export const overviewQuery = queryOptions({
  queryKey: ['public', 'overview'],
  queryFn: () => call(overviewCalls.counts, {}, { silent: true }),
  staleTime: 300_000,
});

/** Real rows and generated demo rows of one figure; a collection without a demo flag has none. */
export function countOf(d: Overview, key: CountKey): { real: number; demo: number } {
  if (key === 'queryTools') return { real: queryToolKeys.length, demo: 0 };
  if (key.startsWith('lib.')) {
    const l = d.libraries.find((x) => `lib.${x.library}` === key);
    return { real: l?.documents ?? 0, demo: l?.demo ?? 0 };
  }
  if (key.startsWith('rec.')) {
    const r = d.records.find((x) => `rec.${x.module}` === key);
    return { real: r?.real ?? 0, demo: r?.demo ?? 0 };
  }
  const v = d.holdings[key as keyof Overview['holdings']];
  return typeof v === 'number' ? { real: v, demo: 0 } : v;
}

/** What each figure counts, read after the number ("1,852 篇标准与法规"). */
const countLabels: Record<CountKey, { 'zh-cn': string; en: string }> = {
  'lib.biaofa': { 'zh-cn': '篇标准与法规', en: 'standards and laws' },
  'lib.rihua': { 'zh-cn': '篇日化法规', en: 'cosmetics regulations' },
  'lib.fodder': { 'zh-cn': '篇饲料法规与标准', en: 'feed regulations and standards' },
  'rec.sampling': { 'zh-cn': '条抽检记录', en: 'sampling records' },
  'rec.penalty': { 'zh-cn': '件处罚案例', en: 'penalty cases' },
  'rec.judge': { 'zh-cn': '篇裁判文书', en: 'court judgments' },
  'rec.international': { 'zh-cn': '条国际预警通报', en: 'international warnings' },
  additiveUses: { 'zh-cn': '条 GB 2760 添加剂使用规定', en: 'GB 2760 additive uses' },
  contactAdditives: { 'zh-cn': '种 GB 9685 接触材料添加剂', en: 'GB 9685 food-contact additives' },
  cosmeticIngredients: { 'zh-cn': '种已使用化妆品原料', en: 'cosmetic ingredients in the 2021 catalogue' },
  cosmeticRestricted: { 'zh-cn': '项化妆品限用组分', en: 'restricted cosmetic substances' },
  monitorItems: { 'zh-cn': '条监测信息', en: 'monitoring items' },
  chainSectors: { 'zh-cn': '个行业', en: 'sectors' },
  chainNodes: { 'zh-cn': '个环节', en: 'stages' },
  obligations: { 'zh-cn': '项预置合规义务', en: 'obligations in the starting set' },
  productStandards: { 'zh-cn': '项产品标准', en: 'product standards' },
  indicators: { 'zh-cn': '个指标', en: 'indicators' },
  indicatorsAsFact: { 'zh-cn': '个指标解析可信，直接显示数值', en: 'of them read reliably, shown as values' },
  limitRows: { 'zh-cn': '条限量', en: 'limit rows' },
  limitSubstances: { 'zh-cn': '种物质', en: 'substances' },
  queryTools: { 'zh-cn': '个查询工具', en: 'query tools' },
};
addTexts(Object.fromEntries(Object.entries(countLabels).map(([k, v]) => [`open.count.${k}`, v])));
