/**
 * Values read from the database, kept per database for a short lifetime and dropped when the
 * tables they come from are written: `generation` (lib/table-generation.ts) is bumped by every
 * such write, and an entry read at an older generation is not used. A value whose read saw a
 * write begin is not kept. The lifetime only bounds what a lost notification could cost.
 */
export interface GenerationCache<V> {
  get(database: object, key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every entry (benches measure uncached reads). */
  clear(): void;
}

export function generationCache<V>(
  generation: () => number,
  lifetimeMs: number,
  maxEntries: number,
): GenerationCache<V> {
  let byDatabase = new WeakMap<object, Map<string, { value: V; until: number; generation: number }>>();
  return {
    async get(database, key, load) {
      let entries = byDatabase.get(database);
      if (!entries) byDatabase.set(database, (entries = new Map()));
      const hit = entries.get(key);
      if (hit && hit.generation === generation() && hit.until > Date.now()) return hit.value;
      const started = generation();
      const value = await load();
      if (started === generation()) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: Date.now() + lifetimeMs, generation: started });
      }
      return value;
    },
    clear() {
      byDatabase = new WeakMap();
    },
  };
}
