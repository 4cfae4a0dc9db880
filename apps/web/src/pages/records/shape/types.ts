import type { Endpoint, Label, Language } from '@app/contract';

/**
 * What the record pages need of a contract record module (packages/contract calls/records):
 * its definition and its seven calls. Structural, so each concrete module fits.
 */
export interface RecordModuleLike {
  spec: {
    name: string;
    title: Label;
    labels: Record<string, Label>;
    dateField: string;
    filters: Record<string, unknown>;
    sorts: readonly string[];
    related: Record<string, { field: string; label: Label }>;
    dimensions: Record<string, Label>;
    measures: Record<string, Label>;
    charts: Record<string, { kind: string; title: Label }>;
    exportMax: number;
  };
  dimensions: readonly string[];
  measureKeys: readonly string[];
  relatedKeys: readonly string[];
  calls: {
    list: Endpoint;
    detail: Endpoint;
    related: Endpoint;
    statistics: Endpoint;
    statisticsExport: Endpoint;
    visualization: Endpoint;
    export: Endpoint;
    options: Endpoint;
  };
}

/** Field names of a module (item and detail fields): a typo fails `tsc`. */
export type FieldOf<M extends RecordModuleLike> = keyof M['spec']['labels'] & string;
export type FilterOf<M extends RecordModuleLike> = keyof M['spec']['filters'] & string;
export type DimOf<M extends RecordModuleLike> = keyof M['spec']['dimensions'] & string;
export type MeasureOf<M extends RecordModuleLike> = keyof M['spec']['measures'] & string;

/** A record as the list, detail and related calls return it. */
export type RecordRow = { id: number } & Record<string, unknown>;

/**
 * How a filter of the module shows in the filter bar: free text, a dropdown of a statistics
 * dimension's values (from the options call), a dropdown of coded values, or a yes/no switch.
 */
export type FilterUi<M extends RecordModuleLike> =
  | { field: FilterOf<M>; kind: 'text'; label?: Label }
  | { field: FilterOf<M>; kind: 'dimension'; dimension: DimOf<M>; label?: Label }
  | { field: FilterOf<M>; kind: 'codes'; codes: Record<string, Label>; label?: Label };

export interface ColumnUi<M extends RecordModuleLike> {
  field: FieldOf<M>;
  width?: number;
  /** The column opens the detail. */
  link?: boolean;
  /** A field whose value follows this one (a measured value and its unit). */
  suffix?: FieldOf<M>;
  /** A shorter header than the field's label. */
  label?: Label;
}

/**
 * One record module's pages, as a definition: the list (filters, columns), the detail
 * (field groups, related lists) and the statistics (default cross-tab).
 */
export interface RecordPagesDef<M extends RecordModuleLike> {
  module: M;
  /** Route paths of the pages (from the route table). */
  paths: { list: string; detail: string; related?: string; statistics: string; visualization: string };
  /** The field that names a record (detail heading, link column). */
  titleField: FieldOf<M>;
  keywordHint: Label;
  filters: FilterUi<M>[];
  columns: ColumnUi<M>[];
  /** Labels of coded values (result, level) wherever the field is shown. */
  codes?: Partial<Record<FieldOf<M>, Record<string, Label>>>;
  /** Values in the page's language beyond coded ones (RASFF's English vocabularies on a zh-cn page). */
  translate?: (field: string, value: string, lang: Language) => string;
  /**
   * A list cell composed in the page's language when the stored value is free text in another
   * (RASFF's English subject on a zh-cn page): the original stays as the cell's tooltip.
   * Undefined keeps the original, marked as such.
   */
  compose?: { field: FieldOf<M>; lang: Language; text: (row: RecordRow) => string | undefined; original: Label };
  /** Money fields: shown with thousands separators. */
  money?: FieldOf<M>[];
  detailGroups: { title: Label; fields: FieldOf<M>[] }[];
  /** The area's page tabs, in order. */
  nav: string[];
  /** A KPI that is one measure as a share of another (failure rate, China-origin share). */
  share?: { part: MeasureOf<M>; of: MeasureOf<M>; label: Label };
  /** The statistics page's first view. */
  statistics: { rows: DimOf<M>; cols?: DimOf<M> | 'period'; measure?: MeasureOf<M>; limit?: number };
}
