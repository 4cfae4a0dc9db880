import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { api, librarySchema, inboxKinds, type InboxItem, type InboxKind, type Language } from '@app/contract';
import { textFor } from './message-texts.js';
import { implement } from '../../lib/endpoints.js';
import { requireMember } from '../../lib/context.js';
import { readReminderSettings, saveReminderSettings } from '../member/reminders.js';
import { notFound } from '../../lib/errors.js';
import type { Db } from '../../db/client.js';
import { libDocuments, members, inboxMessages } from '../../db/schema/index.js';

/** The member's messages (/message): the rows forwards and update reminders write. */
const sender = alias(members, 'sender');
const columns = {
  id: inboxMessages.id,
  kind: inboxMessages.kind,
  title: inboxMessages.title,
  content: inboxMessages.content,
  texts: inboxMessages.texts,
  docId: inboxMessages.docId,
  library: inboxMessages.library,
  docModule: libDocuments.module,
  fromUsername: sender.username,
  read: inboxMessages.read,
  createdAt: inboxMessages.createdAt,
};

const select = (db: Db) =>
  db
    .select(columns)
    .from(inboxMessages)
    .leftJoin(libDocuments, eq(libDocuments.id, inboxMessages.docId))
    .leftJoin(sender, eq(sender.id, inboxMessages.fromMemberId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
/**
 * Rows written before a kind existed in the contract (or by an older writer) must not take the
 * whole inbox down with an output-validation error: an unknown kind reads as a system message,
 * an unknown library as none.
 */
const knownKind = (k: string): InboxKind =>
  (inboxKinds as readonly string[]).includes(k) ? (k as InboxKind) : 'system';
const toItem = ({ texts, ...r }: Row, lang: Language): InboxItem => ({
  ...r,
  ...textFor({ ...r, texts }, lang),
  kind: knownKind(r.kind),
  library: librarySchema.safeParse(r.library).data ?? null,
  docModule: r.docModule ?? null,
  fromUsername: r.fromUsername ?? '',
  // The moment itself: the page shows it in the viewer's time zone.
  createdAt: r.createdAt,
});

/** The member's messages the centre lists (a reminder kept only for the e-mail digest is not among them). */
const listed = (memberId: number) => and(eq(inboxMessages.memberId, memberId), eq(inboxMessages.inCentre, true));

export const inboxImplementations = implement(api.inbox, {
  list: async (i, ctx) => {
    const m = requireMember(ctx);
    const mine = listed(m.id);
    const where = i.unread ? and(mine, eq(inboxMessages.read, false)) : mine;
    const [rows, [{ n } = { n: 0 }], [{ u } = { u: 0 }]] = await Promise.all([
      select(ctx.db)
        .where(where)
        .orderBy(desc(inboxMessages.id))
        .limit(i.pageSize)
        .offset((i.page - 1) * i.pageSize),
      ctx.db.select({ n: count() }).from(inboxMessages).where(where),
      ctx.db
        .select({ u: count() })
        .from(inboxMessages)
        .where(and(mine, eq(inboxMessages.read, false))),
    ]);
    return {
      list: rows.map((r) => toItem(r, ctx.lang)),
      total: Number(n),
      page: i.page,
      pageSize: i.pageSize,
      unread: Number(u),
    };
  },
  detail: async (i, ctx) => {
    const m = requireMember(ctx);
    const [row] = await select(ctx.db).where(and(eq(inboxMessages.id, i.id), listed(m.id)));
    if (!row) throw notFound();
    if (!row.read) await ctx.db.update(inboxMessages).set({ read: true }).where(eq(inboxMessages.id, row.id));
    return toItem({ ...row, read: true }, ctx.lang);
  },
  read: async (i, ctx) => {
    const m = requireMember(ctx);
    const rows = await ctx.db
      .update(inboxMessages)
      .set({ read: true })
      .where(
        and(listed(m.id), eq(inboxMessages.read, false), i.ids.length ? inArray(inboxMessages.id, i.ids) : undefined),
      )
      .returning({ id: inboxMessages.id });
    ctx.say('operationSuccess');
    return { count: rows.length };
  },
  reminders: (_, ctx) => readReminderSettings(ctx.db, requireMember(ctx)),
  saveReminders: async (i, ctx) => {
    await saveReminderSettings(ctx.db, requireMember(ctx), i);
    ctx.say('operationSuccess');
    return null;
  },
});
