import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Password-guessing lock shared by the portal and the back office (issue 16, item 3): a
 * password check is only made after one failure has been counted for it, in a single
 * statement that also sets the lock when the count reaches `maxFailures`. So 20 guesses sent
 * at once still get at most `maxFailures` password checks: the others find the lock set.
 * A right password then clears the count it had reserved (`clearFailures`).
 */
export const maxFailures = 5;
export const lockMs = 15 * 60_000;

export type Attempt = { locked: false; lastChance: boolean } | { locked: true; minutes: number };

type Target = 'member' | 'staff';

const nextCount = (col: ReturnType<typeof sql.raw>) =>
  sql`case when ${col} + 1 >= ${maxFailures} then 0 else ${col} + 1 end`;
const nextLock = (col: ReturnType<typeof sql.raw>) =>
  sql`case when ${col} + 1 >= ${maxFailures} then now() + make_interval(secs => ${lockMs / 1000}) else null end`;

async function reserve(database: Database, target: Target, id: number) {
  if (target === 'member') {
    const col = sql.raw('"failed_logins"');
    return database.rows<{ locked_until: string | null }>(sql`
      update members set failed_logins = ${nextCount(col)}, locked_until = ${nextLock(col)}
      where id = ${id} and (locked_until is null or locked_until <= now())
      returning locked_until`);
  }
  const col = sql.raw('"s"."failed_logins"');
  return database.rows<{ locked_until: string | null }>(sql`
    insert into staff_lockouts as s (user_id, failed_logins, locked_until)
    values (${id}, 1, null)
    on conflict (user_id) do update set failed_logins = ${nextCount(col)}, locked_until = ${nextLock(col)}
    where s.locked_until is null or s.locked_until <= now()
    returning locked_until`);
}

async function lockedUntil(database: Database, target: Target, id: number) {
  const rows =
    target === 'member'
      ? await database.rows<{ until: string | null }>(sql`select locked_until as until from members where id = ${id}`)
      : await database.rows<{ until: string | null }>(
          sql`select locked_until as until from staff_lockouts where user_id = ${id}`,
        );
  return rows[0]?.until
    ? new Date(String(rows[0].until).replace(' ', 'T').replace(/\+00$/, 'Z')).getTime()
    : Date.now();
}

/** Counts a failure in advance of checking the password; `locked` when the account is locked now. */
export async function reserveAttempt(database: Database, target: Target, id: number): Promise<Attempt> {
  const [row] = await reserve(database, target, id);
  if (row) return { locked: false, lastChance: row.locked_until !== null };
  const ms = (await lockedUntil(database, target, id)) - Date.now();
  return { locked: true, minutes: Math.max(1, Math.ceil(ms / 60_000)) };
}

/** The right password: the count (and a lock the reservation set) is cleared. */
export async function clearFailures(database: Database, target: Target, id: number) {
  if (target === 'member')
    await database.rows(sql`update members set failed_logins = 0, locked_until = null where id = ${id}`);
  else await database.rows(sql`delete from staff_lockouts where user_id = ${id}`);
}
