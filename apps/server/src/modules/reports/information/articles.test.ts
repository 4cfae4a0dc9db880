import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { createMember, memberSession } from '../../../test/factories.js';
import { caller, createStaff } from '../../admin/test-kit.js';
import { multipart } from '../../../test/multipart.js';

let t: TestApp;
let editor: ReturnType<typeof caller>;
let reader: ReturnType<typeof caller>;
let editorToken: string;
let member: { customer_id: number; batoken: string };
let outsider: { customer_id: number; batoken: string };
const A = api.admin.articles;

const portal = async (path: string, body: object, auth = member) =>
  (await t.app.inject({ method: 'POST', url: path, payload: { ...auth, ...body } })).json() as {
    code: number;
    msg: string;
    data: any;
  };

async function upload(name: string, data: Buffer, token = editorToken) {
  const { payload, headers } = multipart({ name, data });
  const res = await t.app.inject({
    method: 'POST',
    url: A.image.path,
    payload,
    headers: { ...headers, batoken: token },
  });
  return res.json() as { code: number; msg: string; data: any };
}

beforeAll(async () => {
  t = await testApp();
  const staff = await createStaff(t.database.db, {
    permissions: [
      'info:article:page',
      'info:article:info',
      'info:article:save',
      'info:article:update',
      'info:article:delete',
    ],
  });
  editorToken = staff.token;
  editor = caller(t.app, staff.token);
  reader = caller(t.app, (await createStaff(t.database.db, { permissions: ['info:article:page'] })).token);
  member = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['otnews'] }))).auth;
  outsider = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['cj'] }))).auth;
});
afterAll(async () => t?.close());

describe('reference articles', () => {
  it('staff write an article; its HTML is cleaned and members read it', async () => {
    const saved = await editor(A.save, {
      title: '预包装食品标签解读',
      category: '标签',
      summary: '要点',
      body: '<h2>要点</h2><p onclick="steal()">正文<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a>',
      publishDate: '2026-01-05',
    });
    expect(saved.code).toBe(1);
    await editor(A.save, { title: '草稿', publishDate: '2026-01-06', published: false });
    await editor(A.save, { title: '添加剂问答', category: '添加剂', publishDate: '2026-01-04' });
    const list = await portal(api.reports.informationList.path, {});
    expect(list.data.list.map((x: { title: string }) => x.title)).toEqual(['预包装食品标签解读', '添加剂问答']);
    expect(list.data.categories).toEqual([
      { category: '标签', count: 1 },
      { category: '添加剂', count: 1 },
    ]);
    expect((await portal(api.reports.informationList.path, { category: '添加剂' })).data.total).toBe(1);
    expect((await portal(api.reports.informationList.path, { keyword: '标签' })).data.total).toBe(1);
    const detail = await portal(api.reports.informationDetail.path, { id: saved.data.id });
    expect(detail.data.body).toBe(
      '<h2>要点</h2><p>正文</p><img src="x"><a target="_blank" rel="noopener noreferrer nofollow">链接</a>',
    );
    expect(detail.data.body).not.toMatch(/script|onerror|onclick|javascript/);
  });

  it('hides drafts and unknown ids, and checks rights on both sides', async () => {
    const draft = (await editor(A.page, { title: '草稿' })).data.list[0];
    expect((await portal(api.reports.informationDetail.path, { id: draft.id })).code).toBe(601);
    expect((await portal(api.reports.informationDetail.path, { id: 99999 })).code).toBe(601);
    expect((await portal(api.reports.informationList.path, {}, outsider)).code).toBe(403);
    expect((await reader(A.save, { title: 'x', publishDate: '2026-01-01' })).code).toBe(403);
    expect((await editor(A.save, { title: '', publishDate: '2026-01-01' })).code).toBe(601);
    expect((await editor(A.save, { title: 'x', publishDate: '2026-01-01', body: 'x'.repeat(200_001) })).code).toBe(601);
  });

  it('stores editor images through storage; refuses oversized, wrong and disguised files', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
    const ok = await upload('chart.png', png);
    expect(ok.code).toBe(1);
    // Signed for the staff user's editor: it opens, the bare url does not.
    expect(ok.data.url).toMatch(/^\/files\/\d{8}\/[0-9a-f-]{36}\.png\?u=s\d+&e=\d+&t=[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: ok.data.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ok.data.url.split('?')[0] })).json().code).toBe(403);
    const big = await upload('big.png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big).toMatchObject({ code: 601, msg: '文件过大，最大2MB' });
    expect((await upload('page.html', Buffer.from('<script>alert(1)</script>'))).code).toBe(601);
    expect((await upload('fake.png', Buffer.from('<script>alert(1)</script>'))).code).toBe(601);
  });
});
