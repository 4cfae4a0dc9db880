import { z } from 'zod';
import { limits } from './constants.js';
import { rowId } from './ids.js';

/** Paging, sorting: the fields every list call takes. Bounds are checked, not trusted. */
export const pageInput = {
  page: z.coerce.number().int().min(1).max(100_000, { message: 'pageNumberRange' }).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { message: 'pageSizeRange' })
    .max(limits.pageSizeMax, { message: 'pageSizeRange' })
    .default(20),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
};

/** A page of results. `estimated` is true when `total` is an estimate (large tables). */
export const pageOutput = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    estimated: z.boolean().optional(),
  });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'formatError' });

/** An optional date range `from`..`to` (YYYY-MM-DD). */
export const dateRangeFields = (from: string, to: string) => ({
  [from]: isoDate.optional().or(z.literal('')),
  [to]: isoDate.optional().or(z.literal('')),
});

/**
 * Refinement for an object holding a date range: start after end gives 开始日期不能大于结束日期.
 * Use as `.superRefine(dateRange('startDate', 'endDate'))`.
 */
export const dateRange = (from: string, to: string) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const a = value[from];
  const b = value[to];
  if (typeof a === 'string' && typeof b === 'string' && a && b && a > b)
    ctx.addIssue({ code: 'custom', message: 'startAfterEnd', path: [from] });
};

/** Export quantity 1..1000: 请输入1-1000的正整数. */
export const exportQuantity = z.coerce
  .number({ message: 'exportQuantity' })
  .int({ message: 'exportQuantity' })
  .min(limits.exportQuantityMin, { message: 'exportQuantity' })
  .max(limits.exportQuantityMax, { message: 'exportQuantity' });

/** At least one selected id for a batch action. */
export const selectedIds = (key: 'selectAtLeastOne' | 'selectToDelete' | 'selectOneRecord' = 'selectAtLeastOne') =>
  z.array(rowId, { message: key }).min(1, { message: key }).max(10_000);
