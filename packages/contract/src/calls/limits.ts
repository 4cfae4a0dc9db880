import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';

/**
 * Hazard and residue limits (/hazardsLimits, right `whwxl`; issue 10). One database of limits,
 * substances and food categories across jurisdictions. Values travel raw (value, unit) and
 * normalised to mg/kg; every row names its source document and table.
 */
const whwxl = access.member('whwxl');
const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().max(max, { message: 'limitsTooLong' });
/** At most 10 jurisdictions per comparison: more is an input error with a clear message. */
const jurisdictionList = z.array(z.string().trim().min(1).max(8)).max(10, { message: 'limitsTooManyJurisdictions' });

export const limitItem = z.object({
  id: z.number().int(),
  substanceId: z.number().int(),
  substanceZh: z.string(),
  substanceEn: z.string(),
  foodNodeId: z.number().int(),
  foodZh: z.string(),
  foodEn: z.string(),
  foodSource: z.string(),
  foodNameOrigin: z.string(),
  scheme: z.string(),
  jurisdiction: z.string(),
  limitType: z.string(),
  limitFor: z.string(),
  valueRaw: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  valueMgKg: z.number().nullable(),
  basis: z.string(),
  footnotes: z.string(),
  excludes: z.array(z.string()),
  foodLabel: z.string(),
  sourceDoc: z.string(),
  sourceTable: z.string(),
  docId: z.number().int().nullable(),
  caveat: z.string(),
  flagged: z.boolean(),
  demo: z.boolean(),
});
export type LimitItem = z.infer<typeof limitItem>;

const step = z.object({ id: z.number().int(), nameZh: z.string(), nameSource: z.string() });
export const applicableItem = limitItem.extend({ path: z.array(step), inherited: z.boolean(), effective: z.boolean() });
export type ApplicableItem = z.infer<typeof applicableItem>;

export const jurisdictionInfo = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  noLimitRule: z.string(),
  noLimitZh: z.string(),
  noLimitEn: z.string(),
});
export type JurisdictionInfo = z.infer<typeof jurisdictionInfo>;

export const sourceDocInfo = z.object({
  id: z.number().int(),
  docNumber: z.string().nullable(),
  title: z.string(),
  validity: z.number().int(),
  validityLabel: z.string(),
  implementDate: z.string().nullable(),
  abolishDate: z.string().nullable(),
  newerId: z.number().int().nullable(),
  newerNumber: z.string().nullable(),
  newerImplementDate: z.string().nullable(),
  /** The newer version is in force today. */
  newerInForce: z.boolean(),
});

export const substanceItem = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameZhTw: z.string(),
  nameEn: z.string(),
  cas: z.string().nullable(),
  substanceClass: z.string(),
  limitCount: z.number().int().optional(),
});
export type SubstanceItem = z.infer<typeof substanceItem>;

export const foodNodeItem = z.object({
  id: z.number().int(),
  scheme: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameSource: z.string(),
  nameOrigin: z.string(),
  code: z.string().nullable(),
  depth: z.number().int(),
  mappings: z.array(z.object({ nodeId: z.number().int(), relation: z.string(), decidedBy: z.string() })).optional(),
});
export type FoodNodeItem = z.infer<typeof foodNodeItem>;

const treeNode = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameSource: z.string(),
  nameOrigin: z.string(),
  code: z.string().nullable(),
  childCount: z.number().int(),
  /** Limits on this node and every node below it. */
  limitCount: z.number().int(),
});

const compareCell = z.object({
  jurisdiction: z.string(),
  /** limit | inherited | exempt | not_listed (positive list) | no_limit | no_mapping */
  status: z.string(),
  reason: z.string(),
  valueMgKg: z.number().nullable(),
  strictest: z.boolean(),
  foodNodeId: z.number().int().nullable(),
  foodName: z.string(),
  rows: z.array(applicableItem),
});
export type CompareCell = z.infer<typeof compareCell>;

