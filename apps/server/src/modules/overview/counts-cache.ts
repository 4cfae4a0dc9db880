import { tableGeneration } from '../../lib/table-generation.js';

/**
 * The open pages' counts, kept in the server's memory: anyone may call for them, and each
 * answer is about fifteen counts over the biggest tables. A write to a counted table (here or,
 * through NOTIFY, on another server on the same PostgreSQL) drops the kept answer; the lifetime
 * bounds what a lost notification could leave stale.
 */
export const countedTables =
  /\b(lib_documents|sampling_records|penalty_records|judge_records|intl_warnings|lim_limits|lim_substances|cmp_obligations|monitor_items|lib_safe_items|ind_standards|ind_indicators|industry_chains|industry_chain_nodes)\b/i;
const lifetimeMs = 60_000;

const generation = tableGeneration('overview', countedTables);
const kept = new WeakMap<object, { value: unknown; until: number; generation: number }>();

/** The kept counts of database `scope`, or `load()`'s (kept unless a write came meanwhile). */
export async function cachedCounts<T>(scope: object, load: () => Promise<T>): Promise<T> {
  const hit = kept.get(scope);
  const now = Date.now();
  if (hit && hit.generation === generation() && hit.until > now) return hit.value as T;
  const seen = generation();
  const value = await load();
  if (seen === generation()) kept.set(scope, { value, until: now + lifetimeMs, generation: seen });
  return value;
}
