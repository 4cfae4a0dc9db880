import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { sysDepts, sysMenus, sysRoles } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** Every id must name an existing row (a bad id is a warning, not a foreign-key fault). */
export async function assertExisting(
  db: Db,
  table: typeof sysMenus | typeof sysDepts | typeof sysRoles,
  ids: number[],
) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length) throw notFound();
}
