import { tableGeneration } from './table-generation.js';

/**
 * Portal principals kept for a moment, by session token hash: every portal call needs one and
 * user info is called on every page, so without this each call starts with a database round
 * trip. Any write to the tables a principal is read from (sessions, members, rights, customers)
 * forgets every entry, both when the statement is sent and when the call that sent it ends (so
 * a transaction's commit is covered). Another server process on the same PostgreSQL tells this
 * one through NOTIFY (lib/cache-sync.ts); the short lifetime bounds what a lost notification
 * could cost (and a session may outlive its expiry by as much).
 */
const lifetimeMs = 2_000;
const maxEntries = 20_000;
const principalTables = /\b(sessions|members|member_rights|customers)\b/i;

interface Entry {
  value: unknown;
  until: number;
  generation: number;
}

/** Bumped by each write to those tables; an entry of an older generation is not used. */
const generation = tableGeneration('principals', principalTables);
const byScope = new WeakMap<object, Map<string, Entry>>();

/**
 * The cached value for `key` in `scope` (one database), or `load()`'s, kept unless a write
 * happened while it was being read.
 */
export async function cachedPrincipal<T>(
  scope: object,
  key: string,
  load: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let entries = byScope.get(scope);
  if (!entries) byScope.set(scope, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation() && hit.until > now) return hit.value as T;
  const seen = generation();
  const value = await load();
  if (value !== undefined && seen === generation()) {
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, { value, until: now + lifetimeMs, generation: seen });
  }
  return value;
}
