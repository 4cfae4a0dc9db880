import { periodReports } from './period-reports.js';
import { queryToolCalls } from './query-tools.js';
import { informationCalls } from './information.js';
import { chainCalls } from './chain.js';
import { monthUploadCalls } from './month-uploads.js';
import { briefingCalls } from './briefings.js';

export * from './period-reports.js';
export * from './query-tools.js';
export * from './information.js';
export * from './chain.js';
export * from './month-uploads.js';
export * from './briefings.js';

/** Every call of the monitoring areas (/infoMonitor, /information, /database, /industrialChain) as one group. */
export const reports = {
  ...periodReports,
  ...queryToolCalls,
  ...informationCalls,
  ...chainCalls,
  ...monthUploadCalls,
  ...briefingCalls,
};
