import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import type { InboxKind, Language } from '@app/contract';
import { customers, members } from './core.js';

/** Jieba tokens joined by spaces, turned into a `tsvector('simple', …)` when written (DESIGN.md 1). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A legal document of one of the three libraries: standards, laws, notifications,
 * drafts, enterprise standards, notices and regulatory Q&A share one table so that the unified
 * and full-library searches are one indexed query.
 */
export const libDocuments = pgTable(
  'lib_documents',
  {
    id: serial('id').primaryKey(),
    library: text('library').notNull(),
    module: text('module').notNull(),
    moduleCode: integer('module_code').notNull(),
    title: text('title').notNull(),
    docNumber: text('doc_number'),
    /** Normalised number with year (`GB2760-2024`), without year (`GB2760`) and bare digits (`2760`). */
    numberKey: text('number_key'),
    numberCode: text('number_code'),
    numberDigits: text('number_digits'),
    publishDate: day('publish_date'),
    effectiveDate: day('effective_date'),
    implementDate: day('implement_date'),
    invalidDate: day('invalid_date'),
    abolishDate: day('abolish_date'),
    updateDate: day('update_date'),
    addDate: day('add_date')
      .notNull()
      .default(sql`CURRENT_DATE`),
    partialEffectiveDate: day('partial_effective_date'),
    partialExplanation: text('partial_explanation'),
    department: text('department'),
    industry: text('industry'),
    category: text('category'),
    /** Spec 4.1 validity code 0..10. */
    validity: integer('validity').notNull().default(0),
    /** How a withdrawn document (validity 3) ended: 'replaced' (被替代) or 'abolished' (废止); null when not said. */
    endedBy: text('ended_by').$type<'replaced' | 'abolished'>(),
    province: text('province'),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments')
      .$type<{ name: string; url: string; kind: 'pdf' | 'html' | 'other' }[]>()
      .notNull()
      .default([]),
    version: integer('version').notNull().default(1),
    titleTsv: tsvector('title_tsv'),
    bodyTsv: tsvector('body_tsv'),
    contentUpdatedAt: stamp('content_updated_at'),
    statusUpdatedAt: stamp('status_updated_at'),
    /** Where an imported row came from (`csv:GB 2760-2024`), so a second import finds it again. */
    sourceKey: text('source_key'),
    /**
     * Libraries besides `library` that show this same document (广告法 in the food, cosmetics and
     * feed libraries): one row, one set of clauses and favourites, several shelves.
     */
    alsoIn: text('also_in')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('lib_documents_title_tsv').using('gin', t.titleTsv),
    index('lib_documents_body_tsv').using('gin', t.bodyTsv),
    index('lib_documents_number_key').on(t.numberKey),
    index('lib_documents_number_code').on(t.numberCode),
    index('lib_documents_number_digits').on(t.numberDigits),
    index('lib_documents_lib_module_pub').on(t.library, t.module, t.publishDate),
    index('lib_documents_lib_pub').on(t.library, t.publishDate),
    index('lib_documents_lib_update').on(t.library, t.updateDate),
    index('lib_documents_lib_add').on(t.library, t.addDate),
    index('lib_documents_lib_abolish').on(t.library, t.abolishDate),
    index('lib_documents_lib_implement').on(t.library, t.implementDate),
    index('lib_documents_lib_province').on(t.library, t.province),
    index('lib_documents_lib_industry').on(t.library, t.industry),
    uniqueIndex('lib_documents_source_key').on(t.sourceKey),
    index('lib_documents_also_in').using('gin', t.alsoIn),
  ],
);

