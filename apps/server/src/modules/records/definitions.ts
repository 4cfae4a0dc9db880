import { eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordModules, type RecordModuleName } from '@app/contract';
import { intlWarnings, judgeRecords, penaltyRecords, samplingRecords } from '../../db/schema/index.js';

/**
 * The server half of each record module's definition: which table holds it, how each contract
 * filter becomes a WHERE clause, which text feeds the search vector, and how its statistics
 * dimensions and measures map onto the monthly pre-aggregate (record_summary d1..d4, n, m1, m2).
 */
type Mod<N extends RecordModuleName> = (typeof recordModules)[N];
type FilterKey<N extends RecordModuleName> = keyof Mod<N>['spec']['filters'] & string;
type DimKey<N extends RecordModuleName> = Mod<N>['dimensions'][number];
type MeasureKey<N extends RecordModuleName> = Mod<N>['measureKeys'][number];
export type FilterFn = (value: unknown) => SQL | undefined;
export type SummaryColumn = 'n' | 'm1' | 'm2';

/**
 * What the generic engine reads of any module: keys as plain strings. Each module's own
 * definition (`ModuleTableDef<N>`) is checked against its contract keys and is assignable here,
 * so no cast sits between the definitions and the engine.
 */
export interface RecordTableDef {
  name: RecordModuleName;
  table: PgTable;
  cols: Record<string, AnyPgColumn>;
  searchFields: readonly string[];
  filters: Record<string, FilterFn>;
  summary: {
    dims: Record<string, string>;
    measures: Record<string, SummaryColumn>;
    countedBy?: Record<string, { when: string | boolean; column: 'm1' } | undefined>;
    lists?: readonly string[];
    m1?: string;
    m2?: string;
  };
}

export interface ModuleTableDef<N extends RecordModuleName> extends RecordTableDef {
  name: N;
  table: PgTable;
  /** Columns by contract field name (every item and extra field, plus `search`). */
  cols: Record<string, AnyPgColumn>;
  /** Fields whose text is segmented into the search vector. */
  searchFields: readonly string[];
  filters: { [K in FilterKey<N>]-?: FilterFn };
  summary: {
    /** Each dimension's source field, in d1..d4 order. */
    dims: { [D in DimKey<N>]: string };
    measures: { [M in MeasureKey<N>]: SummaryColumn };
    /**
     * Filters other than the dimensions that the pre-aggregate can still count: the filter's
     * value `when` selects exactly the records summed into `column` (m1 of a 0/1 expression).
     */
    countedBy?: { [K in FilterKey<N>]?: { when: string | boolean; column: 'm1' } };
    /**
     * Dimensions whose value is a comma-separated list (a RASFF notification names several origin
     * countries): a chart counts the record once for each value it names, so the China bar and
     * the China-origin card (a record naming China among others) give one figure.
     */
    lists?: readonly DimKey<N>[];
    /** SQL over the record's columns summed into m1 / m2 (absent = 0). */
    m1?: string;
    m2?: string;
  };
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const textEq =
  (col: AnyPgColumn): FilterFn =>
  (v) =>
    present(v) ? eq(col, String(v)) : undefined;
const numGte =
  (col: AnyPgColumn): FilterFn =>
  (v) =>
    present(v) ? gte(col, Number(v)) : undefined;
const numLte =
  (col: AnyPgColumn): FilterFn =>
  (v) =>
    present(v) ? lte(col, Number(v)) : undefined;
const isTrue =
  (col: AnyPgColumn): FilterFn =>
  (v) =>
    v === true ? sql`${col}` : undefined;

const s = samplingRecords;
const sampling: ModuleTableDef<'sampling'> = {
  name: 'sampling',
  table: s,
  cols: getTableColumns(s),
  searchFields: ['productName', 'brand', 'producer', 'sampledUnit', 'hazard', 'foodCategory', 'noticeNo'],
  filters: {
    foodCategory: textEq(s.foodCategory),
    province: textEq(s.sampledProvince),
    city: textEq(s.sampledCity),
    result: textEq(s.result),
    hazard: textEq(s.hazard),
    level: textEq(s.level),
    producer: textEq(s.producer),
    brand: textEq(s.brand),
    noticeNo: textEq(s.noticeNo),
  },
  summary: {
    dims: { province: 'sampledProvince', foodCategory: 'foodCategory', hazard: 'hazard', level: 'level' },
    measures: { count: 'n', fail: 'm1' },
    countedBy: { result: { when: 'fail', column: 'm1' } },
    m1: "case when result = 'fail' then 1 else 0 end",
  },
};

const p = penaltyRecords;
const penalty: ModuleTableDef<'penalty'> = {
  name: 'penalty',
  table: p,
  cols: getTableColumns(p),
  searchFields: ['caseName', 'party', 'documentNo', 'authority', 'riskFactor', 'foodCategory'],
  filters: {
    province: textEq(p.partyProvince),
    authority: textEq(p.authority),
    penaltyType: textEq(p.penaltyType),
    riskFactor: textEq(p.riskFactor),
    foodCategory: textEq(p.foodCategory),
    party: textEq(p.party),
    minAmount: numGte(p.amount),
    maxAmount: numLte(p.amount),
  },
  summary: {
    dims: { province: 'partyProvince', authority: 'authority', riskFactor: 'riskFactor', foodCategory: 'foodCategory' },
    measures: { count: 'n', amount: 'm1', confiscated: 'm2' },
    m1: 'amount',
    m2: 'confiscated_amount',
  },
};

const j = judgeRecords;
const judge: ModuleTableDef<'judge'> = {
  name: 'judge',
  table: j,
  cols: getTableColumns(j),
  searchFields: ['caseName', 'caseNo', 'court', 'defendant', 'complainant', 'cause', 'foodCategory', 'fullText'],
  filters: {
    court: textEq(j.court),
    province: textEq(j.courtProvince),
    instance: textEq(j.instance),
    cause: textEq(j.cause),
    result: textEq(j.result),
    foodCategory: textEq(j.foodCategory),
    defendant: textEq(j.defendant),
  },
  summary: {
    dims: { province: 'courtProvince', cause: 'cause', instance: 'instance', foodCategory: 'foodCategory' },
    measures: { count: 'n', compensation: 'm1' },
    m1: 'compensation',
  },
};

const w = intlWarnings;
const international: ModuleTableDef<'international'> = {
  name: 'international',
  table: w,
  cols: getTableColumns(w),
  searchFields: ['product', 'hazard', 'reference', 'originCountry', 'productCategory', 'operator'],
  filters: {
    source: textEq(w.source),
    notifyingCountry: textEq(w.notifyingCountry),
    originCountry: textEq(w.originCountry),
    productCategory: textEq(w.productCategory),
    hazardCategory: textEq(w.hazardCategory),
    riskDecision: textEq(w.riskDecision),
    chinaOrigin: isTrue(w.chinaOrigin),
  },
  summary: {
    dims: {
      notifyingCountry: 'notifyingCountry',
      originCountry: 'originCountry',
      hazardCategory: 'hazardCategory',
      productCategory: 'productCategory',
    },
    measures: { count: 'n', chinaOrigin: 'm1' },
    countedBy: { chinaOrigin: { when: true, column: 'm1' } },
    lists: ['originCountry'],
    m1: 'case when china_origin then 1 else 0 end',
  },
};

export const recordTables = { sampling, penalty, judge, international } as const;
export const recordTableList: RecordTableDef[] = Object.values(recordTables);
