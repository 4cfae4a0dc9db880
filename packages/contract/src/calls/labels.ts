import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { rowId } from '../ids.js';

/**
 * The label pre-check (right `label_check`): a prepackaged food's label, entered item by item,
 * checked against GB 7718 and GB 28050 (the edition in force and the one to come, read from the
 * library's validity) and GB 2760-2024. Every finding cites its clause with a quote of the shipped
 * full text; rules that need judgement are points to review, never verdicts.
 */
const text = (max: number) => z.string().trim().max(max, { message: 'formatError' }).default('');

export const nutritionRow = z.object({
  item: text(30),
  amount: text(20),
  unit: text(20),
  nrv: text(20),
});
export type NutritionRow = z.infer<typeof nutritionRow>;

export const labelInput = z.object({
  foodName: text(100),
  /** GB 2760 appendix E code of the food category (07.03 饼干). */
  categoryCode: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\d{2}(\.\d{1,2})*)?$/, { message: 'formatError' })
    .default(''),
  ingredients: text(2000),
  netContent: text(100),
  producer: text(200),
  address: text(300),
  contact: text(200),
  productionDate: text(60),
  shelfLife: text(60),
  expiryDate: text(60),
  storage: text(200),
  licence: text(60),
  standardCode: text(60),
  grade: text(60),
  /** Alcohol strength as printed (12%vol): drinks of 10% and more need no shelf life. */
  alcohol: text(20),
  /** Batch number as printed: from 2027 it can replace the production date of some drinks. */
  batchNo: text(60),
  allergenStatement: text(500),
  claims: text(500),
  nutrition: z.array(nutritionRow).max(40, { message: 'formatError' }).default([]),
  /** The line under the nutrition table (儿童青少年应避免过量摄入盐油糖). */
  nutritionNote: text(200),
  /** The package's largest surface area, cm2 (GB 7718 appendix A / 2025 appendix C). */
  surfaceCm2: z.coerce.number().min(0).max(100_000).nullable().default(null),
  /** Height of the smallest character of the mandatory items, mm. */
  fontMm: z.coerce.number().min(0).max(100).nullable().default(null),
  imported: z.coerce.boolean().default(false),
});
export type FoodLabelInput = z.input<typeof labelInput>;
export type FoodLabel = z.output<typeof labelInput>;

export const labelGroups = ['must', 'from2027', 'review'] as const;
export type LabelGroup = (typeof labelGroups)[number];

/** One edition's citation of a finding: the clause, its quote from the shipped text, binding or advice. */
const citation = z.object({
  doc: z.string(),
  clause: z.string(),
  quote: z.string(),
  /** The clause binds (应/不得); false where it only recommends (宜) or asks a judgement. */
  binding: z.boolean(),
});
export type LabelCitation = z.infer<typeof citation>;

export const labelFinding = z.object({
  /** rule:subject, e.g. additive-not-permitted:山梨酸钾. */
  key: z.string(),
  rule: z.string(),
  subject: z.string(),
  group: z.enum(labelGroups),
  message: z.string(),
  fix: z.string(),
  /** Under the edition in force today; null when that edition is silent or satisfied. */
  today: citation.nullable(),
  /** Under the edition to come; null when it is silent or satisfied (or no edition is pending). */
  coming: citation.nullable(),
});
export type LabelFinding = z.infer<typeof labelFinding>;

const edition = z.object({
  code: z.string(),
  docNumber: z.string(),
  implementDate: z.string().nullable(),
  held: z.boolean(),
});
export const labelEditions = z.object({
  /** GB 7718 and GB 28050 in force today and pending, as the library dates them. */
  today: z.array(edition),
  coming: z.array(edition),
  /** The day the pending editions take effect; null when none is pending. */
  transitionDate: z.string().nullable(),
  day: z.string(),
});
export type LabelEditions = z.infer<typeof labelEditions>;

const additiveSeen = z.object({
  printed: z.string(),
  name: z.string().nullable(),
  func: z.string(),
  permitted: z.boolean().nullable(),
  maxUse: z.string(),
  category: z.string(),
});
export type LabelAdditive = z.infer<typeof additiveSeen>;

export const labelResult = z.object({
  id: z.number().int().nullable(),
  editions: labelEditions,
  findings: z.array(labelFinding),
  additives: z.array(additiveSeen),
  counts: z.record(z.enum(labelGroups), z.number().int()),
});
export type LabelResult = z.infer<typeof labelResult>;

const historyRow = z.object({
  id: z.number().int(),
  foodName: z.string(),
  checkedAt: z.string(),
  counts: z.record(z.enum(labelGroups), z.number().int()),
});

