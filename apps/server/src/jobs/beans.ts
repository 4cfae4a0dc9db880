import type { JobBean } from '@app/contract';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { favoriteCounterJob } from './favorite-counter.js';
import { labelRefreshJob } from './label-refresh.js';
import { mailPushJob } from './mail-push.js';
import { periodReportJob } from '../modules/reports/period/period-report-job.js';
import { monitorItemJob } from '../modules/reports/briefings/monitor-item-job.js';

export interface JobContext {
  database: Database;
  config: Config;
  /** The job's params, parsed as JSON ({} when empty). */
  params: unknown;
  /** When the run was due (the cron slot, or now for "run now"). */
  at: Date;
}
/** A job handler; what it answers is a short summary (kept out of the log: the log has no field for it). */
export type JobRun = (ctx: JobContext) => Promise<string>;

/** The beanName -> handler table the contract's `jobBeans` lists. */
export const beans: Record<JobBean, JobRun> = {
  mailPushJob,
  favoriteCounterJob,
  labelRefreshJob,
  periodReportJob,
  monitorItemJob,
};
