import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { operationLogs } from '../../db/schema/index.js';
import { createMember, memberSession } from '../../test/factories.js';
import { caller, createDept, createStaff } from './test-kit.js';
import { chinaToday } from '../../lib/clock.js';

const a = api.admin;

describe('operation log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const last = async () =>
    (await t.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]!;

  it('records every kind of back-office write, success or failure, with passwords masked', async () => {
    const admin = await createStaff(t.database.db, { superAdmin: true });
    const call = caller(t.app, admin.token);
    const dept = await createDept(t.database.db);

    const created = await call(a.users.save, {
      username: 'logged_user',
      deptId: dept.id,
      password: 'Secret@2026',
      confirmPassword: 'Secret@2026',
    });
    expect(created.code).toBe(1);
    const row = await last();
    expect(row).toMatchObject({
      operatorKind: 'staff',
      operatorName: admin.username,
      status: 1,
      requestMethod: 'POST',
      requestUri: '/admin-api/sys/user',
      userAgent: 'admin-test',
      summary: 'Staff users: create',
    });
    expect(row.requestParams).toContain('logged_user');
    expect(row.requestParams).not.toContain('Secret@2026');
    expect(JSON.parse(row.requestParams)).toMatchObject({ password: '******', confirmPassword: '******' });

    const info = await call(a.users.info, {}, { id: created.data.id });
    expect((await call(a.users.update, { ...info.data, realName: '改名' })).code).toBe(1);
    expect(await last()).toMatchObject({ requestMethod: 'PUT', status: 1 });

    expect((await call(a.users.delete, { ids: [created.data.id] })).code).toBe(1);
    expect(await last()).toMatchObject({ requestMethod: 'DELETE', status: 1 });

    const job = await call(a.schedule.save, {
      beanName: 'favoriteCounterJob',
      cronExpression: '0 0 1 * * ?',
      status: 0,
    });
    expect((await call(a.schedule.run, { ids: [job.data.id] })).code).toBe(1);
    expect(await last()).toMatchObject({ requestMethod: 'PUT', requestUri: '/admin-api/sys/schedule/run', status: 1 });

    // A refused write is logged as failed.
    expect((await call(a.users.delete, { ids: [] })).msg).toBe('请选择删除项');
    expect(await last()).toMatchObject({ requestMethod: 'DELETE', status: 0 });

    // Reads are not logged.
    const before = (await last()).id;
    await call(a.users.page, {});
    expect((await last()).id).toBe(before);
  });

  it('records logins with the name tried and the password masked', async () => {
    await caller(t.app)(a.auth.login, { username: 'nobody', password: 'Guess@2026' });
    const row = await last();
    expect(row).toMatchObject({
      operatorKind: 'anonymous',
      operatorName: 'nobody',
      status: 0,
      requestUri: '/admin-api/login',
    });
    expect(row.requestParams).not.toContain('Guess@2026');
  });

  it('records the portal members\u2019 writes too', async () => {
    const m = await createMember(t.database.db);
    const s = await memberSession(t.database.db, m);
    const res = await t.app.inject({ method: 'POST', url: api.member.logout.path, payload: s.auth });
    expect(res.json().code).toBe(1);
    const rows = await t.database.db.select().from(operationLogs).where(eq(operationLogs.operatorName, m.username));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorKind: 'member',
      customerId: m.customerId,
      requestUri: api.member.logout.path,
      status: 1,
    });
    expect(rows[0]!.requestParams).not.toContain(s.token);
  });

  it('leaves no row for a successful read, but one for a refused call', async () => {
    const m = await createMember(t.database.db);
    const s = await memberSession(t.database.db, m);
    const rowsOf = () => t.database.db.select().from(operationLogs).where(eq(operationLogs.operatorName, m.username));
    expect((await t.app.inject({ method: 'POST', url: api.member.userInfo.path, payload: s.auth })).json().code).toBe(
      1,
    );
    expect((await t.app.inject({ method: 'POST', url: api.member.index.path, payload: s.auth })).json().code).toBe(1);
    expect(await rowsOf()).toHaveLength(0);
    const refused = await t.app.inject({
      method: 'POST',
      url: api.member.setMemberLang.path,
      payload: { ...s.auth, lang: 'fr' },
    });
    expect(refused.json().code).not.toBe(1);
    expect(await rowsOf()).toMatchObject([{ requestUri: api.member.setMemberLang.path, status: 0 }]);
  });

  it('lists, filters by date range and exports the log', async () => {
    const admin = await createStaff(t.database.db, { superAdmin: true });
    const call = caller(t.app, admin.token);
    const today = chinaToday();
    const page = await call(a.logs.operation.page, { startDate: today, endDate: today, status: 1 });
    expect(page.data.total).toBeGreaterThan(3);
    expect(await call(a.logs.operation.page, { startDate: '2026-12-31', endDate: '2026-01-01' })).toEqual({
      code: 601,
      msg: '开始日期不能大于结束日期',
    });
    const none = await call(a.logs.operation.page, { startDate: '2001-01-01', endDate: '2001-01-02' });
    expect(none.data.total).toBe(0);
    const file = await call(a.logs.operation.export, {});
    expect(file.blob!.subarray(0, 2).toString()).toBe('PK');
    const logins = await call(a.logs.login.page, {});
    expect(logins.code).toBe(1);
    expect(await call(a.logs.error.page, {})).toMatchObject({ code: 1 });
  });

  it('a big unfiltered log shows an estimated total; a filtered one is counted exactly', async () => {
    await t.database.rows(sql`
      insert into operation_logs (operator_kind, operator_name, status, request_uri, request_method)
      select 'staff', 'many' || (i % 3), 1, '/x', 'POST' from generate_series(1, 60000) i`);
    await t.database.rows(sql`analyze operation_logs`);
    const admin = await createStaff(t.database.db, { superAdmin: true });
    const call = caller(t.app, admin.token);
    const all = await call(a.logs.operation.page, {});
    expect(all.data.estimated).toBe(true);
    expect(all.data.total).toBeGreaterThan(50_000); // the estimate is close to the 60,000 rows
    const some = await call(a.logs.operation.page, { operatorName: 'many1' });
    expect(some.data).toMatchObject({ total: 20_000 });
    expect(some.data.estimated).toBeUndefined();
  });
});
