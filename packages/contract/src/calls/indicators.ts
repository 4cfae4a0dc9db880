import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { rowId } from '../ids.js';
import type { Language } from '../messages.js';

/**
 * Product indicators (/indicators, right `product_list`): the indicator list of a product
 * assembled from its product standard, the general standards by food category and the
 * customer's own specifications; results checked against it; two lists compared.
 */
const right = access.member('product_list');

export const indicatorCategories = [
  '感官',
  '理化',
  '污染物',
  '真菌毒素',
  '农药残留',
  '兽药残留',
  '微生物',
  '食品添加剂',
  '其他',
] as const;
export const indicatorCategorySchema = z.enum(indicatorCategories);
export type IndicatorCategory = z.infer<typeof indicatorCategorySchema>;

/** A requirement typed: ≤ / ≥ (exclusive for < / >), a range, 不得检出, an n/c/m/M plan or free text. */
export const requirementSchema = z.object({
  kind: z.enum(['max', 'min', 'range', 'absent', 'plan', 'text']),
  min: z.number().optional(),
  max: z.number().optional(),
  minExclusive: z.boolean().optional(),
  maxExclusive: z.boolean().optional(),
  /** Microbiological sampling plan: n samples, at most c between m and M, none above M. */
  plan: z.object({ n: z.number(), c: z.number(), m: z.number(), M: z.number().nullable() }).optional(),
  /** The requirement as the source prints it (after folding PDF/OCR spellings). */
  text: z.string(),
});
export type Requirement = z.infer<typeof requirementSchema>;

const powerOfTen = (n: number) => (n >= 1000 && Number.isInteger(Math.log10(n)) ? `10^${Math.log10(n)}` : String(n));

/**
 * A requirement as one reads it, with its operator written out (≤ 0.4, ≥ 0.4, < 0.4, 30.5 ~ 34.0,
 * 不得检出, n=5, c=2, m=10^3, M=10^4): the source's own text may hold the number only, its "≥" being
 * in the table's heading. One writing for the pages, the verdict table and its xlsx and PDF.
 */
export function requirementLabel(r: Requirement, lang: Language = 'zh-cn'): string {
  switch (r.kind) {
    case 'max':
      return `${r.maxExclusive ? '<' : '≤'} ${r.max}`;
    case 'min':
      return `${r.minExclusive ? '>' : '≥'} ${r.min}`;
    case 'range':
      return `${r.min} ~ ${r.max}`;
    case 'absent':
      return lang === 'en' ? 'not detectable' : '不得检出';
    case 'plan':
      return `n=${r.plan!.n}, c=${r.plan!.c}, m=${powerOfTen(r.plan!.m)}${r.plan!.M !== null ? `, M=${powerOfTen(r.plan!.M)}` : ''}`;
    default:
      return r.text;
  }
}

export const sourceKinds = ['standard', 'category', 'spec'] as const;
/** What the list is assembled for: a product standard, a food category or one of my specifications. */
export const productSourceSchema = z.object({
  kind: z.enum(sourceKinds),
  /** Standard number, food category name or specification id. */
  key: z.string().trim().min(1).max(200),
  /** Food category to inherit the general standards' limits from ("node:<id>"), when the automatic match is not wanted. */
  food: z.string().trim().max(60).optional(),
});
export type ProductSource = z.infer<typeof productSourceSchema>;

export const indicatorSchema = z.object({
  /** p<id> parsed from a product standard, g<set>:<row> a general-standard limit, s<id> a specification line. */
  id: z.string(),
  name: z.string(),
  category: indicatorCategorySchema,
  requirement: requirementSchema,
  unit: z.string(),
  grade: z.string(),
  /** Product type or column the value applies to (e.g. 蜂花粉, 粮谷类). */
  scope: z.string(),
  methods: z.array(z.string()),
  sourceStandard: z.string(),
  /** Clause or table the value comes from (表2 理化指标, 表1 4.1 …). */
  sourceClause: z.string(),
  foodCategory: z.string(),
  remark: z.string(),
  /** 0..1: how sure the table parse is; under `factThreshold` the source text is shown, not the value. */
  confidence: z.number(),
  /** Set when the indicator comes from a general standard by food category. */
  inheritedFrom: z.string().nullable(),
  /** The lines of the standard's table it was read from (parsed indicators): what a low-confidence row shows instead of a value. */
  sourceLines: z.string(),
  /** Whether the indicator protects safety (contaminants, toxins, residues, pathogens): stricter ones must be filed. */
  safety: z.boolean(),
  /** On a product standard's own row: the inherited limit it is stricter than ("GB 2762-2022 ≤ 0.1 mg/kg"); it governs. */
  stricterThan: z.string().optional(),
  /** On an inherited row: the id of the product's own stricter row, which governs instead. */
  overriddenBy: z.string().optional(),
});
export type Indicator = z.infer<typeof indicatorSchema>;

