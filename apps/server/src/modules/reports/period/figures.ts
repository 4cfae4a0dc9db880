import { sql } from 'drizzle-orm';
import {
  libraries,
  libraryKeys,
  type FigureLink,
  type ReportContent,
  type ReportFigure,
  type ReportGroup,
  type ReportKind,
} from '@app/contract';
import type { Database } from '../../../db/client.js';
import { countColumn as count, dayColumn as day, parsedRows } from '../../../db/parsed-rows.js';
import { z } from 'zod';
import { addDays } from '../../library/dates.js';
import { previousPeriod, type Period } from './periods.js';

/**
 * The figures of one period report, each counted by one SQL aggregate over the period and the
 * previous one, and each with the link (portal list + query) whose list call selects exactly the
 * counted rows. The record lists take the same filter names as their calls (startDate, endDate,
 * result …), so the link's query is the call's filter.
 */

/** International warnings counted as RASFF notifications (the EU RASFF importer's source). */
export const rasffSource = 'EU RASFF';
/** Longest breakdown a report prints (top categories, hazards). */
const topN = 10;
/** "Coming into force" looks this many days past the period. */
const upcomingDays = 30;

/** A figure of the period and of the previous one. */
const twoCounts = { cur: count, prev: count };
/** A breakdown line: the value counted (a category, a hazard) and its two counts. */
const breakdownRow = z.object({ v: z.string(), ...twoCounts });
const libraryRow = z.object({
  library: z.string(),
  new_docs: count,
  new_prev: count,
  updated_docs: count,
  updated_prev: count,
  abolished_docs: count,
  abolished_prev: count,
  implemented_docs: count,
  implemented_prev: count,
  upcoming_docs: count,
  upcoming_prev: count,
});

const figure = (
  key: string,
  value: number,
  previous: number | null,
  link: FigureLink | null,
  label: string | null = null,
): ReportFigure => ({
  key,
  label,
  value,
  previous,
  link,
});

const range = (p: Period) => ({ startDate: p.start, endDate: p.end });

async function librarySection(database: Database, p: Period, prev: Period): Promise<ReportGroup[]> {
  const upcoming = { start: addDays(p.end, 1), end: addDays(p.end, upcomingDays) };
  const prevUpcoming = { start: addDays(prev.end, 1), end: addDays(prev.end, upcomingDays) };
  const within = (col: string, r: Period) => sql`${sql.raw(col)} between ${r.start} and ${r.end}`;
  const rows = await parsedRows(
    database,
    libraryRow,
    sql`
    select library,
      count(*) filter (where ${within('publish_date', p)}) as new_docs,
      count(*) filter (where ${within('publish_date', prev)}) as new_prev,
      count(*) filter (where ${within('update_date', p)}) as updated_docs,
      count(*) filter (where ${within('update_date', prev)}) as updated_prev,
      count(*) filter (where ${within('abolish_date', p)}) as abolished_docs,
      count(*) filter (where ${within('abolish_date', prev)}) as abolished_prev,
      count(*) filter (where ${within('implement_date', p)}) as implemented_docs,
      count(*) filter (where ${within('implement_date', prev)}) as implemented_prev,
      count(*) filter (where ${within('implement_date', upcoming)}) as upcoming_docs,
      count(*) filter (where ${within('implement_date', prevUpcoming)}) as upcoming_prev
    from lib_documents
    where ${within('publish_date', { start: prev.start, end: p.end })}
       or ${within('update_date', { start: prev.start, end: p.end })}
       or ${within('abolish_date', { start: prev.start, end: p.end })}
       or ${within('implement_date', { start: prev.start, end: upcoming.end })}
    group by library`,
  );
  const byLib = new Map(rows.map((r) => [r.library, r]));
  return libraryKeys.map((lib) => {
    const r = byLib.get(lib);
    // The unified search over the whole library, filtered by one date field: exactly these documents.
    const link = (field: string, from: string, to: string): FigureLink => ({
      path: `/${libraries[lib].segment}/unifiedSearch`,
      query: { isOpen: 'true', fullLibrary: '1', sortBy: 'date', [`${field}From`]: from, [`${field}To`]: to },
    });
    return {
      key: lib,
      label: null,
      figures: [
        figure('newDocs', r?.new_docs ?? 0, r?.new_prev ?? 0, link('publishDate', p.start, p.end)),
        figure('updatedDocs', r?.updated_docs ?? 0, r?.updated_prev ?? 0, link('updateDate', p.start, p.end)),
        figure('abolishedDocs', r?.abolished_docs ?? 0, r?.abolished_prev ?? 0, link('abolishDate', p.start, p.end)),
        figure(
          'implementedDocs',
          r?.implemented_docs ?? 0,
          r?.implemented_prev ?? 0,
          link('implementDate', p.start, p.end),
        ),
        figure(
          'upcomingDocs',
          r?.upcoming_docs ?? 0,
          r?.upcoming_prev ?? 0,
          link('implementDate', upcoming.start, upcoming.end),
        ),
      ],
    };
  });
}

