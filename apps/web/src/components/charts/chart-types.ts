/** One row of chart data: `name` is the category (month, province, hazard …), the rest are values. */
export type ChartRow = { name: string } & Record<string, string | number | null>;

/** A value column of the rows, drawn as one series and shown as one table column. */
export interface ChartSeries {
  key: string;
  label: string;
  /** Values are money or rates: formats the table and tooltip. */
  format?: 'count' | 'money' | 'percent';
}

export type ChartKind = 'bar' | 'hbar' | 'line' | 'pie' | 'stack';

export interface ChartSpec {
  kind: ChartKind;
  title: string;
  /** Header of the category column in the table view. */
  categoryLabel: string;
  rows: ChartRow[];
  series: ChartSeries[];
}
