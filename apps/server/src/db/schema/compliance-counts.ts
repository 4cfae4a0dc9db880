import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Register items counted by customer, owner (0 = none) and status, kept by statement triggers on
 * cmp_items (migration 0020): the register list shows counts by status on every page, and
 * counting a 10,000-item register each time was most of its cost.
 */
export const cmpItemCounts = pgTable(
  'cmp_item_counts',
  {
    customerId: integer('customer_id').notNull(),
    ownerId: integer('owner_id').notNull().default(0),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'cmp_item_counts_pk', columns: [t.customerId, t.ownerId, t.status] })],
);
