import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import type { PortalRight } from '../../constants.js';
import { dateRange, dateRangeFields, pageInput, pageOutput } from '../../paging.js';
import { rowId } from '../../ids.js';

/**
 * The one shape of the four record modules: sampling inspections, administrative
 * penalties, court judgments and international warnings. A module is a definition (fields with
 * labels, filters, sorts, related keys, statistics dimensions and measures, charts); this file
 * turns it into its seven calls. The server builds its SQL from the same definition and the web
 * builds its filter bar, table, detail and charts from it, so nothing is declared twice.
 */

export interface Label {
  'zh-cn': string;
  en: string;
}

export type ChartKind = 'map' | 'line' | 'bar' | 'pie';
export const statPeriods = ['year', 'quarter', 'month'] as const;
export type StatPeriod = (typeof statPeriods)[number];

export interface RecordModuleSpec<
  Item extends z.ZodRawShape = z.ZodRawShape,
  Extra extends z.ZodRawShape = z.ZodRawShape,
  Filters extends z.ZodRawShape = z.ZodRawShape,
  Sort extends string = string,
  Related extends string = string,
  Dim extends string = string,
  Measure extends string = string,
  Chart extends string = string,
> {
  /** Module key: sampling | penalty | judge | international. */
  name: string;
  /** Path prefix of its calls, e.g. /cj/data. */
  base: string;
  /** Permission key checked by the server on every call. */
  right: PortalRight;
  title: Label;
  /** Fields of a list row (`id` is added). */
  item: Item;
  /** Fields only the detail carries (long texts). */
  extra: Extra;
  /** Labels of every item and extra field, for table headers, detail and export. */
  labels: { [K in keyof Item | keyof Extra]: Label };
  /** The record's date: the list's startDate/endDate filter and the statistics period use it. */
  dateField: NoInfer<keyof Item & string>;
  /** Filters beyond `keyword` and the date range; all optional. */
  filters: Filters;
  sorts: readonly [Sort, ...Sort[]];
  /** Related-record keys: records sharing this field with the shown one (same notice, same producer …). */
  related: { [K in Related]: { field: NoInfer<keyof Item & string>; label: Label } };
  /** Statistics dimensions (pre-aggregated by month, at most four). */
  dimensions: { [K in Dim]: Label };
  /** Statistics measures; the first is the default. */
  measures: { [K in Measure]: Label };
  /** Charts of the visual overview. */
  charts: {
    [K in Chart]: {
      kind: ChartKind;
      dimension: NoInfer<Dim> | 'period';
      measure: NoInfer<Measure>;
      limit: number;
      title: Label;
    };
  };
  /** Most rows one export may carry (2000, or 100 where the spec says so). */
  exportMax: number;
}

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'formatError' });
const filterText = z.string().trim().max(100).optional();
export const recordId = rowId;

/** A cross-tab: one row per value of `rows`, one column per value of `cols` (or per period). */
export const crossTabSchema = z.object({
  measure: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.number()), total: z.number() })),
  /** Column totals over all rows matching the filters (not only the shown top rows). */
  totals: z.array(z.number()),
  total: z.number(),
  /** The figures count generated (demo) rows: the module holds no real rows yet. Never both. */
  demo: z.boolean(),
});
export type CrossTab = z.infer<typeof crossTabSchema>;

/** A module's data origin, shown on every page of the module. */
export const recordProvenanceSchema = z.object({
  /** The module holds generated demonstration rows. */
  demo: z.boolean(),
  /** The public source of its real rows, with its attribution ("European Commission, RASFF"); null when none. */
  source: z.string().nullable(),
  /** First and last day of the real rows. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type RecordProvenance = z.infer<typeof recordProvenanceSchema>;

export const chartItemSchema = z.object({ key: z.string(), label: z.string(), value: z.number() });

const checkDay = (v: string) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
/** A YYYY-MM-DD that is a real calendar day (the pattern alone lets 2025-13-45 through to SQL). */
const realDates =
  (...keys: string[]) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const key of keys) {
      const v = value[key];
      if (typeof v === 'string' && v && (!checkDay(v) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v))
        ctx.addIssue({ code: 'custom', message: 'not a calendar day', path: [key] });
    }
  };

const keysOf = <K extends string>(o: { [P in K]: unknown }) => Object.keys(o) as [K, ...K[]];

/** Declares the calls of one record module from its definition. */
export function defineRecordModule<
  Item extends z.ZodRawShape,
  Extra extends z.ZodRawShape,
  Filters extends z.ZodRawShape,
  const Sort extends string,
  const Related extends string,
  const Dim extends string,
  const Measure extends string,
  const Chart extends string,