/** Counts of the period and the previous one, in one pass over the two periods' rows. */
async function twoPeriodCount(
  database: Database,
  table: string,
  dateCol: string,
  p: Period,
  prev: Period,
  extra = sql``,
) {
  const d = sql.raw(dateCol);
  const [row] = await parsedRows(
    database,
    z.object(twoCounts),
    sql`
    select count(*) filter (where ${d} >= ${p.start}) as cur, count(*) filter (where ${d} < ${p.start}) as prev
    from ${sql.raw(table)} where ${d} between ${prev.start} and ${p.end} ${extra}`,
  );
  return { cur: row?.cur ?? 0, prev: row?.prev ?? 0 };
}

/** Top values of one column among failed batches, with the previous period's count of each. */
async function failBreakdown(
  database: Database,
  column: 'food_category' | 'hazard',
  key: 'foodCategory' | 'hazard',
  p: Period,
  prev: Period,
) {
  const col = sql.raw(column);
  const rows = await parsedRows(
    database,
    breakdownRow,
    sql`
    select ${col} as v, count(*) filter (where sampling_date >= ${p.start}) as cur, count(*) filter (where sampling_date < ${p.start}) as prev
    from sampling_records
    where result = 'fail' and sampling_date between ${prev.start} and ${p.end}
    group by ${col}
    having count(*) filter (where sampling_date >= ${p.start}) > 0
    order by cur desc, v
    limit ${topN}`,
  );
  return rows.map((r) =>
    figure(
      key,
      r.cur,
      r.prev,
      { path: '/sampleSystem/dataQuery', query: { ...range(p), result: 'fail', [key]: r.v } },
      r.v,
    ),
  );
}

async function samplingSection(database: Database, p: Period, prev: Period): Promise<ReportGroup[]> {
  const d = sql.raw('sampling_date');
  const totalsRow = z.object({ ...twoCounts, fail_cur: count, fail_prev: count });
  const [totals] = await parsedRows(
    database,
    totalsRow,
    sql`
    select count(*) filter (where ${d} >= ${p.start}) as cur, count(*) filter (where ${d} < ${p.start}) as prev,
      count(*) filter (where ${d} >= ${p.start} and result = 'fail') as fail_cur,
      count(*) filter (where ${d} < ${p.start} and result = 'fail') as fail_prev
    from sampling_records where ${d} between ${prev.start} and ${p.end}`,
  );
  const list = (query: Record<string, string>): FigureLink => ({
    path: '/sampleSystem/dataQuery',
    query: { ...range(p), ...query },
  });
  return [
    {
      key: 'totals',
      label: null,
      figures: [
        figure('samplingTotal', totals?.cur ?? 0, totals?.prev ?? 0, list({})),
        figure('samplingFail', totals?.fail_cur ?? 0, totals?.fail_prev ?? 0, list({ result: 'fail' })),
      ],
    },
    {
      key: 'failByCategory',
      label: null,
      figures: await failBreakdown(database, 'food_category', 'foodCategory', p, prev),
    },
    { key: 'failByHazard', label: null, figures: await failBreakdown(database, 'hazard', 'hazard', p, prev) },
  ];
}

