import { eq, inArray } from 'drizzle-orm';
import { sysMenus, sysRoleMenus, sysUserRoles } from '../../db/schema/index.js';
import type { CallContext } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import { splitPermissions } from './principal.js';

/**
 * No self-granted rights: a staff member who is not a super
 * administrator can hand out only permissions he holds himself, through roles, role menus or a
 * menu's permission string, and never changes his own roles. Only what is added is checked, so
 * editing a user who already holds a wider role than the editor does not take it away.
 */
const limited = (ctx: CallContext) => (ctx.staff && !ctx.staff.isSuper ? ctx.staff : undefined);

function assertHeld(ctx: CallContext, permissions: Iterable<string>) {
  const staff = limited(ctx);
  if (!staff) return;
  for (const p of permissions) if (!staff.permissions.has(p)) throw forbidden();
}

async function permissionsOfMenus(ctx: CallContext, menuIds: number[]) {
  if (!menuIds.length) return [];
  const rows = await ctx.db.select({ p: sysMenus.permissions }).from(sysMenus).where(inArray(sysMenus.id, menuIds));
  return rows.flatMap((r) => splitPermissions(r.p));
}

/** The roles of a user save: never one's own roles; added roles only within the editor's permissions. */
export async function assertRolesGrantable(ctx: CallContext, userId: number | undefined, roleIds: number[]) {
  const staff = limited(ctx);
  if (!staff) return;
  const current = userId
    ? new Set(
        (await ctx.db.select({ r: sysUserRoles.roleId }).from(sysUserRoles).where(eq(sysUserRoles.userId, userId))).map(
          (r) => r.r,
        ),
      )
    : new Set<number>();
  const wanted = new Set(roleIds);
  const added = [...wanted].filter((r) => !current.has(r));
  if (userId === staff.id && (added.length || current.size !== wanted.size)) throw forbidden();
  if (!added.length) return;
  const menuIds = (
    await ctx.db
      .selectDistinct({ m: sysRoleMenus.menuId })
      .from(sysRoleMenus)
      .where(inArray(sysRoleMenus.roleId, added))
  ).map((m) => m.m);
  assertHeld(ctx, await permissionsOfMenus(ctx, menuIds));
}

/** The menus of a role save: menus added to the role open only permissions the editor holds. */
export async function assertMenusGrantable(ctx: CallContext, roleId: number | undefined, menuIds: number[]) {
  if (!limited(ctx)) return;
  const current = roleId
    ? new Set(
        (await ctx.db.select({ m: sysRoleMenus.menuId }).from(sysRoleMenus).where(eq(sysRoleMenus.roleId, roleId))).map(
          (m) => m.m,
        ),
      )
    : new Set<number>();
  assertHeld(
    ctx,
    await permissionsOfMenus(
      ctx,
      [...new Set(menuIds)].filter((m) => !current.has(m)),
    ),
  );
}

/** A menu's permission string: permissions added to it must be held by the editor. */
export async function assertPermissionStringGrantable(
  ctx: CallContext,
  menuId: number | undefined,
  permissions: string,
) {
  if (!limited(ctx)) return;
  const before = new Set(menuId ? await permissionsOfMenus(ctx, [menuId]) : []);
  assertHeld(
    ctx,
    splitPermissions(permissions).filter((p) => !before.has(p)),
  );
}
