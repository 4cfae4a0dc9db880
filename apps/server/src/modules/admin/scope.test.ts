import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { sysUsers } from '../../db/schema/index.js';
import { caller, createDept, createStaff } from './test-kit.js';

const a = api.admin;
const userPerms = [
  'sys:user:page',
  'sys:user:info',
  'sys:user:update',
  'sys:user:delete',
  'sys:user:save',
  'sys:user:export',
  'sys:role:page',
  'sys:dept:list',
];

describe('data authorisation by department', () => {
  let t: TestApp;
  let north: number;
  let south: number;
  let east: number;
  beforeAll(async () => {
    t = await testApp();
    north = (await createDept(t.database.db, '北区')).id;
    south = (await createDept(t.database.db, '南区')).id;
    east = (await createDept(t.database.db, '东区')).id;
    for (const deptId of [north, north, south, east]) await createStaff(t.database.db, { deptId });
  });
  afterAll(() => t.close());

  it('a staff member sees only users of the departments their roles name (and their own)', async () => {
    const me = await createStaff(t.database.db, { deptId: north, deptIds: [south], permissions: userPerms });
    const call = caller(t.app, me.token);
    const page = await call(a.users.page, { pageSize: 100 });
    expect(page.code).toBe(1);
    const depts = new Set(page.data.list.map((u: { deptId: number }) => u.deptId));
    expect([...depts].sort()).toEqual([north, south].sort());
    expect(page.data.total).toBe(4); // two north, one south, and me

    const [outsider] = await t.database.db.select().from(sysUsers).where(eq(sysUsers.deptId, east));
    expect(await call(a.users.info, {}, { id: outsider!.id })).toEqual({ code: 601, msg: '记录不存在' });
    expect(await call(a.users.delete, { ids: [outsider!.id] })).toEqual({ code: 601, msg: '记录不存在' });
    expect(await t.database.db.select().from(sysUsers).where(eq(sysUsers.id, outsider!.id))).toHaveLength(1);
    // Nor can a user be placed in a department out of scope.
    const created = await call(a.users.save, {
      username: 'scoped_new',
      deptId: east,
      password: 'Pass@2026x',
      confirmPassword: 'Pass@2026x',
    });
    expect(created).toEqual({ code: 403, msg: '没有权限' });

    const depts2 = await call(a.depts.list);
    expect(depts2.data.map((d: { id: number }) => d.id).sort()).toEqual([north, south].sort());
    const exported = await call(a.users.export, {});
    expect(exported.blob).toBeDefined();
  });

  it('super staff see every department', async () => {
    const boss = await createStaff(t.database.db, { superAdmin: true });
    const page = await caller(t.app, boss.token)(a.users.page, { pageSize: 100 });
    expect(page.data.list.some((u: { deptId: number }) => u.deptId === east)).toBe(true);
  });

  it('a role made by a scoped staff member stays in their department and cannot hand out other departments', async () => {
    const me = await createStaff(t.database.db, { deptId: north, permissions: ['sys:role:save', 'sys:role:page'] });
    const call = caller(t.app, me.token);
    expect(await call(a.roles.save, { name: '越权角色', deptIdList: [east] })).toEqual({ code: 403, msg: '没有权限' });
    const ok = await call(a.roles.save, { name: '北区角色', deptIdList: [north] });
    expect(ok.code).toBe(1);
    const mine = await call(a.roles.page, {});
    expect(mine.data.list.map((r: { name: string }) => r.name)).toContain('北区角色');
    const other = await createStaff(t.database.db, { deptId: east, permissions: ['sys:role:page'] });
    const theirs = await caller(t.app, other.token)(a.roles.page, {});
    expect(theirs.data.list.map((r: { name: string }) => r.name)).not.toContain('北区角色');
  });
});