const compareInput = z.object({
  ...sessionFields,
  substanceId: id,
  foodNodeId: id,
  jurisdictions: jurisdictionList.min(2, { message: 'limitsPickJurisdictions' }),
});
const analysisInput = z.object({
  ...sessionFields,
  foodNodeId: id,
  jurisdictions: jurisdictionList.min(1, { message: 'limitsPickJurisdictions' }),
});

export const analysisReport = z.object({
  food: foodNodeItem,
  jurisdictions: z.array(jurisdictionInfo),
  rows: z.array(
    z.object({
      substanceId: z.number().int(),
      substanceZh: z.string(),
      substanceEn: z.string(),
      cells: z.array(compareCell),
      strictest: z.array(z.string()),
      gaps: z.array(z.string()),
    }),
  ),
  generatedAt: z.string(),
});
export type AnalysisReport = z.infer<typeof analysisReport>;

const notice = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  detail: z.record(z.string(), z.unknown()),
  docId: z.number().int().nullable(),
  effectiveDate: z.string().nullable(),
  createdAt: z.string(),
});

const savedQuery = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.object({
    substance: z.string().optional(),
    food: z.string().optional(),
    jurisdictions: z.array(z.string()).optional(),
  }),
  resultCount: z.number().int(),
  lastChange: z.string(),
  changedAt: z.string().nullable(),
  createdAt: z.string(),
});

const searchInput = z.object({
  ...sessionFields,
  ...pageInput,
  substance: text(100).optional(),
  food: text(100).optional(),
  jurisdictions: jurisdictionList.optional(),
});

