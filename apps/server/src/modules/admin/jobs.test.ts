import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { libDocuments, libKeywords, memberPushSettings, inboxMessages, sysJobLogs } from '../../db/schema/index.js';
import { createMember } from '../../test/factories.js';
import { decodeBody } from '../../test/mail-files.js';
import { startJobs } from '../../jobs/index.js';
import { ManualClock } from '../../jobs/clock.js';
import { caller, createStaff } from './test-kit.js';

const a = api.admin;

describe('scheduled jobs', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let stop: () => void = () => undefined;
  beforeAll(async () => {
    t = await testApp();
    call = caller(t.app, (await createStaff(t.database.db, { superAdmin: true })).token);
  });
  afterAll(async () => {
    stop();
    await t.close();
  });

  const logsOf = async (jobId: number) => t.database.db.select().from(sysJobLogs).where(eq(sysJobLogs.jobId, jobId));

  it('refuses a cron expression croner cannot read, and bad params', async () => {
    expect(await call(a.schedule.save, { beanName: 'favoriteCounterJob', cronExpression: '0 0 25 * * ?' })).toEqual({
      code: 601,
      msg: 'Cron表达式格式错误',
    });
    expect(await call(a.schedule.save, { beanName: 'noSuchJob', cronExpression: '0 0 12 * * ?' })).toMatchObject({
      code: 601,
    });
    expect(
      await call(a.schedule.save, { beanName: 'favoriteCounterJob', cronExpression: '0 0 12 * * ?', params: '{oops' }),
    ).toEqual({ code: 601, msg: 'params格式错误' });
    const ok = await call(a.schedule.save, {
      beanName: 'favoriteCounterJob',
      cronExpression: '0 0 12 * * ?',
      status: 0,
    });
    expect(ok.code).toBe(1);
    const info = await call(a.schedule.info, {}, { id: ok.data.id });
    expect(info.data).toMatchObject({ cronExpression: '0 0 12 * * ?', status: 0, nextRun: null });
  });

  it('a one-second job runs on schedule, pause stops it, run now runs it once', async () => {
    const job = await call(a.schedule.save, {
      beanName: 'favoriteCounterJob',
      cronExpression: '* * * * * ?',
      remark: 'every second',
      status: 1,
    });
    // An injected clock: time moves when the test says, however busy the machine is.
    const clock = new ManualClock(new Date(Date.now() + 86_400_000));
    stop = await startJobs(t.database, t.config, clock);
    await clock.advance(3000);
    const ran = await logsOf(job.data.id);
    expect(ran.length).toBe(3);
    expect(ran.every((l) => l.status === 1 && l.error === '')).toBe(true);

    expect((await call(a.schedule.pause, { ids: [job.data.id] })).code).toBe(1);
    const paused = (await logsOf(job.data.id)).length;
    await clock.advance(2500);
    expect((await logsOf(job.data.id)).length).toBe(paused);

    expect((await call(a.schedule.run, { ids: [job.data.id] })).code).toBe(1);
    expect((await logsOf(job.data.id)).length).toBe(paused + 1);

    expect((await call(a.schedule.resume, { ids: [job.data.id] })).code).toBe(1);
    await clock.advance(2000);
    expect((await logsOf(job.data.id)).length).toBe(paused + 3);
    await call(a.schedule.pause, { ids: [job.data.id] });
  });

  it('a failing job logs status 0 with its error', async () => {
    const job = await call(a.schedule.save, {
      beanName: 'labelRefreshJob',
      cronExpression: '0 0 1 * * ?',
      params: '{"unexpected":true}',
      status: 0,
    });
    expect((await call(a.schedule.run, { ids: [job.data.id] })).code).toBe(1);
    const [log] = await logsOf(job.data.id);
    expect(log).toMatchObject({ status: 0, beanName: 'labelRefreshJob' });
    expect(log!.error).toMatch(/unexpected/);
    const listed = await call(a.schedule.log, { jobId: job.data.id, status: 0 });
    expect(listed.data.list[0]).toMatchObject({ jobId: job.data.id, status: 0, times: expect.any(Number) });
  });

  it('the label refresh moves documents whose dates have come', async () => {
    const [doc] = await t.database.db
      .insert(libDocuments)
      .values({
        library: 'biaofa',
        module: 'biaozhun',
        moduleCode: 5,
        title: '测试标准 即将实施',
        validity: 1,
        implementDate: '2020-01-01',
      })
      .returning();
    const job = await call(a.schedule.save, { beanName: 'labelRefreshJob', cronExpression: '0 5 0 * * ?', status: 0 });
    await call(a.schedule.run, { ids: [job.data.id] });
    const [after] = await t.database.db.select().from(libDocuments).where(eq(libDocuments.id, doc!.id));
    expect(after!.validity).toBe(2);
  });

  it('the e-mail push job writes a real message for a member with a keyword hit', async () => {
    const m = await createMember(t.database.db, { rights: ['biaofa'], email: 'reader@example.com' });
    await t.database.db.insert(libKeywords).values({ memberId: m.id, keyword: '食品添加剂' });
    await t.database.db
      .insert(libDocuments)
      .values({ library: 'biaofa', module: 'biaozhun', moduleCode: 5, title: 'GB 2760-2024 食品添加剂使用标准' });
    await t.database.db
      .insert(inboxMessages)
      .values({ memberId: m.id, customerId: m.customerId, kind: 'forward', title: '同事转发：新规解读' });
    // A briefing was mailed on its own when published: the digest does not repeat it.
    await t.database.db
      .insert(inboxMessages)
      .values({ memberId: m.id, customerId: m.customerId, kind: 'briefing', title: '第九期简报' });
    const set = await call(a.push.update, {
      memberId: m.id,
      emailPush: true,
      frequency: 'daily',
      sendHour: 0,
      recipients: 'reader@example.com, boss@example.com',
    });
    expect(set.code).toBe(1);
    const job = await call(a.schedule.save, { beanName: 'mailPushJob', cronExpression: '0 0 * * * ?', status: 0 });
    expect((await call(a.schedule.run, { ids: [job.data.id] })).code).toBe(1);
    const [log] = await logsOf(job.data.id);
    expect(log).toMatchObject({ status: 1 });
    const files = (await readdir(t.config.mailDir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(t.config.mailDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: reader@example.com, boss@example.com$/m);
    expect(eml).toMatch(/^Subject: /m);
    const decoded = decodeBody(eml);
    expect(decoded).toContain('GB 2760-2024 食品添加剂使用标准');
    expect(decoded).toContain('同事转发：新规解读');
    expect(decoded).not.toContain('第九期简报');
    const [settings] = await t.database.db
      .select()
      .from(memberPushSettings)
      .where(eq(memberPushSettings.memberId, m.id));
    expect(settings!.lastSentAt).toBeTruthy();
    // Already sent today: a second run sends nothing more.
    await call(a.schedule.run, { ids: [job.data.id] });
    expect((await readdir(t.config.mailDir)).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});
