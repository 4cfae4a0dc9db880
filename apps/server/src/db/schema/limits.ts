import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
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
import { members } from './core.js';
import { libDocuments } from './library.js';

/**
 * Hazard and residue limits (DESIGN.md 8). One table of limits across jurisdictions,
 * one substance table, food categories kept per scheme with an explicit mapping between schemes.
 * The query API over these tables is `modules/limits/limits.repo.ts` (read its header first).
 */
const day = (name: string) => date(name, { mode: 'string' });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const str = (name: string) => text(name).notNull().default('');

/** CN, EU, TW …: each with its rule for a substance/food pair the regulation does not list. */
export const limJurisdictions = pgTable('lim_jurisdictions', {
  code: text('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** 'positive_list': not listed = must not be detected; 'listed_only': the regulation limits only what it lists. */
  noLimitRule: text('no_limit_rule').notNull(),
  noLimitZh: str('no_limit_zh'),
  noLimitEn: str('no_limit_en'),
  sort: integer('sort').notNull().default(0),
});

/** A chemical or biological hazard: one row whatever the scheme or jurisdiction naming it. */
export const limSubstances = pgTable(
  'lim_substances',
  {
    id: serial('id').primaryKey(),
    /** Stable identity for re-imports: `cas:7440-43-9` or `name:cadmium`. */
    key: text('key').notNull(),
    nameZh: str('name_zh'),
    nameZhTw: str('name_zh_tw'),
    nameEn: str('name_en'),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cas: text('cas'),
    /** contaminant | mycotoxin | pesticide | vet_drug | additive | contact_material */
    substanceClass: str('substance_class'),
    /** Pesticides: the use type as the source writes it (TFDA's remark column: 殺菌劑, 殺蟲劑 …); 0023. */
    useType: str('use_type'),
    /** Lower-cased names in simplified and traditional Chinese, English and synonyms, for search. */
    searchText: str('search_text'),
    demo: boolean('demo').notNull().default(false),
    /** Who chose name_zh: 'source' or 'portal editors' (the mainland-name crosswalk); 0027. */
    nameZhOrigin: text('name_zh_origin').notNull().default('source'),
  },
  (t) => [uniqueIndex('lim_substances_key').on(t.key), index('lim_substances_cas').on(t.cas)],
);

/** Health-based reference values (EFSA OpenFoodTox, GB 31650 ADI …), with source and year. */
export const limReferenceValues = pgTable(
  'lim_reference_values',
  {
    id: serial('id').primaryKey(),
    substanceId: integer('substance_id')
      .notNull()
      .references(() => limSubstances.id, { onDelete: 'cascade' }),
    /** ADI | ARfD | TDI | TWI */
    kind: text('kind').notNull(),
    qualifier: str('qualifier'),
    value: doublePrecision('value'),
    valueRaw: str('value_raw'),
    unit: str('unit'),
    source: text('source').notNull(),
    year: integer('year'),
    sourceKey: text('source_key').notNull(),
  },
  (t) => [
    uniqueIndex('lim_reference_values_key').on(t.sourceKey),
    index('lim_reference_values_substance').on(t.substanceId),
  ],
);

/** A food-category tree of one source: GB2762, GB31650, TFDA, EU2023_915 … */
export const limFoodSchemes = pgTable('lim_food_schemes', {
  code: text('code').primaryKey(),
  jurisdiction: text('jurisdiction')
    .notNull()
    .references(() => limJurisdictions.code),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A node of a scheme's tree: a category, a sub-category or a single food (a TFDA member crop). */
export const limFoodNodes = pgTable(
  'lim_food_nodes',
  {
    id: serial('id').primaryKey(),
    scheme: text('scheme')
      .notNull()
      .references(() => limFoodSchemes.code),
    /** Unique within the scheme: the category path, the EU code, the crop name. */
    key: text('key').notNull(),
    parentId: integer('parent_id'),
    /** Ids from the root down to this node, itself included: inheritance is `food_node_id = any(path)`. */
    path: integer('path')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    depth: integer('depth').notNull().default(0),
    code: text('code'),
    /** The name as the source writes it (traditional for TFDA, French for the EU). */
    nameSource: text('name_source').notNull(),
    nameZh: str('name_zh'),
    nameEn: str('name_en'),
    /** Who wrote zh/en when the source has neither: 'source' or 'portal translation'. */
    nameOrigin: text('name_origin').notNull().default('source'),
    /** TFDA crop group: the member crops as the source lists them. */
    members: str('members'),
    /** Other names users know the food by (大米 for 大米(粉)); 0027. */
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Who placed the node in its scheme: 'source' (the standard) or 'portal editors'; 0027. */
    placedBy: text('placed_by').notNull().default('source'),
    searchText: str('search_text'),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('lim_food_nodes_scheme_key').on(t.scheme, t.key),
    index('lim_food_nodes_parent').on(t.parentId),
    index('lim_food_nodes_path').using('gin', t.path),
  ],
);

/** Equivalence between nodes of two schemes, only where a real one exists. */
export const limFoodMappings = pgTable(
  'lim_food_mappings',
  {
    fromId: integer('from_id')
      .notNull()
      .references(() => limFoodNodes.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => limFoodNodes.id, { onDelete: 'cascade' }),
    /** exact | broader (the target is broader) | narrower */
    relation: text('relation').notNull(),
    decidedBy: text('decided_by').notNull(),
    note: str('note'),
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId] }), index('lim_food_mappings_to').on(t.toId)],
);

