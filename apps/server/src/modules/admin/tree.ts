import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysDepts, sysMenus } from '../../db/schema/index.js';
import { warn } from '../../lib/errors.js';

type TreeTable = typeof sysMenus | typeof sysDepts;

/** Names of the parents of rows, for the parentName column. */
export async function parentNames(db: Db, table: TreeTable, pids: number[]) {
  const ids = [...new Set(pids.filter((p) => p > 0))];
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A parent must exist and must not be the row itself or one of its descendants. */
export async function assertParent(db: Db, table: TreeTable, pid: number, id?: number) {
  if (pid === 0) return;
  const all = await db.select({ id: table.id, pid: table.pid }).from(table);
  if (!all.some((r) => r.id === pid)) throw warn('parentInvalid');
  if (id === undefined) return;
  const byId = new Map(all.map((r) => [r.id, r.pid]));
  for (let cur: number | undefined = pid; cur && cur > 0; cur = byId.get(cur))
    if (cur === id) throw warn('parentInvalid');
}

/** Rows with children cannot be deleted (unless the children go in the same call). */
export async function assertLeaves(db: Db, table: TreeTable, ids: number[]) {
  const children = await db.select({ id: table.id }).from(table).where(inArray(table.pid, ids));
  if (children.some((c) => !ids.includes(c.id))) throw warn('hasChildren');
}

export const byParent = (table: TreeTable, pid: number) => eq(table.pid, pid);
