import { and, eq, inArray, asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysMenus, sysRoleDepts, sysRoleMenus, sysUserRoles, sysUsers } from '../../db/schema/index.js';
import type { StaffPrincipal } from '../../lib/context.js';

/** Splits a menu's comma separated permissions. */
export const splitPermissions = (s: string) =>
  s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** The menus (and buttons) a staff member reaches through their roles; every menu for super staff. */
export async function staffMenus(db: Db, userId: number, isSuper: boolean) {
  if (isSuper) return db.select().from(sysMenus).orderBy(asc(sysMenus.sort), asc(sysMenus.id));
  const roleIds = (
    await db.select({ r: sysUserRoles.roleId }).from(sysUserRoles).where(eq(sysUserRoles.userId, userId))
  ).map((r) => r.r);
  if (!roleIds.length) return [];
  const menuIds = (
    await db.selectDistinct({ m: sysRoleMenus.menuId }).from(sysRoleMenus).where(inArray(sysRoleMenus.roleId, roleIds))
  ).map((m) => m.m);
  if (!menuIds.length) return [];
  return db.select().from(sysMenus).where(inArray(sysMenus.id, menuIds)).orderBy(asc(sysMenus.sort), asc(sysMenus.id));
}

/**
 * Loads a staff principal for a live session: a stopped or removed user gets none. Permissions
 * come from role -> menus; the data scope is the departments of the user's roles plus their own
 * department (super staff are not limited).
 */
export async function loadStaffPrincipal(db: Db, staffId: number, token: string): Promise<StaffPrincipal | undefined> {
  const [user] = await db
    .select()
    .from(sysUsers)
    .where(and(eq(sysUsers.id, staffId), eq(sysUsers.status, 1)))
    .limit(1);
  if (!user) return undefined;
  // Super staff pass every check without a permission list (runs on every call: keep it short).
  if (user.superAdmin)
    return { kind: 'staff', id: user.id, username: user.username, isSuper: true, permissions: new Set(), token };
  const [menus, depts] = await Promise.all([
    db
      .selectDistinct({ p: sysMenus.permissions })
      .from(sysMenus)
      .innerJoin(sysRoleMenus, eq(sysRoleMenus.menuId, sysMenus.id))
      .innerJoin(sysUserRoles, eq(sysUserRoles.roleId, sysRoleMenus.roleId))
      .where(eq(sysUserRoles.userId, user.id)),
    db
      .selectDistinct({ d: sysRoleDepts.deptId })
      .from(sysRoleDepts)
      .innerJoin(sysUserRoles, eq(sysUserRoles.roleId, sysRoleDepts.roleId))
      .where(eq(sysUserRoles.userId, user.id)),
  ]);
  const permissions = new Set(menus.flatMap((m) => splitPermissions(m.p)));
  const deptIds = new Set([user.deptId, ...depts.map((r) => r.d)]);
  return { kind: 'staff', id: user.id, username: user.username, isSuper: false, permissions, deptIds, token };
}
