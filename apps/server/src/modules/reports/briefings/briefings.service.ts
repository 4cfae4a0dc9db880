import { and, asc, count, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import { api, type BriefingDetail } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { monitorBriefingEntries, monitorBriefings, monitorItems } from '../../../db/schema/index.js';
import type { MemberPrincipal } from '../../../lib/context.js';
import { crudHandlers, given, iso } from '../../../lib/crud.js';
import { forbidden, notFound, warn } from '../../../lib/errors.js';
import { likePattern } from '../../admin/text.js';
import { toMonitorItem } from './items.service.js';

type BriefingRow = typeof monitorBriefings.$inferSelect;
type EntryRow = typeof monitorBriefingEntries.$inferSelect;
const b = monitorBriefings;
const e = monitorBriefingEntries;

/** The briefing pages' right, or the area's parent right report_new (the route table's parentPer). */
export const briefingRights = ['report_news_report', 'report_new'] as const;
export function requireBriefingRight(member: MemberPrincipal) {
  if (member.isSuper || briefingRights.some((r) => member.rights.has(r))) return;
  throw forbidden();
}

async function entryCounts(database: Pick<Database, 'db'>, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await database.db
    .select({ id: e.briefingId, n: count() })
    .from(e)
    .where(inArray(e.briefingId, ids))
    .groupBy(e.briefingId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const toSummary = (r: BriefingRow, entries: number) => ({
  id: r.id,
  title: r.title,
  issueNo: r.issueNo,
  intro: r.intro,
  publishedAt: r.publishedAt ? iso(r.publishedAt) : '',
  entryCount: entries,
  demo: r.demo,
});

/** The back office's CRUD of briefing issues; a new issue without a number gets the next one. */
export const briefingCrud = crudHandlers(api.admin.briefings, {
  table: b,
  id: b.id,
  dateColumn: b.createdAt,
  sorts: { issueNo: b.issueNo, title: b.title, publishedAt: b.publishedAt },
  where: (f) => [
    given(f.title) ? ilike(b.title, likePattern(f.title)) : undefined,
    given(f.status) ? eq(b.status, f.status) : undefined,
  ],
  toItems: async (rows: BriefingRow[], ctx) => {
    const counts = await entryCounts(
      ctx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...toSummary(r, counts.get(r.id) ?? 0),
      status: r.status,
      createDate: iso(r.createdAt),
    }));
  },
  exportName: 'briefings',
  exportColumns: ['issueNo', 'title', 'status', 'publishedAt', 'entryCount'].map((k) => ({ header: k, key: k })),
  values: async (input, ctx) => {
    let issueNo = input.issueNo;
    if (!issueNo) {
      const [last] = await ctx.db.select({ n: max(b.issueNo) }).from(b);
      issueNo = Number(last?.n ?? 0) + 1;
    }
    return { title: input.title, issueNo, intro: input.intro, demo: input.demo, updatedAt: sql`now()` };
  },
});

type EntryItem = EntryRow & {
  briefingTitle: string;
  itemTitle: string;
  itemKind: BriefingDetail['entries'][number]['item']['kind'];
};

/** The back office's CRUD of an issue's items: which item, where in the issue, with what commentary. */
export const briefingEntryCrud = crudHandlers(api.admin.briefingEntries, {
  table: e,
  id: e.id,
  // Entries carry no date: the kit's default order uses their place in the issue.
  dateColumn: e.sort,
  sorts: { sort: e.sort },
  where: (f) => [given(f.briefingId) ? eq(e.briefingId, Number(f.briefingId)) : undefined],
  toItems: async (rows: EntryRow[], ctx) => {
    if (!rows.length) return [];
    const briefings = new Map(
      (
        await ctx.db
          .select({ id: b.id, title: b.title })
          .from(b)
          .where(inArray(b.id, [...new Set(rows.map((r) => r.briefingId))]))
      ).map((x) => [x.id, x.title]),
    );
    const items = new Map(
      (
        await ctx.db
          .select({ id: monitorItems.id, title: monitorItems.title, kind: monitorItems.kind })
          .from(monitorItems)
          .where(inArray(monitorItems.id, [...new Set(rows.map((r) => r.itemId))]))
      ).map((x) => [x.id, x]),
    );
    return rows.map((r): EntryItem => ({
      ...r,
      briefingTitle: briefings.get(r.briefingId) ?? '',
      itemTitle: items.get(r.itemId)?.title ?? '',
      itemKind: items.get(r.itemId)?.kind ?? 'news',
    }));
  },
  exportName: 'briefing-items',
  exportColumns: ['briefingTitle', 'sort', 'itemTitle', 'commentary'].map((k) => ({ header: k, key: k })),
  values: async (input, ctx, id) => {
    const [briefing] = await ctx.db.select({ id: b.id }).from(b).where(eq(b.id, input.briefingId));
    const [item] = await ctx.db
      .select({ id: monitorItems.id })
      .from(monitorItems)
      .where(eq(monitorItems.id, input.itemId));
    if (!briefing || !item) throw notFound();
    const [taken] = await ctx.db
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.briefingId, input.briefingId), eq(e.itemId, input.itemId)));
    if (taken && taken.id !== id) throw warn('briefingEntryTaken');
    let sort = input.sort;
    if (!sort) {
      const [last] = await ctx.db
        .select({ n: max(e.sort) })
        .from(e)
        .where(eq(e.briefingId, input.briefingId));
      sort = Number(last?.n ?? 0) + 1;
    }
    return { briefingId: input.briefingId, itemId: input.itemId, sort, commentary: input.commentary };
  },
});

/** Published issues for members, newest first. */
export async function publishedBriefings(database: Database, q: { page: number; pageSize: number }) {
  const where = eq(b.status, 'published');
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(b)
      .where(where)
      .orderBy(desc(b.publishedAt), desc(b.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    database.db.select({ n: count() }).from(b).where(where),
  ]);
  const counts = await entryCounts(
    database,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => toSummary(r, counts.get(r.id) ?? 0)),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One issue with its items in order; a draft is "not found" for members. */
export async function briefingDetail(database: Database, id: number, drafts = false): Promise<BriefingDetail> {
  const [row] = await database.db
    .select()
    .from(b)
    .where(drafts ? eq(b.id, id) : and(eq(b.id, id), eq(b.status, 'published')));
  if (!row) throw notFound();
  const entries = await database.db
    .select({ entry: e, item: monitorItems })
    .from(e)
    .innerJoin(monitorItems, eq(monitorItems.id, e.itemId))
    .where(eq(e.briefingId, id))
    .orderBy(asc(e.sort), asc(e.id));
  return {
    ...toSummary(row, entries.length),
    entries: entries.map(({ entry, item }) => ({
      sort: entry.sort,
      commentary: entry.commentary,
      item: toMonitorItem(item),
    })),
  };
}