export const hazardLimits = {
  options: defineEndpoint({
    method: 'GET',
    path: '/whwxl/limits/options',
    summary: 'Jurisdictions (with their rule for an unlisted pair) and food-category schemes',
    access: whwxl,
    input: z.object({ ...sessionFields }),
    output: z.object({
      jurisdictions: z.array(jurisdictionInfo),
      schemes: z.array(
        z.object({ code: z.string(), jurisdiction: z.string(), nameZh: z.string(), nameEn: z.string() }),
      ),
    }),
  }),
  search: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/search',
    summary:
      'Limits by substance (any name, CAS, English) and/or food (any scheme, mapped nodes included); counts per jurisdiction',
    access: whwxl,
    input: searchInput,
    output: pageOutput(limitItem).extend({
      substances: z.array(substanceItem),
      foods: z.array(foodNodeItem),
      byJurisdiction: z.array(z.object({ code: z.string(), total: z.number().int() })),
    }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/whwxl/limits/detail',
    summary: 'One limit: value, unit, normalised value, basis, footnotes, source table and document validity, history',
    access: whwxl,
    input: z.object({ ...sessionFields, id }),
    output: z.object({
      limit: limitItem,
      /** The substance's use type (TFDA remark 殺菌劑 …), shown beside it; '' when none is stated. */
      substanceUseType: z.string(),
      path: z.array(step),
      jurisdiction: jurisdictionInfo,
      source: sourceDocInfo.nullable(),
      history: z.array(
        z.object({
          changedAt: z.string(),
          changedBy: z.string(),
          reason: z.string(),
          before: z.record(z.string(), z.unknown()),
          after: z.record(z.string(), z.unknown()),
        }),
      ),
    }),
  }),
  tree: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/tree',
    summary: 'Children of a node (or the roots of a scheme) with their limit counts',
    access: whwxl,
    input: z.object({ ...sessionFields, scheme: z.string().trim().min(1).max(20), parentId: id.optional() }),
    output: z.object({ nodes: z.array(treeNode) }),
  }),
  food: defineEndpoint({
    method: 'GET',
    path: '/whwxl/limits/food',
    summary:
      'A food node: its path, children, mapped nodes and every limit that applies, inherited ones with their path',
    access: whwxl,
    input: z.object({ ...sessionFields, id }),
    output: z.object({
      node: foodNodeItem.extend({ members: z.string() }),
      path: z.array(step),
      children: z.array(treeNode),
      mapped: z.array(foodNodeItem.extend({ relation: z.string(), decidedBy: z.string() })),
      limits: z.array(applicableItem),
    }),
  }),
  foods: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/foods',
    summary: 'Food nodes by name in any scheme and script (pickers)',
    access: whwxl,
    input: z.object({ ...sessionFields, q: text(100).pipe(z.string().min(1, { message: 'limitsEmptyQuery' })) }),
    output: z.object({ list: z.array(foodNodeItem) }),
  }),
  substances: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/substances',
    summary: 'The substance database: by name (simplified or traditional), CAS, English; by class',
    access: whwxl,
    input: z.object({
      ...sessionFields,
      ...pageInput,
      q: text(100).optional(),
      substanceClass: z.string().max(30).optional(),
    }),
    output: pageOutput(substanceItem),
  }),
  substance: defineEndpoint({
    method: 'GET',
    path: '/whwxl/limits/substance',
    summary:
      'A substance: identity, reference values, limits by jurisdiction, sampling failures and RASFF notifications naming it',
    access: whwxl,
    input: z.object({ ...sessionFields, id }),
    output: z.object({
      /** useType: a pesticide's use type as its source writes it (TFDA 殺菌劑), '' when none is stated. */
      substance: substanceItem.extend({ synonyms: z.array(z.string()), useType: z.string() }),
      referenceValues: z.array(
        z.object({
          kind: z.string(),
          qualifier: z.string(),
          value: z.number().nullable(),
          valueRaw: z.string(),
          unit: z.string(),
          source: z.string(),
          year: z.number().int().nullable(),
        }),
      ),
      limits: z.array(limitItem),
      sampling: z.object({
        total: z.number().int(),
        recent: z.array(
          z.object({ id: z.number().int(), productName: z.string(), hazard: z.string(), date: z.string().nullable() }),
        ),
      }),
      rasff: z.object({
        total: z.number().int(),
        recent: z.array(
          z.object({ id: z.number().int(), product: z.string(), hazard: z.string(), date: z.string().nullable() }),
        ),
      }),
    }),
  }),
  compare: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/compare',
    summary:
      'Side-by-side effective limits of one substance in one food across 2-10 jurisdictions, strictest marked, each empty cell with its reason',
    access: whwxl,
    input: compareInput,
    output: z.object({
      substance: substanceItem,
      food: foodNodeItem,
      jurisdictions: z.array(jurisdictionInfo),
      cells: z.array(compareCell),
    }),
  }),
  analysis: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/analysis',
    summary:
      'Every limit that applies to a product category in a set of markets: gaps and the strictest market per substance',
    access: whwxl,
    input: analysisInput,
    output: analysisReport,
  }),
  analysisXlsx: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/analysis/xlsx',
    summary: 'The analysis table as xlsx',
    access: whwxl,
    input: analysisInput,
    output: z.unknown(),
    answer: 'blob',
  }),
  analysisPdf: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/analysis/pdf',
    summary: 'The analysis table as PDF (Chinese font embedded)',
    access: whwxl,
    input: analysisInput,
    output: z.unknown(),
    answer: 'blob',
  }),
  riskFactors: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/risk-factors',
    summary:
      'Substances ranked for a food category by sampling failures, RASFF notifications and penalties, with yearly trend',
    access: whwxl,
    input: z.object({ ...sessionFields, food: text(50).optional() }),
    output: z.object({
      list: z.array(
        z.object({
          substanceId: z.number().int(),
          nameZh: z.string(),
          nameEn: z.string(),
          sampling: z.number().int(),
          rasff: z.number().int(),
          penalty: z.number().int(),
          score: z.number(),
          trend: z.array(z.object({ year: z.string(), count: z.number().int() })),
        }),
      ),
    }),
  }),
  notices: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/notices',
    summary: 'Changes to limits: imports, changed values, source documents whose status changed, new versions',
    access: whwxl,
    input: z.object({ ...sessionFields, ...pageInput, kind: z.string().max(20).optional() }),
    output: pageOutput(notice),
  }),
  queryList: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/queries',
    summary: "The member's saved queries, with what changed since they were saved",
    access: whwxl,
    input: z.object({ ...sessionFields, ...pageInput }),
    output: pageOutput(savedQuery),
  }),
  querySave: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/queries/save',
    summary: 'Save a query; the member gets a message when its result changes',
    access: whwxl,
    input: z.object({
      ...sessionFields,
      name: z.string().trim().min(1).max(60),
      substance: text(100).optional(),
      food: text(100).optional(),
      jurisdictions: jurisdictionList.optional(),
    }),
    output: z.object({ id: z.number().int() }),
  }),
  queryDelete: defineEndpoint({
    method: 'POST',
    path: '/whwxl/limits/queries/delete',
    summary: 'Delete saved queries',
    access: whwxl,
    input: z.object({ ...sessionFields, ids: z.array(id).min(1, { message: 'selectToDelete' }).max(200) }),
    output: z.object({ deleted: z.number().int() }),
  }),
};

