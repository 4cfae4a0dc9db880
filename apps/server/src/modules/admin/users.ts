import { and, eq, ilike, inArray, ne } from 'drizzle-orm';
import { api, backOffice } from '@app/contract';
import { sysDepts, sysRoles, sysUserRoles, sysUsers } from '../../db/schema/index.js';
import { assertExisting } from './rows.js';
import { crudHandlers, given, iso } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { warn } from '../../lib/errors.js';
import { hashPassword } from '../../lib/tokens.js';
import type { CallContext } from '../../lib/context.js';
import { endSessions } from './sessions.js';
import { assertDeptAllowed, deptScope } from './scope.js';
import { likePattern } from './text.js';
import { assertRolesGrantable } from './grant-limits.js';

type UserRow = typeof sysUsers.$inferSelect;
const calls = api.admin.users;

async function toItems(rows: UserRow[], ctx: CallContext) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [depts, roles] = await Promise.all([
    ctx.db
      .select({ id: sysDepts.id, name: sysDepts.name })
      .from(sysDepts)
      .where(inArray(sysDepts.id, [...new Set(rows.map((r) => r.deptId))])),
    ctx.db.select().from(sysUserRoles).where(inArray(sysUserRoles.userId, ids)),
  ]);
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    realName: r.realName,
    deptId: r.deptId,
    deptName: deptName.get(r.deptId) ?? '',
    email: r.email,
    mobile: r.mobile,
    gender: r.gender,
    status: r.status,
    superAdmin: r.superAdmin,
    roleIdList: roles.filter((x) => x.userId === r.id).map((x) => x.roleId),
    emailSet: r.email !== '',
    pushSet: r.pushSet,
    createDate: iso(r.createdAt),
  }));
}

export const usersImplementations = implement(
  calls,
  crudHandlers(calls, {
    table: sysUsers,
    id: sysUsers.id,
    dateColumn: sysUsers.createdAt,
    sorts: { username: sysUsers.username, createDate: sysUsers.createdAt, status: sysUsers.status },
    where: (f) => [
      given(f.username) ? ilike(sysUsers.username, likePattern(f.username)) : undefined,
      given(f.deptId) ? eq(sysUsers.deptId, f.deptId) : undefined,
      given(f.status) ? eq(sysUsers.status, f.status) : undefined,
      given(f.gender) ? eq(sysUsers.gender, f.gender) : undefined,
    ],
    scope: deptScope(sysUsers.deptId),
    toItems,
    exportName: 'users',
    exportColumns: backOffice.users.fields,
    values: async (input, ctx, id) => {
      assertDeptAllowed(ctx, input.deptId);
      await assertExisting(ctx.db, sysDepts, [input.deptId]);
      await assertExisting(ctx.db, sysRoles, input.roleIdList);
      await assertRolesGrantable(ctx, id, input.roleIdList);
      const [dup] = await ctx.db
        .select({ id: sysUsers.id })
        .from(sysUsers)
        .where(and(eq(sysUsers.username, input.username), id ? ne(sysUsers.id, id) : undefined));
      if (dup) throw warn('usernameTaken');
      if (id) {
        const [current] = await ctx.db.select().from(sysUsers).where(eq(sysUsers.id, id));
        if (current?.superAdmin && input.status !== 1) throw warn('superProtected');
      }
      return {
        username: input.username,
        realName: input.realName,
        deptId: input.deptId,
        email: input.email,
        mobile: input.mobile,
        gender: input.gender,
        status: input.status,
        pushSet: input.pushSet,
        ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      };
    },
    afterSave: async (id, input, ctx, creating) => {
      if (!creating) await ctx.db.delete(sysUserRoles).where(eq(sysUserRoles.userId, id));
      const roleIds = [...new Set(input.roleIdList)];
      if (roleIds.length) await ctx.db.insert(sysUserRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
      // A stopped user or a changed password ends the user's sessions at once.
      if (!creating && (input.status !== 1 || input.password)) await endSessions(ctx.db, 'staff', [id]);
    },
    beforeDelete: async (ids, ctx) => {
      const rows = await ctx.db.select().from(sysUsers).where(inArray(sysUsers.id, ids));
      if (rows.some((r) => r.superAdmin || r.id === ctx.staff?.id)) throw warn('superProtected');
      await endSessions(ctx.db, 'staff', ids);
    },
  }),
);
