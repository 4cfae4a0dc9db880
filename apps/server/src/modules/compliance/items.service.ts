import { and, asc, desc, eq } from 'drizzle-orm';
import type { CompanyProfile, Language } from '@app/contract';
import type { Database } from '../../db/client.js';
import {
  cmpEvidence,
  cmpItemHistory,
  cmpItems,
  cmpObligationClauses,
  cmpObligations,
  cmpProfiles,
  cmpTasks,
  cmpUpdates,
  libDocuments,
  members,
} from '../../db/schema/index.js';
import { iso } from '../../lib/crud.js';
import { notFound, warn } from '../../lib/errors.js';
import { ensureClauses, findClause } from '../clauses/index.js';
import { applies, type Profile } from './applicability.js';
import { itemColumns, toRegisterItems } from './register.service.js';
import { displayName } from './scope.js';
import { historyNoteWords } from './history-notes.js';
import { toTaskItems } from './tasks.service.js';
import { toUpdateItems } from './updates.service.js';

const clauseKey = (docId: number, anchor: string) => `${docId}:${anchor}`;

/**
 * The current core hash (text without layout and punctuation) of every clause an obligation
 * rests on: what an assessment is made against, so a punctuation-only edit does not mark it changed.
 */
export async function currentHashes(database: Database, obligationId: number): Promise<Record<string, string>> {
  const refs = await database.db
    .select()
    .from(cmpObligationClauses)
    .where(eq(cmpObligationClauses.obligationId, obligationId));
  const out: Record<string, string> = {};
  for (const r of refs) {
    const c = await findClause(database, r.docId, r.anchor);
    if (c) out[clauseKey(r.docId, r.anchor)] = c.coreHash;
  }
  return out;
}

/** An item of the customer, or 不存在 (another customer's id looks exactly like a missing one). */
export async function ownItem(database: Database, customerId: number, id: number) {
  const [row] = await database.db
    .select(itemColumns)
    .from(cmpItems)
    .innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId))
    .leftJoin(members, eq(members.id, cmpItems.ownerId))
    .where(and(eq(cmpItems.id, id), eq(cmpItems.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

export async function itemDetail(database: Database, customerId: number, id: number, lang: Language = 'zh-cn') {
  const { db } = database;
  const row = await ownItem(database, customerId, id);
  const [obligation] = await db.select().from(cmpObligations).where(eq(cmpObligations.id, row.obligationId));
  const refs = await db
    .select({
      docId: cmpObligationClauses.docId,
      anchor: cmpObligationClauses.anchor,
      title: libDocuments.title,
      docNumber: libDocuments.docNumber,
      library: libDocuments.library,
      module: libDocuments.module,
      validity: libDocuments.validity,
    })
    .from(cmpObligationClauses)
    .innerJoin(libDocuments, eq(libDocuments.id, cmpObligationClauses.docId))
    .where(eq(cmpObligationClauses.obligationId, row.obligationId));
  const clauses = [];
  for (const r of refs) {
    const c = await findClause(database, r.docId, r.anchor);
    const assessed = row.assessedHashes[clauseKey(r.docId, r.anchor)];
    clauses.push({
      docId: r.docId,
      library: r.library,
      module: r.module,
      docTitle: r.title,
      docNumber: r.docNumber,
      validity: r.validity,
      anchor: r.anchor,
      label: c?.label || r.anchor,
      text: c?.text ?? '',
      hash: c?.hash ?? '',
      changedSinceAssessment: Boolean(assessed && c && assessed !== c.coreHash),
    });
  }
  const history = await db
    .select({
      id: cmpItemHistory.id,
      field: cmpItemHistory.field,
      fromValue: cmpItemHistory.fromValue,
      toValue: cmpItemHistory.toValue,
      note: cmpItemHistory.note,
      at: cmpItemHistory.at,
      realName: members.realName,
      username: members.username,
    })
    .from(cmpItemHistory)
    .leftJoin(members, eq(members.id, cmpItemHistory.memberId))
    .where(eq(cmpItemHistory.itemId, id))
    .orderBy(desc(cmpItemHistory.id))
    .limit(200);
  const noteWords = await historyNoteWords(
    database,
    history.map((h) => h.note),
    lang,
  );
  const files = await evidenceOf(database, { itemId: id });
  const updates = await db
    .select()
    .from(cmpUpdates)
    .where(eq(cmpUpdates.itemId, id))
    .orderBy(desc(cmpUpdates.id))
    .limit(50);
  const tasks = await db.select().from(cmpTasks).where(eq(cmpTasks.itemId, id)).orderBy(desc(cmpTasks.id)).limit(50);
  return {
    item: toRegisterItems([row])[0]!,
    requirement: obligation?.requirement ?? '',
    evidence: obligation?.evidence ?? '',
    clauses,
    history: history.map((h) => ({
      id: h.id,
      field: h.field,
      fromValue: h.fromValue,
      toValue: h.toValue,
      note: noteWords(h.note),
      at: iso(h.at),
      memberName: displayName(h.username ? h : null),
    })),
    files,
    updates: await toUpdateItems(database, updates),
    tasks: await toTaskItems(database, tasks, true),
  };
}

export async function evidenceOf(database: Database, by: { itemId?: number; taskId?: number }) {
  const rows = await database.db
    .select({
      id: cmpEvidence.id,
      name: cmpEvidence.name,
      size: cmpEvidence.size,
      createdAt: cmpEvidence.createdAt,
      realName: members.realName,
      username: members.username,
    })
    .from(cmpEvidence)
    .leftJoin(members, eq(members.id, cmpEvidence.memberId))
    .where(by.itemId ? eq(cmpEvidence.itemId, by.itemId) : eq(cmpEvidence.taskId, by.taskId ?? -1))
    .orderBy(desc(cmpEvidence.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    size: r.size,
    createdAt: iso(r.createdAt),
    memberName: displayName(r.username ? r : null),
  }));
}

/** A member of the same customer, or a 参数错误 warning (never someone else's member). */
export async function colleague(database: Database, customerId: number, memberId: number) {
  const [m] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.customerId, customerId)));
  if (!m) throw warn('formatError', { attr: 'member' });
  return m.id;
}