/**
 * The rows a lab fills in for a list: each indicator with a checkable requirement, once by name,
 * in list order. The result form and its xlsx template both start from these.
 */
export function resultRowsOf(list: Indicator[]): { name: string; unit: string }[] {
  const seen = new Set<string>();
  return list
    .filter((x) => x.requirement.kind !== 'text' && !seen.has(x.name) && seen.add(x.name))
    .map((x) => ({ name: x.name, unit: x.unit }));
}

export const placementSchemes = ['GB2762', 'GB2760', 'GB31650'] as const;
/** A product standard's food category in one scheme, decided by the portal's editors (`portal`) or a staff member. */
export const placementSchema = z.object({
  scheme: z.enum(placementSchemes),
  label: z.string(),
  note: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type Placement = z.infer<typeof placementSchema>;

export const factThreshold = 0.7;

const choiceSchema = z.object({ key: z.string(), label: z.string(), hint: z.string(), count: z.number() });

export const specLineSchema = z.object({
  name: z.string().trim().min(1).max(100),
  category: indicatorCategorySchema,
  requirement: z.string().trim().min(1).max(100),
  unit: z.string().trim().max(30).default(''),
  method: z.string().trim().max(100).default(''),
  remark: z.string().trim().max(200).default(''),
});
export const specSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  baseStandard: z.string(),
  lines: z.array(specLineSchema),
  updatedAt: z.string(),
});

export const verdicts = ['pass', 'near', 'fail', 'unknown'] as const;
export const resultInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** As the lab printed it: a number, "<0.01", "未检出", "ND", "5×10^3". */
  value: z.string().trim().min(1).max(50),
  unit: z.string().trim().max(30).default(''),
  /** Limit of quantification, when the report gives one. */
  loq: z.string().trim().max(30).default(''),
});
export type ResultInput = z.infer<typeof resultInputSchema>;
export const verdictRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  value: z.string(),
  unit: z.string(),
  indicatorId: z.string().nullable(),
  requirement: z.string(),
  indicatorUnit: z.string(),
  verdict: z.enum(verdicts),
  /** Why: a catalogue-free sentence in the request language. */
  reason: z.string(),
});

const oneRowSchema = z.object({
  indicator: indicatorSchema,
  jurisdiction: z.enum(['CN', 'EU']),
  strictest: z.boolean(),
});

const compareRowSchema = z.object({
  name: z.string(),
  left: indicatorSchema.nullable(),
  right: indicatorSchema.nullable(),
  /** looser: left is looser than right (not allowed when right is the national standard); stricter: left stricter on a safety indicator (must be filed). */
  flag: z.enum(['same', 'looser', 'stricter', 'different', 'onlyLeft', 'onlyRight']),
});

const checkInput = {
  ...sessionFields,
  source: productSourceSchema,
  nearPercent: z.number().min(0).max(50).default(10),
};
const exportFormat = z.enum(['xlsx', 'pdf']);

