import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { allPortalRights, api, type MenuNode } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createCustomer, createMember, memberSession } from '../../test/factories.js';
import { libDocuments, libFavorites, memberOpenids, members, menuRules, sysParams } from '../../db/schema/index.js';
import { seedPlatform } from '../../seed/platform.js';
import { checkMenuRules, menuRuleProblems } from './menus.js';
import { client } from './test-client.js';

type Auth = { customer_id: number; batoken: string };
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

/** Body of a written .eml, whatever transfer encoding nodemailer chose. */
const mailText = (eml: string) => {
  const body = eml
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(eml))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
};

describe('user info, menus, languages and the shell calls', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let demo: Auth;
  let viewer: Auth;
  const login = async (username: string, password: string): Promise<Auth> => {
    const { data } = await c.post('/api/member/login', { username, password });
    return { customer_id: data.memberInfo.customer_id, batoken: data.memberInfo.token };
  };
  beforeAll(async () => {
    t = await testApp();
    await seedPlatform(t.database, t.config);
    c = client(t.app);
    demo = await login('demo', 'Demo@2026');
    viewer = await login('viewer', 'Viewer@2026');
  });
  afterAll(() => t.close());

  it('gives demo every menu (libraries 61 and 76, a link and a login_link) and every right', async () => {
    const res = await c.post('/api/member/userInfo', demo);
    expect(res.code).toBe(1);
    expect(res.data.memberInfo).toMatchObject({ username: 'demo', super: false, company_name: '演示食品有限公司' });
    const top = res.data.menus as MenuNode[];
    expect(top.map((m) => m.title)).toEqual(
      expect.arrayContaining([
        '标准法规',
        '日化法规',
        '饲料法规',
        '产业链',
        '信息监测',
        '抽检数据',
        '行政处罚',
        '裁判文书',
        '合规义务',
        '产品指标',
        '危害物限量',
        '国际预警',
      ]),
    );
    expect(top.find((m) => m.id === 61)).toMatchObject({ rule_name: 'rihua', url: '/rihua', en_title: 'Cosmetics' });
    expect(top.find((m) => m.id === 76)).toMatchObject({ rule_name: 'fodder', url: '/fodder' });
    expect(top.map((m) => m.menu_type)).toEqual(expect.arrayContaining(['menu', 'link', 'login_link']));
    expect(flat(top).find((m) => m.url === '/rihua/favorite')?.rule_name).toBe('rihua_collection');
    expect(res.data.permission.map((p: { rule_name: string }) => p.rule_name).sort()).toEqual(
      [...allPortalRights].sort(),
    );
  });

  it('gives viewer the standard library only: no favourites, no rihua, no fodder, no other area', async () => {
    const res = await c.post('/api/member/userInfo', viewer);
    const top = res.data.menus as MenuNode[];
    expect(top.map((m) => m.url)).toEqual(['/system']);
    const urls = flat(top).map((m) => m.url);
    expect(urls).toContain('/system/home/biaofa.biaozhun/lists');
    expect(urls).not.toContain('/system/favorite');
    const rights = res.data.permission.map((p: { rule_name: string }) => p.rule_name);
    expect(rights).toContain('search');
    expect(rights).not.toContain('collection');
    expect(rights.some((r: string) => r.startsWith('rihua') || r.startsWith('fodder'))).toBe(false);
  });

  it('shows a super member every menu rule', async () => {
    const boss = await createMember(t.database.db, { isSuper: true });
    const res = await c.post('/api/member/userInfo', (await memberSession(t.database.db, boss)).auth);
    const all = await t.database.db.select().from(menuRules);
    expect(flat(res.data.menus)).toHaveLength(all.length);
    expect(res.data.memberInfo.super).toBe(true);
  });

  it('answers the member home call with the member fields', async () => {
    expect(await c.post('/api/member/index', { ...demo, anything: 'passed through' })).toMatchObject({
      code: 1,
      data: { memberInfo: { username: 'demo' } },
    });
  });

  it('counts favourite changes per library with the library’s collection right (403 without it)', async () => {
    const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo'));
    const docs = await t.database.db
      .insert(libDocuments)
      .values(
        [1, 2, 3, 4].map((i) => ({
          library: 'rihua',
          module: 'fagui',
          moduleCode: 6,
          title: `化妆品监督管理条例 ${i}`,
        })),
      )
      .returning({ id: libDocuments.id });
    // Three favourites changed since the member last looked, one did not.
    await t.database.db
      .insert(libFavorites)
      .values(docs.map((d, i) => ({ memberId: row!.id, docId: d.id, library: 'rihua', changed: i < 3 })));
    expect(await c.post('/comply/rihua.collection/collectionLists', demo)).toEqual({
      code: 1,
      msg: '',
      data: { change_num: 3 },
    });
    expect((await c.post('/comply/biaofa.collection/collectionLists', demo)).data).toEqual({ change_num: 0 });
    expect((await c.post('/comply/fodder.collection/collectionLists', demo)).data).toEqual({ change_num: 0 });
    expect(await c.post('/comply/biaofa.collection/collectionLists', viewer)).toEqual({ code: 403, msg: '没有权限' });
    expect((await c.post('/comply/rihua.collection/collectionLists', viewer)).code).toBe(403);
    // A library-prefixed right on its own grants exactly that library.
    const rihuaOnly = await createMember(t.database.db, { rights: ['rihua', 'rihua_collection'] });
    const s = (await memberSession(t.database.db, rihuaOnly)).auth;
    expect((await c.post('/comply/rihua.collection/collectionLists', s)).code).toBe(1);
    expect((await c.post('/comply/biaofa.collection/collectionLists', s)).code).toBe(403);
    expect((await c.post('/comply/nothing.collection/collectionLists', s)).code).toBe(403);
  });

  it('switches the language: the pack under the language name, a languageName cookie, the member’s lang stored', async () => {
    const res = await c.post('/api/member/setMemberLang', { ...demo, lang: 'en' });
    expect(Object.keys(res.data)[0]).toBe('en');
    expect(res.data.en['route.system_index']).toBe('Library home');
    expect(res.data.en['menu.61']).toBe('Cosmetics');
    expect(res.data.en['msg.logoutSuccess']).toBe('Logged out successfully');
    expect(res.data.cookie_data).toEqual([{ name: 'languageName', value: 'en', domain: '' }]);
    expect((await c.post('/api/member/userInfo', demo)).data.memberInfo.lang).toBe('en');
    await c.post('/api/member/setMemberLang', { ...demo, lang: 'zh-cn' });
    expect(await c.post('/api/member/setMemberLang', { ...demo, lang: 'fr' })).toEqual({
      code: 601,
      msg: 'lang格式错误',
    });
  });

  it('serves the zh-cn and en packs without a session, with the same keys', async () => {
    const zh = (await c.post('/api/member/languagePack', {})).data['zh-cn'];
    const en = (await c.post('/api/member/languagePack', { lang: 'en' })).data.en;
    expect(zh['menu.1']).toBe('标准法规');
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('answers the AI address only with comply_ai: the built-in assistant until another is configured', async () => {
    expect((await c.post('/comply/ai/my_user_info', demo)).data).toEqual({ url: '/assistant' });
    await t.database.db
      .update(sysParams)
      .set({ paramValue: 'https://ai.example.com/chat' })
      .where(eq(sysParams.paramCode, 'comply_ai_url'));
    expect((await c.post('/comply/ai/my_user_info', demo)).data).toEqual({ url: 'https://ai.example.com/chat' });
    expect((await c.post('/comply/ai/my_user_info', viewer)).code).toBe(403);
  });

  it('answers the sampling-warning count (GET with query) for members with cj', async () => {
    expect(
      await c.get('/cj/warning/today_num', { customer_id: String(demo.customer_id), batoken: demo.batoken }),
    ).toEqual({ code: 1, msg: '', data: { num: 0, demo: false } });
    expect(
      (await c.get('/cj/warning/today_num', { customer_id: String(viewer.customer_id), batoken: viewer.batoken })).code,
    ).toBe(403);
  });

  it('answers the bound openid', async () => {
    expect((await c.post('/comply/index/useropenid', viewer)).data).toEqual({ openid: '', bound: false });
    const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'viewer'));
    await t.database.db.insert(memberOpenids).values({ memberId: row!.id, openid: 'oAbc123' });
    expect((await c.post('/comply/index/useropenid', viewer)).data).toEqual({ openid: 'oAbc123', bound: true });
  });

  it('gives the footer: friendship links and contact fields of the member’s own customer only', async () => {
    const links = (await c.post('/api/kefu_index/gwlinks', { ...demo, token: demo.batoken })).data;
    expect(links).toHaveLength(5);
    expect(links[0]).toEqual({ title: '国家市场监督管理总局', linkurl: 'https://www.samr.gov.cn/' });
    expect((await c.post('/api/kefu_index/getCustomerInfo', demo)).data).toEqual({
      kefu_truename: '王晓明',
      kefu_mobile: '400-820-1234',
      kefu_email: 'service@example.com',
      kefu_qwimg: '',
      // The seeded demo company's contact is a demonstration one, and says so.
      demo: true,
    });
    const other = await createMember(t.database.db);
    const s = (await memberSession(t.database.db, other)).auth;
    expect((await c.post('/api/kefu_index/getCustomerInfo', s)).data.demo).toBe(false);
    expect((await c.post('/api/kefu_index/gwlinks', s)).data).toEqual([]);
    // Spec 7 literally: customer_id and token (no batoken) is a session on these two calls.
    const literal = { customer_id: demo.customer_id, token: demo.batoken };
    expect((await c.post('/api/kefu_index/gwlinks', literal)).data).toHaveLength(5);
    expect((await c.post('/api/kefu_index/getCustomerInfo', literal)).data).toMatchObject({ kefu_truename: '王晓明' });
    expect(
      (await c.post('/api/kefu_index/getCustomerInfo', { customer_id: demo.customer_id, token: 'nope' })).code,
    ).toBe(303);
    // Asking for another customer's data with one's own token is a session mismatch.
    expect((await c.post('/api/kefu_index/gwlinks', { ...s, customer_id: demo.customer_id })).code).toBe(303);
  });

  it('gives the mini-program image with a 成功 message, or notOpen with 小程序未开启！', async () => {
    // The demo customer has the wechat flag but no real code image: notOpen, not a drawn stand-in.
    expect(await c.post('/api/member/miniProgramCode', demo)).toMatchObject({
      msg: '小程序未开启！',
      data: { image: 'notOpen' },
    });
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const coded = await createMember(t.database.db, {
      customerId: (await createCustomer(t.database.db, { wechat: true, miniProgramImage: image })).id,
    });
    const res = await c.post('/api/member/miniProgramCode', (await memberSession(t.database.db, coded)).auth);
    expect(res.msg).toContain('成功');
    expect(res.data.image).toBe(image);
    const plain = await createMember(t.database.db, {
      customerId: (await createCustomer(t.database.db, { wechat: false })).id,
    });
    expect(await c.post('/api/member/miniProgramCode', (await memberSession(t.database.db, plain)).auth)).toEqual({
      code: 1,
      msg: '小程序未开启！',
      data: { image: 'notOpen' },
    });
  });

  it('gives customer settings with the logo-link and landing rules from sys_params', async () => {
    const res = await c.post('/api/member/customerSettings', demo);
    expect(res.data).toMatchObject({
      company_name: '演示食品有限公司',
      theme_color: '#1E6BD1',
      wechat: true,
      bilingual: true,
      logo_link: '/',
      info_monitor_landing: '/infoMonitor/weekReport',
    });
    const id = String(demo.customer_id);
    await t.database.db
      .update(sysParams)
      .set({ paramValue: `999,${id}` })
      .where(eq(sysParams.paramCode, 'show_page_customers'));
    await t.database.db
      .update(sysParams)
      .set({ paramValue: id })
      .where(eq(sysParams.paramCode, 'monthly_report_customers'));
    expect((await c.post('/api/member/customerSettings', demo)).data).toMatchObject({
      logo_link: '/home',
      info_monitor_landing: '/infoMonitor/monthReport',
    });
  });

  it('tells the login page whether the host is a brand host', async () => {
    const plain = await c.send('GET', '/api/member/login', {}, undefined, { host: 'localhost:3000' });
    expect(plain.json().data).toMatchObject({ captcha: false, brandHost: false, brand: '' });
    const brand = await c.send('GET', '/api/member/login', {}, undefined, { host: 'brand.localhost:3000' });
    expect(brand.json().data).toMatchObject({ brandHost: true, brand: '食安合规' });
  });

  it('changes the password: confirm must match, the old one must be right, other sessions end', async () => {
    const m = await createMember(t.database.db, { password: 'Old@2026pass' });
    const here = (await memberSession(t.database.db, m)).auth;
    const elsewhere = (await memberSession(t.database.db, m)).auth;
    const change = (body: object) => c.post('/api/member/updatePassword', { ...here, ...body });
    expect(
      await change({ oldPassword: 'Old@2026pass', newPassword: 'New@2026pass', confirmPassword: 'other' }),
    ).toEqual({ code: 601, msg: '确认密码与新密码输入不一致' });
    expect(
      await change({ oldPassword: 'wrong', newPassword: 'New@2026pass', confirmPassword: 'New@2026pass' }),
    ).toEqual({ code: 601, msg: '原密码错误' });
    expect((await change({ oldPassword: 'Old@2026pass', newPassword: 'short', confirmPassword: 'short' })).msg).toBe(
      '密码须为8-32位，且包含字母和数字',
    );
    expect(await change({ oldPassword: 'Old@2026pass' })).toEqual({ code: 601, msg: '必填项不能为空' });
    expect(
      await change({ oldPassword: 'Old@2026pass', newPassword: 'New@2026pass', confirmPassword: 'New@2026pass' }),
    ).toEqual({ code: 1, msg: '操作成功', data: null });
    expect((await c.post('/api/member/userInfo', here)).code).toBe(1);
    expect((await c.post('/api/member/userInfo', elsewhere)).code).toBe(303);
    expect((await c.post('/api/member/login', { username: m.username, password: 'New@2026pass' })).code).toBe(1);
  });

  it('mails a reset link as an .eml file, resets once with it (重置成功), answers unknown e-mails alike', async () => {
    expect(await c.post('/api/member/forgotPassword', {})).toEqual({ code: 601, msg: '请输入邮箱' });
    expect(await c.post('/api/member/forgotPassword', { email: 'not-an-email' })).toEqual({
      code: 601,
      msg: '请输入正确的邮箱',
    });
    expect(await c.post('/api/member/forgotPassword', { email: 'nobody@example.com' })).toEqual({
      code: 1,
      msg: '如果该邮箱已注册，重置链接已发送',
      data: null,
    });
    const m = await createMember(t.database.db, { email: 'reset.me@example.com' });
    // A forged Host header must not steer the mailed link elsewhere.
    const asked = await c.send('POST', '/api/member/forgotPassword', { email: 'Reset.Me@example.com' }, undefined, {
      host: 'evil.example',
    });
    expect(asked.json().code).toBe(1);
    const files = await readdir(t.config.mailDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(t.config.mailDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: reset\.me@example\.com/m);
    expect(mailText(eml)).toContain(`http://localhost:${t.config.port}/forgotPassword?token=`);
    expect(mailText(eml)).not.toContain('evil.example');
    const token = /forgotPassword\?token=([\w%-]+)/.exec(mailText(eml))?.[1];
    expect(token).toBeDefined();
    const reset = (body: object) => c.post('/api/member/resetPassword', { token: decodeURIComponent(token!), ...body });
    expect(await reset({ password: 'Fresh@2026x', confirmPassword: 'nope' })).toEqual({
      code: 601,
      msg: '确认密码与密码输入不一致',
    });
    expect(await reset({ password: 'Fresh@2026x', confirmPassword: 'Fresh@2026x' })).toEqual({
      code: 1,
      msg: '重置成功',
      data: null,
    });
    expect(await reset({ password: 'Fresh@2026x', confirmPassword: 'Fresh@2026x' })).toEqual({
      code: 601,
      msg: '重置链接无效或已过期',
    });
    expect((await c.post('/api/member/login', { username: m.username, password: 'Fresh@2026x' })).code).toBe(1);
  });

  it('refuses every member call without a session (303) and lists every call in /docs', async () => {
    const memberCalls = Object.values(api.member).filter((e) => e.access.kind === 'member');
    for (const e of memberCalls) {
      const url = e.path.replace(':system', 'biaofa');
      const res = await c.send(e.method === 'GET' ? 'GET' : 'POST', url, {});
      expect(res.json(), `${e.method} ${e.path}`).toEqual({
        code: 303,
        msg: '无效的会话，或者会话已过期，请重新登录。',
      });
    }
    // A member without rights is refused (403) by every call that names a right.
    const nobody = (await memberSession(t.database.db, await createMember(t.database.db))).auth;
    for (const e of memberCalls.filter((x) => x.access.kind === 'member' && x.access.right !== 'any')) {
      const res = await c.send(
        e.method === 'GET' ? 'GET' : 'POST',
        e.path.replace(':system', 'rihua'),
        e.method === 'GET' ? { customer_id: String(nobody.customer_id), batoken: nobody.batoken } : nobody,
      );
      expect(res.json(), `${e.method} ${e.path}`).toEqual({ code: 403, msg: '没有权限' });
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const e of Object.values(api.member)) {
      const openapiPath = e.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openapiPath]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
  });
});

