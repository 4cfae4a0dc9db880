import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { recordModules } from '@app/contract';
import type { RecordTableDef } from './definitions.js';

/**
 * Each record's search vector also holds one lexeme per statistics dimension, `province=浙江`,
 * so a keyword search narrowed by a dimension filter is one GIN lookup that intersects both
 * (443 rows for 酱油 in 浙江 at a million records), not the keyword's thousands of rows read
 * from the table and then filtered.
 */
export const dimensionLexeme = (dim: string, value: string) => `${dim}=${value}`;

const dimColumns = (def: RecordTableDef) =>
  Object.entries(def.summary.dims as Record<string, string>).map(([dim, field]) => {
    const col = getTableColumns(def.table)[field];
    if (!col) throw new Error(`${def.name}: no column for field ${field}`);
    return [dim, col.name] as const;
  });

/**
 * The vector also holds the month of the record's date, `month=2025-06`, so a keyword search
 * newest first reads one month's matches from the index at a time (keyword-pages.ts) instead of
 * every match of the whole table.
 */
export const monthLexeme = (month: string) => dimensionLexeme('month', month);

const dateColumn = (def: RecordTableDef) => {
  const field = recordModules[def.name].spec.dateField as string;
  const col = getTableColumns(def.table)[field];
  if (!col) throw new Error(`${def.name}: no column for field ${field}`);
  return col.name;
};

/** SQL (over the table's column names) of the record's month lexeme as a tsvector. */
export const monthVectorSql = (def: RecordTableDef) =>
  `array_to_tsvector(array['${monthLexeme('')}' || to_char(${dateColumn(def)}, 'YYYY-MM')])`;

/** SQL (over the table's column names) of the record's dimension lexemes as a tsvector. */
export const dimensionLexemesSql = (def: RecordTableDef) =>
  `array_to_tsvector(array_remove(array[${dimColumns(def)
    .map(([dim, column]) => `case when ${column} <> '' then '${dimensionLexeme(dim, '')}' || ${column} end`)
    .join(', ')}], null))`;

/**
 * Both as one tsvector: the writer adds it to every new record's vector, the migrations (one
 * for the dimensions, one for the months) to every stored one.
 */
export const dimensionVectorSql = (def: RecordTableDef) => `${dimensionLexemesSql(def)} || ${monthVectorSql(def)}`;

/** The tsquery of the dimension filters present in a list's input (lexemes taken verbatim), or nothing. */
export function dimensionQuery(def: RecordTableDef, input: Record<string, unknown>): SQL | undefined {
  const lexemes = Object.keys(def.summary.dims)
    .filter((dim) => typeof input[dim] === 'string' && input[dim] !== '')
    .map((dim) => sql`quote_literal(${dimensionLexeme(dim, String(input[dim]))})::tsquery`);
  return lexemes.length ? sql.join(lexemes, sql` && `) : undefined;
}
