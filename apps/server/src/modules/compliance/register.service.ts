import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ItemStatus } from '@app/contract';
import type { Database } from '../../db/client.js';

interface ClauseLink {
  docId: number;
  library: string;
  module: string;
  anchor: string;
  label: string;
  docTitle: string;
  docNumber: string | null;
}
import { cmpItemCounts, cmpItems, cmpObligations, members } from '../../db/schema/index.js';
import { iso } from '../../lib/crud.js';

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  status?: string;
  kind?: string;
  keyword?: string;
  ownerId?: number;
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const sorts: Record<string, SQL> = {
  updatedAt: sql`${cmpItems.updatedAt}`,
  status: sql`${cmpItems.status}`,
  nextReview: sql`${cmpItems.nextReview}`,
  code: sql`${cmpItems.code}`,
};

/** How a document is named beside a clause: a standard by its number, a law by its short title. */
export const docShortName = (c: { module: string; docNumber: string | null; docTitle: string }) =>
  c.module === 'biaozhun' && c.docNumber ? c.docNumber : c.docTitle.replace(/^中华人民共和国/, '');

/**
 * The clauses an obligation rests on, as a JSON array, each labelled as in the document's current
 * version: a subquery, so a page of items gets its clauses in the same query as its rows.
 */
const clauseLinksOf = (obligationId: SQL | AnyColumn) => sql<ClauseLink[]>`(
  select coalesce(json_agg(json_build_object('docId', oc.doc_id, 'library', d.library, 'module', d.module, 'anchor', oc.anchor, 'label', coalesce(c.label, oc.anchor),
      'docTitle', d.title, 'docNumber', d.doc_number) order by oc.doc_id, c.ordinal), '[]'::json)
  from cmp_obligation_clauses oc
  join lib_documents d on d.id = oc.doc_id
  -- LIMIT 1 keeps the lateral lookup a probe of the (doc, version, anchor) index: joined plainly,
  -- the planner scanned the whole version's clauses for each item (3 ms each, most of a page).
  left join lateral (select c.label, c.ordinal from lib_doc_clauses c where c.doc_id = oc.doc_id and c.version = d.version and c.anchor = oc.anchor limit 1) c on true
  where oc.obligation_id = ${obligationId})`;

/** The clauses of obligations, with the label of the clause in the document's current version. */
export async function clausesOfObligations(database: Database, obligationIds: number[]) {
  if (!obligationIds.length) return new Map<number, ClauseLink[]>();
  // Qualified by hand: drizzle leaves a one-table select's columns bare, and the subquery has its own ids.
  const rows = await database.db
    .select({ id: cmpObligations.id, clauses: clauseLinksOf(sql`${cmpObligations}.${sql.identifier('id')}`) })
    .from(cmpObligations)
    .where(inArray(cmpObligations.id, obligationIds));
  return new Map(rows.map((r) => [r.id, r.clauses]));
}

/** Turns item rows (selected with `itemColumns`) into the contract's register items. */
export function toRegisterItems(rows: ItemRow[]) {
  return rows.map((r) => ({
    id: r.id,
    obligationId: r.obligationId,
    code: r.code,
    title: r.title,
    kind: r.kind as 'mandatory' | 'recommended' | 'own',
    frequency: r.frequency as 'daily',
    status: r.status as ItemStatus,
    reason: r.reason,
    ownerId: r.ownerId,
    ownerName: r.ownerName,
    department: r.department,
    nextReview: r.nextReview,
    clauses: r.clauses,
    openTasks: r.openTasks,
    evidenceCount: r.evidenceCount,
    demo: r.demo,
    updatedAt: iso(r.updatedAt),
  }));
}

export const itemColumns = {
  id: cmpItems.id,
  customerId: cmpItems.customerId,
  obligationId: cmpItems.obligationId,
  status: cmpItems.status,
  reason: cmpItems.reason,
  ownerId: cmpItems.ownerId,
  department: cmpItems.department,
  nextReview: cmpItems.nextReview,
  assessedHashes: cmpItems.assessedHashes,
  demo: cmpItems.demo,
  createdAt: cmpItems.createdAt,
  updatedAt: cmpItems.updatedAt,
  code: cmpObligations.code,
  title: cmpObligations.title,
  kind: cmpObligations.kind,
  frequency: cmpObligations.frequency,
  ownerName: sql<string | null>`coalesce(nullif(${members.realName}, ''), ${members.username})`,
  clauses: clauseLinksOf(cmpItems.obligationId),
  openTasks: sql<number>`(select count(*)::int from cmp_tasks t where t.item_id = ${cmpItems.id} and t.status <> 'done')`,
  evidenceCount: sql<number>`(select count(*)::int from cmp_evidence e where e.item_id = ${cmpItems.id})`,
};
type ItemRow = SelectResultFields<typeof itemColumns>;

/**
 * Counts by status of the scope. Without a filter on the obligation or the owner they come from
 * the trigger-kept summary (cmp_item_counts) instead of counting up to 10,000 items per page.
 */
/**
 * A member's obligations are the register's items they own and those nobody owns yet: the
 * register built from the profile assigns no owner, and 我的合规义务 read empty beside its items.
 */
const ownedOrUnowned = (memberId: number) => or(eq(cmpItems.ownerId, memberId), isNull(cmpItems.ownerId));

