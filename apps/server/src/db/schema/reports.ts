import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './core.js';

/**
 * Stored period reports, reference articles and the industrial chains.
 * Reports are stored whole (jsonb) once their period is over, so a report opens the same later
 * even when the data behind it changes.
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const day = (name: string) => date(name, { mode: 'string' });

export const monitorReports = pgTable(
  'monitor_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['day', 'week', 'month'] }).notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    content: jsonb('content').notNull(),
    generatedAt: stamp('generated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('monitor_reports_period_uq').on(t.kind, t.periodStart)],
);

/** Reference articles (/information), written by staff; `body` is sanitised HTML. */
export const infoArticles = pgTable(
  'info_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    source: text('source').notNull().default(''),
    publishDate: day('publish_date').notNull(),
    published: boolean('published').notNull().default(true),
    /** Generated for a demo: shown marked 演示数据. */
    demo: boolean('demo').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('info_articles_date_idx').on(t.publishDate, t.id)],
);

/** A food sector's chain (dairy, meat …); its nodes are the stages from raw material to retail. */
export const industryChains = pgTable('industry_chains', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  enName: text('en_name').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const chainStages = ['raw', 'processing', 'packaging', 'storage', 'retail', 'catering', 'import'] as const;

export const industryChainNodes = pgTable(
  'industry_chain_nodes',
  {
    id: serial('id').primaryKey(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => industryChains.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: chainStages }).notNull(),
    name: text('name').notNull(),
    enName: text('en_name').notNull().default(''),
    /** Food categories (as the sampling, penalty and GB 2760 data name them) the node concerns. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Title words of the standards that concern the node (乳粉, 生乳 …). */
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** RASFF product categories (English, as RASFF names them) the node concerns. */
    rasffCategories: jsonb('rasff_categories').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('industry_chain_nodes_chain_idx').on(t.chainId, t.sort)],
);

/** A monthly report file uploaded by staff for one customer (/infoMonitor/monthUploadReport). */
export const monthlyReportFiles = pgTable(
  'monthly_report_files',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    title: text('title').notNull(),
    fileUrl: text('file_url').notNull(),
    fileName: text('file_name').notNull().default(''),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('monthly_report_files_customer_idx').on(t.customerId, t.month)],
);
