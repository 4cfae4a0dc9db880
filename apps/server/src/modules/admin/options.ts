import { asc } from 'drizzle-orm';
import { api } from '@app/contract';
import { customers, sysDepts, sysMenus, sysRoles } from '../../db/schema/index.js';
import { implement } from '../../lib/endpoints.js';
import { deptScope } from './scope.js';

/** Names for the selects of several forms; rows stay inside the caller's data scope. */
export const optionsImplementations = implement(api.admin.options, {
  roles: async (_input, ctx) =>
    (await ctx.db.select().from(sysRoles).where(deptScope(sysRoles.deptId)(ctx)).orderBy(asc(sysRoles.name))).map((r) => ({ id: r.id, pid: 0, name: r.name })),
  depts: async (_input, ctx) =>
    (await ctx.db.select().from(sysDepts).where(deptScope(sysDepts.id)(ctx)).orderBy(asc(sysDepts.sort), asc(sysDepts.id))).map((d) => ({ id: d.id, pid: d.pid, name: d.name })),
  menus: async (_input, ctx) =>
    (await ctx.db.select().from(sysMenus).orderBy(asc(sysMenus.sort), asc(sysMenus.id))).map((m) => ({ id: m.id, pid: m.pid, name: m.name, type: m.type, permissions: m.permissions })),
  customers: async (_input, ctx) =>
    (await ctx.db.select({ id: customers.id, name: customers.name }).from(customers).orderBy(asc(customers.name))).map((c) => ({ ...c, pid: 0 })),
});
