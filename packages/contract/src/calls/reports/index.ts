import { periodReports } from './period-reports.js';
import { queryToolCalls } from './query-tools.js';
import { informationCalls } from './information.js';
import { chainCalls } from './chain.js';

export * from './period-reports.js';
export * from './query-tools.js';
export * from './information.js';
export * from './chain.js';

/** Every call of issue 13 (/infoMonitor, /information, /database, /industrialChain) as one group. */
export const reports = {
  ...periodReports,
  ...queryToolCalls,
  ...informationCalls,
  ...chainCalls,
};
