import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { allPortalRights, api, adminRoutes, limits } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createCustomer, createMember, memberSession } from '../../test/factories.js';
import { memberRights, operationLogs, sysMenus, sysParams } from '../../db/schema/index.js';
import { seedPlatform } from '../../seed/platform.js';
import { seedAdmin, seedStaffPasswords } from '../../seed/admin.js';
import { readXlsxRows, writeXlsx } from '../../lib/xlsx.js';
import { caller } from './test-kit.js';
import { checkAdminMenus } from './menu-check.js';
import { multipart } from '../../test/multipart.js';

const a = api.admin;

async function xlsxRowCount(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0]!.actualRowCount;
}

describe('back-office entities on the seeded data', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    await seedPlatform(t.database, t.config);
    await seedAdmin(t.database);
    const login = await caller(t.app)(a.auth.login, { username: 'admin', password: seedStaffPasswords.admin });
    expect(login.code).toBe(1);
    token = login.data.token;
    call = caller(t.app, token);
  });
  afterAll(() => t.close());

  it('the seeded administrator holds every permission; stored menu urls are declared routes', async () => {
    const me = await call(a.auth.me);
    expect(me.data.superAdmin).toBe(true);
    expect(me.data.permissions).toContain('sys:user:save');
    const menus = await t.database.db.select().from(sysMenus);
    for (const m of menus.filter((x) => x.url)) expect(adminRoutes.map((r) => r.path)).toContain(m.url);
    await expect(checkAdminMenus(t.database.db)).resolves.toBeUndefined();
    await t.database.db.insert(sysMenus).values({ name: 'stray', url: '/admin/stray', permissions: 'sys:stray:page' });
    await expect(checkAdminMenus(t.database.db)).rejects.toThrow(/\/admin\/stray[\s\S]*sys:stray:page/);
    await t.database.db.delete(sysMenus).where(eq(sysMenus.name, 'stray'));
  });

  it('the seeded manager sees only the account screens', async () => {
    const login = await caller(t.app)(a.auth.login, { username: 'manager', password: seedStaffPasswords.manager });
    const me = await caller(t.app, login.data.token)(a.auth.me);
    expect(
      me.data.menus
        .map((m: { url: string }) => m.url)
        .filter(Boolean)
        .sort(),
    ).toEqual(['/admin/account/customer', '/admin/account/member', '/admin/account/push']);
    expect(me.data.permissions).toContain('sys:member:grant');
    expect(me.data.permissions).not.toContain('sys:user:page');
    expect((await caller(t.app, login.data.token)(a.users.page, {})).code).toBe(403);
  });

  it('roles: menu and data authorisation round-trip', async () => {
    const menus = await call(a.options.menus);
    const depts = await call(a.options.depts);
    const role = await call(a.roles.save, {
      name: '只读',
      remark: 'r',
      menuIdList: menus.data.slice(0, 3).map((m: { id: number }) => m.id),
      deptIdList: [depts.data[0].id],
    });
    const info = await call(a.roles.info, {}, { id: role.data.id });
    expect(info.data).toMatchObject({ name: '只读', deptIdList: [depts.data[0].id] });
    expect(info.data.menuIdList).toHaveLength(3);
    expect((await call(a.roles.update, { ...info.data, menuIdList: [] })).code).toBe(1);
    expect((await call(a.roles.info, {}, { id: role.data.id })).data.menuIdList).toEqual([]);
    expect((await call(a.roles.page, { name: '只读' })).data.total).toBe(1);
  });

  it('dictionary rows feed the portal selects', async () => {
    const row = await call(a.dict.save, {
      dictName: '行业',
      dictType: 'industry',
      dictLabel: '乳制品',
      dictValue: 'dairy',
      sort: 2,
    });
    await call(a.dict.save, {
      dictName: '行业',
      dictType: 'industry',
      dictLabel: '饮料',
      dictValue: 'drinks',
      sort: 1,
    });
    expect(
      await call(a.dict.save, { dictName: '行业', dictType: 'industry', dictLabel: 'x', dictValue: 'dairy', sort: 3 }),
    ).toEqual({ code: 601, msg: '该字典类型下字典值已存在' });
    const m = await createMember(t.database.db);
    const s = await memberSession(t.database.db, m);
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/dict/type/industry',
      query: { batoken: s.token },
    });
    expect(res.json().data).toEqual([
      { label: '饮料', value: 'drinks' },
      { label: '乳制品', value: 'dairy' },
    ]);
    expect((await call(a.dict.delete, { ids: [row.data.id] })).code).toBe(1);
  });

  it('params are edited here; the storage config keeps its secret and is not a plain param', async () => {
    const p = await call(a.params.save, { paramCode: 'LOCK_MINUTES', paramValue: '30', remark: '锁定分钟' });
    expect(p.code).toBe(1);
    expect((await call(a.params.page, { paramCode: 'LOCK' })).data.list[0]).toMatchObject({
      paramCode: 'LOCK_MINUTES',
      paramValue: '30',
    });
    expect(await call(a.oss.saveConfig, { type: 1, endpoint: 's3.example.com' })).toEqual({
      code: 601,
      msg: '必填项不能为空',
    });
    const cfg = {
      type: 2,
      domain: 'https://cdn.example.com',
      prefix: 'portal',
      endpoint: 'https://s3.example.com',
      accessKey: 'AKIAEXAMPLEKEY',
      secretKey: 'verysecretvalue123',
      bucket: 'b',
      region: 'cn-north-1',
    };
    expect((await call(a.oss.saveConfig, cfg)).code).toBe(1);
    const shown = await call(a.oss.config);
    expect(shown.data.secretKey).not.toBe(cfg.secretKey);
    expect(shown.data.secretKey.startsWith('very')).toBe(true);
    expect(JSON.stringify(shown)).not.toContain('secretvalue123');
    // Saving what the form shows keeps the stored secret.
    expect((await call(a.oss.saveConfig, { ...shown.data, region: 'cn-east-1' })).code).toBe(1);
    const [stored] = await t.database.db
      .select()
      .from(sysParams)
      .where(eq(sysParams.paramCode, 'CLOUD_STORAGE_CONFIG_KEY'));
    expect(JSON.parse(stored!.paramValue)).toMatchObject({
      secretKey: cfg.secretKey,
      accessKey: cfg.accessKey,
      region: 'cn-east-1',
    });
    expect((await call(a.params.page, { paramCode: 'CLOUD' })).data.total).toBe(0);
    expect((await call(a.oss.saveConfig, { type: 0 })).code).toBe(1);
  });

  it('every seeded param, empty ones like portal_url included, saves back as shown; a duplicate code is named by its label', async () => {
    const shown = (await call(a.params.page, { pageSize: 100 })).data.list as {
      id: number;
      paramCode: string;
      paramValue: string;
      remark: string;
    }[];
    expect(shown.find((r) => r.paramCode === 'portal_url')).toMatchObject({ paramValue: '' });
    for (const r of shown)
      expect(
        await call(a.params.update, { id: r.id, paramCode: r.paramCode, paramValue: r.paramValue, remark: r.remark }),
      ).toMatchObject({ code: 1 });
    expect(await call(a.params.save, { paramCode: 'portal_url', paramValue: 'x' })).toEqual({
      code: 601,
      msg: '编码已存在',
    });
  });

  it('uploads go to local disk by default and are served back', async () => {
    const u = multipart({ name: 'note.txt', data: 'hello 文件' });
    const res = await t.app.inject({
      method: 'POST',
      url: a.oss.upload.path,
      payload: u.payload,
      headers: { ...u.headers, batoken: token },
    });
    const file = res.json().data;
    expect(file).toMatchObject({ name: 'note.txt', type: 0, size: Buffer.byteLength('hello 文件') });
    // The list's link is signed for the staff user: a file opens only through a signed link, the bare url is refused.
    const listed = (await call(a.oss.page, {})).data;
    expect(listed.total).toBe(1);
    // The upload itself answers a signed link (never the bare stored url), which opens.
    expect(file.url).toMatch(/\?u=s\d+&e=\d+&t=/);
    expect((await t.app.inject({ method: 'GET', url: file.url })).body).toBe('hello 文件');
    expect((await t.app.inject({ method: 'GET', url: file.url.split('?')[0] })).json().code).toBe(403);
    const got = await t.app.inject({ method: 'GET', url: listed.list[0].url });
    expect(got.body).toBe('hello 文件');
    expect((await call(a.oss.delete, { ids: [file.id] })).code).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: listed.list[0].url })).json().code).toBe(601);
  });

  it('keywords come from an xlsx import, split on commas and spaces, without duplicates', async () => {
    const buffer = await writeXlsx({
      sheetName: 'k',
      columns: [
        { header: '关键词', key: 'k' },
        { header: '分类', key: 'c' },
      ],
      rows: [
        { k: '防腐剂,甜味剂', c: '添加剂' },
        { k: '重金属 农药残留', c: '污染物' },
        { k: '防腐剂', c: '添加剂' },
      ],
    });
    const u = multipart({ name: 'keywords.xlsx', data: buffer });
    const res = await t.app.inject({
      method: 'POST',
      url: a.keywords.import.path,
      payload: u.payload,
      headers: { ...u.headers, batoken: token },
    });
    expect(res.json()).toMatchObject({ code: 1, data: { imported: 4, skipped: 0 } });
    const again = await t.app.inject({
      method: 'POST',
      url: a.keywords.import.path,
      payload: u.payload,
      headers: { ...u.headers, batoken: token },
    });
    expect(again.json().data).toEqual({ imported: 0, skipped: 4 });
    const page = await call(a.keywords.page, { category: '污染物' });
    expect(page.data.list.map((k: { keyword: string }) => k.keyword).sort()).toEqual(['农药残留', '重金属']);
    // One keyword by hand (新增), and a second one of the same word is refused by name.
    expect(await call(a.keywords.save, { keyword: '塑化剂', category: '污染物' })).toMatchObject({ code: 1 });
    expect(await call(a.keywords.save, { keyword: '塑化剂' })).toEqual({ code: 601, msg: '关键词“塑化剂”已存在' });
  });

  it('accounts: customers and members, grants through menus 61 and 76, parent data, batch push', async () => {
    const cust = await call(a.customers.save, { name: '新客户', kefuEmail: 'kf@example.com' });
    expect(cust.code).toBe(1);
    const parent = await call(a.members.save, {
      customerId: cust.data.id,
      username: 'parent_acc',
      password: 'Parent@2026',
      confirmPassword: 'Parent@2026',
      email: 'p@example.com',
    });
    const child = await call(a.members.save, {
      customerId: cust.data.id,
      username: 'child_acc',
      password: 'Child@20266',
      confirmPassword: 'Child@20266',
      parentId: parent.data.id,
      showParentData: false,
    });
    expect(child.code).toBe(1);
    const otherCustomer = await createCustomer(t.database.db);
    expect(
      await call(a.members.save, {
        customerId: otherCustomer.id,
        username: 'cross',
        password: 'Cross@2026',
        confirmPassword: 'Cross@2026',
        parentId: parent.data.id,
      }),
    ).toEqual({ code: 601, msg: '上级不能是自身或下级' });
    // The grant form names each right by the menu it opens.
    const named = (await call(a.options.portalRights)).data as { value: string; title: string; enTitle: string }[];
    expect(named.map((r) => r.value)).toEqual(allPortalRights);
    expect(named.find((r) => r.value === 'rihua')).toEqual({ value: 'rihua', title: '日化法规', enTitle: 'Cosmetics' });
    expect(
      (await call(a.members.grant, { id: child.data.id, rights: ['fagui', 'collection'], menuIds: [61, 76] })).code,
    ).toBe(1);
    const rights = (await t.database.db.select().from(memberRights).where(eq(memberRights.memberId, child.data.id)))
      .map((r) => r.ruleName)
      .sort();
    expect(rights).toEqual(['collection', 'fagui', 'fodder', 'rihua']);
    const info = await call(a.members.info, {}, { id: child.data.id });
    expect(info.data).toMatchObject({ parentName: 'parent_acc', showParentData: false, menuIds: [61, 76] });
    expect(
      (await call(a.members.batchPush, { ids: [parent.data.id, child.data.id], emailPush: true })).data.count,
    ).toBe(2);
    const pushPage = await call(a.push.page, { customerId: cust.data.id, emailPush: '1' });
    expect(pushPage.data.total).toBe(2);
    expect((await call(a.customers.page, { name: '新客户' })).data.list[0].memberCount).toBe(2);
    expect(await call(a.customers.delete, { ids: [cust.data.id] })).toEqual({ code: 601, msg: '请先删除下级数据' });
    expect((await call(a.members.delete, { ids: [child.data.id] })).code).toBe(1);
    expect((await call(a.members.page, { customerId: cust.data.id })).data.total).toBe(1);
  });

  it("heads the xlsx export with the fields' labels in the caller's language", async () => {
    const headers = async (lang: 'zh-cn' | 'en') => {
      const file = await caller(t.app, token, lang)(a.customers.export, {});
      return (await readXlsxRows(file.blob as Buffer, { maxRows: 10 }))[0];
    };
    expect(await headers('zh-cn')).toEqual([
      '公司名称',
      '英文名称',
      '平台名称',
      '客服姓名',
      '客服电话',
      '客服邮箱',
      '状态',
      '账号数',
      '创建时间',
    ]);
    expect(await headers('en')).toEqual([
      'Company',
      'English name',
      'Platform name',
      'Service contact',
      'Service phone',
      'Service e-mail',
      'Status',
      'Accounts',
      'Created',
    ]);
    const users = await caller(t.app, token, 'en')(a.users.export, {});
    expect((await readXlsxRows(users.blob as Buffer, { maxRows: 10 }))[0]).toEqual([
      'Username',
      'Real name',
      'Department',
      'E-mail',
      'Mobile',
      'Status',
      'Created',
    ]);
  });

  it('exports stop at 2000 rows', async () => {
    const rows = Array.from({ length: limits.exportRowsMax + 150 }, (_, i) => ({
      operatorKind: 'staff',
      operatorName: 'bulk',
      status: 1,
      requestUri: `/bulk/${i}`,
      requestMethod: 'POST',
    }));
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(operationLogs).values(rows.slice(i, i + 500));
    const file = await call(a.logs.operation.export, { operatorName: 'bulk' });
    expect(await xlsxRowCount(file.blob as Buffer)).toBe(limits.exportRowsMax + 1);
  });
});
