import type { Database } from '../db/client.js';
import type { Config } from '../config.js';

/** Starts the scheduled jobs (the back-office module provides the scheduler); returns a stop function. */
export type JobStarter = (database: Database, config: Config) => Promise<() => void>;
let starter: JobStarter = async () => () => undefined;
export const setJobStarter = (s: JobStarter) => {
  starter = s;
};
export const startJobs: JobStarter = (database, config) => starter(database, config);
