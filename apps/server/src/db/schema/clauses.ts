import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { libDocuments } from './library.js';

/**
 * A clause of one version of a library document (DESIGN.md 8): 第N条 of a law, a numbered
 * section of a standard. Rows of older versions stay, so a changed hash can be shown as a diff.
 */
export const libDocClauses = pgTable(
  'lib_doc_clauses',
  {
    id: serial('id').primaryKey(),
    docId: integer('doc_id')
      .notNull()
      .references(() => libDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    anchor: text('anchor').notNull(),
    label: text('label').notNull().default(''),
    context: text('context').notNull().default(''),
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    hash: text('hash').notNull(),
    coreHash: text('core_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lib_doc_clauses_doc_version_anchor').on(t.docId, t.version, t.anchor),
    index('lib_doc_clauses_doc_version_ordinal').on(t.docId, t.version, t.ordinal),
  ],
);
