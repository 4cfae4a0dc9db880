import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { api, fillPath } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { caller, createStaff } from '../admin/test-kit.js';
import {
  memberLoginLogs,
  operationLogs,
  passwordResets,
  staffLoginLogs,
  sysMenus,
  sysRoleMenus,
  sysRoles,
  sysUserRoles,
} from '../../db/schema/index.js';
import { loadStaffPrincipal } from '../admin/principal.js';
import { buildApp } from '../../app.js';
import { createResetToken } from '../member/member.repo.js';

/**
 * Issue 16, security items 1-8, each with the request the attacker sent. Every test here
 * failed on the main branch before the fixes.
 */
const wide = [
  'sys:customer:page',
  'sys:member:page',
  'sys:member:password',
  'sys:log:operation',
  'sys:role:save',
  'sys:user:delete',
];
const userPerms = ['sys:user:page', 'sys:user:info', 'sys:user:save', 'sys:user:update'];

/** Distinct client addresses, so the per-address rate limits of login do not answer first. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `10.16.${Math.floor(++address / 250)}.${address % 250}` });

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Roles 1-4, the ones the attacker named, each opening permissions the attacker lacks.
  for (let i = 0; i < 4; i++) {
    const [role] = await t.database.db
      .insert(sysRoles)
      .values({ name: `宽角色${i}` })
      .returning();
    const [menu] = await t.database.db
      .insert(sysMenus)
      .values({ name: `宽菜单${i}`, type: 1, permissions: wide.join(',') })
      .returning();
    await t.database.db.insert(sysRoleMenus).values({ roleId: role!.id, menuId: menu!.id });
  }
});
afterAll(() => t.close());

const permissionsOf = async (id: number) =>
  [...((await loadStaffPrincipal(t.database.db, id, 'x'))?.permissions ?? [])].sort();

describe('1. a staff user cannot grant himself rights', () => {
  it('PUT /admin-api/sys/user with his own id and roleIdList [1,2,3,4] is refused and grants nothing', async () => {
    const roles = await t.database.db
      .select({ id: sysRoles.id })
      .from(sysRoles)
      .where(inArray(sysRoles.id, [1, 2, 3, 4]));
    expect(roles).toHaveLength(4);
    const staff = await createStaff(t.database.db, { permissions: userPerms });
    const answer = await caller(t.app, staff.token)(api.admin.users.update, {
      id: staff.id,
      username: staff.username,
      deptId: staff.deptId,
      status: 1,
      roleIdList: [1, 2, 3, 4],
    });
    expect(answer).toMatchObject({ code: 403 });
    expect(await permissionsOf(staff.id)).toEqual([...userPerms].sort());
  });

  it('he may give another user only roles within his own permissions', async () => {
    const staff = await createStaff(t.database.db, { permissions: userPerms });
    const other = await createStaff(t.database.db, { deptId: staff.deptId });
    const call = caller(t.app, staff.token);
    const form = { id: other.id, username: other.username, deptId: other.deptId, status: 1 };
    expect((await call(api.admin.users.update, { ...form, roleIdList: [1] })).code).toBe(403);
    const [ownRole] = await t.database.db
      .select({ r: sysUserRoles.roleId })
      .from(sysUserRoles)
      .where(eq(sysUserRoles.userId, staff.id));
    expect((await call(api.admin.users.update, { ...form, roleIdList: [ownRole!.r] })).code).toBe(1);
    // His own roles stay as they are, even when he drops one.
    expect(
      (
        await call(api.admin.users.update, {
          id: staff.id,
          username: staff.username,
          deptId: staff.deptId,
          status: 1,
          roleIdList: [],
        })
      ).code,
    ).toBe(403);
  });

  it('a super administrator still assigns any role', async () => {
    const admin = await createStaff(t.database.db, { superAdmin: true });
    const other = await createStaff(t.database.db);
    const answer = await caller(t.app, admin.token)(api.admin.users.update, {
      id: other.id,
      username: other.username,
      deptId: other.deptId,
      status: 1,
      roleIdList: [1, 2],
    });
    expect(answer.code).toBe(1);
  });

  it('a role editor cannot put menus he lacks into a role', async () => {
    const staff = await createStaff(t.database.db, {
      permissions: ['sys:role:page', 'sys:role:info', 'sys:role:save', 'sys:role:update'],
    });
    const [wideMenu] = await t.database.db
      .select({ id: sysMenus.id })
      .from(sysMenus)
      .where(eq(sysMenus.name, '宽菜单0'));
    const answer = await caller(t.app, staff.token)(api.admin.roles.save, {
      name: '自授角色',
      menuIdList: [wideMenu!.id],
      deptIdList: [],
    });
    expect(answer).toMatchObject({ code: 403 });
  });
});

describe('2. a menu editor cannot widen his own rights', () => {
  it('PUT /admin-api/sys/menu on his button adding sys:user:save,sys:user:update is refused', async () => {
    const held = ['sys:menu:info', 'sys:menu:update'];
    const staff = await createStaff(t.database.db, { permissions: held });
    const [menu] = await t.database.db
      .select({ id: sysMenus.id, name: sysMenus.name })
      .from(sysMenus)
      .innerJoin(sysRoleMenus, eq(sysRoleMenus.menuId, sysMenus.id))
      .innerJoin(sysUserRoles, eq(sysUserRoles.roleId, sysRoleMenus.roleId))
      .where(eq(sysUserRoles.userId, staff.id));
    const call = caller(t.app, staff.token);
    const answer = await call(api.admin.menus.update, {
      id: menu!.id,
      pid: 0,
      name: menu!.name,
      type: 1,
      sort: 1,
      permissions: `${held.join(',')},sys:user:save,sys:user:update`,
    });
    expect(answer).toMatchObject({ code: 403 });
    expect(await permissionsOf(staff.id)).toEqual(held);
    // Renaming his button, or dropping a permission, is still allowed.
    expect(
      (
        await call(api.admin.menus.update, {
          id: menu!.id,
          pid: 0,
          name: '新名字',
          type: 1,
          sort: 1,
          permissions: held.join(','),
        })
      ).code,
    ).toBe(1);
  });
});

describe('3. login lockout', () => {
  // The brake counts per client address and name: each test guesses from one address.
  let pinned: Record<string, string>;
  beforeEach(() => {
    pinned = from();
  });
  it('back office: 19 wrong passwords from one address then the right one is refused, logged with status 2', async () => {
    const staff = await createStaff(t.database.db, { password: 'Right@2026' });
    const login = (password: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/admin-api/login',
          payload: { username: staff.username, password },
          headers: pinned,
        })
        .then((r) => r.json());
    for (let i = 0; i < 19; i++) expect((await login('Wrong@2026')).code).not.toBe(1);
    const right = await login('Right@2026');
    expect(right.code).not.toBe(1);
    expect(right.msg).toMatch(/锁定/);
    const [last] = await t.database.db
      .select()
      .from(staffLoginLogs)
      .where(eq(staffLoginLogs.username, staff.username))
      .orderBy(desc(staffLoginLogs.id))
      .limit(1);
    expect(last!.status).toBe(2);
  });

  it('back office: the right password after 4 failures logs in and clears the count', async () => {
    const staff = await createStaff(t.database.db, { password: 'Right@2026' });
    const login = (password: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/admin-api/login',
          payload: { username: staff.username, password },
          headers: pinned,
        })
        .then((r) => r.json());
    for (let i = 0; i < 4; i++) expect((await login('Wrong@2026')).msg).toBe('账号或密码错误');
    expect((await login('Right@2026')).code).toBe(1);
    for (let i = 0; i < 4; i++) expect((await login('Wrong@2026')).msg).toBe('账号或密码错误');
  });

  it('portal: 20 concurrent wrong guesses from one address get at most 5 password checks (4 "wrong", the rest "locked")', async () => {
    const m = await createMember(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/member/login',
            payload: { username: m.username, password: 'Wrong@2026' },
            headers: pinned,
          })
          .then((r) => r.json()),
      ),
    );
    expect(answers.filter((a) => a.msg === '账号或密码错误').length).toBeLessThanOrEqual(4);
    expect(answers.every((a) => a.code !== 1)).toBe(true);
    const logs = await t.database.db.select().from(memberLoginLogs).where(eq(memberLoginLogs.username, m.username));
    expect(logs.filter((l) => l.status === 0).length).toBeLessThanOrEqual(4);
  });
});

describe('4. a reset or password change cancels every outstanding reset link', () => {
  const reset = (token: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/member/resetPassword',
        payload: { token, password: 'Newpass@2026', confirmPassword: 'Newpass@2026' },
      })
      .then((r) => r.json());

  it('the older link stops working once the newer one is used', async () => {
    const m = await createMember(t.database.db);
    await createResetToken(t.database.db, m.id, 'older-link-token-0000000000000000', 30 * 60_000);
    await createResetToken(t.database.db, m.id, 'newer-link-token-0000000000000000', 30 * 60_000);
    expect((await reset('newer-link-token-0000000000000000')).code).toBe(1);
    expect((await reset('older-link-token-0000000000000000')).code).not.toBe(1);
  });

  it('a password change cancels the links too', async () => {
    const m = await createMember(t.database.db);
    const s = await memberSession(t.database.db, m);
    await createResetToken(t.database.db, m.id, 'before-change-token-000000000000', 30 * 60_000);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/member/updatePassword',
      payload: { ...s.auth, oldPassword: m.password, newPassword: 'Changed@2026', confirmPassword: 'Changed@2026' },
    });
    expect(changed.json().code).toBe(1);
    expect((await reset('before-change-token-000000000000')).code).not.toBe(1);
    const open = await t.database.db.select().from(passwordResets).where(eq(passwordResets.memberId, m.id));
    expect(open.every((r) => r.usedAt !== null)).toBe(true);
  });
});

describe('5. tokens never reach logged URLs or params', () => {
  it('a POST sent with ?batoken= is logged with the token masked', async () => {
    const staff = await createStaff(t.database.db, { permissions: ['sys:user:page'] });
    await t.app.inject({
      method: 'POST',
      url: `/admin-api/sys/user?batoken=${staff.token}`,
      payload: { batoken: staff.token, username: 'x' },
    });
    const rows = await t.database.db
      .select()
      .from(operationLogs)
      .where(sql`${operationLogs.requestUri} like '/admin-api/sys/user?%'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.requestUri).not.toContain(staff.token);
      expect(r.requestParams).not.toContain(staff.token);
    }
    const all = await t.database.db
      .select({ u: operationLogs.requestUri, p: operationLogs.requestParams })
      .from(operationLogs);
    expect(all.filter((r) => /batoken=[^*&]/.test(r.u) || r.p.includes(staff.token))).toEqual([]);
  });
});

describe('6. no cookie sessions, no cross-site writes', () => {
  it('POST …/keywords/add?keyword=x as text/plain with only the Admin-Token cookie is refused and adds nothing', async () => {
    const m = await createMember(t.database.db, { rights: ['biaofa'], isSuper: true });
    const s = await memberSession(t.database.db, m);
    const url = `${fillPath(api.library.keywordAdd.path, { library: 'biaofa' })}?keyword=x`;
    const plain = await t.app.inject({
      method: 'POST',
      url,
      payload: 'keyword=x',
      headers: { 'content-type': 'text/plain', cookie: `Admin-Token=${s.token}` },
    });
    expect(plain.json().code).not.toBe(1);
    const json = await t.app.inject({
      method: 'POST',
      url,
      payload: {},
      headers: { cookie: `Admin-Token=${s.token}` },
    });
    expect(json.json().code).toBe(303);
    // With the token in the header, the keyword still has to come from the JSON body.
    const noBody = await t.app.inject({ method: 'POST', url, payload: {}, headers: { batoken: s.token } });
    expect(noBody.json().code).not.toBe(1);
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lib_keywords where member_id = ${m.id}`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('a urlencoded form post is refused too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 601, msg: '请求格式错误' });
  });

  it('getSpylToken and fraudSingleSign still take their session from the query (spec 7)', async () => {
    const m = await createMember(t.database.db);
    const s = await memberSession(t.database.db, m);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/fraudSingleSign',
      query: { customer_id: String(m.customerId), batoken: s.token },
    });
    expect(res.json().code).toBe(1);
  });
});

describe('7. an upload checks the session before it reads the body', () => {
  it('an anonymous 9 MB upload is answered 303 without the body being read', async () => {
    let sent = 0;
    // 9 MB offered in 64 KB chunks; the body never finishes unless the server pulls it all.
    const body = new Readable({
      read() {
        if (sent >= 9 * 1024 * 1024) return this.push(null);
        sent += 65536;
        this.push(Buffer.alloc(65536, 0x61));
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: api.admin.oss.upload.path,
      payload: body,
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(res.json().code).toBe(303);
    expect(sent).toBeLessThan(9 * 1024 * 1024);
  });
});

describe('8. CSP upgrade only behind TLS, masking by an explicit list', () => {
  it('plain HTTP gets no upgrade-insecure-requests; TLS=on does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    // A second app on the same database, set up as behind TLS.
    const tls = await buildApp({ database: t.database, config: { ...t.config, tls: true }, logger: false });
    try {
      const r = await tls.inject({ method: 'GET', url: '/healthz' });
      expect(String(r.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect(r.headers['strict-transport-security']).toBeDefined();
    } finally {
      await tls.close();
    }
  });

  it('keyword values stay in the audit, passwords do not', async () => {
    const m = await createMember(t.database.db, { isSuper: true });
    const s = await memberSession(t.database.db, m);
    const url = fillPath(api.library.keywordAdd.path, { library: 'biaofa' });
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { ...s.auth, keyword: '苯甲酸钠审计' } })).json().code,
    ).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.requestUri, url))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(row!.requestParams).toContain('苯甲酸钠审计');
    await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: m.username, password: 'Leaked@2026' },
      headers: from(),
    });
    const logs = await t.database.db.select({ p: operationLogs.requestParams }).from(operationLogs);
    expect(logs.some((l) => l.p.includes('Leaked@2026'))).toBe(false);
  });
});
