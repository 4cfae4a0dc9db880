import { z } from 'zod';
import { access, sessionFields } from '../../endpoint.js';
import { pageInput } from '../../paging.js';
import { rowId } from '../../ids.js';

// What the limits calls carry: limits, substances, food categories, comparisons and
// analyses, saved queries.

export const whwxl = access.member('whwxl');
export const id = rowId;
export const text = (max: number) => z.string().trim().max(max, { message: 'limitsTooLong' });
/** At most 10 jurisdictions per comparison: more is an input error with a clear message. */
export const jurisdictionList = z
  .array(z.string().trim().min(1).max(8))
  .max(10, { message: 'limitsTooManyJurisdictions' });

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

export const step = z.object({ id: z.number().int(), nameZh: z.string(), nameEn: z.string(), nameSource: z.string() });
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
  /** Who chose nameZh: 'source', or 'portal editors' (the mainland name where the source names it otherwise). */
  nameZhOrigin: z.string().optional(),
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
  /** Who placed the food in its scheme: 'source' (the standard) or 'portal editors'. */
  placedBy: z.string().optional(),
  mappings: z.array(z.object({ nodeId: z.number().int(), relation: z.string(), decidedBy: z.string() })).optional(),
});
export type FoodNodeItem = z.infer<typeof foodNodeItem>;

export const treeNode = z.object({
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

const cellFields = {
  jurisdiction: z.string(),
  /** limit | inherited | exempt | not_listed (positive list) | no_limit | no_mapping */
  status: z.string(),
  reason: z.string(),
  valueMgKg: z.number().nullable(),
  strictest: z.boolean(),
  foodNodeId: z.number().int().nullable(),
  foodName: z.string(),
};
export const compareCell = z.object({ ...cellFields, rows: z.array(applicableItem) });
export type CompareCell = z.infer<typeof compareCell>;

/**
 * A governing row as the analysis report carries it: enough to name it and open its page. The
 * report has a cell per substance and market (thousands): full rows made it megabytes long.
 */
const governingRow = z.object({
  id: z.number().int(),
  valueRaw: z.string(),
  unit: z.string(),
  limitFor: z.string(),
  sourceDoc: z.string(),
  sourceTable: z.string(),
  inherited: z.boolean(),
});
export const analysisCell = z.object({ ...cellFields, rows: z.array(governingRow) });
export type AnalysisCell = z.infer<typeof analysisCell>;

export const compareInput = z.object({
  ...sessionFields,
  substanceId: id,
  foodNodeId: id,
  jurisdictions: jurisdictionList.min(2, { message: 'limitsPickJurisdictions' }),
});
export const analysisInput = z.object({
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
      cells: z.array(analysisCell),
      strictest: z.array(z.string()),
      gaps: z.array(z.string()),
    }),
  ),
  generatedAt: z.string(),
});
export type AnalysisReport = z.infer<typeof analysisReport>;

export const notice = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  detail: z.record(z.string(), z.unknown()),
  docId: z.number().int().nullable(),
  effectiveDate: z.string().nullable(),
  createdAt: z.string(),
});

export const savedQuery = z.object({
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

export const searchInput = z.object({
  ...sessionFields,
  ...pageInput,
  substance: text(100).optional(),
  food: text(100).optional(),
  jurisdictions: jurisdictionList.optional(),
});
