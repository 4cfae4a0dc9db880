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
import type { MonitorItemKind, MonitorItemOrigin } from '@app/contract';

/**
 * Public-opinion monitoring items (舆情) and briefing issues (简报) (migration 0021).
 * A derived item keeps `sourceKey` (`library:12:publish`, `rasff:88`, `sampling:301`) so the
 * job finds it again and never writes it twice; staff items have none.
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const day = (name: string) => date(name, { mode: 'string' });

export const monitorItems = pgTable(
  'monitor_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MonitorItemKind>().notNull(),
    title: text('title').notNull(),
    source: text('source').notNull().default(''),
    itemDate: day('item_date').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    hazards: jsonb('hazards').$type<string[]>().notNull().default([]),
    summary: text('summary').notNull().default(''),
    link: text('link').notNull().default(''),
    origin: text('origin').$type<MonitorItemOrigin>().notNull(),
    sourceKey: text('source_key'),
    /** Made for a demo (staff) or derived from a generated row: shown 演示数据. */
    demo: boolean('demo').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitor_items_source_key_uq').on(t.sourceKey),
    index('monitor_items_date_idx').on(t.itemDate.desc(), t.id.desc()),
    index('monitor_items_kind_date_idx').on(t.kind, t.itemDate.desc(), t.id.desc()),
  ],
);

export const monitorBriefings = pgTable(
  'monitor_briefings',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    issueNo: integer('issue_no').notNull().default(0),
    intro: text('intro').notNull().default(''),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: stamp('published_at'),
    demo: boolean('demo').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('monitor_briefings_status_idx').on(t.status, t.publishedAt.desc())],
);

/** The items of an issue, in `sort` order, each with the staff's commentary (plain text). */
export const monitorBriefingEntries = pgTable(
  'monitor_briefing_entries',
  {
    id: serial('id').primaryKey(),
    briefingId: integer('briefing_id')
      .notNull()
      .references(() => monitorBriefings.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => monitorItems.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    commentary: text('commentary').notNull().default(''),
  },
  (t) => [
    uniqueIndex('monitor_briefing_entries_uq').on(t.briefingId, t.itemId),
    index('monitor_briefing_entries_item_idx').on(t.itemId),
  ],
);
