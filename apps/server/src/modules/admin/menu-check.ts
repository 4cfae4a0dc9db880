import { adminEndpoints, adminRoutes } from '@app/contract';
import type { Db } from '../../db/client.js';
import { sysMenus } from '../../db/schema/index.js';
import { splitPermissions } from './principal.js';

/** Every permission some back-office endpoint checks. */
export const knownPermissions = new Set<string>(
  adminEndpoints().flatMap(({ endpoint: e }) =>
    e.access.kind === 'staff' && e.access.right !== 'any' ? [e.access.right] : [],
  ),
);
const routePaths = new Set(adminRoutes.map((r) => r.path));

/** What is wrong with a menu: a url that is not a declared admin route, a permission no endpoint checks. */
export function menuProblems(m: { name: string; url: string; permissions: string }) {
  const out: string[] = [];
  if (m.url && !routePaths.has(m.url)) out.push(`menu "${m.name}": url ${m.url} is not a declared admin route`);
  for (const p of splitPermissions(m.permissions))
    if (!knownPermissions.has(p)) out.push(`menu "${m.name}": permission ${p} is checked by no endpoint`);
  return out;
}

/** Start-up check: stored menus point at routes declared in code and name real permissions. */
export async function checkAdminMenus(db: Db) {
  const problems = (await db.select().from(sysMenus)).flatMap(menuProblems);
  if (problems.length) throw new Error(`back-office menus do not match the contract:\n  ${problems.join('\n  ')}`);
}