/** An old version of a document, kept whenever its content or status changes. */
export const libDocVersions = pgTable(
  'lib_doc_versions',
  {
    id: serial('id').primaryKey(),
    docId: integer('doc_id')
      .notNull()
      .references(() => libDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    validity: integer('validity').notNull(),
    /** Every other field as it was. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    change: text('change').notNull(),
    changedAt: stamp('changed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lib_doc_versions_doc_version').on(t.docId, t.version)],
);

/** `replaces`: from_id (newer) replaces to_id (older). `related`: a see-also link. */
export const libDocRelations = pgTable(
  'lib_doc_relations',
  {
    fromId: integer('from_id')
      .notNull()
      .references(() => libDocuments.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => libDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId, t.kind] }), index('lib_doc_relations_to').on(t.toId, t.kind)],
);

/** A member's favourite; `changed` is set when the document changes and cleared when they look. */
export const libFavorites = pgTable(
  'lib_favorites',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    docId: integer('doc_id')
      .notNull()
      .references(() => libDocuments.id, { onDelete: 'cascade' }),
    library: text('library').notNull(),
    changed: boolean('changed').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lib_favorites_member_doc').on(t.memberId, t.docId), index('lib_favorites_doc').on(t.docId)],
);

export const libForwardGroups = pgTable(
  'lib_forward_groups',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('lib_forward_groups_member').on(t.memberId)],
);

export const libForwardGroupMembers = pgTable(
  'lib_forward_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => libForwardGroups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberId] })],
);

/** Messages to a member (`/message`): forwards and update reminders. */
export const inboxMessages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** One of the contract's inboxKinds: typed so that a writer cannot store a kind the list cannot answer. */
    kind: text('kind').$type<InboxKind>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** The platform's own texts in every language (0026); title/content keep the member's language. */
    texts: jsonb('texts').$type<Partial<Record<Language, { title: string; content: string }>>>(),
    docId: integer('doc_id').references(() => libDocuments.id, { onDelete: 'set null' }),
    library: text('library'),
    fromMemberId: integer('from_member_id'),
    read: boolean('read').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    /** False: the member turned the message centre off and the row is kept for their e-mail digest only. */
    inCentre: boolean('in_centre').notNull().default(true),
  },
  (t) => [index('messages_member_created').on(t.memberId, t.createdAt)],
);

/** A member's update-reminder keywords. */
export const libKeywords = pgTable(
  'lib_keywords',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lib_keywords_member_keyword').on(t.memberId, t.keyword)],
);

/** A batch novelty check (date, mode, result); rows hold each line's verdict. */
export const libNoveltyJobs = pgTable(
  'lib_novelty_jobs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    library: text('library').notNull(),
    mode: text('mode').notNull(),
    fileName: text('file_name').notNull(),
    state: text('state').notNull().default('running'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    createdAt: stamp('created_at').notNull().defaultNow(),
    finishedAt: stamp('finished_at'),
  },
  (t) => [index('lib_novelty_jobs_member').on(t.memberId, t.createdAt)],
);

export const libNoveltyRows = pgTable(
  'lib_novelty_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => libNoveltyJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    input: text('input').notNull(),
    result: text('result').notNull(),
    docId: integer('doc_id'),
    replacedById: integer('replaced_by_id'),
    /** Answered through the base number: the edition asked for is not held by number (GB 29922-2013 → GB 29922's). */
    inferred: boolean('inferred').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.row] })],
);

/** Special topics (专题) and their documents. */
export const libSubjects = pgTable('lib_subjects', {
  id: serial('id').primaryKey(),
  library: text('library').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
  date: day('date').notNull(),
});

export const libSubjectDocs = pgTable(
  'lib_subject_docs',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => libSubjects.id, { onDelete: 'cascade' }),
    docId: integer('doc_id')
      .notNull()
      .references(() => libDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.docId] })],
);

/** safeDb: GB 2760 additive uses (kind additive) and GB 9685 food-contact additives (kind contact). */
export const libSafeItems = pgTable(
  'lib_safe_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    code: text('code'),
    ins: text('ins'),
    cas: text('cas'),
    func: text('func'),
    foodCategoryCode: text('food_category_code'),
    foodCategory: text('food_category'),
    maxUse: text('max_use'),
    remark: text('remark'),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
  },
  (t) => [
    uniqueIndex('lib_safe_items_source_key').on(t.sourceKey),
    index('lib_safe_items_kind_cat').on(t.kind, t.foodCategoryCode),
  ],
);

/** foodDb: food categories of GB 2760 (appendix E numbering: 01, 01.01, 01.01.01 …). */
export const libFoodCategories = pgTable('lib_food_categories', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  parentCode: text('parent_code'),
  level: integer('level').notNull(),
  /** Its number in GB 2760-2024 table A.2 (excepted from the uses on all foods), if listed there. */
  exceptionNo: integer('exception_no'),
});