async function internationalSection(database: Database, p: Period, prev: Period): Promise<ReportGroup[]> {
  const rasff = sql`and source = ${rasffSource}`;
  const all = await twoPeriodCount(database, 'intl_warnings', 'notice_date', p, prev, rasff);
  const china = await twoPeriodCount(database, 'intl_warnings', 'notice_date', p, prev, sql`${rasff} and china_origin`);
  const link = (query: Record<string, string>): FigureLink => ({
    path: '/InternationalWarning/index',
    query: { ...range(p), source: rasffSource, ...query },
  });
  const byHazard = await parsedRows(
    database,
    breakdownRow,
    sql`
    select hazard_category as v, count(*) filter (where notice_date >= ${p.start}) as cur, count(*) filter (where notice_date < ${p.start}) as prev
    from intl_warnings
    where source = ${rasffSource} and china_origin and notice_date between ${prev.start} and ${p.end}
    group by hazard_category
    having count(*) filter (where notice_date >= ${p.start}) > 0
    order by cur desc, v limit ${topN}`,
  );
  return [
    {
      key: 'totals',
      label: null,
      figures: [
        figure('rasffCount', all.cur, all.prev, link({})),
        figure('rasffChina', china.cur, china.prev, link({ chinaOrigin: 'true' })),
      ],
    },
    {
      key: 'rasffChinaByHazard',
      label: null,
      figures: byHazard.map((r) =>
        figure('hazardCategory', r.cur, r.prev, link({ chinaOrigin: 'true', hazardCategory: r.v }), r.v),
      ),
    },
  ];
}

async function countSection(
  database: Database,
  key: 'penaltyCount' | 'judgeCount',
  p: Period,
  prev: Period,
): Promise<ReportGroup[]> {
  const [table, col, path] =
    key === 'penaltyCount'
      ? ['penalty_records', 'decision_date', '/penalty/case']
      : ['judge_records', 'judgment_date', '/judge/judgeList'];
  const c = await twoPeriodCount(database, table, col, p, prev);
  return [{ key: 'totals', label: null, figures: [figure(key, c.cur, c.prev, { path, query: range(p) })] }];
}

/** Whether any row of the table in the two periods is a generated demonstration row. */
async function hasDemo(database: Database, table: string, dateCol: string, p: Period, prev: Period) {
  const d = sql.raw(dateCol);
  const [row] = await parsedRows(
    database,
    z.object({ demo: z.union([z.boolean(), z.literal('t'), z.literal('f')]) }),
    sql`select exists (select 1 from ${sql.raw(table)} where demo and ${d} between ${prev.start} and ${p.end}) as demo`,
  );
  return row?.demo === true || row?.demo === 't';
}

/** The first and last date the source holds (real rows; generated ones are marked apart). */
async function coverage(database: Database, table: string, dateCol: string, where = sql`true`) {
  const d = sql.raw(dateCol);
  const [row] = await parsedRows(
    database,
    z.object({ from: day, to: day }),
    sql`select min(${d})::text as "from", max(${d})::text as "to" from ${sql.raw(table)} where ${where}`,
  );
  const first10 = (v: string | null | undefined) => (v ? v.slice(0, 10) : null);
  return { from: first10(row?.from), to: first10(row?.to) };
}

/** Computes a report's content (it is stored as it is; see store.ts). */
export async function buildReportContent(database: Database, kind: ReportKind, p: Period): Promise<ReportContent> {
  const prev = previousPeriod(kind, p);
  // One after the other: on PGlite every query queues on the one connection anyway.
  const library = await librarySection(database, p, prev);
  const sampling = await samplingSection(database, p, prev);
  const penalty = await countSection(database, 'penaltyCount', p, prev);
  const judge = await countSection(database, 'judgeCount', p, prev);
  const international = await internationalSection(database, p, prev);
  return {
    kind,
    periodStart: p.start,
    periodEnd: p.end,
    previousStart: prev.start,
    previousEnd: prev.end,
    sections: [
      {
        key: 'library',
        groups: library,
        demo: false,
        coverage: await coverage(database, 'lib_documents', 'coalesce(update_date, publish_date)'),
      },
      {
        key: 'sampling',
        groups: sampling,
        demo: await hasDemo(database, 'sampling_records', 'sampling_date', p, prev),
        coverage: await coverage(database, 'sampling_records', 'sampling_date'),
      },
      {
        key: 'penalty',
        groups: penalty,
        demo: await hasDemo(database, 'penalty_records', 'decision_date', p, prev),
        coverage: await coverage(database, 'penalty_records', 'decision_date'),
      },
      {
        key: 'judge',
        groups: judge,
        demo: await hasDemo(database, 'judge_records', 'judgment_date', p, prev),
        coverage: await coverage(database, 'judge_records', 'judgment_date'),
      },
      {
        key: 'international',
        groups: international,
        demo: await hasDemo(database, 'intl_warnings', 'notice_date', p, prev),
        coverage: await coverage(database, 'intl_warnings', 'notice_date', sql`source = ${rasffSource}`),
      },
    ],
  };
}