export interface AssessInput {
  status?: string;
  ownerId?: number | null;
  department?: string;
  nextReview?: string | null;
  note?: string;
}

const decided = new Set(['applicable', 'not_applicable', 'compliant', 'noncompliant']);

/** Applies the changed fields and keeps one history row per change; a decided status records the clause hashes it was made against. */
export async function assessItem(
  database: Database,
  customerId: number,
  memberId: number,
  id: number,
  input: AssessInput,
) {
  const row = await ownItem(database, customerId, id);
  if (input.ownerId) await colleague(database, customerId, input.ownerId);
  const next = {
    status: input.status ?? row.status,
    ownerId: input.ownerId === undefined ? row.ownerId : input.ownerId,
    department: input.department ?? row.department,
    nextReview: input.nextReview === undefined ? row.nextReview : input.nextReview || null,
  };
  const changes = (['status', 'ownerId', 'department', 'nextReview'] as const).filter(
    (f) => String(next[f] ?? '') !== String(row[f] ?? ''),
  );
  if (!changes.length && !input.note) return 0;
  const assessedHashes =
    input.status && decided.has(input.status) ? await currentHashes(database, row.obligationId) : row.assessedHashes;
  await database.db.transaction(async (tx) => {
    await tx
      .update(cmpItems)
      .set({ ...next, assessedHashes, updatedAt: new Date().toISOString() })
      .where(eq(cmpItems.id, id));
    const rows: {
      itemId: number;
      memberId: number;
      field: string;
      fromValue: string;
      toValue: string;
      note: string;
    }[] = changes.map((f) => ({
      itemId: id,
      memberId,
      field: f,
      fromValue: String(row[f] ?? ''),
      toValue: String(next[f] ?? ''),
      note: input.note ?? '',
    }));
    if (!rows.length)
      rows.push({ itemId: id, memberId, field: 'note', fromValue: '', toValue: '', note: input.note ?? '' });
    await tx.insert(cmpItemHistory).values(rows);
  });
  return changes.length;
}

export async function readProfile(
  database: Database,
  customerId: number,
): Promise<CompanyProfile & { updatedAt: string | null }> {
  const [p] = await database.db.select().from(cmpProfiles).where(eq(cmpProfiles.customerId, customerId));
  return p
    ? {
        businessTypes: p.businessTypes as CompanyProfile['businessTypes'],
        foodCategories: p.foodCategories,
        regions: p.regions,
        markets: p.markets as CompanyProfile['markets'],
        updatedAt: iso(p.updatedAt),
      }
    : { businessTypes: [], foodCategories: [], regions: [], markets: [], updatedAt: null };
}

/**
 * Saves the profile and brings the register in line: each obligation of the starting set that
 * applies and is not in the register yet joins it as 未评估 with the reason; items not yet
 * assessed get their reason refreshed. Items already assessed are left to the people who assessed them.
 */
