import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { customers, members } from './core.js';
import { libDocuments } from './library.js';

/**
 * Tables of the four record modules. Column property names equal the contract's field
 * names, so the generic record module reads `table[field]` for every definition. Each table has
 * a `search` tsvector fed with jieba tokens when written (DESIGN.md 1: no ILIKE scans).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const day = (name: string) => date(name, { mode: 'string' });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const str = (name: string) => text(name).notNull().default('');

export const samplingRecords = pgTable(
  'sampling_records',
  {
    id: serial('id').primaryKey(),
    noticeNo: str('notice_no'),
    productName: str('product_name'),
    foodCategory: str('food_category'),
    brand: str('brand'),
    specification: str('specification'),
    productionDate: day('production_date'),
    batchNo: str('batch_no'),
    producer: str('producer'),
    producerProvince: str('producer_province'),
    sampledUnit: str('sampled_unit'),
    sampledProvince: str('sampled_province'),
    sampledCity: str('sampled_city'),
    samplingDate: day('sampling_date').notNull(),
    level: text('level', { enum: ['national', 'provincial', 'city'] }).notNull(),
    taskSource: str('task_source'),
    hazard: str('hazard'),
    measuredValue: doublePrecision('measured_value'),
    limitValue: doublePrecision('limit_value'),
    unit: str('unit'),
    result: text('result', { enum: ['pass', 'fail'] }).notNull(),
    standardBasis: str('standard_basis'),
    testingUnit: str('testing_unit'),
    /** An imported row's natural key (notice, row number, sample); a re-import updates it (0032). */
    sourceKey: text('source_key'),
    /** A generated demonstration row (no public source), shown marked 演示数据 (migration 0008). */
    demo: boolean('demo').notNull().default(false),
    search: tsvector('search'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The default order and every filter below end in (date, id) so a filtered page is an index range read.
    index('sampling_date_idx').on(t.samplingDate.desc(), t.id.desc()),
    index('sampling_province_date_idx').on(t.sampledProvince, t.samplingDate.desc(), t.id.desc()),
    index('sampling_category_date_idx').on(t.foodCategory, t.samplingDate.desc(), t.id.desc()),
    index('sampling_hazard_date_idx').on(t.hazard, t.samplingDate.desc(), t.id.desc()),
    // Failures are ~5 %: a partial index keeps "result = fail" lists and counts small.
    index('sampling_fail_date_idx')
      .on(t.samplingDate.desc(), t.id.desc())
      .where(sql`result = 'fail'`),
    index('sampling_fail_province_idx')
      .on(t.sampledProvince, t.samplingDate.desc())
      .where(sql`result = 'fail'`),
    index('sampling_notice_idx').on(t.noticeNo),
    index('sampling_producer_idx').on(t.producer),
    index('sampling_search_idx').using('gin', t.search),
    uniqueIndex('sampling_source_key_uq').on(t.sourceKey),
  ],
);

export const penaltyRecords = pgTable(
  'penalty_records',
  {
    id: serial('id').primaryKey(),
    caseName: str('case_name'),
    documentNo: str('document_no'),
    party: str('party'),
    partyProvince: str('party_province'),
    authority: str('authority'),
    decisionDate: day('decision_date').notNull(),
    penaltyType: str('penalty_type'),
    amount: doublePrecision('amount').notNull().default(0),
    confiscatedAmount: doublePrecision('confiscated_amount').notNull().default(0),
    riskFactor: str('risk_factor'),
    foodCategory: str('food_category'),
    illegalFacts: str('illegal_facts'),
    legalBasis: str('legal_basis'),
    /** The law the 处罚依据 names and its article's clause anchor, when the library holds it (0032). */
    basisDocId: integer('basis_doc_id').references((): AnyPgColumn => libDocuments.id, { onDelete: 'set null' }),
    basisAnchor: str('basis_anchor'),
    /** 统一社会信用代码 and 处罚内容 as the published list gives them (0032). */
    creditCode: str('credit_code'),
    penaltyContent: str('penalty_content'),
    /** A generated demonstration row (no public source), shown marked 演示数据 (migration 0008). */
    demo: boolean('demo').notNull().default(false),
    search: tsvector('search'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('penalty_date_idx').on(t.decisionDate.desc(), t.id.desc()),
    index('penalty_province_date_idx').on(t.partyProvince, t.decisionDate.desc(), t.id.desc()),
    index('penalty_risk_date_idx').on(t.riskFactor, t.decisionDate.desc(), t.id.desc()),
    index('penalty_authority_date_idx').on(t.authority, t.decisionDate.desc(), t.id.desc()),
    index('penalty_party_idx').on(t.party),
    uniqueIndex('penalty_document_uq').on(t.documentNo),
    index('penalty_search_idx').using('gin', t.search),
  ],
);

export const judgeRecords = pgTable(
  'judge_records',
  {
    id: serial('id').primaryKey(),
    caseName: str('case_name'),
    caseNo: str('case_no'),
    court: str('court'),
    courtProvince: str('court_province'),
    instance: str('instance'),
    judgmentDate: day('judgment_date').notNull(),
    cause: str('cause'),
    defendant: str('defendant'),
    complainant: str('complainant'),
    compensation: doublePrecision('compensation').notNull().default(0),
    result: str('result'),
    foodCategory: str('food_category'),
    keyPoints: str('key_points'),
    /** From the case number: 基层/中级/高级/最高 court and 民事/刑事/行政 … (0032). */
    courtLevel: str('court_level'),
    caseKind: str('case_kind'),
    /** The judgment's whole text, segmented into the search vector. */
    fullText: str('full_text'),
    /** A generated demonstration row (no public source), shown marked 演示数据 (migration 0008). */
    demo: boolean('demo').notNull().default(false),
    search: tsvector('search'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('judge_date_idx').on(t.judgmentDate.desc(), t.id.desc()),
    index('judge_province_date_idx').on(t.courtProvince, t.judgmentDate.desc(), t.id.desc()),
    index('judge_cause_date_idx').on(t.cause, t.judgmentDate.desc(), t.id.desc()),
    index('judge_court_date_idx').on(t.court, t.judgmentDate.desc(), t.id.desc()),
    index('judge_defendant_idx').on(t.defendant),
    uniqueIndex('judge_case_no_uq').on(t.caseNo),
    index('judge_search_idx').using('gin', t.search),
  ],
);

/** Classic case analyses: articles about judgments (/judge/classicCaseAnalysis). */
export const judgeClassicCases = pgTable('judge_classic_cases', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: str('summary'),
  body: str('body'),
  cause: str('cause'),
  foodCategory: str('food_category'),
  publishDate: day('publish_date').notNull(),
  demo: boolean('demo').notNull().default(false),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

export const judgeClassicLinks = pgTable(
  'judge_classic_links',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => judgeClassicCases.id, { onDelete: 'cascade' }),
    judgmentId: integer('judgment_id')
      .notNull()
      .references(() => judgeRecords.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.judgmentId] })],
);

