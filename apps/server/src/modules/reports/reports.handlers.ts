import type { Implementation } from '../../lib/endpoints.js';
import { periodReportImplementations } from './period/period.handlers.js';
import { databaseImplementations } from './database/database.handlers.js';
import { informationImplementations } from './information/information.handlers.js';
import { chainImplementations } from './chain/chain.handlers.js';
import { monthUploadImplementations } from './month-uploads/month-uploads.handlers.js';
import { briefingImplementations } from './briefings/briefings.handlers.js';

/** Every call of the monitoring areas: period reports, reference information, query tools, industrial chains. */
export const reportsImplementations: Implementation[] = [
  ...periodReportImplementations,
  ...databaseImplementations,
  ...informationImplementations,
  ...chainImplementations,
  ...monthUploadImplementations,
  ...briefingImplementations,
];
