import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import * as schema from './schema/index.js';
import type { Database } from './client.js';

/**
 * Schema drift: compares the live database, after migrating, with the
 * drizzle table definitions the code queries through, so a hand-written migration that
 * disagrees with its definition (a missing column, another type, a forgotten NOT NULL or
 * index, a table nobody defined) fails CI. It reads the catalogue, not drizzle-kit snapshots,
 * so it holds while migrations are written by hand. Answers one line per difference.
 */
const ignoredTables = new Set(['app_migrations', '__drizzle_migrations']);

/** drizzle's SQL type names as PostgreSQL's format_type() prints them. */
export function normalType(t: string): string {
  let s = t
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .trim();
  const array = s.endsWith('[]');
  if (array) s = s.slice(0, -2);
  s = s
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^smallserial$/, 'smallint')
    .replace(/^int4$|^int$/, 'integer')
    .replace(/^int8$/, 'bigint')
    .replace(/^int2$/, 'smallint')
    .replace(/^varchar/, 'character varying')
    .replace(/^char(\(|$)/, 'character$1')
    .replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone')
    .replace(/^time(\(\d+\))?$/, 'time$1 without time zone')
    .replace(/^float8$|^double$/, 'double precision')
    .replace(/^float4$/, 'real')
    .replace(/^decimal/, 'numeric')
    .replace(/^bool$/, 'boolean');
  return array ? `${s}[]` : s;
}

interface LiveColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
}

export async function schemaDrift(database: Database): Promise<string[]> {
  const live = await database.rows<LiveColumn>(sql`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
  const liveIndexes = new Set(
    (
      await database.rows<{ name: string }>(sql`select indexname as name from pg_indexes where schemaname = 'public'`)
    ).map((r) => r.name),
  );
  const liveTables = new Map<string, Map<string, LiveColumn>>();
  for (const c of live) {
    if (ignoredTables.has(c.table)) continue;
    if (!liveTables.has(c.table)) liveTables.set(c.table, new Map());
    liveTables.get(c.table)!.set(c.column, c);
  }

  const problems: string[] = [];
  const defined = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema && config.schema !== 'public') continue;
    defined.add(config.name);
    const columns = liveTables.get(config.name);
    if (!columns) {
      problems.push(`table ${config.name}: defined in drizzle, missing in the database`);
      continue;
    }
    const names = new Set<string>();
    for (const col of config.columns) {
      names.add(col.name);
      const l = columns.get(col.name);
      if (!l) {
        problems.push(`column ${config.name}.${col.name}: defined in drizzle, missing in the database`);
        continue;
      }
      const want = normalType(col.getSQLType());
      if (want !== normalType(l.type))
        problems.push(`column ${config.name}.${col.name}: drizzle type ${want}, database type ${l.type}`);
      // A primary key column is NOT NULL whether or not the definition says so.
      const notNull = col.notNull || col.primary;
      if (notNull !== l.not_null)
        problems.push(
          `column ${config.name}.${col.name}: drizzle ${notNull ? 'not null' : 'nullable'}, database ${l.not_null ? 'not null' : 'nullable'}`,
        );
    }
    for (const name of columns.keys())
      if (!names.has(name)) problems.push(`column ${config.name}.${name}: in the database, not defined in drizzle`);
    for (const index of config.indexes) {
      const name = index.config.name;
      if (name && !liveIndexes.has(name))
        problems.push(`index ${name} on ${config.name}: defined in drizzle, missing in the database`);
    }
  }
  for (const table of liveTables.keys())
    if (!defined.has(table)) problems.push(`table ${table}: in the database, not defined in drizzle`);
  return problems.sort();
}
