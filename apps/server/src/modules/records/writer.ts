import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { indexTokens } from '../../lib/search/segment.js';
import type { RecordTableDef } from './definitions.js';
import { matchWarnings } from './warnings.service.js';
import { dimensionVectorSql } from './dimension-lexemes.js';

/**
 * The one way records are written (seed, generator, importers): a batch travels as one JSON
 * parameter (fast multi-row insert on both drivers, no 65,535-parameter limit), the search vector
 * is built from jieba tokens (and the dimension lexemes), the pre-aggregate follows through the table's triggers, and new
 * failed sampling records are matched against the watch rules.
 */
const generated = new Set(['id', 'search', 'createdAt', 'updatedAt']);

// Field values repeat a lot (product names, producers, categories): segment each once.
const tokenCache = new Map<string, string>();
const tokensOf = (text: string) => {
  let t = tokenCache.get(text);
  if (t === undefined) {
    t = indexTokens(text);
    if (tokenCache.size > 200_000) tokenCache.clear();
    tokenCache.set(text, t);
  }
  return t;
};

export type RecordRow = Record<string, string | number | boolean | null>;

const batchSize = 2000;

export interface WriteOptions {
  /** Unique fields: an existing row is updated instead of duplicated (idempotent imports). */
  upsertOn?: string[];
}

/** Inserts (or upserts) rows keyed by contract field names; returns ids and how many were new. */
export async function writeRecords(
  database: Database,
  def: RecordTableDef,
  rows: RecordRow[],
  opts: WriteOptions = {},
) {
  const allColumns = getTableColumns(def.table);
  const columns = Object.entries(allColumns).filter(([field]) => !generated.has(field));
  const table = getTableName(def.table);
  const names = columns.map(([, c]) => c.name);
  let inserted = 0;
  let updated = 0;
  const newIds: number[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((row) => {
      const o: Record<string, unknown> = {};
      // A field the row leaves out takes the column's plain default (demo = false), else null.
      for (const [field, c] of columns)
        o[c.name] = row[field] ?? (c.hasDefault && typeof c.default !== 'object' ? c.default : null);
      o._tokens = tokensOf(
        def.searchFields
          .map((f) => String(row[f] ?? ''))
          .filter(Boolean)
          .join(' '),
      );
      return o;
    });
    // json_to_recordset with declared types: one pass over the JSON (a composite per row expanded
    // column by column would re-run the parse for every column).
    const typed = columns.map(([, c]) => `${c.name} ${c.getSQLType()}`).join(', ');
    const head = `insert into ${table} (${names.join(', ')}, search) select ${names.join(', ')}, to_tsvector('simple', _tokens) || ${dimensionVectorSql(def)} from json_to_recordset(`;
    const keys = (opts.upsertOn ?? []).map((f) => allColumns[f]!.name);
    const changed = names.filter((n) => !keys.includes(n));
    // An unchanged row is left alone, so a re-import reports it as unchanged, not updated.
    const conflict = keys.length
      ? ` on conflict (${keys.join(', ')}) do update set ${changed.map((n) => `${n} = excluded.${n}`).join(', ')}, search = excluded.search${
          'updatedAt' in allColumns ? ', updated_at = now()' : ''
        } where ${changed.map((n) => `${table}.${n} is distinct from excluded.${n}`).join(' or ')}`
      : '';
    const tail = `::json) as x(${typed}, _tokens text)${conflict} returning id, (xmax = 0) as inserted`;
    const result = await database.rows<{ id: number; inserted: boolean }>(
      sql`${sql.raw(head)}${JSON.stringify(batch)}${sql.raw(tail)}`,
    );
    for (const r of result) {
      if (r.inserted) {
        inserted++;
        newIds.push(Number(r.id));
      } else updated++;
    }
  }
  if (def.name === 'sampling' && newIds.length) await matchWarnings(database, newIds);
  return { inserted, updated, unchanged: rows.length - inserted - updated, ids: newIds };
}
