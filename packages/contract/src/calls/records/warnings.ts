import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import { dateRange, dateRangeFields, pageInput, pageOutput, selectedIds } from '../../paging.js';
import { recordId, chartItemSchema } from './shape.js';
import { sampling } from './sampling.js';

/**
 * Monitoring warnings (/sampleSystem/monitorWarning) and reporting (/sampleSystem/Reporting).
 * A customer's watch rules name keywords, products, brands and producers; every new failed
 * sampling record matching one of them becomes exactly one warning for the customer and one
 * message to the rule's owner. `GET /cj/warning/today_num` (declared in member.ts) counts today's.
 */
const terms = z.array(z.string().trim().min(1).max(50)).max(50).default([]);

export const warningRule = z.object({
  id: z.number().int(),
  name: z.string(),
  keywords: z.array(z.string()),
  products: z.array(z.string()),
  brands: z.array(z.string()),
  producers: z.array(z.string()),
  enabled: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type WarningRule = z.infer<typeof warningRule>;

export const warningItem = z.object({
  id: z.number().int(),
  ruleId: z.number().int().nullable(),
  ruleName: z.string(),
  /** Which rule term matched, e.g. 品牌: 某某. */
  matched: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  record: sampling.item,
});

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'formatError' });
const reportInput = z
  .object({
    ...sessionFields,
    startMonth: month,
    endMonth: month,
    province: z.string().trim().max(100).optional(),
    foodCategory: z.string().trim().max(100).optional(),
  })
  .superRefine(dateRange('startMonth', 'endMonth'));

export const samplingReport = z.object({
  title: z.string(),
  /** The figures count generated (demo) rows: the module holds no imported rows yet. */
  demo: z.boolean(),
  period: z.object({ startMonth: z.string(), endMonth: z.string() }),
  scope: z.object({ province: z.string(), foodCategory: z.string() }),
  kpis: z.array(z.object({ key: z.string(), label: z.string(), value: z.number() })),
  tables: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      columns: z.array(z.object({ key: z.string(), label: z.string() })),
      rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
  charts: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['line', 'bar', 'pie', 'map']),
      title: z.string(),
      items: z.array(chartItemSchema),
    }),
  ),
});
export type SamplingReport = z.infer<typeof samplingReport>;

const cj = access.member('cj');
export const samplingWarnings = {
  ruleList: defineEndpoint({
    method: 'POST',
    path: '/cj/warning/rule/list',
    summary: "The customer's watch rules",
    access: cj,
    input: z.object({ ...sessionFields }),
    output: z.object({ list: z.array(warningRule) }),
  }),
  ruleSave: defineEndpoint({
    method: 'POST',
    path: '/cj/warning/rule/save',
    summary: 'Create (no id) or change a watch rule; at least one term is required',
    access: cj,
    input: z.object({
      ...sessionFields,
      id: recordId.optional(),
      name: z.string().trim().min(1).max(50),
      keywords: terms,
      products: terms,
      brands: terms,
      producers: terms,
      enabled: z.boolean().default(true),
    }),
    output: warningRule,
  }),
  ruleDelete: defineEndpoint({
    method: 'POST',
    path: '/cj/warning/rule/delete',
    summary: "Delete watch rules of the member's customer (their warnings stay)",
    access: cj,
    input: z.object({ ...sessionFields, ids: selectedIds('selectToDelete') }),
    output: z.object({ deleted: z.number().int() }),
  }),
  warningList: defineEndpoint({
    method: 'POST',
    path: '/cj/warning/list',
    summary: "The customer's warnings, newest first",
    access: cj,
    input: z
      .object({
        ...sessionFields,
        ...pageInput,
        ruleId: recordId.optional(),
        unread: z.boolean().optional(),
        ...dateRangeFields('startDate', 'endDate'),
      })
      .superRefine(dateRange('startDate', 'endDate')),
    output: pageOutput(warningItem),
  }),
  warningRead: defineEndpoint({
    method: 'POST',
    path: '/cj/warning/read',
    summary: 'Mark warnings as read',
    access: cj,
    input: z.object({ ...sessionFields, ids: selectedIds() }),
    output: z.object({ updated: z.number().int() }),
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/cj/report',
    summary: 'Sampling report of a period and scope: KPIs, tables and chart data',
    access: cj,
    input: reportInput,
    output: samplingReport,
  }),
  reportXlsx: defineEndpoint({
    method: 'POST',
    path: '/cj/report/xlsx',
    summary: 'The sampling report as xlsx',
    access: cj,
    answer: 'blob',
    input: reportInput,
    output: z.unknown(),
  }),
  reportPdf: defineEndpoint({
    method: 'POST',
    path: '/cj/report/pdf',
    summary: 'The sampling report as PDF',
    access: cj,
    answer: 'blob',
    input: reportInput,
    output: z.unknown(),
  }),
};
