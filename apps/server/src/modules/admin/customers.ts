import { eq, ilike, inArray, sql } from 'drizzle-orm';
import { api, backOffice } from '@app/contract';
import { customers, members } from '../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { warn } from '../../lib/errors.js';
import type { CallContext } from '../../lib/context.js';
import { likePattern } from './text.js';

type CustomerRow = typeof customers.$inferSelect;
const calls = api.admin.customers;

async function toItems(rows: CustomerRow[], ctx: CallContext) {
  if (!rows.length) return [];
  const counts = await ctx.db
    .select({ id: members.customerId, n: sql<number>`count(*)::int` })
    .from(members)
    .where(
      inArray(
        members.customerId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(members.customerId);
  const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enName: r.enName,
    platformName: r.platformName,
    platformEnName: r.platformEnName,
    themeColor: r.themeColor,
    kefuTruename: r.kefuTruename,
    kefuMobile: r.kefuMobile,
    kefuEmail: r.kefuEmail,
    status: r.status,
    memberCount: n.get(r.id) ?? 0,
    createDate: iso(r.createdAt),
  }));
}

export const customersImplementations = implement(
  calls,
  crudHandlers(calls, {
    table: customers,
    id: customers.id,
    dateColumn: customers.createdAt,
    sorts: { name: customers.name, createDate: customers.createdAt },
    where: (f) => [
      given(f.name) ? ilike(customers.name, likePattern(f.name)) : undefined,
      given(f.status) ? eq(customers.status, f.status) : undefined,
    ],
    toItems,
    exportName: 'customers',
    exportColumns: backOffice.customers.fields,
    values: async (input) => ({ ...input }),
    // A customer with accounts (even deleted ones, whose history stays) is kept.
    beforeDelete: async (ids, ctx) => {
      const [m] = await ctx.db
        .select({ id: members.id })
        .from(members)
        .where(inArray(members.customerId, ids))
        .limit(1);
      if (m) throw warn('hasChildren');
    },
  }),
);