>(spec: RecordModuleSpec<Item, Extra, Filters, Sort, Related, Dim, Measure, Chart>) {
  const { base, right } = spec;
  const rule = access.member(right);
  // `demo`: a generated demonstration record (no public source), which every page marks 演示数据.
  const item = z.object({ id: z.number().int(), demo: z.boolean(), ...spec.item });
  const detail = z.object({ id: z.number().int(), demo: z.boolean(), ...spec.item, ...spec.extra });
  const dims = keysOf<Dim>(spec.dimensions);
  const measures = keysOf<Measure>(spec.measures);
  const charts = keysOf<Chart>(spec.charts);
  const relatedKeys = keysOf<Related>(spec.related);

  /** Filters of the list and the export: keyword, the record's date range, the module's own. */
  const listFilters = {
    keyword: z.string().trim().max(100).optional(),
    ...dateRangeFields('startDate', 'endDate'),
    ...spec.filters,
  };
  /** Statistics and charts read the monthly pre-aggregate, so they filter by dimension and month. */
  const statFilters = {
    ...(Object.fromEntries(dims.map((d) => [d, filterText])) as { [K in Dim]: typeof filterText }),
    startMonth: month.optional().or(z.literal('')),
    endMonth: month.optional().or(z.literal('')),
  };

  const statInput = z
    .object({
      ...sessionFields,
      ...statFilters,
      rows: z.enum(dims),
      /** Column dimension; absent = by period. */
      cols: z.enum([...dims, 'period'] as [Dim | 'period', ...(Dim | 'period')[]]).optional(),
      period: z.enum(statPeriods).default('month'),
      measure: z.enum(measures).optional(),
      /** Top rows by total; the spec's case statistics show the top 30. */
      limit: z.coerce
        .number()
        .int()
        .min(1, { message: 'pageSizeRange' })
        .max(100, { message: 'pageSizeRange' })
        .default(30),
    })
    .superRefine(dateRange('startMonth', 'endMonth'));

  const list = defineEndpoint({
    method: 'POST',
    path: `${base}/list`,
    summary: `${spec.title.en}: filtered, paged list (total estimated above 10,000)`,
    access: rule,
    input: z
      .object({ ...sessionFields, ...pageInput, sort: z.enum(spec.sorts).optional(), ...listFilters })
      .superRefine(dateRange('startDate', 'endDate'))
      .superRefine(realDates('startDate', 'endDate')),
    output: pageOutput(item),
  });
  return {
    spec,
    item,
    detailSchema: detail,
    dimensions: dims,
    measureKeys: measures,
    chartKeys: charts,
    relatedKeys,
    calls: {
      list,
      detail: defineEndpoint({
        method: 'POST',
        path: `${base}/detail`,
        summary: `${spec.title.en}: one record`,
        access: rule,
        input: z.object({ ...sessionFields, id: recordId }),
        output: detail,
      }),
      related: defineEndpoint({
        method: 'POST',
        path: `${base}/related`,
        summary: `${spec.title.en}: records sharing a field with the given one (detailMore)`,
        access: rule,
        input: z.object({
          ...sessionFields,
          id: recordId,
          by: z.enum(relatedKeys),
          page: pageInput.page,
          pageSize: pageInput.pageSize,
        }),
        output: pageOutput(item).extend({ value: z.string() }),
      }),
      statistics: defineEndpoint({
        method: 'POST',
        path: `${base}/statistics`,
        summary: `${spec.title.en}: cross-tab of a dimension by another dimension or by period`,
        access: rule,
        input: statInput,
        output: crossTabSchema,
      }),
      statisticsExport: defineEndpoint({
        method: 'POST',
        path: `${base}/statistics/export`,
        summary: `${spec.title.en}: the cross-tab as xlsx`,
        access: rule,
        answer: 'blob',
        input: statInput,
        output: z.unknown(),
      }),
      visualization: defineEndpoint({
        method: 'POST',
        path: `${base}/visualization`,
        summary: `${spec.title.en}: KPI figures and the charts of the overview`,
        access: rule,
        input: z.object({ ...sessionFields, ...statFilters }).superRefine(dateRange('startMonth', 'endMonth')),
        output: z.object({
          kpis: z.array(z.object({ key: z.enum(measures), value: z.number() })),
          /** The figures count generated (demo) rows, never mixed with real ones. */
          demo: z.boolean(),
          charts: z.array(
            z.object({
              key: z.enum(charts),
              kind: z.enum(['map', 'line', 'bar', 'pie']),
              dimension: z.string(),
              measure: z.enum(measures),
              items: z.array(chartItemSchema),
            }),
          ),
        }),
      }),
      export: defineEndpoint({
        method: 'POST',
        path: `${base}/export`,
        summary: `${spec.title.en}: xlsx of the filtered list or of the selected ids (at most ${spec.exportMax} rows)`,
        access: rule,
        answer: 'blob',
        input: z
          .object({
            ...sessionFields,
            ...listFilters,
            sort: z.enum(spec.sorts).optional(),
            order: pageInput.order,
            ids: z.array(recordId).max(spec.exportMax).optional(),
            quantity: z.coerce.number().int().min(1).max(spec.exportMax).default(spec.exportMax),
          })
          .superRefine(dateRange('startDate', 'endDate'))
          .superRefine(realDates('startDate', 'endDate')),
        output: z.unknown(),
      }),
      options: defineEndpoint({
        method: 'POST',
        path: `${base}/options`,
        summary: `${spec.title.en}: the values of each statistics dimension, most frequent first (filter dropdowns)`,
        access: rule,
        input: z.object({ ...sessionFields }),
        output: z.object({
          dimensions: z.array(
            z.object({
              key: z.enum(dims),
              values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
            }),
          ),
          /** Where the module's records come from: demo rows present, the real source and the period it covers. */
          provenance: recordProvenanceSchema,
        }),
      }),
    },
  };
}