export async function saveProfile(
  database: Database,
  customerId: number,
  memberId: number,
  profile: Profile,
  lang: Language,
) {
  const { db } = database;
  await db
    .insert(cmpProfiles)
    .values({ customerId, ...profile, updatedBy: memberId })
    .onConflictDoUpdate({
      target: cmpProfiles.customerId,
      set: { ...profile, updatedBy: memberId, updatedAt: new Date().toISOString() },
    });
  const obligations = await db
    .select()
    .from(cmpObligations)
    .where(eq(cmpObligations.kind, 'mandatory'))
    .orderBy(asc(cmpObligations.id));
  const recommended = await db.select().from(cmpObligations).where(eq(cmpObligations.kind, 'recommended'));
  const starting = [...obligations, ...recommended].filter((o) => o.customerId === null);
  const existing = new Map(
    (
      await db
        .select({ id: cmpItems.id, obligationId: cmpItems.obligationId, status: cmpItems.status })
        .from(cmpItems)
        .where(eq(cmpItems.customerId, customerId))
    ).map((r) => [r.obligationId, r]),
  );
  let applicable = 0;
  const toAdd = [];
  for (const o of starting) {
    const verdict = applies(o.rule, profile, lang);
    if (verdict.applies) applicable++;
    const item = existing.get(o.id);
    if (item) {
      if (item.status === 'unassessed')
        await db.update(cmpItems).set({ reason: verdict.reason }).where(eq(cmpItems.id, item.id));
    } else if (verdict.applies)
      toAdd.push({ customerId, obligationId: o.id, status: 'unassessed', reason: verdict.reason });
  }
  if (toAdd.length) {
    const added = await db.insert(cmpItems).values(toAdd).returning({ id: cmpItems.id });
    await db.insert(cmpItemHistory).values(
      added.map((a) => ({
        itemId: a.id,
        memberId,
        field: 'created',
        fromValue: '',
        toValue: 'unassessed',
        note: 'profile',
      })),
    );
  }
  return { applicable, added: toAdd.length };
}

export interface AddInput {
  obligationId?: number;
  title?: string;
  requirement?: string;
  kind?: 'mandatory' | 'recommended' | 'own';
  frequency?: 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'event';
  evidence?: string;
  docId?: number;
  anchor?: string;
  ownerId?: number;
}

/** Adds an obligation of the starting set, or the customer's own one resting on a picked clause. */
export async function addItem(database: Database, customerId: number, memberId: number, input: AddInput) {
  const { db } = database;
  if (input.ownerId) await colleague(database, customerId, input.ownerId);
  let obligationId = input.obligationId;
  if (obligationId) {
    const [o] = await db
      .select({ id: cmpObligations.id, customerId: cmpObligations.customerId })
      .from(cmpObligations)
      .where(eq(cmpObligations.id, obligationId));
    if (!o || (o.customerId !== null && o.customerId !== customerId)) throw notFound();
  } else {
    if (!input.title || !input.requirement) throw warn('required');
    if (input.docId && input.anchor) {
      await ensureClauses(database, input.docId);
      if (!(await findClause(database, input.docId, input.anchor))) throw warn('formatError', { attr: 'anchor' });
    }
    const [o] = await db
      .insert(cmpObligations)
      .values({
        customerId,
        title: input.title,
        requirement: input.requirement,
        kind: input.kind ?? 'own',
        frequency: input.frequency ?? 'event',
        evidence: input.evidence ?? '',
        code: '',
      })
      .returning({ id: cmpObligations.id });
    obligationId = o!.id;
    if (input.docId && input.anchor)
      await db.insert(cmpObligationClauses).values({ obligationId, docId: input.docId, anchor: input.anchor });
  }
  const [existing] = await db
    .select({ id: cmpItems.id })
    .from(cmpItems)
    .where(and(eq(cmpItems.customerId, customerId), eq(cmpItems.obligationId, obligationId)));
  if (existing) throw warn('obligationInRegister');
  const [item] = await db
    .insert(cmpItems)
    .values({ customerId, obligationId, status: 'unassessed', reason: '', ownerId: input.ownerId ?? null })
    .returning({ id: cmpItems.id });
  await db.insert(cmpItemHistory).values({
    itemId: item!.id,
    memberId,
    field: 'created',
    fromValue: '',
    toValue: 'unassessed',
    note: input.obligationId ? 'starting set' : 'own',
  });
  return item!.id;
}

/** Members of the customer, for owner and assignee pickers. */
export async function colleagues(database: Database, customerId: number) {
  const rows = await database.db
    .select({ id: members.id, realName: members.realName, username: members.username })
    .from(members)
    .where(and(eq(members.customerId, customerId), eq(members.status, 1)))
    .orderBy(asc(members.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: displayName(r) ?? String(r.id) }));
}
