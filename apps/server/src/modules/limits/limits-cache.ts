import { tableGeneration } from '../../lib/table-generation.js';
import { generationCache } from '../../lib/generation-cache.js';
import type { Database } from '../../db/client.js';

/**
 * The limits database changes only when staff import or edit it, yet each search first looks up
 * which substances or foods its words name and how many limits each jurisdiction has for them:
 * two or three queries in turn before its page. Kept in memory per arguments until any lim_
 * table is written (by this server, or another on the same PostgreSQL through cache-sync), a
 * repeated search sends one query and, under load, waits once for a pooled connection instead
 * of three or four times. Answers are shared between requests: read them, never change them.
 */
const limitsGeneration = tableGeneration('limits', /\blim_\w+/i);

export function keptWhileLimitsUnchanged<A extends unknown[], V>(
  load: (database: Database, ...args: A) => Promise<V>,
  maxEntries = 500,
) {
  const cache = generationCache<V>(limitsGeneration, 60_000, maxEntries);
  return (database: Database, ...args: A) => cache.get(database, JSON.stringify(args), () => load(database, ...args));
}
