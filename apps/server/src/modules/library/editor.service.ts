import { eq, sql } from 'drizzle-orm';
import { message, type DocModule, type LibraryKey } from '@app/contract';
import { inEveryLanguage, languageOf } from './message-texts.js';
import type { Database } from '../../db/client.js';
import {
  libDocRelations,
  libDocuments,
  libDocVersions,
  libFavorites,
  members,
  inboxMessages,
} from '../../db/schema/index.js';
import { notFound, warn } from '../../lib/errors.js';
import { derivedColumns, toInsert, type DocInput, type DocRow } from './documents.repo.js';
import { countCache } from './count-cache.js';
import { today } from './dates.js';
import { documentChanged, documentsReplaced } from '../clauses/index.js';
import { routeReminders } from '../member/reminders.js';

export interface EditorInput extends Partial<Omit<DocInput, 'module' | 'library'>> {
  id?: number;
  library?: LibraryKey;
  module?: DocModule;
  replacesIds?: number[];
}

const contentFields = [
  'title',
  'docNumber',
  'body',
  'department',
  'industry',
  'category',
  'province',
  'publishDate',
  'effectiveDate',
  'implementDate',
  'invalidDate',
  'abolishDate',
  'partialEffectiveDate',
  'partialExplanation',
  'attachments',
] as const;

const snapshot = (d: DocRow) => {
  const { body: _b, title: _t, titleTsv: _tt, bodyTsv: _bt, ...fields } = d;
  return fields as Record<string, unknown>;
};

/**
 * Creates or changes a document as an editor would. A change of content or status keeps the
 * old version, marks the favourites of that document as changed (the badge counter rises) and
 * writes update messages to the members who favourited it or whose keywords match it.
 */
export async function saveDocument(database: Database, input: EditorInput) {
  const { db } = database;
  const result = await db.transaction(async (tx) => {
    if (!input.id) {
      if (!input.library || !input.module || !input.title) throw warn('required');
      const [row] = await tx
        .insert(libDocuments)
        .values(
          toInsert({
            ...input,
            library: input.library,
            module: input.module,
            title: input.title,
            addDate: today(),
            updateDate: today(),
          } as DocInput),
        )
        .returning();
      await linkReplaces(tx, row!.id, input.replacesIds);
      return { doc: row!, changed: true, change: 'new' as const, previous: undefined };
    }
    const [old] = await tx.select().from(libDocuments).where(eq(libDocuments.id, input.id)).for('update');
    if (!old) throw notFound();
    const contentChanged = contentFields.some(
      (f) => input[f] !== undefined && JSON.stringify(input[f]) !== JSON.stringify(old[f]),
    );
    const statusChanged = input.validity !== undefined && input.validity !== old.validity;
    await linkReplaces(tx, old.id, input.replacesIds);
    if (!contentChanged && !statusChanged)
      return { doc: old, changed: false, change: 'none' as const, previous: undefined };
    await tx.insert(libDocVersions).values({
      docId: old.id,
      version: old.version,
      title: old.title,
      body: old.body,
      validity: old.validity,
      fields: snapshot(old),
      change: contentChanged ? 'content' : 'status',
      changedAt: old.contentUpdatedAt ?? old.statusUpdatedAt ?? old.createdAt,
    });
    const next = { ...old, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as DocRow;
    const now = new Date().toISOString();
    const [row] = await tx
      .update(libDocuments)
      .set({
        ...Object.fromEntries(contentFields.map((f) => [f, next[f]])),
        validity: next.validity,
        ...derivedColumns({
          module: old.module as DocModule,
          title: next.title,
          docNumber: next.docNumber,
          body: next.body,
        }),
        version: old.version + 1,
        updateDate: today(),
        ...(contentChanged ? { contentUpdatedAt: now } : {}),
        ...(statusChanged ? { statusUpdatedAt: now } : {}),
      })
      .where(eq(libDocuments.id, old.id))
      .returning();
    await tx.update(libFavorites).set({ changed: true }).where(eq(libFavorites.docId, old.id));
    return {
      doc: row!,
      changed: true,
      change: contentChanged ? ('content' as const) : ('status' as const),
      previous: { version: old.version, validity: old.validity },
    };
  });
  countCache(database).clear();
  // Clauses are re-split and what rests on them (obligations) is re-checked.
  if (result.previous) await documentChanged(database, result.doc, result.previous);
  const replaced = (input.replacesIds ?? []).filter((r) => r !== result.doc.id);
  if (replaced.length)
    await documentsReplaced(
      database,
      result.doc.id,
      replaced,
      result.doc.implementDate ?? result.doc.effectiveDate ?? null,
    );
  if (result.change !== 'none') await notifyChange(database, result.doc, result.change);
  return { id: result.doc.id, version: result.doc.version, changed: result.changed };
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];
async function linkReplaces(tx: Tx, id: number, replacesIds?: number[]) {
  const ids = (replacesIds ?? []).filter((r) => r !== id);
  if (!ids.length) return;
  await tx
    .insert(libDocRelations)
    .values(ids.map((toId) => ({ fromId: id, toId, kind: 'replaces' })))
    .onConflictDoNothing();
}

/** Update reminders: favourites of the document, and keywords found in its title. */
export async function notifyChange(database: Database, doc: DocRow, change: 'new' | 'content' | 'status') {
  const { db } = database;
  const favs =
    change === 'new'
      ? []
      : await db
          .select({ memberId: libFavorites.memberId, customerId: members.customerId, lang: members.lang })
          .from(libFavorites)
          .innerJoin(members, eq(members.id, libFavorites.memberId))
          .where(eq(libFavorites.docId, doc.id));
  const keywordHits = await database.rows<{ memberId: number; customerId: number; keyword: string; lang: string }>(sql`
    select distinct on (k.member_id) k.member_id as "memberId", m.customer_id as "customerId", k.keyword, m.lang
    from lib_keywords k join members m on m.id = k.member_id
    where position(lower(k.keyword) in lower(${doc.title})) > 0
    order by k.member_id, length(k.keyword) desc`);
  const favMembers = new Set(favs.map((f) => f.memberId));
  const rows = [
    ...favs.map((f) => ({
      memberId: f.memberId,
      customerId: f.customerId,
      kind: 'favorite_update' as const,
      // The title is the document's own (data); what changed is said in the reader's language.
      ...inEveryLanguage(languageOf(f.lang), (lang) => ({
        title: doc.title,
        content: message(change === 'status' ? 'favoriteStatusChanged' : 'favoriteContentChanged', lang),
      })),
      docId: doc.id,
      library: doc.library,
    })),
    ...keywordHits
      .filter((k) => !favMembers.has(k.memberId))
      .map((k) => ({
        memberId: k.memberId,
        customerId: k.customerId,
        kind: 'keyword_update' as const,
        ...inEveryLanguage(languageOf(k.lang), (lang) => ({
          title: doc.title,
          content: message('keywordReminder', lang, { keyword: k.keyword }),
        })),
        docId: doc.id,
        library: doc.library,
      })),
  ];
  const routed = await routeReminders(db, rows);
  for (let i = 0; i < routed.length; i += 500) await db.insert(inboxMessages).values(routed.slice(i, i + 500));
}
