import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { client } from '../member/test-client.js';
import { members, monthlyReportFiles, sysOssFiles } from '../../db/schema/index.js';
import { signFileUrl } from '../../lib/file-links.js';
import { captchaAfter, lockMinutes, maxFailures } from '../../lib/lockout.js';
import { storeCaptcha } from '../member/captcha.service.js';

/** Issue 29, items 5, 6 and 9: login brake, checked file links, /metrics. */
let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await testApp({ metrics: true });
  c = client(t.app);
});
afterAll(() => t.close());

describe('item 9: /metrics', () => {
  it('counts a forced fault by its envelope code though HTTP is 200, with latency and process figures', async () => {
    const m = await createMember(t.database.db, { isSuper: true });
    const s = await memberSession(t.database.db, m);
    await t.database.rows(sql`alter table cmp_tasks rename to cmp_tasks_gone`);
    const fault = await t.app.inject({
      method: 'POST',
      url: '/comply/task/create',
      payload: { ...s.auth, title: 'x' },
    });
    await t.database.rows(sql`alter table cmp_tasks_gone rename to cmp_tasks`);
    expect(fault.statusCode).toBe(200);
    expect(fault.json().code).toBe(500);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/portal_calls_total\{call="\/comply\/task\/create",code="500"\} [1-9]/);
    expect(res.body).toMatch(/portal_call_duration_seconds_bucket\{le="0.1",call="\/comply\/task\/create"\}/);
    expect(res.body).toMatch(/nodejs_eventloop_lag_p99_seconds/);
  });

  it('is refused from another address (no token set)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(403);
  });
});

describe('item 6: stored files through signed, checked links', () => {
  it('a month report opens through the link its member got, not without one, and not once the member is stopped', async () => {
    const m = await createMember(t.database.db, { rights: ['report_month_upload'] });
    const s = await memberSession(t.database.db, m);
    const rel = `20260101/${randomUUID()}.pdf`;
    await mkdir(path.join(t.config.filesDir, '20260101'), { recursive: true });
    await writeFile(path.join(t.config.filesDir, rel), '%PDF-1.4 monthly');
    await t.database.db.insert(sysOssFiles).values({ name: 'm.pdf', key: rel, url: `/files/${rel}`, type: 0 });
    await t.database.db.insert(monthlyReportFiles).values({
      customerId: m.customerId,
      month: '2026-01',
      title: '月报',
      fileUrl: `/files/${rel}`,
      fileName: 'm.pdf',
    });
    const list = await c.post('/comply/monitor/month-upload/list', { ...s.auth });
    const link = list.data.list[0].fileUrl as string;
    expect(link).toMatch(new RegExp(`^/files/${rel}\\?u=m${m.id}&e=\\d+&t=`));
    const ok = await t.app.inject({ method: 'GET', url: link });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('%PDF-1.4 monthly');
    expect(ok.headers['cache-control']).toBe('private, max-age=300');

    expect((await t.app.inject({ method: 'GET', url: `/files/${rel}` })).json().code).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: link.replace(/t=.{4}/, 't=AAAA') })).json().code).toBe(403);
    const other = await createMember(t.database.db);
    const forOther = await signFileUrl(
      t.database,
      `/files/${rel}`,
      { kind: 'member', id: other.id },
      Date.now() - 2 * 3600_000,
    );
    expect((await t.app.inject({ method: 'GET', url: forOther })).json().code, 'expired').toBe(403);

    await t.database.db.update(members).set({ status: 0 }).where(eq(members.id, m.id));
    expect((await t.app.inject({ method: 'GET', url: link })).json().code, 'member stopped').toBe(403);
  });
});

/** A captcha whose answer the test knows (CAPTCHA=off still asks one after repeated failures). */
const solved = async () => {
  const captchaId = randomUUID();
  await storeCaptcha(t.database.db, captchaId, 'k7m2');
  return { captchaId, captchaInfo: 'k7m2' };
};

