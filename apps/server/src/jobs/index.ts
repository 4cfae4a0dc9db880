import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import type { JobClock } from './clock.js';

/** Starts the scheduled jobs (the back-office module provides the scheduler); returns a stop function. */
export type JobStarter = (database: Database, config: Config, clock?: JobClock) => Promise<() => void>;
let starter: JobStarter = async () => () => undefined;
export const setJobStarter = (s: JobStarter) => {
  starter = s;
};
export const startJobs: JobStarter = (database, config, clock) => starter(database, config, clock);
