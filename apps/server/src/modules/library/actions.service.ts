import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language, LibraryKey } from '@app/contract';
import type { Database } from '../../db/client.js';
import {
  libFavorites,
  libForwardGroupMembers,
  libForwardGroups,
  libKeywords,
  members,
  inboxMessages,
} from '../../db/schema/index.js';
import { notFound, warn } from '../../lib/errors.js';
import type { MemberPrincipal } from '../../lib/context.js';
import { readXlsxRows } from '../../lib/xlsx.js';
import { summaries, summaryColumns, type SummaryRow } from './documents.repo.js';
import { loadDocument } from './detail.service.js';
import { columnOrder } from './sort-order.js';
import { libDocuments } from '../../db/schema/index.js';
import { queryTokens } from '../../lib/search/segment.js';
import { tsQuery } from '../../lib/search/vector.js';
import { deleteOwned } from '../../lib/owned-delete.js';

interface Page {
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

export async function addFavorite(database: Database, library: LibraryKey, member: MemberPrincipal, docId: number) {
  await loadDocument(database.db, library, docId);
  await database.db.insert(libFavorites).values({ memberId: member.id, docId, library }).onConflictDoNothing();
  return { ok: true };
}

export async function removeFavorites(
  database: Database,
  library: LibraryKey,
  member: MemberPrincipal,
  docIds: number[],
) {
  await deleteOwned(
    database.db,
    libFavorites,
    libFavorites.docId,
    and(eq(libFavorites.memberId, member.id), eq(libFavorites.library, library)),
    docIds,
  );
  return { ok: true };
}

/** Favourites badge (collectionLists' change_num): favourites whose document changed since the member last looked. */
export async function favoriteChangeCount(database: Database, memberId: number, library: LibraryKey) {
  const [row] = await database.db
    .select({ n: count() })
    .from(libFavorites)
    .where(and(eq(libFavorites.memberId, memberId), eq(libFavorites.library, library), eq(libFavorites.changed, true)));
  return Number(row?.n ?? 0);
}

/** The favourites page; looking at it resets the change counter (the badge). */
export async function favoriteList(
  database: Database,
  library: LibraryKey,
  member: MemberPrincipal,
  q: Page & { keyword?: string },
  lang: Language,
) {
  const { db } = database;
  const tokens = q.keyword ? queryTokens(q.keyword) : [];
  // Own order without a clicked header: changed documents first, then the newest favourites.
  const byColumn = columnOrder(q.sort, q.order);
  const where = and(
    eq(libFavorites.memberId, member.id),
    eq(libFavorites.library, library),
    tokens.length ? sql`${libDocuments.titleTsv} @@ ${tsQuery(tokens)}` : undefined,
  );
  const [rows, [{ n } = { n: 0 }], changeNum] = await Promise.all([
    db
      .select({ ...summaryColumns, changed: libFavorites.changed, favoritedAt: libFavorites.createdAt })
      .from(libFavorites)
      .innerJoin(libDocuments, eq(libDocuments.id, libFavorites.docId))
      .where(where)
      .orderBy(...(byColumn ? [byColumn] : [desc(libFavorites.changed), desc(libFavorites.createdAt)]))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(libFavorites)
      .innerJoin(libDocuments, eq(libDocuments.id, libFavorites.docId))
      .where(where),
    favoriteChangeCount(database, member.id, library),
  ]);
  const list = await summaries(db, rows as SummaryRow[], lang, member.id);
  await db
    .update(libFavorites)
    .set({ changed: false })
    .where(
      and(eq(libFavorites.memberId, member.id), eq(libFavorites.library, library), eq(libFavorites.changed, true)),
    );
  return {
    list: list.map((s, i) => ({ ...s, changed: rows[i]!.changed, favoritedAt: rows[i]!.favoritedAt.slice(0, 10) })),
    total: Number(n),
    page: q.page,
    pageSize: q.pageSize,
    changeNum,
  };
}

/** Colleagues of the same customer (forward recipients and group members). */
async function colleagues(database: Database, member: MemberPrincipal) {
  return database.db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(members.customerId, member.customerId),
        eq(members.status, 1),
        eq(members.deleted, false),
        ne(members.id, member.id),
      ),
    )
    .orderBy(members.username)
    .limit(2000);
}

export async function groupList(database: Database, member: MemberPrincipal) {
  const { db } = database;
  const groups = await db
    .select()
    .from(libForwardGroups)
    .where(eq(libForwardGroups.memberId, member.id))
    .orderBy(libForwardGroups.id);
  const links = groups.length
    ? await db
        .select({ groupId: libForwardGroupMembers.groupId, id: members.id, username: members.username })
        .from(libForwardGroupMembers)
        .innerJoin(members, eq(members.id, libForwardGroupMembers.memberId))
        .where(
          inArray(
            libForwardGroupMembers.groupId,
            groups.map((g) => g.id),
          ),
        )
    : [];
  return {
    list: groups.map((g) => ({
      id: g.id,
      name: g.name,
      members: links.filter((l) => l.groupId === g.id).map(({ id, username }) => ({ id, username })),
    })),
    colleagues: await colleagues(database, member),
  };
}