describe('item 5: login brake', () => {
  const login = async (username: string, password: string, ip: string) =>
    c.post('/api/member/login', { username, password, ...(await solved()) }, ip);

  it('with CAPTCHA=off a captcha is still asked once a lock was earned, alike for known and unknown names', async () => {
    expect(t.config.captcha).toBe(false);
    const known = await createMember(t.database.db, { username: `cap_${randomUUID().slice(0, 6)}` });
    const bare = (name: string, password: string, ip: string, extra = {}) =>
      c.post('/api/member/login', { username: name, password, ...extra }, ip);
    const runOut = () => t.database.rows(sql`update login_throttle set locked_until = now() - interval '1 second'`);
    for (const [name, ip] of [
      [known.username, '10.80.0.1'],
      [`nobody_${randomUUID().slice(0, 6)}`, '10.80.0.2'],
    ] as const) {
      for (let i = 1; i < captchaAfter; i++) expect((await bare(name, 'Wrong@2026', ip)).msg).toBe('账号或密码错误');
      expect((await bare(name, 'Wrong@2026', ip)).msg).toMatch(/账号已锁定/);
      // While locked the lock is the answer; once it runs out every try needs a captcha.
      expect((await bare(name, 'Wrong@2026', ip)).msg).toMatch(/账号已锁定/);
      await runOut();
      expect((await bare(name, 'Wrong@2026', ip)).msg).toBe('登录失败次数较多，请输入验证码');
      expect((await bare(name, 'Wrong@2026', ip, { captchaId: randomUUID(), captchaInfo: 'zzzz' })).msg).toBe(
        '验证码错误或已过期',
      );
    }
    // The owner, from the guessing address, gets in with a solved captcha; the count starts again.
    expect((await bare(known.username, known.password, '10.80.0.1', await solved())).code).toBe(1);
    expect((await bare(known.username, 'Wrong@2026', '10.80.0.1')).msg).toBe('账号或密码错误');

    const staff = (extra = {}) =>
      c.post('/admin-api/login', { username: 'admin', password: 'Wrong@2026', ...extra }, '10.80.0.3');
    for (let i = 1; i < captchaAfter; i++) expect((await staff()).msg).toBe('账号或密码错误');
    expect((await staff()).msg).toMatch(/锁定/);
    await runOut();
    expect((await staff()).msg).toBe('登录失败次数较多，请输入验证码');
    expect((await staff(await solved())).msg).toMatch(/锁定/);
  });

  it('answers an unknown and an existing name alike, failure for failure', async () => {
    const known = await createMember(t.database.db, { username: `known_${randomUUID().slice(0, 6)}` });
    const answers = async (name: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < maxFailures + 2; i++) out.push((await login(name, 'Wrong@2026', ip)).msg);
      return out;
    };
    const forKnown = await answers(known.username, '10.50.0.1');
    const forUnknown = await answers(`nobody_${randomUUID().slice(0, 6)}`, '10.50.0.2');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.slice(0, maxFailures - 1).every((m) => m === '账号或密码错误')).toBe(true);
    expect(forKnown[maxFailures - 1]).toBe(`登录失败次数过多，账号已锁定，请${lockMinutes(maxFailures)}分钟后再试`);
  });

  it('guesses from one address do not lock the owner out from theirs; the lock grows with failures', async () => {
    const owner = await createMember(t.database.db, { username: `admin_${randomUUID().slice(0, 6)}` });
    for (let i = 0; i < 12; i++) await login(owner.username, 'Wrong@2026', '10.60.0.1');
    expect((await login(owner.username, owner.password, '10.60.0.1')).msg).toMatch(/账号已锁定/);
    expect((await login(owner.username, owner.password, '10.60.0.9')).code).toBe(1);
    expect([5, 6, 7, 8, 20].map(lockMinutes)).toEqual([1, 2, 4, 8, 60]);
  });

  it('the back office answers alike for unknown and existing names', async () => {
    const staffLogin = async (username: string, ip: string) =>
      c.post('/admin-api/login', { username, password: 'Wrong@2026', ...(await solved()) }, ip);
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 0; i < maxFailures + 1; i++) {
      a.push((await staffLogin('admin', '10.70.0.1')).msg);
      b.push((await staffLogin('no_such_staff', '10.70.0.2')).msg);
    }
    expect(a).toEqual(b);
    expect(a.at(-1)).toMatch(/锁定/);
  });
});
