import { registerCacheTopic } from '../../lib/cache-sync.js';

/**
 * Pager totals and facets of a search are costly for a common term and change only when a
 * document is written, so they are cached for a short time and dropped on every write
 * (`countCache(database).clear()` in the writers). Another server on the same PostgreSQL clears
 * it through NOTIFY when it writes documents (lib/cache-sync.ts).
 */
const TTL_MS = 60_000;
const MAX = 500;

class CountCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    if (this.entries.size > MAX) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => this.entries.delete(key));
    return value;
  }
  clear() {
    this.entries.clear();
  }
}

const caches = new WeakMap<object, CountCache>();
/** The cache of one database (tests open many databases in one process). */
export const countCache = (database: object) => {
  let c = caches.get(database);
  if (!c) caches.set(database, (c = new CountCache()));
  return c;
};

registerCacheTopic({
  name: 'search',
  tables: /\blib_documents\b/i,
  forget: (database) => countCache(database).clear(),
});
