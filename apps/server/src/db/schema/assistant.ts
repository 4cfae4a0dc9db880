import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './core.js';
import { libDocuments } from './library.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The assistant's retrieval index: one row per citable passage (a clause of a library
 * document, a GB 2760 use, a GB 9685 entry, a limit row). Derived data, rebuilt from its sources
 * by `reindexPassages`; `source_key` makes a rebuild an upsert.
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    id: serial('id').primaryKey(),
    sourceKey: text('source_key').notNull(),
    kind: text('kind').notNull(),
    docId: integer('doc_id').references(() => libDocuments.id, { onDelete: 'cascade' }),
    docVersion: integer('doc_version'),
    library: text('library').notNull(),
    /** The rule a member must hold (besides the library's) to be given this passage. */
    rightName: text('right_name').notNull(),
    validity: integer('validity').notNull().default(2),
    anchor: text('anchor').notNull().default(''),
    label: text('label').notNull().default(''),
    sourceTitle: text('source_title').notNull(),
    numberCode: text('number_code'),
    text: text('text').notNull(),
    tsv: tsvector('tsv'),
  },
  (t) => [
    uniqueIndex('assistant_passages_source_key').on(t.sourceKey),
    index('assistant_passages_tsv').using('gin', t.tsv),
    index('assistant_passages_doc').on(t.docId),
    index('assistant_passages_number_code').on(t.numberCode),
  ],
);

/** A member's conversation with the assistant (list, reopen, delete). */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_member').on(t.memberId, t.updatedAt)],
);

/** One question and its answer (sentences, cited passages with document versions). */
export const assistantTurns = pgTable(
  'assistant_turns',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('assistant_turns_conversation').on(t.conversationId, t.id)],
);

/**
 * The audit trail: every question asked, the answer shown and its sources with document
 * versions. Kept when the member deletes the conversation (no foreign key to it on purpose).
 */
export const assistantAudit = pgTable(
  'assistant_audit',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    customerId: integer('customer_id').notNull(),
    conversationId: integer('conversation_id'),
    question: text('question').notNull(),
    mode: text('mode').notNull(),
    answer: jsonb('answer').notNull(),
    sources: jsonb('sources').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('assistant_audit_customer').on(t.customerId, t.createdAt)],
);
