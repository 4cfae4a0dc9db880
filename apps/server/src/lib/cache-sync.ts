import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { offWrite, onWrite } from '../db/write-tracking.js';

/**
 * Caches kept in a process's memory (principals, search counts) hear of writes made by this
 * process at once (db/write-tracking.ts). With two servers on one PostgreSQL
 * they must hear of the other's writes too: a write to a cache's tables is announced with
 * NOTIFY on one channel, and every server LISTENs and forgets what that cache holds. The
 * announcement is sent again when the call that wrote ends, i.e. after its commit, so a
 * server that reloads on the first one cannot keep the old rows. PGlite belongs to one
 * process and needs none of this.
 */
export interface CacheTopic {
  name: string;
  /** Tables whose writes make the cache stale. */
  tables: RegExp;
  forget: (database: Database) => void;
}

const channel = 'app_cache';
const topics: CacheTopic[] = [];

export const registerCacheTopic = (topic: CacheTopic) => {
  topics.push(topic);
};

/** Starts announcing and hearing cache invalidations for this database; returns a stop function. */
export async function startCacheSync(
  database: Database,
  log: (msg: string) => void = console.error,
): Promise<() => Promise<void>> {
  if (database.kind !== 'postgres' || !database.listen) return async () => undefined;
  const stopListening = await database.listen(channel, (payload) => {
    for (const t of topics) if (t.name === payload) t.forget(database);
  });
  // Writes seen in one turn of the event loop are announced once per topic.
  const pending = new Set<string>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const name of pending)
      database.rows(sql`select pg_notify(${channel}, ${name})`).catch((e: Error) => log(`cache sync: ${e.message}`));
    pending.clear();
  };
  const listener = (statement: string) => {
    for (const t of topics) if (t.tables.test(statement)) pending.add(t.name);
    if (pending.size && !scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  onWrite(listener);
  return async () => {
    offWrite(listener);
    await stopListening();
  };
}
