import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { sessions, staffLoginLogs, sysUsers } from '../../db/schema/index.js';
import { storeCaptcha } from '../member/captcha.service.js';
import { hashToken } from '../../lib/tokens.js';
import { caller, createStaff } from './test-kit.js';

const a = api.admin;

describe('back-office login, sessions and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ captcha: true });
  });
  afterAll(() => t.close());

  const lastLog = async (username: string) =>
    (
      await t.database.db
        .select()
        .from(staffLoginLogs)
        .where(eq(staffLoginLogs.username, username))
        .orderBy(desc(staffLoginLogs.id))
        .limit(1)
    )[0];

  it('issues a real captcha image', async () => {
    const res = await caller(t.app)(a.auth.captcha);
    expect(res.code).toBe(1);
    expect(res.data.image).toMatch(/^<svg/);
    expect(res.data.enabled).toBe(true);
  });

  it('needs the right captcha, then the right password, and logs every try', async () => {
    const staff = await createStaff(t.database.db, { password: 'Right@2026' });
    const call = caller(t.app);
    await storeCaptcha(t.database.db, 'cap-1', 'abcd');
    expect(
      await call(a.auth.login, {
        username: staff.username,
        password: 'Right@2026',
        captchaId: 'cap-1',
        captchaInfo: 'zzzz',
      }),
    ).toEqual({ code: 601, msg: '验证码错误或已过期' });
    await storeCaptcha(t.database.db, 'cap-2', 'abcd');
    expect(
      await call(a.auth.login, {
        username: staff.username,
        password: 'Wrong@2026',
        captchaId: 'cap-2',
        captchaInfo: 'ABCD',
      }),
    ).toEqual({ code: 601, msg: '账号或密码错误' });
    expect(await lastLog(staff.username)).toMatchObject({ status: 0, operation: 0 });
    await storeCaptcha(t.database.db, 'cap-3', 'abcd');
    const ok = await call(a.auth.login, {
      username: ` ${staff.username} `,
      password: 'Right@2026',
      captchaId: 'cap-3',
      captchaInfo: 'abcd',
    });
    expect(ok).toMatchObject({ code: 1, msg: '登录成功' });
    expect(await lastLog(staff.username)).toMatchObject({ status: 1, operation: 0, userAgent: 'admin-test' });
    const me = await caller(t.app, ok.data.token)(a.auth.me);
    expect(me.data).toMatchObject({ username: staff.username, superAdmin: false, permissions: [] });
  });

  it('refuses a stopped staff member and ends their live sessions', async () => {
    const admin = await createStaff(t.database.db, { superAdmin: true });
    const victim = await createStaff(t.database.db, { password: 'Victim@2026' });
    const asVictim = caller(t.app, victim.token);
    expect((await asVictim(a.auth.me)).code).toBe(1);
    const info = await caller(t.app, admin.token)(a.users.info, {}, { id: victim.id });
    const upd = await caller(t.app, admin.token)(a.users.update, { ...info.data, status: 0, password: '' });
    expect(upd.code).toBe(1);
    expect(await asVictim(a.auth.me)).toMatchObject({ code: 303 });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.subjectId, victim.id))).toHaveLength(0);
    await storeCaptcha(t.database.db, 'cap-4', 'abcd');
    expect(
      await caller(t.app)(a.auth.login, {
        username: victim.username,
        password: 'Victim@2026',
        captchaId: 'cap-4',
        captchaInfo: 'abcd',
      }),
    ).toEqual({ code: 601, msg: '账号已停用' });
  });

  it('a deleted or stopped portal account loses its sessions and cannot log in', async () => {
    const admin = await createStaff(t.database.db, { superAdmin: true });
    const m = await createMember(t.database.db, { password: 'Member@2026' });
    const s = await memberSession(t.database.db, m);
    const m2 = await createMember(t.database.db, { password: 'Member@2026' });
    const s2 = await memberSession(t.database.db, m2);
    const userInfo = async (auth: object) =>
      (await t.app.inject({ method: 'POST', url: api.member.userInfo.path, payload: auth })).json();
    expect((await userInfo(s.auth)).code).toBe(1);
    expect((await caller(t.app, admin.token)(a.members.delete, { ids: [m.id] })).code).toBe(1);
    expect((await caller(t.app, admin.token)(a.members.setStatus, { ids: [m2.id], status: 0 })).code).toBe(1);
    expect((await userInfo(s.auth)).code).toBe(303);
    expect((await userInfo(s2.auth)).code).toBe(303);
    for (const who of [m, m2]) {
      await storeCaptcha(t.database.db, `mcap-${who.id}`, 'abcd');
      const login = await t.app.inject({
        method: 'POST',
        url: api.member.login.path,
        payload: { username: who.username, password: 'Member@2026', captchaId: `mcap-${who.id}`, captchaInfo: 'abcd' },
      });
      expect(login.json().code).not.toBe(1);
    }
  });

  it('changes its own password: old one checked, confirm must match, other sessions end', async () => {
    const staff = await createStaff(t.database.db, { password: 'Old@20266' });
    const second = await caller(t.app)(a.auth.login, {
      username: staff.username,
      password: 'Old@20266',
      captchaId: '',
      captchaInfo: '',
    });
    expect(second.code).toBe(601); // captcha on: nothing else gets in without it
    const call = caller(t.app, staff.token);
    expect(
      await call(a.auth.password, { password: 'x', newPassword: 'New@20266', confirmPassword: 'Other@2026' }),
    ).toEqual({ code: 601, msg: '确认密码与新密码输入不一致' });
    expect(
      await call(a.auth.password, { password: 'Bad@20266', newPassword: 'New@20266', confirmPassword: 'New@20266' }),
    ).toEqual({ code: 601, msg: '原密码错误' });
    await storeCaptcha(t.database.db, 'cap-5', 'abcd');
    const other2 = await caller(t.app)(a.auth.login, {
      username: staff.username,
      password: 'Old@20266',
      captchaId: 'cap-5',
      captchaInfo: 'abcd',
    });
    expect(other2.code).toBe(1);
    expect(
      (await call(a.auth.password, { password: 'Old@20266', newPassword: 'New@20266', confirmPassword: 'New@20266' }))
        .code,
    ).toBe(1);
    expect((await call(a.auth.me)).code).toBe(1);
    expect((await caller(t.app, other2.data.token)(a.auth.me)).code).toBe(303);
    const [row] = await t.database.db.select().from(sysUsers).where(eq(sysUsers.id, staff.id));
    expect(row!.passwordHash).not.toContain('New@20266');
  });

  it('logout ends the session and is logged', async () => {
    const staff = await createStaff(t.database.db);
    const call = caller(t.app, staff.token);
    expect(await call(a.auth.logout)).toMatchObject({ code: 1, msg: '退出成功' });
    expect(await call(a.auth.me)).toMatchObject({ code: 303 });
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(staff.token))),
    ).toHaveLength(0);
    expect(await lastLog(staff.username)).toMatchObject({ status: 1, operation: 1 });
  });
});
