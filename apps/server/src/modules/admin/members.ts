import { and, eq, ilike, inArray, ne } from 'drizzle-orm';
import { allPortalRights, api, backOffice, libraries, rightsOfServices, serviceKeys } from '@app/contract';

/** The system menus a grant names by id (spec: 61 cosmetics, 76 feed); other rights go by rule name. */
const systemMenuIds = new Set<number>(Object.values(libraries).flatMap((l) => (l.menuId === null ? [] : [l.menuId])));
import { customers, memberRights, members, menuRules } from '../../db/schema/index.js';
import { crudHandlers, given, iso, scopedRows } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { notFound, warn } from '../../lib/errors.js';
import { hashPassword } from '../../lib/tokens.js';
import type { CallContext } from '../../lib/context.js';
import type { Db } from '../../db/client.js';
import { endSessions } from './sessions.js';
import { cancelResetTokens } from '../member/member.repo.js';
import { likePattern } from './text.js';

type MemberRow = typeof members.$inferSelect;
const calls = api.admin.members;
const live = eq(members.deleted, false);

async function toItems(rows: MemberRow[], ctx: CallContext) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p): p is number => !!p))];
  const [custs, rights, parents, rules] = await Promise.all([
    ctx.db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(inArray(customers.id, [...new Set(rows.map((r) => r.customerId))])),
    ctx.db.select().from(memberRights).where(inArray(memberRights.memberId, ids)),
    parentIds.length
      ? ctx.db
          .select({ id: members.id, username: members.username })
          .from(members)
          .where(inArray(members.id, parentIds))
      : [],
    ctx.db.select({ id: menuRules.id, ruleName: menuRules.ruleName }).from(menuRules),
  ]);
  const custName = new Map(custs.map((c) => [c.id, c.name]));
  const parentName = new Map(parents.map((p) => [p.id, p.username]));
  return rows.map((r) => {
    const held = new Set(rights.filter((x) => x.memberId === r.id).map((x) => x.ruleName));
    return {
      id: r.id,
      customerId: r.customerId,
      customerName: custName.get(r.customerId) ?? '',
      username: r.username,
      realName: r.realName,
      email: r.email,
      mobile: r.mobile,
      isSuper: r.isSuper,
      parentId: r.parentId,
      parentName: r.parentId ? (parentName.get(r.parentId) ?? '') : '',
      showParentData: r.showParentData,
      status: r.status,
      emailPush: r.emailPush,
      rights: [...held].sort(),
      menuIds: rules.filter((m) => systemMenuIds.has(m.id) && held.has(m.ruleName)).map((m) => m.id),
      createDate: iso(r.createdAt),
    };
  });
}

async function assertCustomerAndParent(db: Db, customerId: number, parentId: number | null, id?: number) {
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!c) throw notFound();
  if (parentId === null) return;
  if (parentId === id) throw warn('parentInvalid');
  const [p] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, parentId), live));
  if (!p || p.customerId !== customerId) throw warn('parentInvalid');
}

const handlers = crudHandlers(calls, {
  table: members,
  id: members.id,
  dateColumn: members.createdAt,
  sorts: { username: members.username, createDate: members.createdAt, status: members.status },
  where: (f) => [
    given(f.customerId) ? eq(members.customerId, f.customerId) : undefined,
    given(f.username) ? ilike(members.username, likePattern(f.username)) : undefined,
    given(f.status) ? eq(members.status, f.status) : undefined,
  ],
  // Deleted accounts are gone for the back office too; their rows stay for the logs.
  scope: () => live,
  toItems,
  exportName: 'accounts',
  exportColumns: backOffice.members.fields,
  values: async (input, ctx, id) => {
    await assertCustomerAndParent(ctx.db, input.customerId, input.parentId, id);
    const [dup] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.username, input.username), id ? ne(members.id, id) : undefined));
    if (dup) throw warn('usernameTaken');
    return {
      customerId: input.customerId,
      username: input.username,
      realName: input.realName,
      email: input.email,
      mobile: input.mobile,
      isSuper: input.isSuper,
      parentId: input.parentId,
      showParentData: input.showParentData,
      status: input.status,
      ...(input.password
        ? { passwordHash: await hashPassword(input.password), failedLogins: 0, lockedUntil: null }
        : {}),
    };
  },
  afterSave: async (id, input, ctx, creating) => {
    if (!creating && (input.status !== 1 || input.password)) await endSessions(ctx.db, 'member', [id]);
    if (!creating && input.password) await cancelResetTokens(ctx.db, id);
  },
});

export const membersImplementations = implement(calls, {
  ...handlers,
  // Deleting an account keeps its row (logs, messages point at it) but it can never log in again.
  delete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    await scopedRows(ctx, members, members.id, ids, live);
    await ctx.db.update(members).set({ deleted: true, status: 0 }).where(inArray(members.id, ids));
    await endSessions(ctx.db, 'member', ids);
    ctx.say('operationSuccess');
    return { count: ids.length };
  },
  resetPassword: async (input, ctx) => {
    await scopedRows(ctx, members, members.id, [input.id], live);
    await ctx.db
      .update(members)
      .set({ passwordHash: await hashPassword(input.password), failedLogins: 0, lockedUntil: null })
      .where(eq(members.id, input.id));
    await cancelResetTokens(ctx.db, input.id);
    await endSessions(ctx.db, 'member', [input.id]);
    ctx.say('resetSuccess');
    return {};
  },
  setStatus: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    await scopedRows(ctx, members, members.id, ids, live);
    await ctx.db.update(members).set({ status: input.status }).where(inArray(members.id, ids));
    if (input.status !== 1) await endSessions(ctx.db, 'member', ids);
    ctx.say('operationSuccess');
    return { count: ids.length };
  },
  grant: async (input, ctx) => {
    await scopedRows(ctx, members, members.id, [input.id], live);
    const known = new Set<string>(allPortalRights);
    const unknown = input.rights.find((r) => !known.has(r));
    if (unknown) throw warn('unknownRight', { attr: unknown });
    const unknownService = input.services.find((k) => !serviceKeys.includes(k));
    if (unknownService) throw warn('unknownRight', { attr: unknownService });
    // A granted menu (61 cosmetics, 76 feed …) grants the rule it stands for.
    const menuIds = [...new Set(input.menuIds)];
    const rules = menuIds.length ? await ctx.db.select().from(menuRules).where(inArray(menuRules.id, menuIds)) : [];
    if (rules.length !== menuIds.length) throw notFound();
    const names = [...new Set([...input.rights, ...rightsOfServices(input.services), ...rules.map((r) => r.ruleName)])];
    // Delete then insert in one transaction: a failure in between must not leave the member with no rights.
    await ctx.db.transaction(async (tx) => {
      await tx.delete(memberRights).where(eq(memberRights.memberId, input.id));
      if (names.length)
        await tx.insert(memberRights).values(names.map((ruleName) => ({ memberId: input.id, ruleName })));
    });
    ctx.say('operationSuccess');
    return {};
  },
  batchPush: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    await scopedRows(ctx, members, members.id, ids, live);
    await ctx.db.update(members).set({ emailPush: input.emailPush }).where(inArray(members.id, ids));
    ctx.say('operationSuccess');
    return { count: ids.length };
  },
});
