import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ItemStatus } from '@app/contract';

interface ClauseLink { docId: number; library: string; module: string; anchor: string; label: string; docTitle: string; docNumber: string | null }
import type { Database } from '../../db/client.js';
import { cmpEvidence, cmpItems, cmpObligationClauses, cmpObligations, cmpTasks, libDocClauses, libDocuments, members } from '../../db/schema/index.js';
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
  code: sql`${cmpObligations.code}`,
};

/** How a document is named beside a clause: a standard by its number, a law by its short title. */
export const docShortName = (c: { module: string; docNumber: string | null; docTitle: string }) =>
  c.module === 'biaozhun' && c.docNumber ? c.docNumber : c.docTitle.replace(/^中华人民共和国/, '');

/** The clauses of obligations, with the label of the clause in the document's current version. */
export async function clausesOfObligations(database: Database, obligationIds: number[]) {
  if (!obligationIds.length) return new Map<number, ClauseLink[]>();
  const rows = await database.db
    .select({ obligationId: cmpObligationClauses.obligationId, docId: cmpObligationClauses.docId, library: libDocuments.library, module: libDocuments.module, anchor: cmpObligationClauses.anchor, label: libDocClauses.label, docTitle: libDocuments.title, docNumber: libDocuments.docNumber })
    .from(cmpObligationClauses)
    .innerJoin(libDocuments, eq(libDocuments.id, cmpObligationClauses.docId))
    .leftJoin(libDocClauses, and(eq(libDocClauses.docId, cmpObligationClauses.docId), eq(libDocClauses.version, libDocuments.version), eq(libDocClauses.anchor, cmpObligationClauses.anchor)))
    .where(inArray(cmpObligationClauses.obligationId, obligationIds))
    .orderBy(asc(cmpObligationClauses.docId), asc(libDocClauses.ordinal));
  const out = new Map<number, ClauseLink[]>();
  for (const r of rows) out.set(r.obligationId, [...(out.get(r.obligationId) ?? []), { docId: r.docId, library: r.library, module: r.module, anchor: r.anchor, label: r.label ?? r.anchor, docTitle: r.docTitle, docNumber: r.docNumber }]);
  return out;
}

/** Turns item rows into the contract's register items (clauses, open tasks, evidence counts for the page only). */
export async function toRegisterItems(database: Database, rows: (typeof cmpItems.$inferSelect & { code: string; title: string; kind: string; frequency: string; ownerName: string | null })[]) {
  const ids = rows.map((r) => r.id);
  const clauses = await clausesOfObligations(database, [...new Set(rows.map((r) => r.obligationId))]);
  const tasks = ids.length
    ? await database.db.select({ itemId: cmpTasks.itemId, n: sql<number>`count(*)::int` }).from(cmpTasks).where(and(inArray(cmpTasks.itemId, ids), sql`${cmpTasks.status} <> 'done'`)).groupBy(cmpTasks.itemId)
    : [];
  const files = ids.length ? await database.db.select({ itemId: cmpEvidence.itemId, n: sql<number>`count(*)::int` }).from(cmpEvidence).where(inArray(cmpEvidence.itemId, ids)).groupBy(cmpEvidence.itemId) : [];
  const taskN = new Map(tasks.map((t) => [t.itemId, t.n]));
  const fileN = new Map(files.map((t) => [t.itemId, t.n]));
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
    clauses: clauses.get(r.obligationId) ?? [],
    openTasks: taskN.get(r.id) ?? 0,
    evidenceCount: fileN.get(r.id) ?? 0,
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
};

/**
 * One page of a customer's register. The customer id always comes from the session, never from
 * the input; `mine` narrows to the caller's items. Counts by status are over the same scope
 * without the status filter, for the progress bar and the filter chips.
 */
export async function listRegister(database: Database, customerId: number, q: ListQuery, mineOf?: number) {
  const { db } = database;
  const scope = [eq(cmpItems.customerId, customerId), mineOf ? eq(cmpItems.ownerId, mineOf) : undefined];
  const filters = [
    q.kind ? eq(cmpObligations.kind, q.kind) : undefined,
    q.ownerId ? eq(cmpItems.ownerId, q.ownerId) : undefined,
    q.keyword ? or(ilike(cmpObligations.title, likeText(q.keyword)), ilike(cmpObligations.code, likeText(q.keyword))) : undefined,
  ];
  const where = and(...scope, ...filters, q.status ? eq(cmpItems.status, q.status) : undefined);
  const sortBy = sorts[q.sort ?? ''] ?? sql`${cmpItems.id}`;
  const direction = q.order === 'asc' ? asc : desc;
  const needsObligation = Boolean(q.kind || q.keyword || q.sort === 'code');
  const countQuery = db.select({ status: cmpItems.status, n: sql<number>`count(*)::int` }).from(cmpItems);
  const [rows, countRows] = await Promise.all([
    db
      .select(itemColumns)
      .from(cmpItems)
      .innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId))
      .leftJoin(members, eq(members.id, cmpItems.ownerId))
      .where(where)
      .orderBy(direction(sortBy), direction(cmpItems.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    (needsObligation ? countQuery.innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId)) : countQuery).where(and(...scope, ...filters)).groupBy(cmpItems.status),
  ]);
  const counts = Object.fromEntries(countRows.map((c) => [c.status, c.n]));
  const total = q.status ? (counts[q.status] ?? 0) : countRows.reduce((s, c) => s + c.n, 0);
  return { list: await toRegisterItems(database, rows), total, page: q.page, pageSize: q.pageSize, counts };
}
