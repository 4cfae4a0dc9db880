import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import type { JobClock } from './clock.js';
import { Scheduler, running } from './scheduler.js';

/** Starts the scheduled jobs of a database (main.ts calls it unless JOBS=off); returns a stop function. */
export type JobStarter = (database: Database, config: Config, clock?: JobClock) => Promise<() => void>;
export const startJobs: JobStarter = async (database, config, clock) => {
  const scheduler = new Scheduler(database, config, clock);
  running.set(database, scheduler);
  await scheduler.start();
  return () => {
    scheduler.stop();
    running.delete(database);
  };
};
