import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sysUsers } from './admin.js';

/**
 * Failed back-office logins and the lock they lead to, kept apart from the user row so that a
 * login attempt never rewrites the account (issue 16, item 3; the portal keeps the same two
 * fields on its members row).
 */
export const staffLockouts = pgTable('staff_lockouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => sysUsers.id, { onDelete: 'cascade' }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
});
