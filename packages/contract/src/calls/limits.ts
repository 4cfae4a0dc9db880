import { z } from 'zod';
import { defineEndpoint, sessionFields } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import {
  analysisInput,
  analysisReport,
  applicableItem,
  compareCell,
  compareInput,
  foodNodeItem,
  id,
  jurisdictionInfo,
  jurisdictionList,
  limitItem,
  notice,
  savedQuery,
  searchInput,
  sourceDocInfo,
  step,
  substanceItem,
  text,
  treeNode,
  whwxl,
} from './limits/shapes.js';

// The shapes and the back-office calls live in limits/ (each file under 300 lines); importers
// of `calls/limits.js` still find them here.
export {
  analysisReport,
  type AnalysisReport,
  applicableItem,
  type ApplicableItem,
  type AnalysisCell,
  type CompareCell,
  foodNodeItem,
  type FoodNodeItem,
  jurisdictionInfo,
  type JurisdictionInfo,
  limitItem,
  type LimitItem,
  sourceDocInfo,
  substanceItem,
  type SubstanceItem,
} from './limits/shapes.js';
export { adminLimitItem, importRunItem, limitsAdmin } from './limits/admin.js';
export { limitValueText } from './limits/value-text.js';

/**
 * Hazard and residue limits (/hazardsLimits, right `whwxl`). One database of limits,
 * substances and food categories across jurisdictions. Values travel raw (value, unit) and
 * normalised to mg/kg; every row names its source document and table.
 */
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
      /** Columns that count generated (demo) rows: marked 演示数据 and left out of score and trend. */
      demoColumns: z.array(z.enum(['sampling', 'rasff', 'penalty'])),
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
