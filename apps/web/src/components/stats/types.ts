import type { ReactNode } from 'react';
import type { FilterDef } from '../list';
import type { ChartRow, ChartSeries, ChartSpec } from '../charts/chart-types';

/** A headline figure above the charts. */
export interface Kpi {
  key: string;
  label: string;
  value: number | string | null;
  format?: ChartSeries['format'];
  /** Smaller text under the figure (a share, a comparison). */
  note?: string;
}

/** One card of the statistics grid: a chart, or the China map of one value per province. */
export type StatsPanel =
  | { type: 'chart'; spec: ChartSpec; wide?: boolean }
  | { type: 'map'; title: string; rows: ChartRow[]; series: ChartSeries; wide?: boolean };

/**
 * A statistics page is a definition: its filters (kept in the URL like a list's), how to
 * load the figures, and how to turn them into KPI cards and chart panels.
 */
export interface StatsDefinition<Data> {
  id: readonly unknown[];
  filters?: readonly FilterDef[];
  /** Filters applied when the URL names none (e.g. the last twelve months). */
  defaults?: Record<string, string>;
  load: (filters: Record<string, string>) => Promise<Data>;
  kpis?: (data: Data) => Kpi[];
  panels: (data: Data) => StatsPanel[];
  /** Buttons beside the filters (export, download report), given the current filters and data. */
  actions?: (filters: Record<string, string>, data: Data | undefined) => ReactNode;
}
