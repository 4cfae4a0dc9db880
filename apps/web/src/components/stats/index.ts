export type { Kpi, StatsPanel, StatsDefinition } from './types';
export { KpiCards } from './kpi-cards';
export { StatsPanels } from './stats-panels';
export { StatsView } from './stats-view';
