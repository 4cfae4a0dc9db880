export type { ChartRow, ChartSeries, ChartKind, ChartSpec } from './chart-types';
export { Chart } from './chart';
export { ChinaMap } from './china-map';
export { ChartFrame } from './chart-frame';
export { ChartDataTable } from './data-table';
export { useChinaGeo, type ChinaGeo } from './use-china-geo';
export { provinceLabel, shortProvince, provinceEnglish } from './provinces';
export { formatValue } from './format';
