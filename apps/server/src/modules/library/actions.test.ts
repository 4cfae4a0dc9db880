import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryRight, searchRight } from '@app/contract';
import { libraryApp, readXlsx, xlsx } from './test-kit.js';

let k: Awaited<ReturnType<typeof libraryApp>>;
beforeAll(async () => {
  k = await libraryApp();
}, 120_000);
afterAll(() => k?.close());

const firstId = async (auth: object, keyword: string) =>
  (await k.json('search', 'biaofa', { keyword }, auth)).data.list[0].id as number;

describe('access rules', () => {
  it('a viewer of biaofa is refused rihua, and prefixed module rights are checked', async () => {
    const viewer = await k.member(['biaofa', 'search', 'biaozhun', 'fagui']);
    expect(await k.json('home', 'rihua', {}, viewer.auth)).toMatchObject({ code: 403, msg: '没有权限' });
    expect(await k.json('moduleList', 'rihua', {}, viewer.auth, { module: 'fagui' })).toMatchObject({ code: 403 });
    expect((await k.json('moduleList', 'biaofa', {}, viewer.auth, { module: 'fagui' })).code).toBe(1);
    const rihua = await k.member(['rihua', libraryRight('rihua', 'fagui')]);
    expect((await k.json('moduleList', 'rihua', {}, rihua.auth, { module: 'fagui' })).code).toBe(1);
    // the unprefixed key does not open the rihua module
    expect(
      await k.json('moduleList', 'rihua', {}, (await k.member(['rihua', 'fagui'])).auth, { module: 'fagui' }),
    ).toMatchObject({ code: 403 });
    expect(await k.json('moduleList', 'rihua', {}, rihua.auth, { module: 'biaozhun' })).toMatchObject({ code: 403 });
  });

  it('without the search right the member sees 没有查询权限', async () => {
    const m = await k.member(['rihua', libraryRight('rihua', 'fagui')]);
    expect(await k.json('search', 'rihua', { keyword: '化妆品' }, m.auth)).toMatchObject({
      code: 403,
      msg: '没有查询权限',
    });
    const ok = await k.member(['rihua', searchRight('rihua')]);
    expect((await k.json('search', 'rihua', { keyword: '化妆品' }, ok.auth)).code).toBe(1);
  });

  it('without the collection right favourites are refused', async () => {
    const m = await k.member(['biaofa', 'search']);
    expect(await k.json('favoriteList', 'biaofa', {}, m.auth)).toMatchObject({ code: 403 });
    expect(await k.json('favoriteAdd', 'biaofa', { itemid: 1 }, m.auth)).toMatchObject({ code: 403 });
  });

  it('no session gives 303; an unknown library is refused; staff calls need a staff session', async () => {
    expect((await k.json('home', 'biaofa', {}, {})).code).toBe(303);
    const m = await k.member(['biaofa']);
    const res = await k.app.inject({ method: 'POST', url: '/comply/library/nope/home', payload: m.auth });
    expect(res.json().code).toBe(403);
    expect((await k.json('editorSave', 'biaofa', { id: 1, validity: 3 }, m.auth)).code).toBe(303);
  });

  it('safeDb and foodDb exist in the standard library only', async () => {
    const m = await k.member(['biaofa', 'rihua']);
    const safe = await k.json('safeDb', 'biaofa', { kind: 'additive', keyword: '苯甲酸' }, m.auth);
    expect(safe.data.list[0].name).toContain('苯甲酸');
    const food = await k.json('foodDb', 'biaofa', {}, m.auth);
    expect(food.data.list.map((c: { code: string }) => c.code)).toContain('01');
    expect((await k.json('safeDb', 'rihua', {}, m.auth)).code).toBe(601);
  });
});

