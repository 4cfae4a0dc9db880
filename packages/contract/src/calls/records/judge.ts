import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { defineRecordModule, recordId } from './shape.js';

const text = z.string();
const short = z.string().trim().max(100).optional();

/** Court judgments (/judge, right judge_datavi, calls under /comply/judge). */
export const judge = defineRecordModule({
  name: 'judge',
  base: '/comply/judge',
  right: 'judge_datavi',
  title: { 'zh-cn': '裁判文书', en: 'Court judgments' },
  item: {
    caseName: text,
    caseNo: text,
    court: text,
    courtProvince: text,
    instance: text,
    judgmentDate: text,
    cause: text,
    defendant: text,
    complainant: text,
    compensation: z.number(),
    result: text,
    foodCategory: text,
  },
  extra: {
    keyPoints: text,
    courtLevel: text,
    caseKind: text,
    fullText: text,
  },
  labels: {
    caseName: { 'zh-cn': '案件名称', en: 'Case' },
    caseNo: { 'zh-cn': '案号', en: 'Case no.' },
    court: { 'zh-cn': '审理法院', en: 'Court' },
    courtProvince: { 'zh-cn': '法院所在省份', en: 'Court province' },
    instance: { 'zh-cn': '审级', en: 'Instance' },
    judgmentDate: { 'zh-cn': '裁判日期', en: 'Judgment date' },
    cause: { 'zh-cn': '案由', en: 'Cause' },
    defendant: { 'zh-cn': '被告', en: 'Defendant' },
    complainant: { 'zh-cn': '原告', en: 'Complainant' },
    compensation: { 'zh-cn': '赔偿金额（元）', en: 'Compensation (CNY)' },
    result: { 'zh-cn': '裁判结果', en: 'Result' },
    foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
    keyPoints: { 'zh-cn': '裁判要点', en: 'Key points' },
    courtLevel: { 'zh-cn': '法院层级', en: 'Court level' },
    caseKind: { 'zh-cn': '案件类型', en: 'Case type' },
    fullText: { 'zh-cn': '裁判文书全文', en: 'Full text' },
  },
  dateField: 'judgmentDate',
  filters: {
    court: short,
    province: short,
    instance: short,
    cause: short,
    result: short,
    foodCategory: short,
    defendant: short,
  },
  sorts: ['judgmentDate', 'compensation'],
  related: {
    defendant: { field: 'defendant', label: { 'zh-cn': '同一被告', en: 'Same defendant' } },
  },
  dimensions: {
    province: { 'zh-cn': '省份', en: 'Province' },
    cause: { 'zh-cn': '案由', en: 'Cause' },
    instance: { 'zh-cn': '审级', en: 'Instance' },
    foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
  },
  measures: {
    count: { 'zh-cn': '案件数', en: 'Cases' },
    compensation: { 'zh-cn': '赔偿金额（元）', en: 'Compensation (CNY)' },
  },
  charts: {
    provinceMap: {
      kind: 'map',
      dimension: 'province',
      measure: 'count',
      limit: 40,
      title: { 'zh-cn': '各省案件分布', en: 'Cases by province' },
    },
    trend: {
      kind: 'line',
      dimension: 'period',
      measure: 'count',
      limit: 36,
      title: { 'zh-cn': '案件月度趋势', en: 'Cases by month' },
    },
    topCauses: {
      kind: 'bar',
      dimension: 'cause',
      measure: 'count',
      limit: 10,
      title: { 'zh-cn': '案由TOP10', en: 'Top 10 causes' },
    },
    instances: {
      kind: 'pie',
      dimension: 'instance',
      measure: 'count',
      limit: 10,
      title: { 'zh-cn': '审级分布', en: 'By instance' },
    },
  },
  exportMax: 2000,
});

/** A classic case analysis: an article linked to one or more judgments. */
export const classicCaseItem = z.object({
  id: z.number().int(),
  title: text,
  summary: text,
  cause: text,
  foodCategory: text,
  publishDate: text,
  /** Written from generated judgments: shown as 演示数据. */
  demo: z.boolean(),
});
export const classicCaseDetail = classicCaseItem.extend({
  body: text,
  judgments: z.array(judge.item),
});

export const judgeClassic = {
  classicList: defineEndpoint({
    method: 'POST',
    path: '/comply/judge/classic/list',
    summary: 'Classic case analyses, newest first',
    access: access.member('judge_datavi'),
    input: z.object({ ...sessionFields, ...pageInput, keyword: short }),
    output: pageOutput(classicCaseItem),
  }),
  classicDetail: defineEndpoint({
    method: 'POST',
    path: '/comply/judge/classic/detail',
    summary: 'One classic case analysis with its linked judgments',
    access: access.member('judge_datavi'),
    input: z.object({ ...sessionFields, id: recordId }),
    output: classicCaseDetail,
  }),
};
