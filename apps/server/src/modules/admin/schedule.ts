import { eq, inArray } from 'drizzle-orm';
import { api, backOffice } from '@app/contract';
import { sysJobLogs, sysJobs } from '../../db/schema/index.js';
import { crudHandlers, given, iso, listHandlers, scopedRows } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { warn } from '../../lib/errors.js';
import type { CallContext } from '../../lib/context.js';
import { parseCron, runJob, schedulerOf } from '../../jobs/scheduler.js';

type JobRow = typeof sysJobs.$inferSelect;
type JobLogRow = typeof sysJobLogs.$inferSelect;
const calls = api.admin.schedule;

const nextRun = (expr: string) => {
  try {
    return parseCron(expr)?.toISOString() ?? null;
  } catch {
    return null;
  }
};

/** Tells this process's scheduler at once; other processes notice on their next poll. */
const reschedule = async (ctx: CallContext) => {
  await schedulerOf(ctx.database)?.reload();
};

const handlers = crudHandlers(calls, {
  table: sysJobs,
  id: sysJobs.id,
  dateColumn: sysJobs.createdAt,
  sorts: { beanName: sysJobs.beanName, createDate: sysJobs.createdAt },
  where: (f) => [
    given(f.beanName) ? eq(sysJobs.beanName, f.beanName) : undefined,
    given(f.status) ? eq(sysJobs.status, f.status) : undefined,
  ],
  toItems: async (rows: JobRow[]) =>
    rows.map(({ createdAt, ...r }) => ({
      ...r,
      nextRun: r.status === 1 ? nextRun(r.cronExpression) : null,
      createDate: iso(createdAt),
    })),
  exportName: 'jobs',
  exportColumns: backOffice.schedule.fields,
  values: async (input) => {
    try {
      parseCron(input.cronExpression);
    } catch {
      throw warn('cronInvalid');
    }
    if (input.params.trim()) {
      try {
        JSON.parse(input.params);
      } catch {
        throw warn('formatError', { attr: 'params' });
      }
    }
    return { ...input };
  },
  afterSave: (_id, _input, ctx) => reschedule(ctx),
  beforeDelete: async (ids, ctx) => {
    await ctx.db.delete(sysJobLogs).where(inArray(sysJobLogs.jobId, ids));
  },
});

const setStatus = (status: number) => async (input: { ids: number[] }, ctx: CallContext) => {
  const ids = [...new Set(input.ids)];
  await scopedRows(ctx, sysJobs, sysJobs.id, ids);
  await ctx.db.update(sysJobs).set({ status }).where(inArray(sysJobs.id, ids));
  await reschedule(ctx);
  ctx.say('operationSuccess');
  return { count: ids.length };
};

const logListing = listHandlers(
  { page: calls.log, export: calls.log },
  {
    table: sysJobLogs,
    id: sysJobLogs.id,
    dateColumn: sysJobLogs.createdAt,
    where: (f) => [
      given(f.jobId) ? eq(sysJobLogs.jobId, f.jobId) : undefined,
      given(f.status) ? eq(sysJobLogs.status, f.status) : undefined,
    ],
    toItems: async (rows: JobLogRow[]) => rows.map(({ createdAt, ...r }) => ({ ...r, createDate: iso(createdAt) })),
    exportName: 'job-log',
    exportColumns: [],
  },
);

export const scheduleImplementations = implement(calls, {
  ...handlers,
  delete: async (input, ctx) => {
    const answer = await handlers.delete(input, ctx);
    await reschedule(ctx);
    return answer;
  },
  pause: setStatus(0),
  resume: setStatus(1),
  // Runs each job now, in this process, and answers when they have finished (each writes its log row).
  run: async (input, ctx) => {
    const jobs = await scopedRows<JobRow>(ctx, sysJobs, sysJobs.id, [...new Set(input.ids)]);
    for (const job of jobs) await runJob(ctx.database, ctx.req.server.config, job);
    ctx.say('operationSuccess');
    return { count: jobs.length };
  },
  log: logListing.page,
});