describe('stored menu rules and the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    await seedPlatform(t.database, t.config);
  });
  afterAll(() => t.close());

  it('every seeded menu url resolves to a route and every rule name is a known right', async () => {
    await expect(checkMenuRules(t.database.db)).resolves.toBeUndefined();
  });

  it('names a rule whose url is no route or whose rule name is unknown, and stops the check', async () => {
    expect(menuRuleProblems({ id: 1, ruleName: 'biaofa', menuType: 'menu', url: '/system/nowhere' })).toEqual([
      'rule 1: url "/system/nowhere" is not a portal route',
    ]);
    expect(menuRuleProblems({ id: 2, ruleName: 'made_up', menuType: 'menu', url: '/system/index' })).toEqual([
      'rule 2: unknown rule name "made_up"',
    ]);
    expect(menuRuleProblems({ id: 3, ruleName: 'zhuanan', menuType: 'link', url: 'javascript:alert(1)' })).toHaveLength(
      1,
    );
    await t.database.db
      .insert(menuRules)
      .values({ id: 9999, ruleName: 'chain', title: 'x', menuType: 'menu', url: '/chain/nowhere' });
    await expect(checkMenuRules(t.database.db)).rejects.toThrow(/rule 9999: url "\/chain\/nowhere"/);
  });
});
