import { z } from 'zod';
import { defineRecordModule } from './shape.js';

const text = z.string();
const short = z.string().trim().max(100).optional();
const amount = z.coerce.number().min(0).max(1e12).optional().or(z.literal(''));

/** Administrative penalties (/penalty, right sanction_index, calls under /comply/penalty). */
export const penalty = defineRecordModule({
  name: 'penalty',
  base: '/comply/penalty',
  right: 'sanction_index',
  title: { 'zh-cn': '行政处罚', en: 'Administrative penalties' },
  item: {
    caseName: text,
    documentNo: text,
    party: text,
    partyProvince: text,
    authority: text,
    decisionDate: text,
    penaltyType: text,
    amount: z.number(),
    confiscatedAmount: z.number(),
    riskFactor: text,
    foodCategory: text,
  },
  extra: {
    illegalFacts: text,
    legalBasis: text,
    creditCode: text,
    penaltyContent: text,
  },
  labels: {
    caseName: { 'zh-cn': '案件名称', en: 'Case' },
    documentNo: { 'zh-cn': '处罚决定书文号', en: 'Document no.' },
    party: { 'zh-cn': '当事人', en: 'Party' },
    partyProvince: { 'zh-cn': '所在省份', en: 'Province' },
    authority: { 'zh-cn': '处罚机关', en: 'Authority' },
    decisionDate: { 'zh-cn': '处罚日期', en: 'Decision date' },
    penaltyType: { 'zh-cn': '处罚种类', en: 'Penalty type' },
    amount: { 'zh-cn': '罚款金额（元）', en: 'Fine (CNY)' },
    creditCode: { 'zh-cn': '统一社会信用代码', en: 'Unified social credit code' },
    penaltyContent: { 'zh-cn': '处罚内容', en: 'Penalty' },
    confiscatedAmount: { 'zh-cn': '没收金额（元）', en: 'Confiscated (CNY)' },
    riskFactor: { 'zh-cn': '风险因子类别', en: 'Risk factor' },
    foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
    illegalFacts: { 'zh-cn': '违法事实', en: 'Illegal facts' },
    legalBasis: { 'zh-cn': '处罚依据', en: 'Legal basis' },
  },
  dateField: 'decisionDate',
  filters: {
    province: short,
    authority: short,
    penaltyType: short,
    riskFactor: short,
    foodCategory: short,
    party: short,
    minAmount: amount,
    maxAmount: amount,
  },
  sorts: ['decisionDate', 'amount'],
  related: {
    party: { field: 'party', label: { 'zh-cn': '同一当事人', en: 'Same party' } },
  },
  dimensions: {
    province: { 'zh-cn': '省份', en: 'Province' },
    authority: { 'zh-cn': '处罚机关', en: 'Authority' },
    riskFactor: { 'zh-cn': '风险因子类别', en: 'Risk factor' },
    foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
  },
  measures: {
    count: { 'zh-cn': '案件数', en: 'Cases' },
    amount: { 'zh-cn': '罚款金额（元）', en: 'Fines (CNY)' },
    confiscated: { 'zh-cn': '没收金额（元）', en: 'Confiscated (CNY)' },
  },
  charts: {
    provinceMap: {
      kind: 'map',
      dimension: 'province',
      measure: 'count',
      limit: 40,
      title: { 'zh-cn': '各省处罚案件分布', en: 'Cases by province' },
    },
    trend: {
      kind: 'line',
      dimension: 'period',
      measure: 'count',
      limit: 36,
      title: { 'zh-cn': '处罚案件月度趋势', en: 'Cases by month' },
    },
    topRiskFactors: {
      kind: 'bar',
      dimension: 'riskFactor',
      measure: 'count',
      limit: 30,
      title: { 'zh-cn': '风险因子TOP30', en: 'Top 30 risk factors' },
    },
    topCategories: {
      kind: 'pie',
      dimension: 'foodCategory',
      measure: 'count',
      limit: 10,
      title: { 'zh-cn': '食品类别分布', en: 'Cases by food category' },
    },
  },
  exportMax: 2000,
});