/** Only colleagues of the member's own customer may be put in a group or receive a forward. */
async function sameCustomer(database: Database, member: MemberPrincipal, ids: number[]) {
  if (!ids.length) return [];
  const rows = await database.db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, ids), eq(members.customerId, member.customerId), eq(members.deleted, false)));
  return rows.map((r) => r.id);
}

export async function groupSave(
  database: Database,
  member: MemberPrincipal,
  input: { id?: number; name: string; memberIds: number[] },
) {
  const ids = await sameCustomer(database, member, [...new Set(input.memberIds)]);
  return database.db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      const [g] = await tx
        .update(libForwardGroups)
        .set({ name: input.name })
        .where(and(eq(libForwardGroups.id, id), eq(libForwardGroups.memberId, member.id)))
        .returning();
      if (!g) throw notFound();
      await tx.delete(libForwardGroupMembers).where(eq(libForwardGroupMembers.groupId, id));
    } else {
      const [g] = await tx
        .insert(libForwardGroups)
        .values({ memberId: member.id, customerId: member.customerId, name: input.name })
        .returning();
      id = g!.id;
    }
    if (ids.length) await tx.insert(libForwardGroupMembers).values(ids.map((memberId) => ({ groupId: id!, memberId })));
    return { id: id! };
  });
}

export async function groupDelete(database: Database, member: MemberPrincipal, ids: number[]) {
  await deleteOwned(database.db, libForwardGroups, libForwardGroups.id, eq(libForwardGroups.memberId, member.id), ids);
  return { ok: true };
}

/** Forward: a message to every recipient; no recipient in the member's customer gives 转发失败. */
export async function forward(
  database: Database,
  library: LibraryKey,
  member: MemberPrincipal,
  input: { itemid: number; groupIds: number[]; memberIds: number[]; note?: string },
) {
  const { db } = database;
  const doc = await loadDocument(db, library, input.itemid);
  const fromGroups = input.groupIds.length
    ? await db
        .select({ id: libForwardGroupMembers.memberId })
        .from(libForwardGroupMembers)
        .innerJoin(libForwardGroups, eq(libForwardGroups.id, libForwardGroupMembers.groupId))
        .where(and(inArray(libForwardGroups.id, input.groupIds), eq(libForwardGroups.memberId, member.id)))
    : [];
  const recipients = (
    await sameCustomer(database, member, [...new Set([...fromGroups.map((r) => r.id), ...input.memberIds])])
  ).filter((id) => id !== member.id);
  if (!recipients.length) throw warn('forwardFailed');
  await db.insert(inboxMessages).values(
    recipients.map((memberId) => ({
      memberId,
      customerId: member.customerId,
      kind: 'forward' as const,
      title: doc.title,
      content: input.note ?? '',
      docId: doc.id,
      library,
      fromMemberId: member.id,
    })),
  );
  return { recipients: recipients.length };
}

export async function keywordList(database: Database, member: MemberPrincipal, q: Page) {
  const { db } = database;
  const where = eq(libKeywords.memberId, member.id);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(libKeywords)
      .where(where)
      .orderBy(desc(libKeywords.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(libKeywords).where(where),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, keyword: r.keyword, createdAt: r.createdAt.slice(0, 10) })),
    total: Number(n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Keywords in a cell are separated by commas (either width) or spaces. */
export const splitKeywords = (cell: string) =>
  cell
    .split(/[,，、;；\s]+/u)
    .map((k) => k.trim().slice(0, 100))
    .filter((k) => k.length > 0);

export async function addKeywords(database: Database, member: MemberPrincipal, words: string[]) {
  const unique = [...new Set(words)].slice(0, 5000);
  if (!unique.length) return 0;
  const rows = await database.db
    .insert(libKeywords)
    .values(unique.map((keyword) => ({ memberId: member.id, keyword })))
    .onConflictDoNothing()
    .returning({ id: libKeywords.id });
  return rows.length;
}

const headerWords = new Set(['关键词', '关键字', 'keyword', 'keywords']);

export async function importKeywords(database: Database, member: MemberPrincipal, buffer: Buffer) {
  const rows = await readXlsxRows(buffer, { maxRows: 5000 });
  // A header cell of the template is not a keyword; cells that would run as formulas are dropped.
  const words = rows
    .flatMap((r) => r.flatMap(splitKeywords))
    .filter((w) => !/^[=+\-@]/.test(w) && !headerWords.has(w.toLowerCase()));
  const added = await addKeywords(database, member, words);
  return { added, skipped: words.length - added };
}

export async function deleteKeywords(database: Database, member: MemberPrincipal, ids: number[]) {
  await deleteOwned(database.db, libKeywords, libKeywords.id, eq(libKeywords.memberId, member.id), ids);
  return { ok: true };
}
