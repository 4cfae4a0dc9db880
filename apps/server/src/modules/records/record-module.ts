import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { limits, recordModules, type CrossTab, type Language } from '@app/contract';
import type { Database } from '../../db/client.js';
import { recordSummary } from '../../db/schema/index.js';
import { notFound, warn } from '../../lib/errors.js';
import { queryTokens } from '../../lib/search/segment.js';
import { writeXlsx, xlsxAnswer } from '../../lib/xlsx.js';
import type { BlobAnswer } from '../../lib/context.js';
import type { RecordTableDef, SummaryColumn } from './definitions.js';
import { dimensionQuery } from './dimension-lexemes.js';
import { keywordPage, windowedAbove } from './keyword-pages.js';
import { walkable } from './keyword-walk.js';
import { recordsGeneration } from './records-cache.js';
import { generationCache } from '../../lib/generation-cache.js';
import { grainFor, summarySide, type SummarySide } from './summary-sql.js';
import { today } from '../library/dates.js';
import { valueLabel } from './texts.js';
import { demoMark, provenance, provenanceColumn, rowNote } from './provenance.js';

/**
 * The generic record module: every call of every record module runs through these functions,
 * driven by the contract's definition (fields, filters, sorts, dimensions) and the server's
 * (table, WHERE builders, pre-aggregate mapping).
 */

/** Rows beyond this offset cannot be paged (a deep OFFSET over a million rows costs seconds). */
export const pageWindow = 10_000;
/** Above this many matches the pager total is the planner's estimate. */
export const exactCountCap = 10_000;

type Input = Record<string, unknown>;
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

const specOf = (def: RecordTableDef) => recordModules[def.name].spec;
const itemFields = (def: RecordTableDef) => ['id', 'demo', ...Object.keys(specOf(def).item)];
const detailFields = (def: RecordTableDef) => [...itemFields(def), ...Object.keys(specOf(def).extra)];
const pick = (def: RecordTableDef, fields: string[]) =>
  Object.fromEntries(fields.map((f) => [f, def.cols[f]!])) as Record<string, AnyPgColumn>;
const dateCol = (def: RecordTableDef) => def.cols[specOf(def).dateField]!;

/**
 * The tsquery of a keyword: jieba tokens ANDed, with the dimension filters' lexemes
 * (dimension-lexemes.ts) in the same query so one GIN lookup narrows both; `false` for a keyword
 * of only stop words or punctuation (it matches nothing rather than everything).
 */
function keywordWords(def: RecordTableDef, keyword: unknown, input: Input): SQL | false | undefined {
  if (!present(keyword)) return undefined;
  const tokens = queryTokens(String(keyword));
  if (!tokens.length) return false;
  const dims = dimensionQuery(def, input);
  const words = sql`plainto_tsquery('simple', ${tokens.join(' ')})`;
  return dims ? sql`(${words} && ${dims})` : words;
}

/** The search condition of a keyword over the record's tsvector. */
export function keywordCondition(def: RecordTableDef, keyword: unknown, input: Input = {}): SQL | undefined {
  const words = keywordWords(def, keyword, input);
  if (words === undefined) return undefined;
  return words === false ? sql`false` : sql`${def.cols.search} @@ ${words}`;
}

/** WHERE of the list and the export without the keyword: date range, then each filter the module defines. */
function filterWhere(def: RecordTableDef, input: Input): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (present(input.startDate)) parts.push(gte(dateCol(def), String(input.startDate)));
  if (present(input.endDate)) parts.push(lte(dateCol(def), String(input.endDate)));
  for (const [key, build] of Object.entries(def.filters as Record<string, (v: unknown) => SQL | undefined>))
    parts.push(build(input[key]));
  return and(...parts.filter((p): p is SQL => !!p));
}

/** WHERE of the list and the export: keyword, date range, then each filter the module defines. */
export function listWhere(def: RecordTableDef, input: Input): SQL | undefined {
  return and(keywordCondition(def, input.keyword, input), filterWhere(def, input));
}

// drizzle writes `.desc()` index columns as DESC NULLS LAST; ordering the same way (and ASC
// NULLS FIRST, the backward scan) lets a page be read from the index instead of sorting the table.
export const descNullsLast = (col: AnyPgColumn) => sql`${col} desc nulls last`;
const ascNullsFirst = (col: AnyPgColumn) => sql`${col} asc nulls first`;

