import {
  englishOrMarked,
  rasffText,
  samplingLevels,
  samplingResults,
  type Language,
  type RecordModuleName,
} from '@app/contract';
import { provinceEn } from './regions.js';

/**
 * The records area's own server texts in both languages (record values are Chinese data; coded
 * values and province names get an English label), the warning message and the report texts.
 */
const provinceFields = new Set(['province', 'sampledProvince', 'producerProvince', 'partyProvince', 'courtProvince']);
const codes: Record<string, Record<string, { 'zh-cn': string; en: string }>> = {
  level: samplingLevels,
  result: samplingResults,
};

/** Label of a stored value of a field or dimension in the caller's language. */
export function valueLabel(module: RecordModuleName, field: string, value: string, lang: Language): string {
  if (module === 'sampling' && codes[field]?.[value]) return codes[field][value][lang];
  // RASFF's English vocabularies read in Chinese on a zh-cn page (charts, filters, exports).
  if (module === 'international') return rasffText(field, value, lang);
  if (lang === 'en' && provinceFields.has(field)) return provinceEn.get(value) ?? value;
  // A category value with no English name is shown as Chinese, marked as such.
  if (lang === 'en') return englishOrMarked(field, value);
  return value;
}

export const warningTexts = {
  title: {
    'zh-cn': '抽检预警：{product}（{producer}）{hazard}不合格',
    en: 'Sampling warning: {product} ({producer}) failed on {hazard}',
  },
  // Records without a producer (loose vegetables) read without an empty "（）".
  titleNoProducer: {
    'zh-cn': '抽检预警：{product}{hazard}不合格',
    en: 'Sampling warning: {product} failed on {hazard}',
  },
  content: {
    'zh-cn':
      '监测规则“{rule}”命中{matched}。抽样日期 {date}，被抽样单位 {unit}（{province}），检验结果 {value}{unit2}，标准值 {limit}{unit2}。',
    en: 'Watch rule "{rule}" matched {matched}. Sampled {date} at {unit} ({province}); measured {value}{unit2}, limit {limit}{unit2}.',
  },
  matchKinds: {
    product: { 'zh-cn': '产品', en: 'product' },
    brand: { 'zh-cn': '品牌', en: 'brand' },
    producer: { 'zh-cn': '生产企业', en: 'producer' },
    keyword: { 'zh-cn': '关键词', en: 'keyword' },
  },
} as const;

/** "kind:term" stored on a warning, shown as 品牌：某某 / brand: … */
export const matchedLabel = (matched: string, lang: Language) => {
  const at = matched.indexOf(':');
  const kind = matched.slice(0, at) as keyof typeof warningTexts.matchKinds;
  const label = warningTexts.matchKinds[kind]?.[lang] ?? kind;
  return `${label}${lang === 'en' ? ': ' : '：'}${matched.slice(at + 1)}`;
};

export const reportTexts = {
  title: { 'zh-cn': '食品安全抽检分析报告', en: 'Food sampling inspection report' },
  period: { 'zh-cn': '统计期间', en: 'Period' },
  scope: { 'zh-cn': '统计范围', en: 'Scope' },
  all: { 'zh-cn': '全部', en: 'All' },
  kpiCount: { 'zh-cn': '抽检批次', en: 'Batches sampled' },
  kpiFail: { 'zh-cn': '不合格批次', en: 'Failed batches' },
  kpiRate: { 'zh-cn': '不合格率（%）', en: 'Failure rate (%)' },
  byCategory: { 'zh-cn': '按食品类别', en: 'By food category' },
  byHazard: { 'zh-cn': '不合格项目', en: 'Failing hazard items' },
  byProvince: { 'zh-cn': '按省份', en: 'By province' },
  trend: { 'zh-cn': '月度趋势', en: 'Monthly trend' },
  colName: { 'zh-cn': '名称', en: 'Name' },
  colCount: { 'zh-cn': '抽检批次', en: 'Batches' },
  colFail: { 'zh-cn': '不合格批次', en: 'Failed' },
  colRate: { 'zh-cn': '不合格率（%）', en: 'Failure rate (%)' },
  colMonth: { 'zh-cn': '月份', en: 'Month' },
  generated: { 'zh-cn': '生成时间', en: 'Generated' },
  // A report over generated records says so; one over imported records names their source.
  source: {
    'zh-cn': '数据来源：演示数据（生成的抽检记录，非真实数据）',
    en: 'Source: demo data (generated sampling records, not real data)',
  },
  realSource: {
    'zh-cn': '数据来源：导入的市场监督管理部门抽检信息公告',
    en: 'Source: imported sampling notices of the market regulators',
  },
} as const;

export const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));

/** A warning message's title; the producer's brackets only when there is a producer. */
export const warningTitle = (vars: { product: string; producer: string | null; hazard: string }, lang: Language) =>
  fill(vars.producer?.trim() ? warningTexts.title[lang] : warningTexts.titleNoProducer[lang], {
    ...vars,
    producer: vars.producer ?? '',
  });
