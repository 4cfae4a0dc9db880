import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './core.js';

/** A member's saved label checks (the label as entered and the counts of that day's check). */
export const labelChecks = pgTable(
  'label_checks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    foodName: text('food_name').notNull().default(''),
    label: jsonb('label').notNull(),
    counts: jsonb('counts').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('label_checks_member').on(t.memberId, t.id)],
);
