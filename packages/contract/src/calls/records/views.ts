import type { z } from 'zod';
import type { ChartKind, RecordProvenance, chartItemSchema } from './shape.js';

// What the generic record pages read of any module's answers (records-api.ts on the web).

export type ChartItem = z.infer<typeof chartItemSchema>;
/**
 * The answers of any module read by the generic record pages: each module's own answer (whose
 * keys are its enums) is assignable to these, which `RecordAnswersFit` in index.ts checks.
 */
export interface RecordVisualization {
  kpis: { key: string; value: number }[];
  charts: { key: string; kind: ChartKind; dimension: string; measure: string; items: ChartItem[] }[];
}
/** A record of any module as the generic pages read it (list, detail and related rows). */
export type RecordView = { id: number; demo: boolean } & Record<string, unknown>;
export interface RecordPage {
  list: RecordView[];
  total: number;
  page: number;
  pageSize: number;
  estimated?: boolean;
}
export interface RecordOptions {
  dimensions: { key: string; values: { value: string; label: string; count: number }[] }[];
  provenance: RecordProvenance;
}
