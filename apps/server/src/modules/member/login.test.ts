import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { memberLoginLogs, members, sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { seedPlatform } from '../../seed/platform.js';
import { storeCaptcha } from './captcha.service.js';
import { client } from './test-client.js';

const lastLog = async (t: TestApp, username: string) =>
  (
    await t.database.db
      .select()
      .from(memberLoginLogs)
      .where(eq(memberLoginLogs.username, username))
      .orderBy(desc(memberLoginLogs.id))
      .limit(1)
  )[0];

describe('login, logout and sessions (CAPTCHA off)', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await testApp();
    await seedPlatform(t.database, t.config);
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('logs the demo member in with a trimmed username and writes a login-log row', async () => {
    const res = await c.post('/api/member/login', { username: '  demo ', password: 'Demo@2026', demonstrate: 0 });
    expect(res).toMatchObject({
      code: 1,
      msg: '登录成功',
      data: { memberInfo: { username: 'demo', super: false, lang: 'zh-cn' } },
    });
    expect(res.data.memberInfo.token).toMatch(/^[\w-]{40,}$/);
    expect(res.data.cookie_data).toEqual([
      { name: 'customer_id', value: String(res.data.memberInfo.customer_id), domain: '' },
    ]);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(res.data.memberInfo.token)));
    // Stored hashed, never in clear, and good for seven days.
    expect(session).toBeDefined();
    const days = (new Date(session!.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(await lastLog(t, 'demo')).toMatchObject({ status: 1, operation: 0, ip: expect.stringMatching(/^10\./) });
  });

  it('the login page language becomes the session and the account language; a login without it keeps the account one', async () => {
    await createMember(t.database.db, { username: 'lang-keeper', password: 'Lang@2026x' });
    const inEnglish = await c.post('/api/member/login', {
      username: 'lang-keeper',
      password: 'Lang@2026x',
      lang: 'en',
    });
    expect(inEnglish).toMatchObject({ code: 1, data: { memberInfo: { lang: 'en' } } });
    const [saved] = await t.database.db
      .select({ lang: members.lang })
      .from(members)
      .where(eq(members.username, 'lang-keeper'));
    expect(saved!.lang).toBe('en');
    const silent = await c.post('/api/member/login', { username: 'lang-keeper', password: 'Lang@2026x' });
    expect(silent.data.memberInfo.lang).toBe('en');
    const back = await c.post('/api/member/login', { username: 'lang-keeper', password: 'Lang@2026x', lang: 'zh-cn' });
    expect(back.data.memberInfo.lang).toBe('zh-cn');
    const bad = await c.post('/api/member/login', { username: 'lang-keeper', password: 'Lang@2026x', lang: 'fr' });
    expect(bad.code).not.toBe(1);
  });

  it('answers the login in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { lang: 'en' },
      payload: { username: 'demo', password: 'nope' },
    });
    expect(res.json()).toEqual({ code: 601, msg: 'Wrong account or password' });
  });

  it('refuses a wrong password and an unknown account alike, and logs both', async () => {
    expect(await c.post('/api/member/login', { username: 'viewer', password: 'wrong' })).toEqual({
      code: 601,
      msg: '账号或密码错误',
    });
    expect(await lastLog(t, 'viewer')).toMatchObject({ status: 0, operation: 0 });
    expect(await c.post('/api/member/login', { username: 'nobody', password: 'wrong' })).toEqual({
      code: 601,
      msg: '账号或密码错误',
    });
    expect(await lastLog(t, 'nobody')).toMatchObject({ status: 0, memberId: null });
  });

  it('says 必填项不能为空 when a field is missing', async () => {
    for (const body of [{}, { username: '   ', password: 'x' }, { username: 'demo' }, { password: 'Demo@2026' }])
      expect(await c.post('/api/member/login', body)).toEqual({ code: 601, msg: '必填项不能为空' });
  });

  it('refuses a stopped member (accountStopped), a deleted one too', async () => {
    expect(await c.post('/api/member/login', { username: 'stopped', password: 'Stopped@2026' })).toEqual({
      code: 601,
      msg: '账号已停用',
    });
    const gone = await createMember(t.database.db, { username: 'gone' });
    await t.database.db.update(members).set({ deleted: true }).where(eq(members.id, gone.id));
    expect(await c.post('/api/member/login', { username: 'gone', password: gone.password })).toEqual({
      code: 601,
      msg: '账号已停用',
    });
  });

  it('locks a name after 5 failures from one address (login log status 2), even for the right password', async () => {
    const m = await createMember(t.database.db, { username: 'locky' });
    const ip = '10.200.0.1';
    for (let i = 0; i < 4; i++)
      expect((await c.post('/api/member/login', { username: 'locky', password: 'bad' }, ip)).msg).toBe(
        '账号或密码错误',
      );
    expect(await c.post('/api/member/login', { username: 'locky', password: 'bad' }, ip)).toEqual({
      code: 601,
      msg: '登录失败次数过多，账号已锁定，请1分钟后再试',
    });
    expect(await lastLog(t, 'locky')).toMatchObject({ status: 2 });
    const right = await c.post('/api/member/login', { username: 'locky', password: m.password }, ip);
    expect(right.msg).toMatch(/账号已锁定/);
    expect(await lastLog(t, 'locky')).toMatchObject({ status: 2 });
    // When the lock has run out, the right password works with a captcha (asked even with
    // CAPTCHA=off once a lock was earned), and the count starts again.
    await t.database.rows(sql`update login_throttle set locked_until = now() - interval '1 second'`);
    expect((await c.post('/api/member/login', { username: 'locky', password: m.password }, ip)).msg).toBe(
      '登录失败次数较多，请输入验证码',
    );
    await storeCaptcha(t.database.db, 'after-lock', 'k7m2');
    const solved = { captchaId: 'after-lock', captchaInfo: 'k7m2' };
    expect((await c.post('/api/member/login', { username: 'locky', password: m.password, ...solved }, ip)).code).toBe(
      1,
    );
    const left = await t.database.rows(sql`select * from login_throttle where key like ${'member|' + ip + '|locky'}`);
    expect(left).toEqual([]);
  });

  it('ends the session on logout (退出成功, log operation 1); the token then answers 303', async () => {
    const { data } = await c.post('/api/member/login', { username: 'demo', password: 'Demo@2026' });
    const auth = { customer_id: data.memberInfo.customer_id, batoken: data.memberInfo.token };
    expect((await c.post('/api/member/userInfo', auth)).code).toBe(1);
    expect(await c.post('/api/member/logout', auth)).toEqual({ code: 1, msg: '退出成功', data: null });
    expect(await lastLog(t, 'demo')).toMatchObject({ status: 1, operation: 1 });
    expect(await c.post('/api/member/userInfo', auth)).toEqual({
      code: 303,
      msg: '无效的会话，或者会话已过期，请重新登录。',
    });
    expect((await c.post('/api/member/logout', auth)).code).toBe(303);
  });

  it('answers 303 for an expired, unknown or missing token and for a customer_id that is not the session’s', async () => {
    const m = await createMember(t.database.db);
    const token = newToken();
    await t.database.db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'member',
      subjectId: m.id,
      customerId: m.customerId,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await c.post('/api/member/userInfo', { customer_id: m.customerId, batoken: token })).code).toBe(303);
    expect((await c.post('/api/member/userInfo', { customer_id: m.customerId, batoken: 'made-up' })).code).toBe(303);
    expect((await c.post('/api/member/userInfo', {})).code).toBe(303);
    const live = await memberSession(t.database.db, m);
    expect((await c.post('/api/member/userInfo', live.auth)).code).toBe(1);
    expect((await c.post('/api/member/userInfo', { ...live.auth, customer_id: m.customerId + 1000 })).code).toBe(303);
    // The Admin-Token cookie alone is no session: a forged cross-site request would carry it.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/userInfo',
      cookies: { 'Admin-Token': live.token },
      payload: {},
    });
    expect(res.json().code).toBe(303);
  });

  it('answers bad JSON and an oversized body with an envelope, not a stack trace', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 601, msg: '请求格式错误' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(7 * 1024 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 601, msg: '请求数据过大' });
    const long = await c.post('/api/member/login', { username: 'x'.repeat(500), password: 'x' });
    expect(long).toEqual({ code: 601, msg: 'username格式错误' });
  });

  it('signs in by single-sign-on token once (getSpylToken, fraudSingleSign), never twice', async () => {
    const m = await createMember(t.database.db);
    const s = await memberSession(t.database.db, m);
    const { data } = await c.post('/comply/biaofa.biaofa/getSpylToken', s.auth);
    const sso = await c.post('/api/member/login', { token: data.token });
    expect(sso).toMatchObject({ code: 1, data: { memberInfo: { username: m.username } } });
    expect(sso.data.memberInfo.token).not.toBe(data.token);
    expect(await c.post('/api/member/login', { token: data.token })).toEqual({
      code: 601,
      msg: '单点登录令牌无效或已过期',
    });
    const fraud = await t.app.inject({
      method: 'POST',
      url: '/api/member/fraudSingleSign',
      query: { customer_id: String(m.customerId), batoken: s.token },
    });
    const permission = fraud.json().data.permission as string;
    expect((await c.post('/api/member/login', { token: permission })).code).toBe(1);
    expect((await c.post('/api/member/login', { token: 'unknown' })).code).toBe(601);
  });

  it('rate-limits login per client: the 31st try within a minute gets 请求过于频繁', async () => {
    const tries = [];
    for (let i = 0; i < 31; i++)
      tries.push(await c.send('POST', '/api/member/login', { username: 'nobody', password: 'x' }, '192.0.2.7'));
    expect(tries.slice(0, 30).map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    // The 31st itself is refused, with no work done.
    expect(tries[30]!.statusCode).toBe(429);
    expect(tries[30]!.json()).toEqual({ code: 601, msg: '请求过于频繁，请稍后再试' });
  });
});