const orderOf = (def: RecordTableDef, input: Input) => {
  const field = typeof input.sort === 'string' ? input.sort : specOf(def).dateField;
  const dir = input.order === 'asc' ? ascNullsFirst : descNullsLast;
  // Other sort fields have no index: empty values go last either way.
  const first =
    field === specOf(def).dateField || input.order !== 'asc'
      ? dir(def.cols[field]!)
      : sql`${def.cols[field]!} asc nulls last`;
  return [first, dir(def.cols.id!)];
};

const firstOfMonth = (v: unknown) => /^\d{4}-\d{2}-01$/.test(String(v));
const lastOfMonth = (v: unknown) => {
  const d = new Date(`${String(v)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && new Date(d.getTime() + 86_400_000).getUTCDate() === 1;
};

/**
 * The exact count of a list filter from the monthly pre-aggregate, when it can tell: at most two
 * dimension filters (the pairs are kept), filters the aggregate counts (sampling's failures),
 * no keyword, and dates that cover whole months. A count over the records themselves would read
 * every matching row (thousands of scattered pages for a rare pair); this reads a few summary rows.
 */
async function summaryCount(
  database: Database,
  def: RecordTableDef,
  side: SummarySide,
  input: Input,
): Promise<number | undefined> {
  const dims = Object.keys(def.summary.dims);
  const countedBy = (def.summary.countedBy ?? {}) as Record<string, { when: unknown; column: SummaryColumn }>;
  let column: SummaryColumn = 'n';
  for (const key of Object.keys(def.filters)) {
    if (!present(input[key]) || input[key] === false || dims.includes(key)) continue;
    if (countedBy[key]?.when !== input[key] || column !== 'n') return undefined;
    column = countedBy[key]!.column;
  }
  if (present(input.keyword) || dims.filter((d) => present(input[d])).length > 2) return undefined;
  if (present(input.startDate) && !firstOfMonth(input.startDate)) return undefined;
  if (present(input.endDate) && !lastOfMonth(input.endDate)) return undefined;
  const months = {
    ...(present(input.startDate) ? { startMonth: String(input.startDate).slice(0, 7) } : {}),
    ...(present(input.endDate) ? { endMonth: String(input.endDate).slice(0, 7) } : {}),
  };
  const [row] = await database.db
    .select({ n: sql<number>`coalesce(sum(${recordSummary[column]}), 0)` })
    .from(recordSummary)
    .where(summaryWhere(def, side, { ...input, ...months }));
  return Number(row?.n ?? 0);
}

/**
 * The pager total: from the pre-aggregate when it can count the filter (exact at any size);
 * otherwise exact up to 10,000 (a capped count reads at most 10,001 index entries), above that
 * the planner's row estimate, flagged `estimated`.
 */
export async function pagerTotal(
  database: Database,
  def: RecordTableDef,
  side: SummarySide,
  where: SQL | undefined,
  input?: Input,
) {
  const counted = input ? await summaryCount(database, def, side, input) : undefined;
  if (counted !== undefined) return { total: counted, estimated: false };
  const w = where ?? sql`true`;
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${def.table} where ${w} limit ${exactCountCap + 1}) capped`,
  );
  const n = Number(row?.n ?? 0);
  if (n <= exactCountCap) return { total: n, estimated: false };
  const plan = await database.rows<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from ${def.table} where ${w}`,
  );
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, exactCountCap + 1), estimated: true };
}

/** Pager totals of lists, kept until a record table is written (a common word's count reads thousands of rows). */
const totals = generationCache<{ total: number; estimated: boolean }>(recordsGeneration, 60_000, 1000);
const pagingKeys = new Set(['page', 'pageSize', 'sort', 'order', 'customer_id', 'batoken']);
const totalKey = (def: RecordTableDef, side: SummarySide, input: Input) =>
  JSON.stringify([
    def.name,
    side.key,
    Object.entries(input)
      .filter(([k]) => !pagingKeys.has(k))
      .sort(),
  ]);

export async function listRecords(database: Database, def: RecordTableDef, input: Input) {
  const page = Number(input.page ?? 1);
  const pageSize = Number(input.pageSize ?? 20);
  if ((page - 1) * pageSize >= pageWindow) throw warn('pageWindow', { max: pageWindow });
  const side = await summarySide(database, def.name);
  const where = and(listWhere(def, input), eq(def.cols.demo!, side.demo));
  const words = keywordWords(def, input.keyword, input);
  const byDate = (input.sort ?? specOf(def).dateField) === specOf(def).dateField;
  const offset = (page - 1) * pageSize;
  const total = totals.get(database, totalKey(def, side, input), () => pagerTotal(database, def, side, where, input));
  // Other lists read their page while the total is counted (a failed page leaves the count's
  // own failure handled, not an unhandled rejection).
  total.catch(() => undefined);
  const count = (scope: Input) => {
    const clean = Object.fromEntries(Object.entries(scope).filter(([, v]) => present(v)));
    return totals.get(database, totalKey(def, side, clean), () =>
      pagerTotal(database, def, side, and(filterWhere(def, clean), eq(def.cols.demo!, side.demo)), clean),
    );
  };
  const walk = words && byDate && (await walkable(database, def, input, (await total).total, offset + pageSize, count));
  // A keyword matching many records, in date order, is read month window by month window
  // (keyword-pages.ts); a few thousand matches are read and sorted whole, which is cheaper.
  // `is true` is the same test in a form the word index cannot serve, so the planner walks the
  // date-ordered btree instead of intersecting the word's posting lists.
  const list = walk
    ? await database.db
        .select(pick(def, itemFields(def)))
        .from(def.table)
        .where(
          and(sql`(${def.cols.search} @@ ${words}) is true`, filterWhere(def, input), eq(def.cols.demo!, side.demo)),
        )
        .orderBy(...orderOf(def, input))
        .limit(pageSize)
        .offset(offset)
    : words && byDate && (await total).total > windowedAbove
      ? await keywordPage(database, def, {
          where: and(filterWhere(def, input), eq(def.cols.demo!, side.demo)),
          words,
          fields: pick(def, itemFields(def)),
          order: orderOf(def, input),
          ascending: input.order === 'asc',
          startDate: present(input.startDate) ? String(input.startDate) : undefined,
          endDate: present(input.endDate) ? String(input.endDate) : undefined,
          offset,
          limit: pageSize,
        })
      : await database.db
          .select(pick(def, itemFields(def)))
          .from(def.table)
          .where(where)
          .orderBy(...orderOf(def, input))
          .limit(pageSize)
          .offset(offset);
  return { list, page, pageSize, ...(await total) };
}

export async function recordDetail(database: Database, def: RecordTableDef, id: number) {
  const [row] = await database.db
    .select(pick(def, detailFields(def)))
    .from(def.table)
    .where(eq(def.cols.id!, id));
  if (!row) throw notFound();
  return row;
}

export async function relatedRecords(database: Database, def: RecordTableDef, input: Input) {
  const spec = specOf(def);
  const by = spec.related[input.by as keyof typeof spec.related] as { field: string } | undefined;
  if (!by) throw warn('formatError', { attr: 'by' });
  const [row] = await database.db
    .select({ value: def.cols[by.field]! })
    .from(def.table)
    .where(eq(def.cols.id!, Number(input.id)));
  if (!row) throw notFound();
  const value = String(row.value ?? '');
  const page = Number(input.page ?? 1);
  const pageSize = Number(input.pageSize ?? 20);
  if ((page - 1) * pageSize >= pageWindow) throw warn('pageWindow', { max: pageWindow });
  // An empty value (no notice number, no producer) relates to nothing.
  if (!value) return { list: [], total: 0, page, pageSize, value, estimated: false };
  const side = await summarySide(database, def.name);
  const where = and(eq(def.cols[by.field]!, value), eq(def.cols.demo!, side.demo));
  const [list, count] = await Promise.all([
    database.db
      .select(pick(def, itemFields(def)))
      .from(def.table)
      .where(where)
      .orderBy(descNullsLast(dateCol(def)), descNullsLast(def.cols.id!))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    pagerTotal(database, def, side, where),
  ]);
  return { list, page, pageSize, value, ...count };
}

// ---------- statistics and charts: read the monthly pre-aggregate ----------

const dimColumn = (def: RecordTableDef, dim: string) => {
  const index = Object.keys(def.summary.dims).indexOf(dim);
  if (index < 0) throw warn('formatError', { attr: dim });
  return [recordSummary.d1, recordSummary.d2, recordSummary.d3, recordSummary.d4][index]!;
};
const measureColumn = (def: RecordTableDef, measure: string | undefined) => {
  const keys = Object.keys(def.summary.measures);
  const col = (def.summary.measures as Record<string, SummaryColumn>)[measure ?? keys[0]!];
  if (!col) throw warn('formatError', { attr: 'measure' });
  return recordSummary[col];
};
const periodExpr = (period: string) =>
  period === 'year'
    ? sql<string>`to_char(${recordSummary.month}, 'YYYY')`
    : period === 'quarter'
      ? sql<string>`to_char(${recordSummary.month}, 'YYYY') || '-Q' || to_char(${recordSummary.month}, 'Q')`
      : sql<string>`to_char(${recordSummary.month}, 'YYYY-MM')`;

const dimIndex = (def: RecordTableDef, dim: string) => Object.keys(def.summary.dims).indexOf(dim);

/**
 * WHERE over record_summary: the module, the smallest grain holding every dimension the call
 * filters or groups by, the month range and the dimension values.
 */
export function summaryWhere(def: RecordTableDef, side: SummarySide, input: Input, groupDims: string[] = []): SQL {
  const used = [
    ...groupDims.filter((d) => d !== 'period'),
    ...Object.keys(def.summary.dims).filter((d) => present(input[d])),
  ];
  const parts: SQL[] = [
    eq(recordSummary.module, side.key),
    eq(recordSummary.grain, grainFor(used.map((d) => dimIndex(def, d)))),
  ];
  if (present(input.startMonth)) parts.push(gte(recordSummary.month, `${String(input.startMonth)}-01`));
  if (present(input.endMonth)) parts.push(lte(recordSummary.month, `${String(input.endMonth)}-01`));
  for (const dim of Object.keys(def.summary.dims))
    if (present(input[dim])) parts.push(eq(dimColumn(def, dim), String(input[dim])));
  return and(...parts)!;
}

const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/** Top values of one dimension (or of the period) by a measure. */
export async function groupBy(
  database: Database,
  def: RecordTableDef,
  side: SummarySide,
  input: Input,
  dimension: string,
  measure: string | undefined,
  limit: number,
  period = 'month',
  splitLists = false,
) {
  const key = dimension === 'period' ? periodExpr(period) : dimColumn(def, dimension);
  const m = measureColumn(def, measure);
  const value = sql<number>`sum(${m})`;
  if (splitLists && def.summary.lists?.includes(dimension)) {
    // Each value of the list counts the record once (the import joins them with ", ").
    const parts = database.db
      .select({
        key: sql<string>`trim(unnest(string_to_array(${key}, ',')))`.as('key'),
        value: sql<number>`${m}`.as('value'),
      })
      .from(recordSummary)
      .where(summaryWhere(def, side, input, [dimension]))
      .as('parts');
    const total = sql<number>`sum(${parts.value})`;
    const listed = await database.db
      .select({ key: parts.key, value: total })
      .from(parts)
      .groupBy(parts.key)
      .orderBy(desc(total))
      .limit(limit);
    return listed.map((r) => ({ key: String(r.key), value: num(r.value) }));
  }
  const rows = await database.db
    .select({ key, value })
    .from(recordSummary)
    .where(summaryWhere(def, side, input, [dimension]))
    .groupBy(key)
    .orderBy(dimension === 'period' ? asc(key) : desc(value))
    .limit(dimension === 'period' ? 1000 : limit);
  // The trend keeps the latest `limit` periods.
  const kept = dimension === 'period' ? rows.slice(-limit) : rows;
  return kept.map((r) => ({ key: String(r.key), value: num(r.value) }));
}

export async function crossTab(
  database: Database,
  def: RecordTableDef,
  input: Input,
  lang: Language,
): Promise<CrossTab> {
  const rowsDim = String(input.rows);
  const colsDim = typeof input.cols === 'string' ? input.cols : 'period';
  const period = String(input.period ?? 'month');
  const limit = Number(input.limit ?? limits.caseTopRiskFactors);
  const measureKey = (input.measure as string | undefined) ?? Object.keys(def.summary.measures)[0]!;
  const m = measureColumn(def, measureKey);
  const rowKey = dimColumn(def, rowsDim);
  const colKey = colsDim === 'period' ? periodExpr(period) : dimColumn(def, colsDim);
  const side = await summarySide(database, def.name);
  const where = summaryWhere(def, side, input, [rowsDim, colsDim]);

  const [topRows, colTotals] = await Promise.all([
    groupBy(database, def, side, input, rowsDim, measureKey, limit),
    groupBy(database, def, side, input, colsDim, measureKey, colsDim === 'period' ? 1000 : 20, period),
  ]);
  const rowKeys = topRows.map((r) => r.key);
  const colKeys = colTotals.map((c) => c.key);
  const cells = rowKeys.length
    ? await database.db
        .select({ r: rowKey, c: colKey, v: sql<number>`sum(${m})` })
        .from(recordSummary)
        .where(and(where, inArray(rowKey, rowKeys)))
        .groupBy(rowKey, colKey)
    : [];
  const at = new Map(cells.map((c) => [`${String(c.r)}\u0000${String(c.c)}`, num(c.v)]));
  return {
    measure: measureKey,
    columns: colKeys.map((k) => ({ key: k, label: colsDim === 'period' ? k : valueLabel(def.name, colsDim, k, lang) })),
    rows: topRows.map((r) => ({
      key: r.key,
      label: valueLabel(def.name, rowsDim, r.key, lang),
      values: colKeys.map((c) => at.get(`${r.key}\u0000${c}`) ?? 0),
      total: r.value,
    })),
    totals: colTotals.map((c) => c.value),
    total: num(colTotals.reduce((a, c) => a + c.value, 0)),
    demo: side.demo,
  };
}

/**
 * The month the records stop inside (the source's last day is before the month's end), with that
 * day: its bar or point counts part of a month and must not read as a collapse.
 */
async function partialMonth(database: Database, def: RecordTableDef, side: SummarySide) {
  const [row] = await database.db
    .select({ last: sql<string | null>`max(${dateCol(def)})::text` })
    .from(def.table)
    .where(eq(def.cols.demo!, side.demo));
  const last = row?.last?.slice(0, 10);
  if (!last) return undefined;
  const [y, m] = last.split('-').map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Number(last.slice(8, 10)) < monthEnd ? { month: last.slice(0, 7), last } : undefined;
}
const partialLabel = (month: string, last: string, lang: Language) =>
  lang === 'en' ? `${month} (to ${last.slice(5)}, partial)` : `${month}（截至${last.slice(5)}，不完整）`;

export async function visualization(database: Database, def: RecordTableDef, input: Input, lang: Language) {
  const spec = specOf(def);
  const measureKeys = Object.keys(def.summary.measures);
  const side = await summarySide(database, def.name);
  const partial = await partialMonth(database, def, side);
  const periodLabel = (key: string) => (partial?.month === key ? partialLabel(key, partial.last, lang) : key);
  const [kpiRow] = await database.db
    .select(Object.fromEntries(measureKeys.map((k) => [k, sql<number>`coalesce(sum(${measureColumn(def, k)}), 0)`])))
    .from(recordSummary)
    .where(summaryWhere(def, side, input));
  const charts = await Promise.all(
    Object.entries(
      spec.charts as Record<
        string,
        { kind: 'map' | 'line' | 'bar' | 'pie'; dimension: string; measure: string; limit: number }
      >,
    ).map(async ([key, chart]) => ({
      key,
      kind: chart.kind,
      dimension: chart.dimension,
      measure: chart.measure,
      items: (
        await groupBy(database, def, side, input, chart.dimension, chart.measure, chart.limit, 'month', true)
      ).map((i) => ({
        ...i,
        label: chart.dimension === 'period' ? periodLabel(i.key) : valueLabel(def.name, chart.dimension, i.key, lang),
      })),
    })),
  );
  return { kpis: measureKeys.map((key) => ({ key, value: num(kpiRow?.[key]) })), charts, demo: side.demo };
}

/** Each dimension's values, most frequent first: the filter dropdowns. */
export async function dimensionOptions(database: Database, def: RecordTableDef, lang: Language) {
  const dims = Object.keys(def.summary.dims);
  const side = await summarySide(database, def.name);
  const dimensions = await Promise.all(
    dims.map(async (key) => ({
      key,
      values: (await groupBy(database, def, side, {}, key, 'count', 300)).map((v) => ({
        value: v.key,
        label: valueLabel(def.name, key, v.key, lang),
        count: v.value,
      })),
    })),
  );
  return { dimensions, provenance: await provenance(database, def) };
}

// ---------- export ----------

const cellOf = (def: RecordTableDef, field: string, v: unknown, lang: Language) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? valueLabel(def.name, field, v, lang) : v;

export async function exportRecords(
  database: Database,
  def: RecordTableDef,
  input: Input,
  lang: Language,
): Promise<BlobAnswer> {
  const spec = specOf(def);
  const ids = Array.isArray(input.ids) && input.ids.length ? (input.ids as number[]) : undefined;
  const quantity = Math.min(Number(input.quantity ?? spec.exportMax), spec.exportMax);
  const fields = detailFields(def).filter((f) => f !== 'id' && f !== 'demo');
  const side = await summarySide(database, def.name);
  const rows = await database.db
    .select(pick(def, [...fields, 'demo']))
    .from(def.table)
    .where(and(ids ? inArray(def.cols.id!, ids) : listWhere(def, input), eq(def.cols.demo!, side.demo)))
    .orderBy(...orderOf(def, input))
    .limit(quantity);
  const labels = spec.labels as Record<string, { 'zh-cn': string; en: string }>;
  const buffer = await writeXlsx({
    sheetName: spec.title[lang],
    // First column: 演示数据 on a generated row, the public source on a real one.
    columns: [
      { header: provenanceColumn[lang], key: '_note', width: 14 },
      ...fields.map((f) => ({ header: labels[f]![lang], key: f, width: 18 })),
    ],
    rows: rows.map((r) => ({
      _note: rowNote(def, r.demo, lang),
      ...Object.fromEntries(fields.map((f) => [f, cellOf(def, f, r[f], lang)])),
    })),
  });
  return xlsxAnswer(buffer, `${spec.title[lang]}-${today()}`);
}

export async function exportCrossTab(
  database: Database,
  def: RecordTableDef,
  input: Input,
  lang: Language,
): Promise<BlobAnswer> {
  const spec = specOf(def);
  const tab = await crossTab(database, def, input, lang);
  const dims = spec.dimensions as Record<string, { 'zh-cn': string; en: string }>;
  const rowsLabel = dims[String(input.rows)]?.[lang] ?? String(input.rows);
  const totalLabel = lang === 'en' ? 'Total' : '合计';
  const columns = [
    { header: rowsLabel, key: 'label', width: 24 },
    ...tab.columns.map((c, i) => ({ header: c.label, key: `c${i}`, width: 12 })),
    { header: totalLabel, key: 'total', width: 14 },
  ];
  const rows: Record<string, unknown>[] = tab.rows.map((r) => ({
    label: r.label,
    total: r.total,
    ...Object.fromEntries(r.values.map((v, i) => [`c${i}`, v])),
  }));
  rows.push({ label: totalLabel, total: tab.total, ...Object.fromEntries(tab.totals.map((v, i) => [`c${i}`, v])) });
  const origin = await provenance(database, def);
  if (origin.demo)
    rows.push({
      label: `${demoMark[lang]}${lang === 'en' ? ': counts of generated records, not real data' : '：以上为生成的演示记录的统计，非真实数据'}`,
    });
  else if (origin.source)
    rows.push({ label: `${lang === 'en' ? 'Source' : '数据来源'}: ${origin.source}, ${origin.from} – ${origin.to}` });
  const buffer = await writeXlsx({ sheetName: spec.title[lang], columns, rows });
  return xlsxAnswer(buffer, `${spec.title[lang]}-${rowsLabel}`);
}
