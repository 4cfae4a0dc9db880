import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { notFound } from './errors.js';

/**
 * Deletes rows the caller owns (`owner`: their member or customer condition). When any of the
 * ids is not theirs (another customer's, or none at all) nothing is deleted and the answer is
 * 记录不存在, the same as for an id that does not exist: 操作成功 for a row left in place was
 * wrong, and a different answer would tell that the row exists. Answers how many were deleted.
 */
export async function deleteOwned(db: Db, table: PgTable, id: PgColumn, owner: SQL | undefined, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return 0;
  const mine = await db
    .select({ id })
    .from(table)
    .where(and(inArray(id, wanted), owner));
  if (mine.length < wanted.length) throw notFound();
  const gone = await db
    .delete(table)
    .where(and(inArray(id, wanted), owner))
    .returning({ id });
  return gone.length;
}
