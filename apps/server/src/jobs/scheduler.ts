import { Cron } from 'croner';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { JobBean } from '@app/contract';
import type { Database } from '../db/client.js';
import { resultRows } from '../db/rows.js';
import type { Config } from '../config.js';
import { sysJobLogs, sysJobs } from '../db/schema/index.js';
import { beans } from './beans.js';
import { quartzOptions, wallClock, type JobClock } from './clock.js';
import { countJobRun } from '../lib/metrics.js';

export { quartzOptions };

/** Throws when croner cannot read the expression. */
export function parseCron(expression: string) {
  const probe = new Cron(expression, { ...quartzOptions, paused: true });
  const next = probe.nextRun();
  probe.stop();
  return next;
}

/** Namespace of the advisory locks (first key); the job id is the second key. */
const lockSpace = 4_004;

type JobRow = typeof sysJobs.$inferSelect;

const parseParams = (params: string): unknown => (params.trim() ? JSON.parse(params) : {});

/**
 * Runs one job and writes its log row (status 1 success / 0 failed with the error, duration
 * in ms). A scheduled run (`slot` given) happens once across processes: on PostgreSQL the
 * process that takes the job's advisory lock runs it and the others skip, and a slot already
 * logged is not run again; PGlite is owned by one process, so the log check is enough.
 */
export async function runJob(database: Database, config: Config, job: JobRow, slot?: Date): Promise<boolean> {
  // Runs of one job in this process queue up, so two timers (or a timer and "run now") never overlap.
  const queue = queues.get(database) ?? new Map<number, Promise<boolean>>();
  queues.set(database, queue);
  const run = (queue.get(job.id) ?? Promise.resolve(true))
    .catch(() => false)
    .then(() => runOnce(database, config, job, slot));
  queue.set(job.id, run);
  try {
    return await run;
  } finally {
    if (queue.get(job.id) === run) queue.delete(job.id);
  }
}

const queues = new WeakMap<Database, Map<number, Promise<boolean>>>();

async function runOnce(database: Database, config: Config, job: JobRow, slot?: Date): Promise<boolean> {
  const execute = async () => {
    if (slot) {
      const [done] = await database.db
        .select({ id: sysJobLogs.id })
        .from(sysJobLogs)
        .where(and(eq(sysJobLogs.jobId, job.id), gte(sysJobLogs.createdAt, slot.toISOString())))
        .limit(1);
      if (done) return false;
    }
    const started = new Date();
    let status = 1;
    let error = '';
    try {
      const bean = beans[job.beanName as JobBean];
      if (!bean) throw new Error(`unknown beanName ${job.beanName}`);
      await bean({ database, config, params: parseParams(job.params), at: slot ?? started });
    } catch (e) {
      status = 0;
      error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
    countJobRun(job.beanName, status === 1);
    await database.db.insert(sysJobLogs).values({
      jobId: job.id,
      beanName: job.beanName,
      params: job.params,
      status,
      error: error.slice(0, 4000),
      times: Date.now() - started.getTime(),
      // Never before its slot, so the "slot already logged" check above holds on any clock.
      createdAt: (slot && slot > started ? slot : started).toISOString(),
    });
    return true;
  };
  if (database.kind !== 'postgres' || !slot) return execute();
  // The transaction only holds the lock (and its connection); the job works through the pool.
  return database.db.transaction(async (tx) => {
    const [lock] = resultRows<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${lockSpace}, ${job.id}) as ok`),
    );
    return lock?.ok ? execute() : false;
  });
}

/** One scheduler per open database: a croner timer per normal job, re-read when jobs change. */
export class Scheduler {
  private timers = new Map<number, { stop: () => void; fingerprint: string }>();
  private poll?: NodeJS.Timeout;
  constructor(
    private database: Database,
    private config: Config,
    private clock: JobClock = wallClock,
  ) {}

  async reload() {
    const jobs = await this.database.db.select().from(sysJobs);
    const wanted = new Map(jobs.filter((j) => j.status === 1).map((j) => [j.id, j]));
    for (const [id, t] of this.timers) {
      const j = wanted.get(id);
      if (!j || t.fingerprint !== fingerprint(j)) {
        t.stop();
        this.timers.delete(id);
      }
    }
    for (const [id, job] of wanted) {
      if (this.timers.has(id)) continue;
      try {
        const stop = this.clock.schedule(job.cronExpression, async (slot) => {
          await runJob(this.database, this.config, job, new Date(Math.floor(slot.getTime() / 1000) * 1000)).catch(
            (e: unknown) => console.error(`job ${job.id} ${job.beanName} failed to run`, e),
          );
        });
        this.timers.set(id, { stop, fingerprint: fingerprint(job) });
      } catch (e) {
        console.error(`job ${job.id}: bad cron ${job.cronExpression}`, e);
      }
    }
  }

  async start(pollMs = 30_000) {
    await this.reload();
    // Other processes change jobs too: look again now and then.
    this.poll = setInterval(() => void this.reload().catch(() => undefined), pollMs);
    this.poll.unref();
  }

  stop() {
    if (this.poll) clearInterval(this.poll);
    for (const t of this.timers.values()) t.stop();
    this.timers.clear();
  }
}

const fingerprint = (j: JobRow) => `${j.beanName}|${j.params}|${j.cronExpression}`;

/** The started scheduler of each database (jobs/index.ts starts and stops them). */
export const running = new Map<Database, Scheduler>();

/** The running scheduler of a database, if jobs were started for it. */
export const schedulerOf = (database: Database) => running.get(database);