export const indicators = {
  choices: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/choices',
    summary:
      'Products to assemble a list for: product standards (with the count of parsed indicators), food categories of the general standards, my specifications',
    access: right,
    input: z.object({ ...sessionFields }),
    output: z.object({
      standards: z.array(choiceSchema),
      categories: z.array(choiceSchema),
      specs: z.array(choiceSchema),
    }),
  }),
  assemble: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/assemble',
    summary:
      'The assembled indicator list of a product: its own indicators plus those inherited from the general standards by food category',
    access: right,
    input: z.object({ ...sessionFields, source: productSourceSchema }),
    output: z.object({
      title: z.string(),
      foodCategories: z.array(z.string()),
      references: z.array(z.string()),
      indicators: z.array(indicatorSchema),
      /** The standard's food categories as decided (empty: none decided). */
      placements: z.array(placementSchema),
      /** placement: decided per standard; name: matched by the product's name, unchecked; chosen: the caller's choice. */
      matchedBy: z.enum(['placement', 'name', 'chosen']),
      /** False when the standard's text cannot be read: only inherited indicators are listed. */
      readable: z.boolean(),
    }),
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/detail',
    summary:
      'One indicator: requirement, the source lines of its clause or table, methods, the same indicator in other standards',
    access: right,
    input: z.object({ ...sessionFields, id: z.string().trim().min(2).max(40) }),
    output: z.object({
      indicator: indicatorSchema,
      sourceText: z.string(),
      methods: z.array(z.object({ number: z.string(), title: z.string(), documentId: z.number().nullable() })),
      others: z.array(indicatorSchema),
    }),
  }),
  check: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/check',
    summary:
      'Checks typed results against the assembled list: pass, fail or near the limit per row, respecting LOQ and not detected',
    access: right,
    input: z.object({ ...checkInput, results: z.array(resultInputSchema).min(1).max(1000) }),
    output: z.object({ rows: z.array(verdictRowSchema) }),
  }),
  checkImport: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/check/import',
    summary:
      'Reads an xlsx of results (template columns: indicator, result, unit, LOQ; at most 1,000 rows) into result rows; a bad row is reported, nothing is lost',
    access: right,
    upload: { maxBytes: 5 * 1024 * 1024, extensions: ['xlsx'] },
    input: z.object({
      ...sessionFields,
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: z.object({
      results: z.array(resultInputSchema),
      problems: z.array(z.object({ row: z.number(), message: z.string() })),
    }),
  }),
  template: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/check/template',
    summary: 'The xlsx template of results, pre-filled with the indicator names of the chosen product',
    access: right,
    answer: 'blob',
    input: z.object({ ...sessionFields, source: productSourceSchema.optional() }),
    output: z.unknown(),
  }),
  exportVerdict: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/check/export',
    summary: 'The verdict of checked results as xlsx or PDF',
    access: right,
    answer: 'blob',
    input: z.object({ ...checkInput, results: z.array(resultInputSchema).min(1).max(1000), format: exportFormat }),
    output: z.unknown(),
  }),
  one: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/one',
    summary:
      'One indicator (e.g. 铅) across standards and jurisdictions for a product: product standard, GB general standards, EU; strictest maximum marked',
    access: right,
    input: z.object({
      ...sessionFields,
      name: z.string().trim().min(1).max(50),
      source: productSourceSchema.optional(),
    }),
    output: z.object({ rows: z.array(oneRowSchema) }),
  }),
  compare: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/compare',
    summary:
      'Two indicator lists side by side, line by line: looser than the national standard (not allowed), stricter safety indicator (to be filed)',
    access: right,
    input: z.object({ ...sessionFields, left: productSourceSchema, right: productSourceSchema }),
    output: z.object({ rows: z.array(compareRowSchema) }),
  }),
  specs: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/specs',
    summary: "The customer's own specifications (enterprise standards, internal limits)",
    access: right,
    input: z.object({ ...sessionFields }),
    output: z.object({ specs: z.array(specSchema) }),
  }),
  specSave: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/specs/save',
    summary: 'Creates or replaces one of my specifications (id absent: new)',
    access: right,
    input: z.object({
      ...sessionFields,
      id: rowId.optional(),
      name: z.string().trim().min(1).max(100),
      baseStandard: z.string().trim().max(50).default(''),
      lines: z.array(specLineSchema).min(1).max(300),
    }),
    output: z.object({ id: z.number() }),
  }),
  specDelete: defineEndpoint({
    method: 'POST',
    path: '/comply/indicators/specs/delete',
    summary: 'Deletes one of my specifications',
    access: right,
    input: z.object({ ...sessionFields, id: rowId }),
    output: z.object({ deleted: z.boolean() }),
  }),
};
