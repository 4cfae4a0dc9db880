import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Requirement } from '@app/contract';
import { customers } from './core.js';

/**
 * Product indicators. The product standards' requirement tables are parsed into
 * ind_indicators (each with its confidence and source lines); the general standards' limits are
 * read from the limits database (lim_*) and GB 2760 uses (lib_safe_items) when a list is
 * assembled; a customer's own specifications are ind_specs with their lines.
 */
const str = (name: string) => text(name).notNull().default('');
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const indStandards = pgTable(
  'ind_standards',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    title: str('title'),
    status: str('status'),
    standardType: str('standard_type'),
    extractedBy: str('extracted_by'),
    /** The requirement tables as the text prints them, by caption: the detail page's clause text. */
    tables: jsonb('tables').$type<Record<string, string>>().notNull().default({}),
    /** General standards the text defers to ("污染物限量应符合GB 2762的规定"): GB 2760, 2761, 2762 … */
    refs: text('refs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    importedAt: stamp('imported_at').notNull().defaultNow(),
    /** product, method, hygiene, general, additive, packaging (classify.ts): only products are offered. */
    kind: text('kind').notNull().default('product'),
    /** False when the extracted text is font codes, not characters: the list says so. */
    readable: boolean('readable').notNull().default(true),
  },
  (t) => [uniqueIndex('ind_standards_number').on(t.number)],
);

/**
 * A product standard's food category per scheme (GB2762: category path "调味品/酱油"; GB2760:
 * appendix E code; GB31650: species or tissue), the portal's decision with who made it. Keyed by
 * number, so a re-import of the standards keeps it.
 */
export const indPlacements = pgTable(
  'ind_placements',
  {
    id: serial('id').primaryKey(),
    standardNumber: text('standard_number').notNull(),
    scheme: text('scheme').notNull(),
    label: text('label').notNull(),
    note: str('note'),
    decidedBy: str('decided_by'),
    decidedAt: stamp('decided_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ind_placements_standard_scheme').on(t.standardNumber, t.scheme)],
);

export const indIndicators = pgTable(
  'ind_indicators',
  {
    id: serial('id').primaryKey(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => indStandards.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    unit: str('unit'),
    category: text('category').notNull(),
    requirement: jsonb('requirement').$type<Requirement>().notNull(),
    grade: str('grade'),
    scope: str('scope'),
    methods: text('methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clause: str('clause'),
    remark: str('remark'),
    confidence: real('confidence').notNull(),
    sourceLines: str('source_lines'),
  },
  (t) => [index('ind_indicators_standard').on(t.standardId, t.position), index('ind_indicators_name').on(t.name)],
);

export const indSpecs = pgTable(
  'ind_specs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseStandard: str('base_standard'),
    demo: boolean('demo').notNull().default(false),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ind_specs_customer').on(t.customerId)],
);

export const indSpecLines = pgTable(
  'ind_spec_lines',
  {
    id: serial('id').primaryKey(),
    specId: integer('spec_id')
      .notNull()
      .references(() => indSpecs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    requirementText: text('requirement_text').notNull(),
    requirement: jsonb('requirement').$type<Requirement>().notNull(),
    unit: str('unit'),
    method: str('method'),
    remark: str('remark'),
  },
  (t) => [index('ind_spec_lines_spec').on(t.specId, t.position)],
);
