import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { api, type MonitorItem, type MonitorItemKind } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { monitorBriefingEntries, monitorBriefings, monitorItems } from '../../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../../lib/crud.js';
import { warn } from '../../../lib/errors.js';
import { likePattern } from '../../admin/text.js';

type ItemRow = typeof monitorItems.$inferSelect;
const m = monitorItems;

export const toMonitorItem = (r: ItemRow): MonitorItem => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  source: r.source,
  itemDate: r.itemDate,
  categories: r.categories,
  hazards: r.hazards,
  summary: r.summary,
  link: r.link,
  origin: r.origin,
  demo: r.demo,
});

/** Comma, 、 or newline separated text of the form ↔ the stored list. */
const toList = (s: string) =>
  [
    ...new Set(
      s
        .split(/[,，、;；\n]+/)
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ].slice(0, 30);

/** The back office's CRUD of monitoring items; a staff-made item is origin staff. */
export const monitorItemCrud = crudHandlers(api.admin.monitorItems, {
  table: m,
  id: m.id,
  dateColumn: m.itemDate,
  sorts: { itemDate: m.itemDate, title: m.title, kind: m.kind },
  where: (f) => [
    given(f.kind) ? eq(m.kind, f.kind) : undefined,
    given(f.origin) ? eq(m.origin, f.origin) : undefined,
    given(f.title) ? ilike(m.title, likePattern(f.title)) : undefined,
  ],
  toItems: async (rows: ItemRow[]) =>
    rows.map((r) => ({
      ...toMonitorItem(r),
      categories: r.categories.join('，'),
      hazards: r.hazards.join('，'),
      createDate: iso(r.createdAt),
    })),
  exportName: 'monitor-items',
  exportColumns: ['kind', 'title', 'source', 'itemDate', 'categories', 'hazards', 'origin', 'link', 'demo'].map(
    (k) => ({ header: k, key: k }),
  ),
  values: async (input, _ctx, id) => ({
    kind: input.kind,
    title: input.title,
    source: input.source,
    itemDate: input.itemDate,
    categories: toList(input.categories),
    hazards: toList(input.hazards),
    summary: input.summary,
    link: input.link,
    demo: input.demo,
    updatedAt: sql`now()`,
    // A derived item edited by staff keeps its origin (and its link to the source row).
    ...(id === undefined ? { origin: 'staff' as const } : {}),
  }),
  // A published issue is what members read: its items stay.
  beforeDelete: async (ids, ctx) => {
    const [used] = await ctx.db
      .select({ n: count() })
      .from(monitorBriefingEntries)
      .innerJoin(monitorBriefings, eq(monitorBriefings.id, monitorBriefingEntries.briefingId))
      .where(and(inArray(monitorBriefingEntries.itemId, ids), eq(monitorBriefings.status, 'published')));
    if (Number(used?.n ?? 0) > 0) throw warn('monitorItemInBriefing');
  },
});

/** Columns a member may sort by (an unknown key keeps the default, newest first); the id keeps pages stable. */
const memberSorts = { itemDate: m.itemDate, kind: m.kind, source: m.source } as const;
function memberOrder(q: { sort?: string; order?: 'asc' | 'desc' }) {
  const col = memberSorts[q.sort as keyof typeof memberSorts] ?? m.itemDate;
  const dir = q.order === 'asc' ? asc : desc;
  return [dir(col), dir(m.id)];
}

/**
 * Monitoring items for members, newest first. The table grows by at most a few thousand rows a
 * day (three sources, each capped per run) and the keyword is matched against title and summary
 * only after the kind and date filters, read through the (kind, date) and date indexes.
 */
export async function memberItems(
  database: Database,
  q: {
    page: number;
    pageSize: number;
    sort?: string;
    order?: 'asc' | 'desc';
    kind?: MonitorItemKind | '';
    keyword?: string;
    startDate?: string;
    endDate?: string;
  },
) {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const where = and(
    q.kind ? eq(m.kind, q.kind) : undefined,
    q.startDate ? sql`${m.itemDate} >= ${q.startDate}` : undefined,
    q.endDate ? sql`${m.itemDate} <= ${q.endDate}` : undefined,
    pattern ? or(ilike(m.title, pattern), ilike(m.summary, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(m)
      .where(where)
      .orderBy(...memberOrder(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    database.db.select({ n: count() }).from(m).where(where),
  ]);
  return { list: rows.map(toMonitorItem), total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
}
