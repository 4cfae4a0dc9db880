import { onWrite } from '../db/write-tracking.js';
import { registerCacheTopic } from './cache-sync.js';

/**
 * A counter bumped by every write to `tables`: by this process at once (db/write-tracking.ts,
 * again when the writing call ends, after its commit), by another server on the same
 * PostgreSQL through lib/cache-sync.ts. A cache keeps the generation it read at and does not
 * use an entry of an older one. Answers a function that reads the current generation.
 */
export function tableGeneration(name: string, tables: RegExp): () => number {
  let generation = 0;
  onWrite((statement) => {
    if (tables.test(statement)) generation += 1;
  });
  registerCacheTopic({
    name,
    tables,
    forget: () => {
      generation += 1;
    },
  });
  return () => generation;
}
