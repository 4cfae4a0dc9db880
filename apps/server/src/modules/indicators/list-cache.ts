import { onWrite } from '../../db/write-tracking.js';
import { registerCacheTopic } from '../../lib/cache-sync.js';

/**
 * Assembled indicator lists, kept per database until a write to a table they are read from:
 * the product standards and their parsed indicators (import), the limits database (import or a
 * back-office correction) and GB 2760 (import). Those change rarely, while every page of
 * /indicators assembles a list, so a list is read from the database once after each change, not
 * once a minute. A write by this process is heard at once (db/write-tracking.ts, also when the
 * call that wrote ends, after its commit); one by another server on the same PostgreSQL through
 * lib/cache-sync.ts. The lifetime only bounds what a lost notification could cost.
 */
const sourceTables =
  /\b(ind_standards|ind_indicators|ind_placements|lim_limits|lim_food_nodes|lim_food_mappings|lim_substances|lib_safe_items|lib_food_categories)\b/i;

/** Bumped by each such write; an entry of an older generation is not used. */
let generation = 0;
onWrite((statement) => {
  if (sourceTables.test(statement)) generation += 1;
});
registerCacheTopic({
  name: 'indicator-lists',
  tables: sourceTables,
  forget: () => {
    generation += 1;
  },
});

interface Entry<V> {
  value: V;
  until: number;
  generation: number;
}

export interface ListCache<V> {
  /** The value kept for `key` in this database, or `load()`'s, kept unless a write came while it was read. */
  get(database: object, key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every entry (the bench measures uncached reads). */
  clear(): void;
}

export function listCache<V>(lifetimeMs: number, maxEntries: number): ListCache<V> {
  let byDatabase = new WeakMap<object, Map<string, Entry<V>>>();
  return {
    async get(database, key, load) {
      let entries = byDatabase.get(database);
      if (!entries) byDatabase.set(database, (entries = new Map()));
      const hit = entries.get(key);
      if (hit && hit.generation === generation && hit.until > Date.now()) return hit.value;
      const started = generation;
      const value = await load();
      if (started === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, until: Date.now() + lifetimeMs, generation: started });
      }
      return value;
    },
    clear() {
      byDatabase = new WeakMap();
    },
  };
}