async function statusCounts(
  database: Database,
  customerId: number,
  q: ListQuery,
  mineOf: number | undefined,
  filters: (SQL | undefined)[],
  needsObligation: boolean,
) {
  const { db } = database;
  if (!q.kind && !q.keyword && !q.ownerId) {
    return db
      .select({ status: cmpItemCounts.status, n: sql<number>`sum(${cmpItemCounts.n})::int` })
      .from(cmpItemCounts)
      .where(
        and(
          eq(cmpItemCounts.customerId, customerId),
          // The summary keeps "no owner" as 0.
          mineOf ? inArray(cmpItemCounts.ownerId, [mineOf, 0]) : undefined,
        ),
      )
      .groupBy(cmpItemCounts.status);
  }
  const countQuery = db.select({ status: cmpItems.status, n: sql<number>`count(*)::int` }).from(cmpItems);
  return (
    needsObligation ? countQuery.innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId)) : countQuery
  )
    .where(and(eq(cmpItems.customerId, customerId), mineOf ? ownedOrUnowned(mineOf) : undefined, ...filters))
    .groupBy(cmpItems.status);
}

/**
 * The keyword test on an obligation: its title or code contains the keyword (ILIKE). The GIN
 * index over the pieces of code and title (migration 0025) finds the few obligations holding
 * every two-character piece of the keyword first; the ILIKE then keeps exactly the matches.
 */
export const obligationKeyword = (keyword: string) =>
  and(
    sql`${cmpObligations.grams} @> cmp_key_grams(${keyword})`,
    or(ilike(cmpObligations.title, likeText(keyword)), ilike(cmpObligations.code, likeText(keyword))),
  );

/**
 * Which rows of the ordered scope make the page. A page past the middle is read from the far
 * end in the opposite order (the last page of 10,000 items then skips 0 index entries, not
 * 9,980); the total is exact, from the counts. A write between the two queries can shift such
 * a page by a row, as it can shift any offset page.
 */
function pageWindow(page: number, pageSize: number, total: number | undefined) {
  const offset = (page - 1) * pageSize;
  if (total === undefined || offset + pageSize / 2 <= total / 2) return { offset, limit: pageSize, reversed: false };
  const limit = Math.max(0, Math.min(pageSize, total - offset));
  return { offset: Math.max(0, total - offset - limit), limit, reversed: true };
}

/**
 * One page of a customer's register. The customer id always comes from the session, never from
 * the input; `mine` narrows to the caller's items. Counts by status are over the same scope
 * without the status filter, for the progress bar and the filter chips.
 *
 * The page is found first on the item indexes alone (ids only, so the offset skips index
 * entries, not joined rows), then those ids are joined to obligations and owners. Every sort
 * has an index on the items (customer, sort column, id); the first page runs beside the counts,
 * a later one after them (it needs the total to choose its end).
 */
export async function listRegister(database: Database, customerId: number, q: ListQuery, mineOf?: number) {
  const { db } = database;
  const filters = [
    q.kind ? eq(cmpObligations.kind, q.kind) : undefined,
    q.ownerId ? eq(cmpItems.ownerId, q.ownerId) : undefined,
    q.keyword ? obligationKeyword(q.keyword) : undefined,
  ];
  const needsObligation = Boolean(q.kind || q.keyword);
  const sortBy = sorts[q.sort ?? ''] ?? sql`${cmpItems.id}`;
  const where = and(
    eq(cmpItems.customerId, customerId),
    mineOf ? ownedOrUnowned(mineOf) : undefined,
    ...filters,
    q.status ? eq(cmpItems.status, q.status) : undefined,
  );
  const ordering = (ascending: boolean) => {
    const direction = ascending ? asc : desc;
    return [direction(sortBy), direction(cmpItems.id)];
  };
  const ascending = q.order === 'asc';
  const pageRows = (window: { offset: number; limit: number; reversed: boolean }) => {
    const ids = db.select({ id: cmpItems.id }).from(cmpItems);
    const pageIds = (
      needsObligation ? ids.innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId)) : ids
    )
      .where(where)
      .orderBy(...ordering(window.reversed ? !ascending : ascending))
      .limit(window.limit)
      .offset(window.offset);
    return db
      .select(itemColumns)
      .from(cmpItems)
      .innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId))
      .leftJoin(members, eq(members.id, cmpItems.ownerId))
      .where(inArray(cmpItems.id, pageIds))
      .orderBy(...ordering(ascending));
  };
  const counted = statusCounts(database, customerId, q, mineOf, filters, needsObligation);
  const totalOf = (countRows: Awaited<typeof counted>) =>
    q.status ? (countRows.find((c) => c.status === q.status)?.n ?? 0) : countRows.reduce((s, c) => s + c.n, 0);
  let rows: Awaited<ReturnType<typeof pageRows>>;
  let countRows: Awaited<typeof counted>;
  if (q.page <= 1) [rows, countRows] = await Promise.all([pageRows(pageWindow(1, q.pageSize, undefined)), counted]);
  else {
    countRows = await counted;
    const window = pageWindow(q.page, q.pageSize, totalOf(countRows));
    rows = window.limit > 0 ? await pageRows(window) : [];
  }
  const counts = Object.fromEntries(countRows.filter((c) => c.n > 0).map((c) => [c.status, c.n]));
  return { list: toRegisterItems(rows), total: totalOf(countRows), page: q.page, pageSize: q.pageSize, counts };
}
