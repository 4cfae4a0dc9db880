import { z } from 'zod';
import { defineRecordModule } from './shape.js';

const text = z.string();
const short = z.string().trim().max(100).optional();

/** International warnings (/InternationalWarning, right international, calls under /comply/international). */
export const international = defineRecordModule({
  name: 'international',
  base: '/comply/international',
  right: 'international',
  title: { 'zh-cn': '国际预警', en: 'International warnings' },
  item: {
    source: text,
    reference: text,
    noticeDate: text,
    notifyingCountry: text,
    originCountry: text,
    productCategory: text,
    product: text,
    hazard: text,
    hazardCategory: text,
    riskDecision: text,
    classification: text,
  },
  extra: {
    measures: text,
    distribution: text,
    operator: text,
  },
  labels: {
    source: { 'zh-cn': '来源', en: 'Source' },
    reference: { 'zh-cn': '通报编号', en: 'Reference' },
    noticeDate: { 'zh-cn': '通报日期', en: 'Date' },
    notifyingCountry: { 'zh-cn': '通报国', en: 'Notifying country' },
    originCountry: { 'zh-cn': '原产国', en: 'Origin country' },
    productCategory: { 'zh-cn': '产品类别', en: 'Product category' },
    product: { 'zh-cn': '产品', en: 'Product' },
    hazard: { 'zh-cn': '危害物', en: 'Hazard' },
    hazardCategory: { 'zh-cn': '危害类别', en: 'Hazard category' },
    riskDecision: { 'zh-cn': '风险等级', en: 'Risk decision' },
    classification: { 'zh-cn': '通报类型', en: 'Classification' },
    measures: { 'zh-cn': '采取措施', en: 'Measures taken' },
    distribution: { 'zh-cn': '分销情况', en: 'Distribution' },
    operator: { 'zh-cn': '经营者', en: 'Operator' },
  },
  dateField: 'noticeDate',
  filters: {
    source: short,
    notifyingCountry: short,
    originCountry: short,
    productCategory: short,
    hazardCategory: short,
    riskDecision: short,
    /** Only notifications whose origin includes China. */
    chinaOrigin: z.union([z.boolean(), z.enum(['true', 'false', '']).transform((v) => v === 'true')]).optional(),
  },
  sorts: ['noticeDate', 'reference'],
  related: {
    product: { field: 'product', label: { 'zh-cn': '同一产品', en: 'Same product' } },
    originCountry: { field: 'originCountry', label: { 'zh-cn': '同一原产国', en: 'Same origin' } },
  },
  dimensions: {
    notifyingCountry: { 'zh-cn': '通报国', en: 'Notifying country' },
    originCountry: { 'zh-cn': '原产国', en: 'Origin country' },
    hazardCategory: { 'zh-cn': '危害类别', en: 'Hazard category' },
    productCategory: { 'zh-cn': '产品类别', en: 'Product category' },
  },
  measures: {
    count: { 'zh-cn': '通报数', en: 'Notifications' },
    chinaOrigin: { 'zh-cn': '中国原产通报数', en: 'China-origin notifications' },
  },
  charts: {
    byOrigin: {
      kind: 'bar',
      dimension: 'originCountry',
      measure: 'count',
      limit: 15,
      title: { 'zh-cn': '原产国TOP15', en: 'Top 15 origin countries' },
    },
    trend: {
      kind: 'line',
      dimension: 'period',
      measure: 'count',
      limit: 36,
      title: { 'zh-cn': '通报月度趋势', en: 'Notifications by month' },
    },
    byHazard: {
      kind: 'pie',
      dimension: 'hazardCategory',
      measure: 'count',
      limit: 10,
      title: { 'zh-cn': '危害类别分布', en: 'By hazard category' },
    },
    chinaByHazard: {
      kind: 'bar',
      dimension: 'hazardCategory',
      measure: 'chinaOrigin',
      limit: 10,
      title: { 'zh-cn': '中国原产通报危害类别', en: 'China-origin notifications by hazard' },
    },
  },
  exportMax: 2000,
});