describe('favourites, editor changes and the badge', () => {
  it('a change of a favourited document raises the counter, looking resets it, a message is written', async () => {
    const m = await k.member(['biaofa', 'search', 'collection', 'biaozhun']);
    const id = await firstId(m.auth, 'GB 2762-2025');
    expect((await k.json('favoriteAdd', 'biaofa', { itemid: id }, m.auth)).msg).toBe('操作成功');
    const badge = async () =>
      (await k.app.inject({ method: 'POST', url: '/comply/biaofa.collection/collectionLists', payload: m.auth })).json()
        .data.change_num;
    expect(await badge()).toBe(0);
    const editor = await k.editor();
    const saved = await k.json('editorSave', 'biaofa', { id, body: '修改后的正文。新增了第5条。' }, editor);
    expect(saved).toMatchObject({ code: 1, data: { changed: true, version: 2 } });
    await k.json('editorSave', 'biaofa', { id, validity: 3 }, editor);
    expect(await badge()).toBe(1);
    const list = await k.json('favoriteList', 'biaofa', {}, m.auth);
    expect(list.data.changeNum).toBe(1);
    expect(list.data.list[0]).toMatchObject({ id, changed: true });
    expect(await badge()).toBe(0);
    // versions and a diff between them
    const d = await k.json('content', 'biaofa', { itemid: id }, m.auth, { module: 'biaozhun' });
    expect(d.data.versions.map((v: { version: number }) => v.version)).toEqual([1, 2, 3]);
    const diff = await k.json('versionDiff', 'biaofa', { itemid: id, from: 1, to: 3 }, m.auth, { module: 'biaozhun' });
    expect(
      diff.data.parts.some((p: { kind: string; text: string }) => p.kind === 'added' && p.text.includes('新增了第5条')),
    ).toBe(true);
    expect(diff.data.parts.some((p: { kind: string }) => p.kind === 'removed')).toBe(true);
    const msgs = await k.app.inject({ method: 'POST', url: '/api/member/message/list', payload: m.auth });
    const favUpdates = msgs.json().data.list.filter((x: { kind: string }) => x.kind === 'favorite_update');
    expect(favUpdates).toHaveLength(2);
    // What changed is said in words, never as the stored code ("content", "status").
    expect(favUpdates[0].content).toMatch(/^您收藏的文件(内容已修订|状态已变更)/);
    const msgsEn = await k.app.inject({
      method: 'POST',
      url: '/api/member/message/list',
      payload: m.auth,
      headers: { cookie: 'languageName=en' },
    });
    expect(msgsEn.json().data.list[0].content).toMatch(/^The (text|status) of a document in your favourites/);
    // an unchanged save keeps the version
    expect((await k.json('editorSave', 'biaofa', { id, validity: 3 }, editor)).data).toMatchObject({
      changed: false,
      version: 3,
    });
    expect((await k.json('favoriteRemove', 'biaofa', { ids: [id] }, m.auth)).code).toBe(1);
    expect((await k.json('favoriteList', 'biaofa', {}, m.auth)).data.total).toBe(0);
  });

  it('keywords: xlsx import (comma or space separated), reminders for a new matching document, delete', async () => {
    const m = await k.member(['biaofa']);
    const file = await xlsx([['关键词'], ['婴幼儿配方, 食品添加剂'], ['保健食品 =cmd|calc']]);
    const imp = await k.upload('keywordImport', 'biaofa', { name: 'kw.xlsx', data: file }, m.auth);
    expect(imp).toMatchObject({ code: 1, data: { added: 3 } });
    const list = await k.json('keywords', 'biaofa', {}, m.auth);
    expect(list.data.list.map((x: { keyword: string }) => x.keyword).sort()).toEqual(
      ['保健食品', '婴幼儿配方', '食品添加剂'].sort(),
    );
    expect(
      await k.upload('keywordImport', 'biaofa', { name: 'kw.csv', data: Buffer.from('a,b') }, m.auth),
    ).toMatchObject({ code: 601, msg: '仅支持xlsx格式的文件' });
    const editor = await k.editor();
    await k.json(
      'editorSave',
      'biaofa',
      {
        library: 'biaofa',
        module: 'biaozhun',
        title: '食品安全国家标准 婴幼儿配方食品中新增营养素',
        docNumber: 'GB 99999-2026',
        validity: 1,
      },
      editor,
    );
    const msgs = (await k.app.inject({ method: 'POST', url: '/api/member/message/list', payload: m.auth })).json();
    expect(msgs.data.list[0]).toMatchObject({
      kind: 'keyword_update',
      content: '标题含有您的关键词“婴幼儿配方”。',
      docModule: 'biaozhun',
    });
    const ids = list.data.list.map((x: { id: number }) => x.id);
    expect((await k.json('keywordDelete', 'biaofa', { ids }, m.auth)).code).toBe(1);
    expect((await k.json('keywords', 'biaofa', {}, m.auth)).data.total).toBe(0);
  });
});

describe('forward and export', () => {
  it('forwards to a group of colleagues of the same customer only', async () => {
    const a = await k.member(['biaofa', 'search']);
    const b = await k.member(['biaofa'], a.customerId);
    const outsider = await k.member(['biaofa']);
    const g = await k.json('groupSave', 'biaofa', { name: '质量部', memberIds: [b.id, outsider.id] }, a.auth);
    const groups = await k.json('groups', 'biaofa', {}, a.auth);
    expect(groups.data.list[0].members.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const id = await firstId(a.auth, 'GB 2760-2024');
    const fw = await k.json('forward', 'biaofa', { itemid: id, groupIds: [g.data.id], note: '请关注' }, a.auth);
    expect(fw).toMatchObject({ code: 1, msg: '转发成功', data: { recipients: 1 } });
    const inbox = (await k.app.inject({ method: 'POST', url: '/api/member/message/list', payload: b.auth })).json();
    expect(inbox.data.list[0]).toMatchObject({
      kind: 'forward',
      docId: id,
      fromUsername: a.username,
      content: '请关注',
      read: false,
    });
    expect(await k.json('forward', 'biaofa', { itemid: id, memberIds: [outsider.id] }, a.auth)).toMatchObject({
      code: 601,
      msg: '转发失败',
    });
    expect(
      (await k.app.inject({ method: 'POST', url: '/api/member/message/list', payload: outsider.auth })).json().data
        .total,
    ).toBe(0);
  });

  it('exports search results to xlsx with quantity limits and neutralised formulas', async () => {
    const m = await k.member(['biaofa', 'search']);
    for (const quantity of [0, 1001, 'x'])
      expect(await k.json('export', 'biaofa', { quantity }, m.auth)).toMatchObject({
        code: 601,
        msg: '请输入1-1000的正整数',
      });
    const editor = await k.editor();
    await k.json(
      'editorSave',
      'biaofa',
      { library: 'biaofa', module: 'notice', title: '=HYPERLINK("http://x")食品通知' },
      editor,
    );
    const res = await k.call(
      'export',
      'biaofa',
      { quantity: 5, keyword: 'HYPERLINK 食品通知', fullLibrary: true },
      m.auth,
    );
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toContain('名称');
    expect(rows.slice(1).some((r) => r.some((c) => c.startsWith("'=HYPERLINK")))).toBe(true);
    const all = await k.call('export', 'biaofa', { quantity: 30 }, m.auth);
    expect((await readXlsx(all.rawPayload)).length).toBe(31);
  });
});
