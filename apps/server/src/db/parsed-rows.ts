import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client.js';

/**
 * Raw SQL whose rows are checked, not assumed: each row is parsed by `row` (a zod object naming
 * the query's column aliases), so a renamed alias or a count read back as text fails at the
 * query with the column's name instead of reaching an answer as `undefined` or "12". The row type
 * is inferred from the schema; new raw SQL in the server uses this rather than `rows<T>` (lint).
 */
export async function parsedRows<S extends z.ZodType>(
  database: Pick<Database, 'rows'>,
  row: S,
  query: SQL,
): Promise<z.infer<S>[]> {
  return z.array(row).parse(await database.rows(query));
}

/** A count or sum: PostgreSQL's bigint and numeric come back as numbers on both drivers (client.ts). */
export const countColumn = z.coerce.number().int();
/** A date column read as text (`…::text` or a date type, which both drivers give as a string). */
export const dayColumn = z.string().nullable();
