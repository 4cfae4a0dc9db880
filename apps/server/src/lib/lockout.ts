import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Password-guessing brake shared by the portal and the back office. Failures are counted per
 * client address and user name, whether the name exists or not:
 * - the answer and the work are the same for an unknown name and an existing one, so the lock
 *   does not tell which names exist;
 * - guesses from one address at one name are slowed: from the 5th failure on each failure locks
 *   that pair for 1 minute, then 2, 4 … up to 60; a day without failures starts again at zero;
 * - the owner of an account, from their own address, is not locked by someone guessing
 *   elsewhere: nobody can keep a known account (admin included) locked at will.
 * The failure is counted before the password is checked, in one statement that also sets the
 * lock, so 20 guesses sent at once still get at most `maxFailures` checks before the lock.
 * The captcha asked on every login (CAPTCHA=on) makes each guess cost a captcha besides. With
 * CAPTCHA=off (single sign-on sites, tests) the captcha is still asked of a pair once it has
 * earned a lock: every try after the lock runs out needs a captcha too, so the switch spares
 * people who type their password right, never an address that keeps guessing. While locked, the
 * lock is the answer (it says how long to wait).
 */
export const maxFailures = 5;
export const captchaAfter = maxFailures;
export const maxLockMinutes = 60;

export type Attempt = { locked: false; lastChance: boolean; minutes: number } | { locked: true; minutes: number };

type Target = 'member' | 'staff';

const keyOf = (target: Target, address: string, name: string) =>
  `${target}|${address}|${name.trim().toLowerCase()}`.slice(0, 400);

const next = sql.raw(`case when t.updated_at < now() - interval '1 day' then 1 else t.failures + 1 end`);
const lockFor = (failures: ReturnType<typeof sql.raw>) =>
  sql`case when ${failures} >= ${maxFailures}
      then now() + make_interval(mins => least(${maxLockMinutes}, power(2, ${failures} - ${maxFailures})::int))
      else null end`;

/** Minutes of the lock a failure count leads to (0: none yet). */
export const lockMinutes = (failures: number) =>
  failures < maxFailures ? 0 : Math.min(maxLockMinutes, 2 ** (failures - maxFailures));

/** Whether the pair, not locked now, has failed often enough today that its next try needs a captcha. */
export async function captchaDue(database: Database, target: Target, address: string, name: string) {
  const [row] = await database.rows<{ failures: number }>(sql`
    select failures from login_throttle
    where key = ${keyOf(target, address, name)} and updated_at >= now() - interval '1 day'
      and (locked_until is null or locked_until <= now())`);
  return Number(row?.failures ?? 0) >= captchaAfter;
}

/** Counts a failure in advance of checking the password; `locked` when the pair is locked now. */
export async function reserveAttempt(
  database: Database,
  target: Target,
  address: string,
  name: string,
): Promise<Attempt> {
  const key = keyOf(target, address, name);
  const [row] = await database.rows<{ failures: number }>(sql`
    insert into login_throttle as t (key, failures, locked_until, updated_at)
    values (${key}, 1, null, now())
    on conflict (key) do update set failures = ${next}, locked_until = ${lockFor(next)}, updated_at = now()
    where t.locked_until is null or t.locked_until <= now()
    returning failures`);
  if (row) {
    const minutes = lockMinutes(Number(row.failures));
    return { locked: false, lastChance: minutes > 0, minutes };
  }
  const [lock] = await database.rows<{ ms: number }>(
    sql`select extract(epoch from (locked_until - now())) * 1000 as ms from login_throttle where key = ${key}`,
  );
  return { locked: true, minutes: Math.max(1, Math.ceil(Number(lock?.ms ?? 0) / 60_000)) };
}

/** The right password: the pair's count (and a lock this attempt set) is cleared. */
export async function clearFailures(database: Database, target: Target, address: string, name: string) {
  await database.rows(sql`delete from login_throttle where key = ${keyOf(target, address, name)}`);
}