describe('login with the captcha on', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await testApp({ captcha: true });
    await seedPlatform(t.database, t.config);
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('says the captcha is on in the login settings', async () => {
    expect((await c.get('/api/member/login')).data).toMatchObject({ captcha: true, brandHost: false });
  });

  it('draws a real SVG image for the id and stores only its answer hash', async () => {
    const res = await c.send('POST', '/api/api/captcha', { id: 'cap-1' });
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg[^>]*width="120"/);
    expect(res.body).toContain('<path');
    const rows = await t.database.rows<{ answer_hash: string }>(
      (await import('drizzle-orm')).sql`select answer_hash from captchas where id = 'cap-1'`,
    );
    expect(rows[0]!.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await c.post('/api/api/captcha', { id: 'bad id!' })).toEqual({ code: 601, msg: 'id格式错误' });
  });

  it('needs the captcha fields, refuses a wrong answer, accepts any case once, refuses reuse and expiry', async () => {
    const creds = { username: 'demo', password: 'Demo@2026' };
    expect(await c.post('/api/member/login', creds)).toEqual({ code: 601, msg: '必填项不能为空' });
    await storeCaptcha(t.database.db, 'c-2', 'AbCd');
    expect(await c.post('/api/member/login', { ...creds, captchaId: 'c-2', captchaInfo: 'zzzz' })).toEqual({
      code: 601,
      msg: '验证码错误或已过期',
    });
    // A wrong guess used it up: the right answer no longer works.
    expect((await c.post('/api/member/login', { ...creds, captchaId: 'c-2', captchaInfo: 'AbCd' })).code).toBe(601);
    await storeCaptcha(t.database.db, 'c-3', 'AbCd');
    expect((await c.post('/api/member/login', { ...creds, captchaId: 'c-3', captchaInfo: ' aBcD ' })).code).toBe(1);
    expect(await c.post('/api/member/login', { ...creds, captchaId: 'c-3', captchaInfo: 'AbCd' })).toEqual({
      code: 601,
      msg: '验证码错误或已过期',
    });
    await storeCaptcha(t.database.db, 'c-4', 'wxyz', -1000);
    expect((await c.post('/api/member/login', { ...creds, captchaId: 'c-4', captchaInfo: 'wxyz' })).code).toBe(601);
    expect((await c.post('/api/member/login', { ...creds, captchaId: 'never-drawn', captchaInfo: 'wxyz' })).code).toBe(
      601,
    );
  });

  it('checks the captcha before the password, so a wrong captcha never counts as a failure', async () => {
    for (let i = 0; i < 6; i++)
      await c.post('/api/member/login', {
        username: 'viewer',
        password: 'bad',
        captchaId: `nope-${i}`,
        captchaInfo: 'x',
      });
    await storeCaptcha(t.database.db, 'c-5', 'good');
    expect(
      (
        await c.post('/api/member/login', {
          username: 'viewer',
          password: 'Viewer@2026',
          captchaId: 'c-5',
          captchaInfo: 'good',
        })
      ).code,
    ).toBe(1);
  });

  it('rate-limits captcha images per client: 60 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await c.send('POST', '/api/api/captcha', { id: `flood-${i}` }, '192.0.2.9')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });

  it('still signs in by SSO token alone', async () => {
    const m = await createMember(t.database.db);
    const s = await memberSession(t.database.db, m);
    const { data } = await c.post('/comply/biaofa.biaofa/getSpylToken', s.auth);
    expect((await c.post('/api/member/login', { token: data.token })).code).toBe(1);
  });
});
