import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { message, type Language, type ParsedInputOf, type api } from '@app/contract';
import type { Database } from '../../db/client.js';
import { limSavedQueries, members, inboxMessages } from '../../db/schema/index.js';
import type { MemberPrincipal } from '../../lib/context.js';
import { search } from './limits.service.js';
import { inEveryLanguage, languageOf } from '../library/message-texts.js';
import { routeReminders } from '../member/reminders.js';

type In<K extends keyof typeof api.hazardLimits> = ParsedInputOf<(typeof api.hazardLimits)[K]>;
type Query = { substance?: string; food?: string; jurisdictions?: string[] };

/** What a saved query returns now: its row count and a fingerprint of every row's value and source. */
async function fingerprint(database: Database, q: Query) {
  try {
    const all = await search(database, { ...q, page: 1, pageSize: 1000 } as In<'search'>);
    const text = all.list.map((r) => `${r.id}:${r.valueRaw}:${r.unit}:${r.flagged}:${r.caveat}`).join('|');
    return { count: all.total, hash: createHash('sha1').update(text).digest('hex') };
  } catch {
    return { count: 0, hash: 'no-result' };
  }
}

/** Why saved queries were re-run: an import, or one limit's correction (`correction:12`). */
export type ChangeReason = 'import' | `correction:${number}`;

/**
 * A query's last change is stored without words ("3|5|import") and read in the reader's
 * language; a change stored as text by an older version is shown as it was written.
 */
export function changeText(stored: string, lang: Language): string {
  const m = /^(\d+)\|(\d+)\|(import|correction:(\d+))$/.exec(stored);
  if (!m) return stored;
  const reason = m[4] ? message('limitChangeCorrection', lang, { id: m[4] }) : message('limitChangeImport', lang);
  return message('limitQueryChange', lang, { from: m[1]!, to: m[2]!, reason });
}

export async function listQueries(database: Database, member: MemberPrincipal, input: In<'queryList'>, lang: Language) {
  const where = eq(limSavedQueries.memberId, member.id);
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(limSavedQueries)
      .where(where)
      .orderBy(desc(limSavedQueries.createdAt), desc(limSavedQueries.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    database.db.select({ n: count() }).from(limSavedQueries).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      query: r.query as Query,
      resultCount: r.resultCount,
      lastChange: changeText(r.lastChange, lang),
      changedAt: r.changedAt,
      createdAt: r.createdAt,
    })),
    total: total!.n,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function saveQuery(database: Database, member: MemberPrincipal, input: In<'querySave'>) {
  const query: Query = {
    substance: input.substance || undefined,
    food: input.food || undefined,
    jurisdictions: input.jurisdictions?.length ? input.jurisdictions : undefined,
  };
  const fp = await fingerprint(database, query);
  const [row] = await database.db
    .insert(limSavedQueries)
    .values({ memberId: member.id, name: input.name, query, resultHash: fp.hash, resultCount: fp.count })
    .returning({ id: limSavedQueries.id });
  return { id: row!.id };
}

export async function deleteQueries(database: Database, member: MemberPrincipal, input: In<'queryDelete'>) {
  const gone = await database.db
    .delete(limSavedQueries)
    .where(and(eq(limSavedQueries.memberId, member.id), inArray(limSavedQueries.id, input.ids)))
    .returning({ id: limSavedQueries.id });
  return { deleted: gone.length };
}

/**
 * Re-runs every saved query (after an import or a correction); a query whose result changed
 * records what changed and sends its member a message in the message centre.
 */
export async function refreshSavedQueries(database: Database, reason: ChangeReason) {
  const saved = await database.db
    .select({ q: limSavedQueries, customerId: members.customerId, lang: members.lang })
    .from(limSavedQueries)
    .innerJoin(members, eq(members.id, limSavedQueries.memberId));
  let changed = 0;
  for (const { q, customerId, lang } of saved) {
    const fp = await fingerprint(database, q.query as Query);
    if (fp.hash === q.resultHash) continue;
    changed++;
    const change = `${q.resultCount}|${fp.count}|${reason}`;
    await database.db
      .update(limSavedQueries)
      .set({ resultHash: fp.hash, resultCount: fp.count, lastChange: change, changedAt: new Date().toISOString() })
      .where(eq(limSavedQueries.id, q.id));
    const note = await routeReminders(database.db, [
      {
        memberId: q.memberId,
        customerId,
        kind: 'limit_update' as const,
        ...inEveryLanguage(languageOf(lang), (l) => ({
          title: message('limitQueryChangedTitle', l, { name: q.name }),
          content: message('limitQueryChangedContent', l, { change: changeText(change, l) }),
        })),
      },
    ]);
    if (note.length) await database.db.insert(inboxMessages).values(note);
  }
  return changed;
}
