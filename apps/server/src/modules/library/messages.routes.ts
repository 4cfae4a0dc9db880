import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { api, librarySchema, messageKinds, type MessageItem, type MessageKind } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { requireMember } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import type { Db } from '../../db/client.js';
import { libDocuments, members, messages } from '../../db/schema/index.js';

/** The member's messages (/message): the rows forwards and update reminders write. */
const sender = alias(members, 'sender');
const columns = {
  id: messages.id,
  kind: messages.kind,
  title: messages.title,
  content: messages.content,
  docId: messages.docId,
  library: messages.library,
  docModule: libDocuments.module,
  fromUsername: sender.username,
  read: messages.read,
  createdAt: messages.createdAt,
};

const select = (db: Db) =>
  db
    .select(columns)
    .from(messages)
    .leftJoin(libDocuments, eq(libDocuments.id, messages.docId))
    .leftJoin(sender, eq(sender.id, messages.fromMemberId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
/**
 * Rows written before a kind existed in the contract (or by an older writer) must not take the
 * whole inbox down with an output-validation error: an unknown kind reads as a system message,
 * an unknown library as none.
 */
const knownKind = (k: string): MessageKind =>
  (messageKinds as readonly string[]).includes(k) ? (k as MessageKind) : 'system';
const toItem = (r: Row): MessageItem => ({
  ...r,
  kind: knownKind(r.kind),
  library: librarySchema.safeParse(r.library).data ?? null,
  docModule: r.docModule ?? null,
  fromUsername: r.fromUsername ?? '',
  createdAt: r.createdAt.replace('T', ' ').slice(0, 16),
});

export const messageImplementations = implement(api.memberMessage, {
  list: async (i, ctx) => {
    const m = requireMember(ctx);
    const mine = eq(messages.memberId, m.id);
    const where = i.unread ? and(mine, eq(messages.read, false)) : mine;
    const [rows, [{ n } = { n: 0 }], [{ u } = { u: 0 }]] = await Promise.all([
      select(ctx.db)
        .where(where)
        .orderBy(desc(messages.id))
        .limit(i.pageSize)
        .offset((i.page - 1) * i.pageSize),
      ctx.db.select({ n: count() }).from(messages).where(where),
      ctx.db
        .select({ u: count() })
        .from(messages)
        .where(and(mine, eq(messages.read, false))),
    ]);
    return { list: rows.map(toItem), total: Number(n), page: i.page, pageSize: i.pageSize, unread: Number(u) };
  },
  detail: async (i, ctx) => {
    const m = requireMember(ctx);
    const [row] = await select(ctx.db).where(and(eq(messages.id, i.id), eq(messages.memberId, m.id)));
    if (!row) throw notFound();
    if (!row.read) await ctx.db.update(messages).set({ read: true }).where(eq(messages.id, row.id));
    return toItem({ ...row, read: true });
  },
  read: async (i, ctx) => {
    const m = requireMember(ctx);
    const rows = await ctx.db
      .update(messages)
      .set({ read: true })
      .where(
        and(
          eq(messages.memberId, m.id),
          eq(messages.read, false),
          i.ids.length ? inArray(messages.id, i.ids) : undefined,
        ),
      )
      .returning({ id: messages.id });
    ctx.say('operationSuccess');
    return { count: rows.length };
  },
});
