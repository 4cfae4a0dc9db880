import { eq, ilike, inArray } from 'drizzle-orm';
import { api, backOffice } from '@app/contract';
import { sysDepts, sysMenus, sysRoleDepts, sysRoleMenus, sysRoles, sysUsers } from '../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import type { CallContext } from '../../lib/context.js';
import { assertDeptAllowed, deptScope } from './scope.js';
import { likePattern } from './text.js';
import { assertExisting } from './rows.js';
import { assertMenusGrantable } from './grant-limits.js';

type RoleRow = typeof sysRoles.$inferSelect;
const calls = api.admin.roles;

async function toItems(rows: RoleRow[], ctx: CallContext) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [menus, depts] = await Promise.all([
    ctx.db.select().from(sysRoleMenus).where(inArray(sysRoleMenus.roleId, ids)),
    ctx.db.select().from(sysRoleDepts).where(inArray(sysRoleDepts.roleId, ids)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    remark: r.remark,
    menuIdList: menus.filter((m) => m.roleId === r.id).map((m) => m.menuId),
    deptIdList: depts.filter((d) => d.roleId === r.id).map((d) => d.deptId),
    createDate: iso(r.createdAt),
  }));
}

export const rolesImplementations = implement(
  calls,
  crudHandlers(calls, {
    table: sysRoles,
    id: sysRoles.id,
    dateColumn: sysRoles.createdAt,
    sorts: { name: sysRoles.name, createDate: sysRoles.createdAt },
    where: (f) => [given(f.name) ? ilike(sysRoles.name, likePattern(f.name)) : undefined],
    // Roles belong to the department of whoever made them; super-made roles (no dept) are visible to super staff only.
    scope: deptScope(sysRoles.deptId),
    toItems,
    exportName: 'roles',
    exportColumns: backOffice.roles.fields,
    values: async (input, ctx, id) => {
      await assertExisting(ctx.db, sysMenus, input.menuIdList);
      await assertMenusGrantable(ctx, id, input.menuIdList);
      await assertExisting(ctx.db, sysDepts, input.deptIdList);
      // A scoped staff member can only hand out data of departments they see themselves.
      for (const d of input.deptIdList) assertDeptAllowed(ctx, d);
      return { name: input.name, remark: input.remark, ...(id ? {} : { deptId: await creatorDept(ctx) }) };
    },
    afterSave: async (id, input, ctx, creating) => {
      if (!creating) {
        await ctx.db.delete(sysRoleMenus).where(eq(sysRoleMenus.roleId, id));
        await ctx.db.delete(sysRoleDepts).where(eq(sysRoleDepts.roleId, id));
      }
      const menuIds = [...new Set(input.menuIdList)];
      const deptIds = [...new Set(input.deptIdList)];
      if (menuIds.length) await ctx.db.insert(sysRoleMenus).values(menuIds.map((menuId) => ({ roleId: id, menuId })));
      if (deptIds.length) await ctx.db.insert(sysRoleDepts).values(deptIds.map((deptId) => ({ roleId: id, deptId })));
    },
  }),
);

/** The department a new role belongs to: its maker's, none when a super administrator makes it. */
async function creatorDept(ctx: CallContext): Promise<number | null> {
  if (!ctx.staff || ctx.staff.isSuper) return null;
  const [u] = await ctx.db.select({ d: sysUsers.deptId }).from(sysUsers).where(eq(sysUsers.id, ctx.staff.id));
  return u?.d ?? null;
}
