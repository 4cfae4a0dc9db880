import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { moduleContentPath, type ChainCountKind } from '@app/contract';
import type { Database } from '../../../db/client.js';
import {
  intlWarnings,
  libDocuments,
  penaltyRecords,
  recordSummary,
  samplingRecords,
} from '../../../db/schema/index.js';
import { queryTokens } from '../../../lib/search/segment.js';
import { tsQuery } from '../../../lib/search/vector.js';
import { recordTables, type RecordTableDef } from '../../records/definitions.js';
import { grainFor, summarySide } from '../../records/summary-sql.js';

/** What a node is tied to (its data); see the contract's chain.ts. */
export interface NodeTies {
  categories: string[];
  rasffCategories: string[];
  keywords: string[];
}

/**
 * The live counts of a node and the rows behind them. Record counts come from the monthly
 * pre-aggregate (one grain, a handful of rows per category and month), so a chain page reads no
 * record table; standards are a GIN match of the node's title words.
 */
async function summaryTotal(
  database: Database,
  module: 'sampling' | 'penalty' | 'international',
  dimension: string,
  values: string[],
  column: 'n' | 'm1',
): Promise<NodeCount> {
  // A module's real rows once it has any, else its demo rows (flagged): never the two summed.
  const side = await summarySide(database, module);
  if (!values.length) return { value: 0, demo: side.demo };
  const def: RecordTableDef = recordTables[module];
  const index = Object.keys(def.summary.dims).indexOf(dimension);
  const dimCol = [recordSummary.d1, recordSummary.d2, recordSummary.d3, recordSummary.d4][index]!;
  const [row] = await database.db
    .select({ total: sql<number>`coalesce(sum(${recordSummary[column]}), 0)` })
    .from(recordSummary)
    .where(
      and(eq(recordSummary.module, side.key), eq(recordSummary.grain, grainFor([index])), inArray(dimCol, values)),
    );
  return { value: Number(row?.total ?? 0), demo: side.demo };
}

export interface NodeCount {
  value: number;
  /** The count is of generated (demo) rows. */
  demo: boolean;
}

/** Standards and laws of the food library whose title holds one of the node's words. */
function standardsMatch(keywords: string[]): SQL | undefined {
  const parts = keywords
    .map((k) => queryTokens(k))
    .filter((t) => t.length > 0)
    .map((t) => sql`${libDocuments.titleTsv} @@ ${tsQuery(t)}`);
  if (!parts.length) return undefined;
  return and(eq(libDocuments.library, 'biaofa'), inArray(libDocuments.module, ['biaozhun', 'fagui']), or(...parts));
}

export async function nodeCount(database: Database, kind: ChainCountKind, ties: NodeTies): Promise<NodeCount> {
  switch (kind) {
    case 'standards': {
      const where = standardsMatch(ties.keywords);
      if (!where) return { value: 0, demo: false };
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(libDocuments)
        .where(where);
      return { value: Number(row?.n ?? 0), demo: false };
    }
    case 'samplingFail':
      return summaryTotal(database, 'sampling', 'foodCategory', ties.categories, 'm1');
    case 'penalty':
      return summaryTotal(database, 'penalty', 'foodCategory', ties.categories, 'n');
    case 'international':
      return summaryTotal(database, 'international', 'productCategory', ties.rasffCategories, 'n');
  }
}

export interface ChainRow {
  id: number;
  title: string;
  date: string | null;
  info: string;
  path: string;
}

/** One page of the rows behind a count, newest first (each table's date index, filtered). */
export async function nodeRows(
  database: Database,
  kind: ChainCountKind,
  ties: NodeTies,
  limit: number,
  offset: number,
): Promise<ChainRow[]> {
  const { db } = database;
  switch (kind) {
    case 'standards': {
      const where = standardsMatch(ties.keywords);
      if (!where) return [];
      const d = libDocuments;
      const rows = await db
        .select({
          id: d.id,
          title: d.title,
          docNumber: d.docNumber,
          module: d.module,
          publishDate: d.publishDate,
          abolishDate: d.abolishDate,
          validity: d.validity,
        })
        .from(d)
        .where(where)
        .orderBy(sql`${d.publishDate} desc nulls last`, desc(d.id))
        .limit(limit)
        .offset(offset);
      // A withdrawn standard the catalogue lists without number or publication date still
      // shows when it ended, beside its validity.
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        date: r.publishDate ?? r.abolishDate,
        validity: r.validity,
        info: r.docNumber ?? '',
        path: `${moduleContentPath('biaofa', r.module)}?itemid=${r.id}`,
      }));
    }
    case 'samplingFail': {
      if (!ties.categories.length) return [];
      const s = samplingRecords;
      const rows = await db
        .select({
          id: s.id,
          productName: s.productName,
          hazard: s.hazard,
          category: s.foodCategory,
          province: s.sampledProvince,
          date: s.samplingDate,
        })
        .from(s)
        .where(
          and(
            eq(s.result, 'fail'),
            inArray(s.foodCategory, ties.categories),
            eq(s.demo, (await summarySide(database, 'sampling')).demo),
          ),
        )
        .orderBy(desc(s.samplingDate), desc(s.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        title: r.productName,
        date: r.date,
        info: [r.category, r.hazard, r.province].filter(Boolean).join(' · '),
        path: `/sampleSystem/dataQuery/detail?id=${r.id}`,
      }));
    }
    case 'penalty': {
      if (!ties.categories.length) return [];
      const p = penaltyRecords;
      const rows = await db
        .select({
          id: p.id,
          caseName: p.caseName,
          authority: p.authority,
          category: p.foodCategory,
          date: p.decisionDate,
        })
        .from(p)
        .where(and(inArray(p.foodCategory, ties.categories), eq(p.demo, (await summarySide(database, 'penalty')).demo)))
        .orderBy(desc(p.decisionDate), desc(p.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        title: r.caseName,
        date: r.date,
        info: [r.category, r.authority].filter(Boolean).join(' · '),
        path: `/penalty/caseDetail?id=${r.id}`,
      }));
    }
    case 'international': {
      if (!ties.rasffCategories.length) return [];
      const w = intlWarnings;
      const rows = await db
        .select({
          id: w.id,
          product: w.product,
          hazard: w.hazard,
          origin: w.originCountry,
          source: w.source,
          date: w.noticeDate,
        })
        .from(w)
        .where(
          and(
            inArray(w.productCategory, ties.rasffCategories),
            eq(w.demo, (await summarySide(database, 'international')).demo),
          ),
        )
        .orderBy(desc(w.noticeDate), desc(w.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        title: `${r.product} · ${r.hazard}`,
        date: r.date,
        info: [r.source, r.origin].filter(Boolean).join(' · '),
        path: `/InternationalWarning/detail?id=${r.id}`,
      }));
    }
  }
}
