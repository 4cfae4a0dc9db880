import { reportKinds } from '@app/contract';
import type { JobRun } from '../../../jobs/beans.js';
import { isoDay } from '../../library/dates.js';
import { latestFinished } from './periods.js';
import { reportFor } from './store.js';

/**
 * The scheduled job: stores the report of the latest finished day, week and month (a report
 * already stored is left as it is, so running it twice changes nothing).
 */
export const periodReportJob: JobRun = async ({ database, at }) => {
  const day = isoDay(at);
  const done: string[] = [];
  for (const kind of reportKinds) {
    const r = await reportFor(database, kind, latestFinished(kind, day), day);
    done.push(`${kind} ${r.periodStart}`);
  }
  return done.join(', ');
};