/** One import run of a limits data file, with its rejected rows (line and reason). */
export const importRunItem = z.object({
  id: z.number().int(),
  file: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  read: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejectedCount: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** The rejects one per line ("line 12: reason"), for the detail view. */
  rejectedText: z.string(),
});

/** A limit as the back office lists it for corrections, with its history as text. */
export const adminLimitItem = z.object({
  id: z.number().int(),
  jurisdiction: z.string(),
  substanceZh: z.string(),
  foodZh: z.string(),
  limitType: z.string(),
  valueRaw: z.string(),
  unit: z.string(),
  valueMgKg: z.number().nullable(),
  basis: z.string(),
  footnotes: z.string(),
  flagged: z.boolean(),
  sourceDoc: z.string(),
  sourceTable: z.string(),
  demo: z.boolean(),
  updatedAt: z.string(),
  historyCount: z.number().int(),
  /** Each correction on its own line: when, who, why, before → after. */
  historyText: z.string(),
});

/**
 * Back office: import runs with their reports, and corrections of a limit (the old values go to
 * its history). Rights: `limits:import:page`, `limits:limit:page`, `limits:limit:update`.
 */
export const limitsAdmin = {
  importRuns: defineEndpoint({
    method: 'GET',
    path: '/admin-api/limits/import-runs/page',
    summary: 'Limits import runs with their counts and rejected rows',
    access: access.staff('limits:import:page'),
    input: z.object({ ...pageInput, file: z.string().trim().max(100).optional() }),
    output: pageOutput(importRunItem),
  }),
  limits: defineEndpoint({
    method: 'GET',
    path: '/admin-api/limits/page',
    summary: 'Limits for corrections: by substance or food text, jurisdiction, flagged',
    access: access.staff('limits:limit:page'),
    input: z.object({
      ...pageInput,
      q: z.string().trim().max(100).optional(),
      jurisdiction: z.string().trim().max(8).optional(),
      /** Rows flagged as doubtful (yes) or not (no); the form's `flagged` is the row's own switch. */
      flaggedFilter: z.enum(['yes', 'no', '']).optional(),
    }),
    output: pageOutput(adminLimitItem),
  }),
  editLimit: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/limits',
    summary: 'Correct a limit (value, unit, basis, footnotes, flag); the old values go to its history',
    access: access.staff('limits:limit:update'),
    input: z.object({
      id,
      reason: z.string().trim().min(1).max(200),
      valueRaw: z.string().trim().max(50).optional(),
      unit: z.string().trim().max(20).optional(),
      basis: z.string().trim().max(200).optional(),
      footnotes: z.string().trim().max(2000).optional(),
      flagged: z.boolean().optional(),
    }),
    output: z.object({ id: z.number().int(), valueMgKg: z.number().nullable() }),
  }),
};
