import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { rowId } from '../../ids.js';

/**
 * Period reports of /infoMonitor: a day, week or month report drafted from the data
 * the portal holds. A report is computed once for a finished period and stored, so the same
 * report opens the same tomorrow. Every figure carries the list link (portal path + query) that
 * shows exactly the rows it counts.
 */
export const reportKinds = ['day', 'week', 'month'] as const;
export type ReportKind = (typeof reportKinds)[number];
/** The right each kind needs; report_new is the area's parent right. */
export const reportKindRights = {
  day: 'report_date',
  week: 'report_week',
  month: 'report_month',
} as const satisfies Record<ReportKind, string>;
export const reportKindPages = {
  day: '/infoMonitor/dayReport',
  week: '/infoMonitor/weekReport',
  month: '/infoMonitor/monthReport',
} as const;

interface Label {
  'zh-cn': string;
  en: string;
}

/** The sections of a report in the order they print, with their titles. */
export const reportSections = {
  library: { 'zh-cn': '法规标准动态', en: 'Standards and regulations' },
  sampling: { 'zh-cn': '抽检情况', en: 'Sampling inspections' },
  penalty: { 'zh-cn': '行政处罚', en: 'Administrative penalties' },
  judge: { 'zh-cn': '司法判例', en: 'Court judgments' },
  international: { 'zh-cn': '国际预警（RASFF）', en: 'International warnings (RASFF)' },
} as const satisfies Record<string, Label>;
export type ReportSection = keyof typeof reportSections;

/** Names of the three libraries as the library section's groups. */
export const reportLibraryLabels = {
  biaofa: { 'zh-cn': '食品标准法规', en: 'Food standards and laws' },
  rihua: { 'zh-cn': '化妆品法规', en: 'Cosmetics regulations' },
  fodder: { 'zh-cn': '饲料法规', en: 'Feed regulations' },
} as const satisfies Record<string, Label>;

/** Labels of the fixed figures; a breakdown item's label is the data value itself (a category …). */
export const reportFigureLabels = {
  newDocs: { 'zh-cn': '新发布', en: 'Published' },
  updatedDocs: { 'zh-cn': '更新', en: 'Updated' },
  abolishedDocs: { 'zh-cn': '废止', en: 'Abolished' },
  implementedDocs: { 'zh-cn': '本期实施', en: 'Came into force' },
  upcomingDocs: { 'zh-cn': '即将实施（其后30天）', en: 'Coming into force (next 30 days)' },
  samplingTotal: { 'zh-cn': '抽检批次', en: 'Batches sampled' },
  samplingFail: { 'zh-cn': '不合格批次', en: 'Failed batches' },
  failByCategory: { 'zh-cn': '不合格食品类别', en: 'Failures by food category' },
  failByHazard: { 'zh-cn': '不合格检验项目', en: 'Failures by hazard' },
  penaltyCount: { 'zh-cn': '处罚案件', en: 'Penalty cases' },
  judgeCount: { 'zh-cn': '裁判文书', en: 'Judgments' },
  rasffCount: { 'zh-cn': 'RASFF通报', en: 'RASFF notifications' },
  rasffChina: { 'zh-cn': '其中中国原产', en: 'of which China origin' },
  rasffChinaByHazard: { 'zh-cn': '中国原产通报危害类别', en: 'China-origin notifications by hazard' },
  hazardCategory: { 'zh-cn': '危害类别', en: 'Hazard category' },
  foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
  hazard: { 'zh-cn': '检验项目', en: 'Hazard' },
} as const satisfies Record<string, Label>;
export type ReportFigureKey = keyof typeof reportFigureLabels;

/** Where a figure leads: the portal list and the query that selects exactly the counted rows. */
export const figureLink = z.object({ path: z.string(), query: z.record(z.string(), z.string()) });
export type FigureLink = z.infer<typeof figureLink>;

export const reportFigure = z.object({
  key: z.string(),
  /** Data-derived label (category, hazard, library name); fixed figures use `reportFigureLabels[key]`. */
  label: z.string().nullable(),
  value: z.number(),
  /** The same figure in the previous period (null where a comparison means nothing). */
  previous: z.number().nullable(),
  link: figureLink.nullable(),
});
export type ReportFigure = z.infer<typeof reportFigure>;

export const reportGroup = z.object({ key: z.string(), label: z.string().nullable(), figures: z.array(reportFigure) });
export type ReportGroup = z.infer<typeof reportGroup>;

export const reportContent = z.object({
  kind: z.enum(reportKinds),
  periodStart: z.string(),
  periodEnd: z.string(),
  previousStart: z.string(),
  previousEnd: z.string(),
  sections: z.array(
    z.object({
      key: z.enum(Object.keys(reportSections) as [ReportSection, ...ReportSection[]]),
      groups: z.array(reportGroup),
      /** Some counted rows are generated demonstration rows: the section is shown marked 演示数据. */
      demo: z.boolean().default(false),
      /**
       * The dates the section's sources hold (first and last dated row when the report was made):
       * a period past them reads 0 because the source ends, not because nothing happened.
       */
      coverage: z.object({ from: z.string().nullable(), to: z.string().nullable() }).optional(),
    }),
  ),
});
export type ReportContent = z.infer<typeof reportContent>;

export const storedReport = z.object({
  id: z.number().int(),
  kind: z.enum(reportKinds),
  periodStart: z.string(),
  periodEnd: z.string(),
  generatedAt: z.string(),
  content: reportContent,
});
export type StoredReport = z.infer<typeof storedReport>;

export const reportSummary = storedReport.omit({ content: true }).extend({
  samplingFail: z.number(),
  newDocs: z.number(),
  rasffChina: z.number(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'formatError' });
const kindParam = { kind: z.enum(reportKinds, { message: 'formatError' }) };
const reportId = rowId;

/**
 * Each call checks the kind's right or the parent right report_new in the handler (the route
 * table's parentPer rule, which one access key cannot say); the access rule asks for a session.
 */
export const periodReports = {
  reportList: defineEndpoint({
    method: 'POST',
    path: '/comply/monitor/report/:kind/list',
    input: z.object({ ...sessionFields, ...pageInput, ...kindParam }),
    output: pageOutput(reportSummary),
    access: access.member(),
    summary: 'Stored period reports of one kind, newest first',
  }),
  reportOpen: defineEndpoint({
    method: 'POST',
    path: '/comply/monitor/report/:kind/open',
    input: z.object({ ...sessionFields, ...kindParam, date: day.optional() }),
    output: storedReport,
    access: access.member(),
    summary:
      'The report of the finished period holding `date` (default: the latest finished period); built and stored on first open',
  }),
  reportDetail: defineEndpoint({
    method: 'POST',
    path: '/comply/monitor/report/detail',
    input: z.object({ ...sessionFields, id: reportId }),
    output: storedReport,
    access: access.member(),
    summary: 'One stored report by id (the member also needs the right of its kind)',
  }),
  reportDownload: defineEndpoint({
    method: 'GET',
    path: '/comply/monitor/report/download',
    input: z.object({ ...sessionFields, id: reportId, format: z.enum(['pdf', 'docx'], { message: 'formatError' }) }),
    output: z.unknown(),
    answer: 'blob',
    access: access.member(),
    summary: 'A stored report as PDF or docx (Chinese fonts embedded)',
  }),
};