export const labelBatchMax = 1000;
const batchRow = z.object({
  row: z.number().int(),
  foodName: z.string(),
  counts: z.record(z.enum(labelGroups), z.number().int()),
  keys: z.array(z.string()),
});

const labelRight = access.member('label_check');
const base = '/comply/labels';

export const labels = {
  labelCheck: defineEndpoint({
    method: 'POST',
    path: `${base}/check`,
    input: z.object({ ...sessionFields, label: labelInput, save: z.coerce.boolean().default(true) }),
    output: labelResult,
    access: labelRight,
    summary: 'Check one label against GB 7718, GB 28050 (today and the coming edition) and GB 2760; saved to history',
  }),
  labelCategories: defineEndpoint({
    method: 'POST',
    path: `${base}/categories`,
    input: z.object({ ...sessionFields }),
    output: z.object({
      list: z.array(z.object({ code: z.string(), name: z.string(), parentCode: z.string().nullable() })),
    }),
    access: labelRight,
    summary: 'GB 2760 appendix E food categories for the label form',
  }),
  labelHistory: defineEndpoint({
    method: 'POST',
    path: `${base}/history`,
    input: z.object({ ...sessionFields, ...pageInput }),
    output: pageOutput(historyRow),
    access: labelRight,
    summary: "The member's saved label checks, newest first",
  }),
  labelDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/history/detail`,
    input: z.object({ ...sessionFields, id: rowId }),
    output: z.object({ label: labelInput, result: labelResult, checkedAt: z.string() }),
    access: labelRight,
    summary: 'One saved check: the label as entered and its findings, checked again today',
  }),
  labelExport: defineEndpoint({
    method: 'POST',
    path: `${base}/export`,
    input: z.object({
      ...sessionFields,
      id: rowId,
      format: z.enum(['pdf', 'xlsx']).default('pdf'),
    }),
    output: z.unknown(),
    access: labelRight,
    answer: 'blob',
    summary: 'A saved check as a PDF or xlsx report, findings grouped by severity with clauses quoted',
  }),
  labelTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/template`,
    input: z.object({ ...sessionFields }),
    output: z.unknown(),
    access: labelRight,
    answer: 'blob',
    summary: 'Template xlsx for importing many labels (one label a row)',
  }),
  labelImport: defineEndpoint({
    method: 'POST',
    path: `${base}/import`,
    input: z.object({
      ...sessionFields,
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: z.object({ rows: z.array(batchRow), counts: z.record(z.enum(labelGroups), z.number().int()) }),
    access: labelRight,
    upload: { maxBytes: 5 * 1024 * 1024, extensions: ['xlsx'] },
    summary: 'Check up to 1,000 labels from an xlsx (the template): findings counted per label',
  }),
};

/**
 * An example label (a biscuit with no finding in either edition; GB 7100's shipped text is unreadable,
 * so whether it sets grades stays a point to review): the form's "fill in" button and the import
 * template's first row.
 */
export const labelExample: FoodLabel = {
  foodName: '苏打饼干',
  categoryCode: '07.03',
  ingredients: '配料：小麦粉，植物油，白砂糖，食用盐，膨松剂（碳酸氢钠），酵母',
  netContent: '净含量：400克',
  producer: '某某食品有限公司',
  address: '广东省广州市某区某路1号',
  contact: '020-12345678',
  productionDate: '2026年11月01日',
  shelfLife: '9个月',
  expiryDate: '2027年08月01日',
  storage: '请置于阴凉干燥处',
  licence: 'SC10844010600123',
  standardCode: 'GB 7100',
  grade: '',
  alcohol: '',
  batchNo: '',
  allergenStatement: '致敏物质提示：含有小麦',
  claims: '',
  nutrition: [
    { item: '能量', amount: '2000', unit: 'kJ', nrv: '24%' },
    { item: '蛋白质', amount: '8.0', unit: 'g', nrv: '13%' },
    { item: '脂肪', amount: '20.0', unit: 'g', nrv: '33%' },
    { item: '饱和脂肪', amount: '9.0', unit: 'g', nrv: '45%' },
    { item: '碳水化合物', amount: '65.0', unit: 'g', nrv: '22%' },
    { item: '糖', amount: '5.0', unit: 'g', nrv: '' },
    { item: '钠', amount: '500', unit: 'mg', nrv: '25%' },
  ],
  nutritionNote: '儿童青少年应避免过量摄入盐油糖',
  surfaceCm2: 300,
  fontMm: 2,
  imported: false,
};
