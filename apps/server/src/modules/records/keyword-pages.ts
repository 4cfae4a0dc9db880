import { and, gte, lt, max, min, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordModules } from '@app/contract';
import type { Database } from '../../db/client.js';
import { generationCache } from '../../lib/generation-cache.js';
import type { RecordTableDef } from './definitions.js';
import { monthLexeme } from './dimension-lexemes.js';
import { recordsGeneration } from './records-cache.js';

/**
 * A keyword list in date order, read a window of months at a time. The whole match of a common
 * word at national scale is tens of thousands of records scattered over the table; sorting it
 * for one page of 20 reads every one of them. Each record's vector holds its month
 * (dimension-lexemes.ts), so the index gives the matches of the newest month alone; the page is
 * usually filled there, else the next window (twice as many months) is read, and so on. The
 * order and the membership are those of the one query over the whole table.
 */

/**
 * Below this many matches the whole match is read and sorted (at a million records, 443 matches
 * take 6–8 ms that way and 12–18 ms by windows, whose month lexemes cost the index more); above
 * it, windows (9,549 matches: 42–75 ms whole, about 30 ms by windows).
 */
export const windowedAbove = 5000;

/** A window wider than this many months is read by its date range alone: its matches are few. */
const lexemeMonths = 24;

const spans = generationCache<{ lo: string; hi: string } | undefined>(recordsGeneration, 60_000, 50);

const dateColumn = (def: RecordTableDef) => def.cols[recordModules[def.name].spec.dateField as string]!;

/** The first and last month of the table's dates (two index reads), kept until the table is written. */
const monthSpan = (database: Database, def: RecordTableDef) =>
  spans.get(database, def.name, async () => {
    const col = dateColumn(def);
    const [row] = await database.db
      .select({
        lo: sql<string | null>`to_char(${min(col)}, 'YYYY-MM')`,
        hi: sql<string | null>`to_char(${max(col)}, 'YYYY-MM')`,
      })
      .from(def.table);
    return row?.lo && row.hi ? { lo: row.lo, hi: row.hi } : undefined;
  });

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Months from `lo` to `hi` inclusive (YYYY-MM), oldest first. */
export function monthsBetween(lo: string, hi: string): string[] {
  const out: string[] = [];
  for (let m = lo; m <= hi; m = nextMonth(m)) out.push(m);
  return out;
}

export interface KeywordPageQuery {
  /** The list's WHERE without the keyword's tsquery, and the keyword's tsquery (with the dimensions'). */
  where: SQL | undefined;
  words: SQL;
  fields: Record<string, AnyPgColumn>;
  order: SQL[];
  ascending: boolean;
  startDate?: string;
  endDate?: string;
  offset: number;
  limit: number;
}

/** One page of a keyword list in date order, window by window. */
export async function keywordPage(database: Database, def: RecordTableDef, q: KeywordPageQuery) {
  const span = await monthSpan(database, def);
  if (!span) return [];
  const lo = q.startDate && q.startDate.slice(0, 7) > span.lo ? q.startDate.slice(0, 7) : span.lo;
  const hi = q.endDate && q.endDate.slice(0, 7) < span.hi ? q.endDate.slice(0, 7) : span.hi;
  const months = monthsBetween(lo, hi);
  if (!q.ascending) months.reverse();
  const col = dateColumn(def);
  const rows: Record<string, unknown>[] = [];
  let skip = q.offset;
  for (let i = 0, size = 1; i < months.length && rows.length < q.limit; i += size, size *= 2) {
    const window = months.slice(i, i + size);
    const [first, last] = [window[0]!, window[window.length - 1]!].sort();
    // The date range too: for a word in most records the planner may rather walk the date index.
    const range = and(gte(col, `${first}-01`), lt(col, `${nextMonth(last!)}-01`));
    const lexemes = window.map((m) => `'${monthLexeme(m)}'`).join(' | ');
    const match =
      window.length <= lexemeMonths
        ? sql`${def.cols.search} @@ (${q.words} && ${lexemes}::tsquery)`
        : sql`${def.cols.search} @@ ${q.words}`;
    const want = skip + q.limit - rows.length;
    const got = await database.db
      .select(q.fields)
      .from(def.table)
      .where(and(q.where, range, match))
      .orderBy(...q.order)
      .limit(want);
    if (skip >= got.length) {
      skip -= got.length;
      continue;
    }
    rows.push(...got.slice(skip));
    skip = 0;
  }
  return rows;
}
