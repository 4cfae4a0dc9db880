import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';
import { caller, createDept, createStaff } from './test-kit.js';
import { multipart } from '../../test/multipart.js';

const a = api.admin;

describe('back-office validation messages', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let en: ReturnType<typeof caller>;
  let deptId: number;
  beforeAll(async () => {
    t = await testApp();
    const admin = await createStaff(t.database.db, { superAdmin: true });
    call = caller(t.app, admin.token);
    en = caller(t.app, admin.token, 'en');
    deptId = (await createDept(t.database.db)).id;
  });
  afterAll(() => t.close());

  const warn = (msg: string) => ({ code: 601, msg });

  it('passwords: confirm must match, rule of length and letters+digits, required on create', async () => {
    const base = { username: 'v_user', deptId };
    expect(await call(a.users.save, { ...base, password: 'Abc@12345', confirmPassword: 'Abc@99999' })).toEqual(
      warn('确认密码与密码输入不一致'),
    );
    expect(await en(a.users.save, { ...base, password: 'Abc@12345', confirmPassword: 'x' })).toEqual(
      warn('The confirm password does not match the password'),
    );
    expect(await call(a.users.save, { ...base, password: 'short1', confirmPassword: 'short1' })).toEqual(
      warn('密码须为8-32位，且包含字母和数字'),
    );
    expect(await call(a.users.save, base)).toEqual(warn('必填项不能为空'));
    expect(await call(a.users.save, { deptId, password: 'Abc@12345', confirmPassword: 'Abc@12345' })).toEqual(
      warn('必填项不能为空'),
    );
    const m = await createMember(t.database.db);
    expect(
      await call(a.members.resetPassword, { id: m.id, password: 'Abc@12345', confirmPassword: 'Abc@1234' }),
    ).toEqual(warn('确认密码与密码输入不一致'));
    expect(
      await call(a.members.resetPassword, { id: m.id, password: 'Abc@12345', confirmPassword: 'Abc@12345' }),
    ).toEqual({ code: 1, msg: '重置成功', data: {} });
    expect(
      await en(a.members.resetPassword, { id: m.id, password: 'Abc@12345', confirmPassword: 'Abc@12345' }),
    ).toMatchObject({ code: 1, msg: 'Reset successfully' });
  });

  it('e-mail: must be entered when push is on, and must be correct', async () => {
    const m = await createMember(t.database.db);
    expect(await call(a.push.update, { memberId: m.id, emailPush: true, recipients: '' })).toEqual(warn('请输入邮箱'));
    expect(await call(a.push.update, { memberId: m.id, emailPush: true, recipients: 'a@b.com, not-an-email' })).toEqual(
      warn('请输入正确的邮箱'),
    );
    expect(await en(a.push.update, { memberId: m.id, emailPush: true, recipients: '' })).toEqual(
      warn('Please enter the e-mail'),
    );
    expect(
      await call(a.users.save, {
        username: 'mailer',
        deptId,
        email: 'nope',
        password: 'Abc@12345',
        confirmPassword: 'Abc@12345',
      }),
    ).toEqual(warn('请输入正确的邮箱'));
    expect((await call(a.push.update, { memberId: m.id, emailPush: false, recipients: '' })).code).toBe(1);
  });

  it('date ranges: start after end is refused on every dated list', async () => {
    const range = { startDate: '2026-05-02', endDate: '2026-05-01' };
    for (const e of [
      a.users.page,
      a.logs.login.page,
      a.logs.operation.page,
      a.logs.error.page,
      a.schedule.log,
      a.members.page,
      a.keywords.page,
      a.logs.login.export,
    ])
      expect(await call(e, range)).toEqual(warn('开始日期不能大于结束日期'));
    expect(await en(a.users.page, range)).toEqual(warn('The start date cannot be after the end date'));
  });

  it('sort must be an integer greater than 0', async () => {
    expect(await call(a.menus.save, { name: 'm', type: 0, sort: 0 })).toEqual(warn('排序必须是大于0的整数'));
    expect(await call(a.depts.save, { name: 'd', sort: -2 })).toEqual(warn('排序必须是大于0的整数'));
    expect(
      await call(a.dict.save, { dictName: 'n', dictType: 't', dictLabel: 'l', dictValue: 'v', sort: 1.5 }),
    ).toEqual(warn('排序必须是大于0的整数'));
  });

  it('batch actions need at least one selected item', async () => {
    expect(await call(a.users.delete, { ids: [] })).toEqual(warn('请选择删除项'));
    expect(await call(a.roles.delete, {})).toEqual(warn('请选择删除项'));
    expect(await call(a.schedule.pause, { ids: [] })).toEqual(warn('请选择一条记录'));
    expect(await call(a.members.setStatus, { ids: [], status: 0 })).toEqual(warn('请选择一条记录'));
    expect(await call(a.members.batchPush, { ids: [], emailPush: true })).toEqual(warn('请选择至少一条数据'));
    expect(await en(a.members.batchPush, { ids: [], emailPush: true })).toEqual(
      warn('Please select at least one item'),
    );
  });

  it('menus: colon-style permissions, parents that exist and are not descendants, no delete with children', async () => {
    expect(await call(a.menus.save, { name: 'm', type: 1, sort: 1, permissions: 'sys user save' })).toEqual(
      warn('permissions格式错误'),
    );
    expect(
      await call(a.menus.save, { name: 'm', type: 1, sort: 1, permissions: 'sys:user:page,sys:nothing:here' }),
    ).toEqual(warn('权限标识不存在：sys:nothing:here'));
    expect(await call(a.menus.save, { name: 'm', type: 0, sort: 1, url: '/admin/nowhere' })).toEqual(
      warn('url格式错误'),
    );
    const parent = await call(a.menus.save, {
      name: '父',
      type: 0,
      sort: 1,
      url: '/admin/sys/user',
      permissions: 'sys:user:page,sys:user:info',
    });
    expect(parent.code).toBe(1);
    const child = await call(a.menus.save, {
      pid: parent.data.id,
      name: '子',
      type: 1,
      sort: 1,
      permissions: 'sys:user:save',
      resources: [{ url: '/admin-api/sys/user', method: 'POST' }],
    });
    expect(child.code).toBe(1);
    expect(
      await call(a.menus.update, { id: parent.data.id, pid: child.data.id, name: '父', type: 0, sort: 1 }),
    ).toEqual(warn('上级不能是自身或下级'));
    expect(await call(a.menus.save, { pid: 999999, name: 'x', type: 0, sort: 1 })).toEqual(
      warn('上级不能是自身或下级'),
    );
    expect(await call(a.menus.delete, { ids: [parent.data.id] })).toEqual(warn('请先删除下级数据'));
    expect((await call(a.menus.delete, { ids: [parent.data.id, child.data.id] })).code).toBe(1);
  });

  it('departments with users cannot be deleted; usernames are unique; super staff are protected', async () => {
    expect(
      (await call(a.users.save, { username: 'dup_user', deptId, password: 'Abc@12345', confirmPassword: 'Abc@12345' }))
        .code,
    ).toBe(1);
    expect(
      await call(a.users.save, { username: 'dup_user', deptId, password: 'Abc@12345', confirmPassword: 'Abc@12345' }),
    ).toEqual(warn('用户名已存在'));
    expect(await call(a.depts.delete, { ids: [deptId] })).toEqual(warn('该部门下存在用户，不能删除'));
    expect(
      await call(a.users.save, {
        username: 'ghost_role',
        deptId,
        roleIdList: [999999],
        password: 'Abc@12345',
        confirmPassword: 'Abc@12345',
      }),
    ).toEqual(warn('记录不存在'));
    expect(
      await call(a.users.save, {
        username: 'ghost_dept',
        deptId: 999999,
        password: 'Abc@12345',
        confirmPassword: 'Abc@12345',
      }),
    ).toEqual(warn('记录不存在'));
    const boss = await createStaff(t.database.db, { superAdmin: true });
    expect(await call(a.users.delete, { ids: [boss.id] })).toEqual(warn('超级管理员不能删除或停用'));
  });

  it('grants: unknown rule names are refused', async () => {
    const m = await createMember(t.database.db);
    expect(await call(a.members.grant, { id: m.id, rights: ['fagui', 'no_such_right'] })).toEqual(
      warn('权限标识不存在：no_such_right'),
    );
  });

  it('keyword import accepts xlsx only', async () => {
    const body = multipart({ name: 'k.csv', data: '食品,添加剂', type: 'text/csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: a.keywords.import.path,
      payload: body.payload,
      headers: {
        ...body.headers,
        batoken: (await createStaff(t.database.db, { superAdmin: true })).token,
      },
    });
    expect(res.json()).toEqual(warn('仅支持xlsx格式的文件'));
  });
});
