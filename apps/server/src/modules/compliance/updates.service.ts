import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { diffChars } from 'diff';
import type { Database } from '../../db/client.js';
import { cmpItemHistory, cmpItems, cmpObligations, cmpTasks, cmpUpdates, libDocuments } from '../../db/schema/index.js';
import { iso } from '../../lib/crud.js';
import { notFound } from '../../lib/errors.js';
import { findClause } from '../clauses/index.js';
import { colleague, currentHashes } from './items.service.js';

type UpdateRow = typeof cmpUpdates.$inferSelect;

export async function toUpdateItems(database: Database, rows: UpdateRow[]) {
  if (!rows.length) return [];
  const docs = await database.db
    .select({
      id: libDocuments.id,
      title: libDocuments.title,
      docNumber: libDocuments.docNumber,
      library: libDocuments.library,
      module: libDocuments.module,
    })
    .from(libDocuments)
    .where(inArray(libDocuments.id, [...new Set(rows.map((r) => r.docId))]));
  const titles = await database.db
    .select({ id: cmpItems.id, title: cmpObligations.title })
    .from(cmpItems)
    .innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId))
    .where(inArray(cmpItems.id, [...new Set(rows.map((r) => r.itemId))]));
  const doc = new Map(docs.map((d) => [d.id, d]));
  const title = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((r) => ({
    id: r.id,
    itemId: r.itemId,
    obligationTitle: title.get(r.itemId) ?? '',
    docId: r.docId,
    library: doc.get(r.docId)?.library ?? 'biaofa',
    module: doc.get(r.docId)?.module ?? 'biaozhun',
    docTitle: doc.get(r.docId)?.title ?? '',
    docNumber: doc.get(r.docId)?.docNumber ?? null,
    anchor: r.anchor,
    cause: r.cause as 'content' | 'replaced' | 'abolished',
    change: r.change,
    substantive: r.substantive,
    fromVersion: r.fromVersion,
    toVersion: r.toVersion,
    effectiveDate: r.effectiveDate,
    decision: r.decision as 'no_impact' | 'acknowledged' | 'action' | null,
    note: r.note,
    taskId: r.taskId,
    createdAt: iso(r.createdAt),
  }));
}

export async function listUpdates(
  database: Database,
  customerId: number,
  q: { page: number; pageSize: number; state: 'pending' | 'decided' | 'all' },
) {
  const where = and(
    eq(cmpUpdates.customerId, customerId),
    q.state === 'pending'
      ? isNull(cmpUpdates.decision)
      : q.state === 'decided'
        ? isNotNull(cmpUpdates.decision)
        : undefined,
  );
  const [rows, [count]] = await Promise.all([
    database.db
      .select()
      .from(cmpUpdates)
      .where(where)
      .orderBy(desc(cmpUpdates.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmpUpdates)
      .where(where),
  ]);
  return { list: await toUpdateItems(database, rows), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

async function ownUpdate(database: Database, customerId: number, id: number) {
  const [row] = await database.db
    .select()
    .from(cmpUpdates)
    .where(and(eq(cmpUpdates.id, id), eq(cmpUpdates.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/** An update with the clause text before and after, and the character diff between them. */
export async function updateDetail(database: Database, customerId: number, id: number) {
  const row = await ownUpdate(database, customerId, id);
  const before = row.fromVersion ? await findClause(database, row.docId, row.anchor, row.fromVersion) : undefined;
  const after =
    row.cause === 'content'
      ? await findClause(database, row.docId, row.anchor, row.toVersion ?? undefined)
      : await findClause(database, row.docId, row.anchor);
  const oldText = before?.text ?? (row.cause === 'content' ? '' : (after?.text ?? ''));
  const newText = row.cause === 'content' ? (after?.text ?? '') : oldText;
  const parts = diffChars(oldText, newText).map((p) => ({
    kind: p.added ? ('added' as const) : p.removed ? ('removed' as const) : ('same' as const),
    text: p.value,
  }));
  return { ...(await toUpdateItems(database, [row]))[0]!, oldText, newText, parts };
}

/**
 * Records the decision. "action" creates a task (the item stays 待复核 until it is assessed
 * again); "no impact" and "acknowledged" return the item to the status it had before the
 * review once no other update of it is pending, assessed against the new clause text.
 */
export async function decideUpdate(
  database: Database,
  customerId: number,
  memberId: number,
  id: number,
  input: { decision: 'no_impact' | 'acknowledged' | 'action'; note?: string; assigneeId?: number; dueDate?: string },
) {
  const { db } = database;
  const row = await ownUpdate(database, customerId, id);
  if (input.assigneeId) await colleague(database, customerId, input.assigneeId);
  const [item] = await db
    .select({
      id: cmpItems.id,
      obligationId: cmpItems.obligationId,
      status: cmpItems.status,
      title: cmpObligations.title,
    })
    .from(cmpItems)
    .innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId))
    .where(eq(cmpItems.id, row.itemId));
  if (!item) throw notFound();
  let taskId: number | null = null;
  await db.transaction(async (tx) => {
    if (input.decision === 'action') {
      const [task] = await tx
        .insert(cmpTasks)
        .values({
          customerId,
          title: `复核：${item.title}`,
          description: input.note ?? '',
          itemId: item.id,
          updateId: row.id,
          assigneeId: input.assigneeId ?? null,
          dueDate: input.dueDate || null,
          createdBy: memberId,
        })
        .returning({ id: cmpTasks.id });
      taskId = task!.id;
    }
    await tx
      .update(cmpUpdates)
      .set({
        decision: input.decision,
        note: input.note ?? '',
        decidedBy: memberId,
        decidedAt: new Date().toISOString(),
        taskId,
      })
      .where(eq(cmpUpdates.id, row.id));
    await tx.insert(cmpItemHistory).values({
      itemId: item.id,
      memberId,
      field: 'decision',
      fromValue: '',
      toValue: input.decision,
      note: input.note ?? '',
    });
  });
  if (input.decision !== 'action') await settleItem(database, item.id, item.obligationId, memberId);
  return { taskId };
}

/** When nothing is pending any more, the item goes back to its status before the review. */
async function settleItem(database: Database, itemId: number, obligationId: number, memberId: number) {
  const { db } = database;
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cmpUpdates)
    .where(and(eq(cmpUpdates.itemId, itemId), isNull(cmpUpdates.decision)));
  if (pending?.n) return;
  const [item] = await db.select({ status: cmpItems.status }).from(cmpItems).where(eq(cmpItems.id, itemId));
  if (item?.status !== 'review') return;
  const [before] = await db
    .select({ fromValue: cmpItemHistory.fromValue })
    .from(cmpItemHistory)
    .where(
      and(eq(cmpItemHistory.itemId, itemId), eq(cmpItemHistory.field, 'status'), eq(cmpItemHistory.toValue, 'review')),
    )
    .orderBy(desc(cmpItemHistory.id))
    .limit(1);
  const status = before?.fromValue && before.fromValue !== 'review' ? before.fromValue : 'unassessed';
  await db
    .update(cmpItems)
    .set({ status, assessedHashes: await currentHashes(database, obligationId), updatedAt: new Date().toISOString() })
    .where(eq(cmpItems.id, itemId));
  await db
    .insert(cmpItemHistory)
    .values({ itemId, memberId, field: 'status', fromValue: 'review', toValue: status, note: 'decided' });
}
