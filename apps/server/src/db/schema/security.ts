import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sysUsers } from './admin.js';

/**
 * Failed back-office logins and the lock they lead to, kept apart from the user row so that a
 * login attempt never rewrites the account (the portal keeps the same two
 * fields on its members row).
 */
export const staffLockouts = pgTable('staff_lockouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => sysUsers.id, { onDelete: 'cascade' }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
});

/**
 * Failed logins per client address and user name (portal `member|…`, back office `staff|…`),
 * whether or not the name exists: so the answer never tells which names exist, and no one can
 * lock another person's account from their own address. The lock grows with each failure.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('login_throttle_updated_idx').on(t.updatedAt)],
);

/** Secrets every server of one database shares (the key that signs file links), made on first use. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
