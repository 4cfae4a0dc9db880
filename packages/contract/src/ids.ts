import { z } from 'zod';

/**
 * Row ids, bounded to the range of the `integer` (serial) columns they name: a larger number
 * can match no row, and sent on to PostgreSQL it is an error rather than "no row". So a call
 * refuses it at validation with {attr}格式错误, before any work, and the error log stays for faults.
 */
export const maxRowId = 2_147_483_647;

/** The id of one row: 1 … 2^31 − 1. */
export const rowId = z.coerce.number().int().positive().max(maxRowId);

/** A filter on an integer column that may also hold 0 or a negative marker: any int4 value. */
export const intColumn = z.coerce
  .number()
  .int()
  .min(-maxRowId - 1)
  .max(maxRowId);