export const intlWarnings = pgTable(
  'intl_warnings',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    noticeDate: day('notice_date').notNull(),
    notifyingCountry: str('notifying_country'),
    originCountry: str('origin_country'),
    /** Origin names China (RASFF origins can list several countries). */
    chinaOrigin: boolean('china_origin').notNull().default(false),
    productCategory: str('product_category'),
    product: str('product'),
    hazard: str('hazard'),
    hazardCategory: str('hazard_category'),
    riskDecision: str('risk_decision'),
    classification: str('classification'),
    measures: str('measures'),
    distribution: str('distribution'),
    operator: str('operator'),
    /** A generated demonstration row (no public source), shown marked 演示数据 (migration 0008). */
    demo: boolean('demo').notNull().default(false),
    search: tsvector('search'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('intl_source_reference_uq').on(t.source, t.reference),
    index('intl_date_idx').on(t.noticeDate.desc(), t.id.desc()),
    index('intl_origin_date_idx').on(t.originCountry, t.noticeDate.desc(), t.id.desc()),
    index('intl_notifying_date_idx').on(t.notifyingCountry, t.noticeDate.desc(), t.id.desc()),
    index('intl_hazard_cat_date_idx').on(t.hazardCategory, t.noticeDate.desc(), t.id.desc()),
    index('intl_china_date_idx')
      .on(t.noticeDate.desc())
      .where(sql`china_origin`),
    index('intl_product_idx').on(t.product),
    index('intl_search_idx').using('gin', t.search),
  ],
);

/**
 * Monthly pre-aggregate of every record module: counts and sums by its four dimensions (which
 * column each of d1..d4 holds is the module's definition), at several grains: `grain` is
 * GROUPING(d1, d2, d3, d4), so 0 keeps all four, 7 keeps d1 only, 3 keeps d1 and d2 … A call
 * reads the smallest grain holding the dimensions it groups or filters by (hundreds of rows,
 * not the hundreds of thousands of the full grain). Kept by statement-level triggers on the
 * record tables (migration records_summary), rebuildable from the base tables.
 */
export const recordSummary = pgTable(
  'record_summary',
  {
    module: text('module').notNull(),
    grain: smallint('grain').notNull(),
    month: day('month').notNull(),
    d1: text('d1').notNull(),
    d2: text('d2').notNull(),
    d3: text('d3').notNull(),
    d4: text('d4').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    m1: doublePrecision('m1').notNull(),
    m2: doublePrecision('m2').notNull(),
  },
  (t) => [primaryKey({ columns: [t.module, t.grain, t.month, t.d1, t.d2, t.d3, t.d4] })],
);

/** A customer's watch rule over failed sampling records (/sampleSystem/monitorWarning). */
export const samplingWatchRules = pgTable(
  'sampling_watch_rules',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    products: text('products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    producers: text('producers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('watch_rules_customer_idx').on(t.customerId)],
);

/** One warning per customer and failed record, whatever number of its rules matched. */
export const samplingWarnings = pgTable(
  'sampling_warnings',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    ruleId: integer('rule_id').references(() => samplingWatchRules.id, { onDelete: 'set null' }),
    ruleName: str('rule_name'),
    /** kind:term of the first matching term (product:酱油, brand:…, producer:…, keyword:…). */
    matched: str('matched'),
    recordId: integer('record_id')
      .notNull()
      .references(() => samplingRecords.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sampling_warnings_once_uq').on(t.customerId, t.recordId),
    index('sampling_warnings_customer_created_idx').on(t.customerId, t.createdAt.desc()),
  ],
);
