import { z } from 'zod';
import type { JobRun } from '../../../jobs/beans.js';
import { addDays, isoDay } from '../../library/dates.js';
import { deriveItems, windowEnding } from './derive-items.js';

const paramsSchema = z.object({ days: z.number().int().positive().max(366).optional() }).strict();

/**
 * The scheduled job: derives the monitoring items of the last days (default 2, so a row written
 * late the day before is not missed) up to yesterday; items already there are left as they are.
 */
export const monitorItemJob: JobRun = async ({ database, params, at }) => {
  const { days = 2 } = paramsSchema.parse(params);
  const created = await deriveItems(database, windowEnding(addDays(isoDay(at), -1), days));
  return `${created} items`;
};
