import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers, members } from './core.js';
import { libDocuments } from './library.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const day = (name: string) => date(name, { mode: 'string' });

/** What a customer does, so that the applicability rules of obligations can be evaluated. */
export const cmpProfiles = pgTable('cmp_profiles', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  businessTypes: jsonb('business_types').$type<string[]>().notNull().default([]),
  foodCategories: jsonb('food_categories').$type<string[]>().notNull().default([]),
  regions: jsonb('regions').$type<string[]>().notNull().default([]),
  markets: jsonb('markets').$type<string[]>().notNull().default([]),
  updatedBy: integer('updated_by'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/** Rule over the profile: every listed dimension must share a value with the profile; empty = any. */
export interface ApplicabilityRule {
  businessTypes?: string[];
  foodCategories?: string[];
  markets?: string[];
}

/**
 * An obligation: the starting set (customer_id null, kept by staff) or a customer's own.
 * Its clauses are in cmp_obligation_clauses.
 */
export const cmpObligations = pgTable(
  'cmp_obligations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull().default(''),
    title: text('title').notNull(),
    requirement: text('requirement').notNull(),
    /** mandatory | recommended | own */
    kind: text('kind').notNull(),
    rule: jsonb('rule').$type<ApplicabilityRule>().notNull().default({}),
    evidence: text('evidence').notNull().default(''),
    /** daily | weekly | monthly | quarterly | yearly | event */
    frequency: text('frequency').notNull().default('event'),
    demo: boolean('demo').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    /** The one- and two-character pieces of code and title, lowercased, for the keyword search (migration 0025). */
    grams: text('grams')
      .array()
      .generatedAlwaysAs(sql`cmp_grams(code || E'\n' || title)`),
  },
  (t) => [
    index('cmp_obligations_customer').on(t.customerId),
    // The register's keyword search (migration 0025): see obligationKeyword in register.service.ts.
    index('cmp_obligations_grams').using('gin', t.grams),
  ],
);

/** The clause(s) an obligation rests on, by document and anchor (the clause of the document's current version). */
export const cmpObligationClauses = pgTable(
  'cmp_obligation_clauses',
  {
    obligationId: integer('obligation_id')
      .notNull()
      .references(() => cmpObligations.id, { onDelete: 'cascade' }),
    docId: integer('doc_id')
      .notNull()
      .references(() => libDocuments.id, { onDelete: 'cascade' }),
    anchor: text('anchor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.obligationId, t.docId, t.anchor] }),
    index('cmp_obligation_clauses_doc').on(t.docId, t.anchor),
  ],
);

/** A customer's register item: one obligation as assessed for that customer. */
export const cmpItems = pgTable(
  'cmp_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    obligationId: integer('obligation_id')
      .notNull()
      .references(() => cmpObligations.id, { onDelete: 'cascade' }),
    /** unassessed | applicable | not_applicable | compliant | noncompliant | review */
    status: text('status').notNull().default('unassessed'),
    reason: text('reason').notNull().default(''),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    department: text('department').notNull().default(''),
    nextReview: day('next_review'),
    /** `docId:anchor` → core hash of the clause text the item was last assessed against. */
    assessedHashes: jsonb('assessed_hashes').$type<Record<string, string>>().notNull().default({}),
    demo: boolean('demo').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    /** The obligation's code, copied by triggers (migration 0025) so the register sorts by code on an index. */
    code: text('code').notNull().default(''),
  },
  (t) => [
    uniqueIndex('cmp_items_customer_obligation').on(t.customerId, t.obligationId),
    index('cmp_items_customer_status').on(t.customerId, t.status, t.id),
    index('cmp_items_customer_owner').on(t.customerId, t.ownerId, t.id),
    index('cmp_items_obligation').on(t.obligationId),
    // The register's default order (newest first) and the next-review sort, per customer.
    index('cmp_items_customer_id').on(t.customerId, t.id),
    index('cmp_items_customer_review').on(t.customerId, t.nextReview, t.id),
    index('cmp_items_customer_code').on(t.customerId, t.code, t.id),
  ],
);

/** Append-only history of a register item: who changed what, when, from → to. */
export const cmpItemHistory = pgTable(
  'cmp_item_history',
  {
    id: serial('id').primaryKey(),
    /** No foreign key since 0020 (the re-check writes thousands at once); the item's deletion trigger deletes these rows. */
    itemId: integer('item_id').notNull(),
    memberId: integer('member_id'),
    field: text('field').notNull(),
    fromValue: text('from_value').notNull().default(''),
    toValue: text('to_value').notNull().default(''),
    note: text('note').notNull().default(''),
    at: stamp('at').notNull().defaultNow(),
  },
  (t) => [index('cmp_item_history_item').on(t.itemId, t.id)],
);

/** A file kept as evidence for an item or a task (the bytes live in the shared file storage). */
export const cmpEvidence = pgTable(
  'cmp_evidence',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => cmpItems.id, { onDelete: 'cascade' }),
    taskId: integer('task_id'),
    name: text('name').notNull(),
    /** Key of the file in the storage (day/name). */
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull().default(0),
    memberId: integer('member_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('cmp_evidence_item').on(t.itemId), index('cmp_evidence_task').on(t.taskId)],
);

/** A clause an item rests on changed (or its document was replaced/abolished): the review to decide. */
export const cmpUpdates = pgTable(
  'cmp_updates',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    /** Item and document: no foreign keys since 0020 (the re-check writes thousands at once); their deletion triggers delete these rows. */
    itemId: integer('item_id').notNull(),
    docId: integer('doc_id').notNull(),
    anchor: text('anchor').notNull(),
    /** content | replaced | abolished */
    cause: text('cause').notNull(),
    /** wording | substantive | removed (for content) */
    change: text('change').notNull().default(''),
    substantive: boolean('substantive').notNull().default(false),
    fromVersion: integer('from_version'),
    toVersion: integer('to_version'),
    oldText: text('old_text').notNull().default(''),
    newText: text('new_text').notNull().default(''),
    newHash: text('new_hash').notNull().default(''),
    effectiveDate: day('effective_date'),
    /** no_impact | acknowledged | action; null = not decided yet */
    decision: text('decision'),
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: stamp('decided_at'),
    taskId: integer('task_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cmp_updates_customer').on(t.customerId, t.decision, t.id),
    index('cmp_updates_item_clause').on(t.itemId, t.docId, t.anchor),
  ],
);

/** A task (/task): from an update decision or by hand. */
export const cmpTasks = pgTable(
  'cmp_tasks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    itemId: integer('item_id').references(() => cmpItems.id, { onDelete: 'set null' }),
    updateId: integer('update_id'),
    assigneeId: integer('assignee_id').references(() => members.id, { onDelete: 'set null' }),
    dueDate: day('due_date'),
    /** open | in_progress | done */
    status: text('status').notNull().default('open'),
    createdBy: integer('created_by'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cmp_tasks_customer').on(t.customerId, t.status, t.id),
    index('cmp_tasks_assignee').on(t.customerId, t.assigneeId, t.id),
    index('cmp_tasks_item').on(t.itemId),
  ],
);

export const cmpTaskComments = pgTable(
  'cmp_task_comments',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => cmpTasks.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    body: text('body').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('cmp_task_comments_task').on(t.taskId, t.id)],
);