/** One limit: a substance in a food node under one jurisdiction's source. */
export const limLimits = pgTable(
  'lim_limits',
  {
    id: serial('id').primaryKey(),
    sourceKey: text('source_key').notNull(),
    substanceId: integer('substance_id')
      .notNull()
      .references(() => limSubstances.id),
    foodNodeId: integer('food_node_id')
      .notNull()
      .references(() => limFoodNodes.id),
    jurisdiction: text('jurisdiction')
      .notNull()
      .references(() => limJurisdictions.code),
    /** ML | MRL | max_use | SML | QM | ND (not detectable) | exempt */
    limitType: text('limit_type').notNull(),
    /** What the value measures when narrower than the substance: "aflatoxin B1", "以Hg计", "甲基汞". */
    limitFor: str('limit_for'),
    valueRaw: str('value_raw'),
    value: doublePrecision('value'),
    unit: str('unit'),
    /** The value in mg/kg (mg/L taken as mg/kg); null when the unit cannot be converted. */
    valueMgKg: doublePrecision('value_mg_kg'),
    basis: str('basis'),
    footnotes: str('footnotes'),
    /** Foods of the node this row does not cover (TFDA "其他小漿果類(藍莓、覆盆子除外)"). */
    excludes: text('excludes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The row's food as the source writes it. */
    foodLabel: str('food_label'),
    sourceDoc: text('source_doc').notNull(),
    sourceTable: str('source_table'),
    docId: integer('doc_id').references(() => libDocuments.id, { onDelete: 'set null' }),
    validFrom: day('valid_from'),
    validTo: day('valid_to'),
    /** Quality caveat of the data file shown beside the value (EU DON before 2024/1022 …). */
    caveat: str('caveat'),
    /** An OCR or extraction problem: shown, never used as an effective limit. */
    flagged: boolean('flagged').notNull().default(false),
    origin: str('origin'),
    demo: boolean('demo').notNull().default(false),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lim_limits_source_key').on(t.sourceKey),
    // 0018: pages in the default order (jurisdiction, id) read only the rows they show.
    index('lim_limits_substance_order').on(t.substanceId, t.jurisdiction, t.id),
    index('lim_limits_food').on(t.foodNodeId, t.substanceId),
    index('lim_limits_food_order').on(t.foodNodeId, t.jurisdiction, t.id),
    index('lim_limits_doc').on(t.docId),
  ],
);

/** Every correction of a limit by staff, and every change an import made. */
export const limLimitHistory = pgTable(
  'lim_limit_history',
  {
    id: serial('id').primaryKey(),
    limitId: integer('limit_id')
      .notNull()
      .references(() => limLimits.id, { onDelete: 'cascade' }),
    changedAt: stamp('changed_at').notNull().defaultNow(),
    changedBy: str('changed_by'),
    reason: str('reason'),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('lim_limit_history_limit').on(t.limitId)],
);

/** One run of a limits importer with its report (counts and rejects). */
export const limImportRuns = pgTable('lim_import_runs', {
  id: serial('id').primaryKey(),
  file: text('file').notNull(),
  startedAt: stamp('started_at').notNull().defaultNow(),
  finishedAt: stamp('finished_at'),
  read: integer('read').notNull().default(0),
  inserted: integer('inserted').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  rejected: jsonb('rejected').$type<{ line: number; reason: string }[]>().notNull().default([]),
});

/** Changes to limits users are told about: new imports, changed values, source document status. */
export const limNotices = pgTable(
  'lim_notices',
  {
    id: serial('id').primaryKey(),
    /** import | value_changed | doc_status | new_version */
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    docId: integer('doc_id'),
    effectiveDate: day('effective_date'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('lim_notices_created').on(t.createdAt)],
);

/** A member's saved query; the last result's fingerprint tells when it changed. */
export const limSavedQueries = pgTable(
  'lim_saved_queries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    resultHash: str('result_hash'),
    resultCount: integer('result_count').notNull().default(0),
    lastChange: str('last_change'),
    changedAt: stamp('changed_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('lim_saved_queries_member').on(t.memberId)],
);

/**
 * Limits per food node and jurisdiction, and per substance and jurisdiction, kept by a trigger on
 * lim_limits (0018): search totals and tree counts read these instead of counting 500,000 rows.
 */
export const limFoodCounts = pgTable(
  'lim_food_counts',
  {
    foodNodeId: integer('food_node_id').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'lim_food_counts_pk', columns: [t.foodNodeId, t.jurisdiction] })],
);

export const limSubstanceCounts = pgTable(
  'lim_substance_counts',
  {
    substanceId: integer('substance_id').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'lim_substance_counts_pk', columns: [t.substanceId, t.jurisdiction] })],
);
