import { asc } from 'drizzle-orm';
import { allPortalRights, api } from '@app/contract';
import { customers, menuRules, sysDepts, sysMenus, sysRoles } from '../../db/schema/index.js';
import { implement } from '../../lib/endpoints.js';
import { deptScope } from './scope.js';

/** Names for the selects of several forms; rows stay inside the caller's data scope. */
export const optionsImplementations = implement(api.admin.options, {
  roles: async (_input, ctx) =>
    (await ctx.db.select().from(sysRoles).where(deptScope(sysRoles.deptId)(ctx)).orderBy(asc(sysRoles.name))).map(
      (r) => ({ id: r.id, pid: 0, name: r.name }),
    ),
  depts: async (_input, ctx) =>
    (
      await ctx.db
        .select()
        .from(sysDepts)
        .where(deptScope(sysDepts.id)(ctx))
        .orderBy(asc(sysDepts.sort), asc(sysDepts.id))
    ).map((d) => ({ id: d.id, pid: d.pid, name: d.name })),
  menus: async (_input, ctx) =>
    (await ctx.db.select().from(sysMenus).orderBy(asc(sysMenus.sort), asc(sysMenus.id))).map((m) => ({
      id: m.id,
      pid: m.pid,
      name: m.name,
      type: m.type,
      permissions: m.permissions,
    })),
  customers: async (_input, ctx) =>
    (await ctx.db.select({ id: customers.id, name: customers.name }).from(customers).orderBy(asc(customers.name))).map(
      (c) => ({ ...c, pid: 0 }),
    ),
  // Every right the product knows, named by the first menu that opens it (a right without a menu keeps its rule name).
  portalRights: async (_input, ctx) => {
    const rules = await ctx.db
      .select({ ruleName: menuRules.ruleName, title: menuRules.title, enTitle: menuRules.enTitle })
      .from(menuRules)
      .orderBy(asc(menuRules.id));
    const named = new Map<string, { title: string; enTitle: string }>();
    for (const r of rules) if (!named.has(r.ruleName)) named.set(r.ruleName, r);
    return allPortalRights.map((value) => ({
      value,
      title: named.get(value)?.title ?? value,
      enTitle: named.get(value)?.enTitle ?? value,
    }));
  },
});
