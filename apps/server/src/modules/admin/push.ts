import { eq, ilike, inArray } from 'drizzle-orm';
import { api } from '@app/contract';
import { customers, memberPushSettings, members } from '../../db/schema/index.js';
import { given, iso, listHandlers, scopedRows } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import type { CallContext } from '../../lib/context.js';
import { likePattern } from './text.js';

type MemberRow = typeof members.$inferSelect;
const calls = api.admin.push;
const live = eq(members.deleted, false);

async function toItems(rows: MemberRow[], ctx: CallContext) {
  if (!rows.length) return [];
  const [settings, custs] = await Promise.all([
    ctx.db
      .select()
      .from(memberPushSettings)
      .where(
        inArray(
          memberPushSettings.memberId,
          rows.map((r) => r.id),
        ),
      ),
    ctx.db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(inArray(customers.id, [...new Set(rows.map((r) => r.customerId))])),
  ]);
  const byMember = new Map(settings.map((s) => [s.memberId, s]));
  const custName = new Map(custs.map((c) => [c.id, c.name]));
  return rows.map((r) => {
    const s = byMember.get(r.id);
    return {
      memberId: r.id,
      username: r.username,
      customerId: r.customerId,
      customerName: custName.get(r.customerId) ?? '',
      email: r.email,
      emailPush: r.emailPush,
      frequency: s?.frequency ?? 'daily',
      sendHour: s?.sendHour ?? 8,
      recipients: s?.recipients ?? r.email,
      lastSentAt: s?.lastSentAt ? iso(s.lastSentAt) : null,
    };
  });
}

const listing = listHandlers(
  { page: calls.page, export: calls.page },
  {
    table: members,
    id: members.id,
    dateColumn: members.createdAt,
    sorts: { username: members.username },
    where: (f) => [
      given(f.username) ? ilike(members.username, likePattern(f.username)) : undefined,
      given(f.customerId) ? eq(members.customerId, f.customerId) : undefined,
      given(f.emailPush) ? eq(members.emailPush, f.emailPush === '1') : undefined,
    ],
    scope: () => live,
    toItems,
    exportName: 'push',
    exportColumns: [],
  },
);

export const pushImplementations = implement(calls, {
  page: listing.page,
  update: async (input, ctx) => {
    await scopedRows(ctx, members, members.id, [input.memberId], live);
    const recipients = input.recipients
      .split(/[,;\s]+/)
      .filter(Boolean)
      .join(',');
    await ctx.db.update(members).set({ emailPush: input.emailPush }).where(eq(members.id, input.memberId));
    const values = { frequency: input.frequency, sendHour: input.sendHour, recipients };
    await ctx.db
      .insert(memberPushSettings)
      .values({ memberId: input.memberId, ...values })
      .onConflictDoUpdate({ target: memberPushSettings.memberId, set: values });
    ctx.say('operationSuccess');
    return {};
  },
});
