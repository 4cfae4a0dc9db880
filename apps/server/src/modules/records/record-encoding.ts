import { getTableColumns, getTableName } from 'drizzle-orm';
import { indexTokens } from '../../lib/search/segment.js';
import type { RecordTableDef } from './definitions.js';
import { dimensionVectorSql } from './dimension-lexemes.js';

/**
 * How a batch of records travels to the database, shared by the writer and the bulk seed's
 * worker threads: one JSON parameter of rows keyed by column name (fast multi-row insert on
 * both drivers, no 65,535-parameter limit) plus each row's jieba tokens, which the insert turns
 * into the search vector with the dimension lexemes. No database access here, so a worker
 * thread can encode while the main thread writes.
 */
export type RecordRow = Record<string, string | number | boolean | null>;

const generated = new Set(['id', 'search', 'createdAt', 'updatedAt']);

// Field values repeat a lot (product names, producers, categories): segment each text once.
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

const insertColumns = (def: RecordTableDef) =>
  Object.entries(getTableColumns(def.table)).filter(([field]) => !generated.has(field));

/** The rows as the insert's JSON parameter: column names, defaults filled in, tokens in `_tokens`. */
export function encodeRows(def: RecordTableDef, rows: RecordRow[]): string {
  const columns = insertColumns(def);
  return JSON.stringify(
    rows.map((row) => {
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
    }),
  );
}

/**
 * The insert around that parameter: `head` + JSON + `tail`. json_to_recordset with declared
 * types makes one pass over the JSON (a composite per row expanded column by column would
 * re-run the parse for every column). With `upsertOn`, an existing row is updated instead of
 * duplicated, and an unchanged one is left alone so a re-import reports it as unchanged.
 */
export function insertStatement(def: RecordTableDef, opts: { upsertOn?: string[]; returning?: boolean } = {}) {
  const allColumns = getTableColumns(def.table);
  const columns = insertColumns(def);
  const table = getTableName(def.table);
  const names = columns.map(([, c]) => c.name);
  const typed = columns.map(([, c]) => `${c.name} ${c.getSQLType()}`).join(', ');
  const head = `insert into ${table} (${names.join(', ')}, search) select ${names.join(', ')}, to_tsvector('simple', _tokens) || ${dimensionVectorSql(def)} from json_to_recordset(`;
  const keys = (opts.upsertOn ?? []).map((f) => allColumns[f]!.name);
  const changed = names.filter((n) => !keys.includes(n));
  const conflict = keys.length
    ? ` on conflict (${keys.join(', ')}) do update set ${changed.map((n) => `${n} = excluded.${n}`).join(', ')}, search = excluded.search${
        'updatedAt' in allColumns ? ', updated_at = now()' : ''
      } where ${changed.map((n) => `${table}.${n} is distinct from excluded.${n}`).join(' or ')}`
    : '';
  const returning = opts.returning === false ? '' : ' returning id, (xmax = 0) as inserted';
  const tail = `::json) as x(${typed}, _tokens text)${conflict}${returning}`;
  return { head, tail };
}
