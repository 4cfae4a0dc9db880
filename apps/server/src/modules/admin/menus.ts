import { asc } from 'drizzle-orm';
import { api } from '@app/contract';
import { sysMenus } from '../../db/schema/index.js';
import { writeHandlers } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import type { CallContext } from '../../lib/context.js';
import { assertLeaves, assertParent, parentNames } from './tree.js';
import { knownPermissions, menuProblems } from './menu-check.js';
import { splitPermissions } from './principal.js';
import { warn } from '../../lib/errors.js';
import { assertPermissionStringGrantable } from './grant-limits.js';

type MenuRow = typeof sysMenus.$inferSelect;
const calls = api.admin.menus;

async function toItems(rows: MenuRow[], ctx: CallContext) {
  const names = await parentNames(
    ctx.db,
    sysMenus,
    rows.map((r) => r.pid),
  );
  return rows.map((r) => ({
    id: r.id,
    pid: r.pid,
    parentName: names.get(r.pid) ?? '',
    name: r.name,
    icon: r.icon,
    type: r.type,
    sort: r.sort,
    url: r.url,
    permissions: r.permissions,
    resources: r.resources,
  }));
}

const handlers = writeHandlers(calls, {
  table: sysMenus,
  id: sysMenus.id,
  toItems,
  values: async (input, ctx, id) => {
    await assertParent(ctx.db, sysMenus, input.pid, id);
    // Menus point at screens and permissions declared in code; they never invent new ones.
    if (input.url && menuProblems({ ...input, permissions: '' }).length) throw warn('formatError', { attr: 'url' });
    const unknown = splitPermissions(input.permissions).find((p) => !knownPermissions.has(p));
    if (unknown) throw warn('unknownRight', { attr: unknown });
    await assertPermissionStringGrantable(ctx, id, input.permissions);
    return { ...input };
  },
  beforeDelete: (ids, ctx) => assertLeaves(ctx.db, sysMenus, ids),
});

// Menus are a small tree: no paging, the whole list in sort order.
export const menusImplementations = implement(calls, {
  ...handlers,
  list: async (_input, ctx) =>
    toItems(await ctx.db.select().from(sysMenus).orderBy(asc(sysMenus.sort), asc(sysMenus.id)), ctx),
});
