import { and, desc, eq, sql } from 'drizzle-orm';
import type { AssistantAnswer } from '@app/contract';
import type { Db } from '../../db/client.js';
import { assistantAudit, assistantConversations, assistantTurns } from '../../db/schema/index.js';

/** A member's conversation, or undefined when it is not theirs (no leak of another's id). */
export async function ownConversation(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.memberId, memberId)));
  return row;
}

export async function startConversation(db: Db, memberId: number, question: string) {
  const title = question.length > 40 ? `${question.slice(0, 40)}…` : question;
  const [row] = await db.insert(assistantConversations).values({ memberId, title }).returning();
  return row!;
}

/** Saves a question and its answer, and the audit entry with the sources' document versions. */
export async function saveTurn(
  db: Db,
  who: { memberId: number; customerId: number },
  conversationId: number,
  question: string,
  answer: AssistantAnswer,
) {
  return db.transaction(async (tx) => {
    const [turn] = await tx
      .insert(assistantTurns)
      .values({ conversationId, question, answer })
      .returning({ id: assistantTurns.id });
    await tx
      .update(assistantConversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(assistantConversations.id, conversationId));
    await tx.insert(assistantAudit).values({
      memberId: who.memberId,
      customerId: who.customerId,
      conversationId,
      question,
      mode: answer.mode,
      answer: { notices: answer.notices, sentences: answer.sentences },
      sources: answer.sources.map((s) => ({
        ref: s.ref,
        passageId: s.passageId,
        docId: s.docId,
        docVersion: s.docVersion,
        anchor: s.anchor,
        label: s.label,
      })),
    });
    return turn!.id;
  });
}

export async function listConversations(db: Db, memberId: number, page: number, pageSize: number) {
  const where = eq(assistantConversations.memberId, memberId);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(assistantConversations)
    .where(where);
  const list = await db
    .select({
      id: assistantConversations.id,
      title: assistantConversations.title,
      updatedAt: assistantConversations.updatedAt,
      turns: sql<number>`(select count(*)::int from assistant_turns t where t.conversation_id = assistant_conversations.id)`,
    })
    .from(assistantConversations)
    .where(where)
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list, total, page, pageSize };
}

export async function conversationTurns(db: Db, conversationId: number) {
  const rows = await db
    .select()
    .from(assistantTurns)
    .where(eq(assistantTurns.conversationId, conversationId))
    .orderBy(assistantTurns.id);
  return rows.map((r) => ({
    id: r.id,
    question: r.question,
    answer: r.answer as AssistantAnswer,
    createdAt: r.createdAt,
  }));
}

export async function deleteConversation(db: Db, memberId: number, id: number) {
  await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.memberId, memberId)));
}
