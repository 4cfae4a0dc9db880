import type { Implementation } from '../../lib/endpoints.js';
import { periodReportImplementations } from './period/period.routes.js';
import { databaseImplementations } from './database/database.routes.js';
import { informationImplementations } from './information/information.routes.js';
import { chainImplementations } from './chain/chain.routes.js';
import { monthUploadImplementations } from './month-uploads/month-uploads.routes.js';
import { briefingImplementations } from './briefings/briefings.routes.js';

/** Every call of issue 13: period reports, reference information, query tools, industrial chains. */
export const reportsImplementations: Implementation[] = [
  ...periodReportImplementations,
  ...databaseImplementations,
  ...informationImplementations,
  ...chainImplementations,
  ...monthUploadImplementations,
  ...briefingImplementations,
];
