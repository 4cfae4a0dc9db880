import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fillPath, type Endpoint } from '@app/contract';
import { allImplementations } from '../index.js';
import { testApp, type TestApp } from '../../test/harness.js';
import { createCustomer, createMember, memberSession } from '../../test/factories.js';
import { client } from '../member/test-client.js';
import { callBounds } from '../../lib/call-guards.js';
import { complianceRights } from '../compliance/scope.js';

/** Issue 29, items 3, 4, 7 and 8: bounded open calls, bounded ids, task links and others' rows. */
let t: TestApp;
let c: ReturnType<typeof client>;
type Session = Awaited<ReturnType<typeof memberSession>>;
let alice: Session;
let bob: Session;

const errorLogRows = async () =>
  Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from error_logs`))[0]!.n);

beforeAll(async () => {
  t = await testApp();
  c = client(t.app);
  alice = await memberSession(t.database.db, await createMember(t.database.db, { isSuper: true }));
  bob = await memberSession(t.database.db, await createMember(t.database.db, { isSuper: true }));
});
afterAll(() => t.close());

describe('item 4: ids beyond the integer column', () => {
  const idFields = (e: Endpoint) => {
    const shape = (e.input as { shape?: Record<string, unknown> }).shape ?? {};
    return Object.keys(shape).filter((k) => /(^id$|^ids$|Ids?$|^itemid$)/.test(k));
  };
  const memberCalls = allImplementations
    .map((i) => i.endpoint)
    .filter((e) => e.access.kind === 'member' && !e.upload && idFields(e).length > 0);

  it('2^31 on every member call with an id is a message, never a fault, and writes no error-log row', async () => {
    expect(memberCalls.length).toBeGreaterThan(30);
    const before = await errorLogRows();
    const faults: string[] = [];
    for (const e of memberCalls) {
      const payload: Record<string, unknown> = { ...alice.auth, library: 'biaofa' };
      for (const f of idFields(e)) payload[f] = /ids$|Ids$/i.test(f) ? [2 ** 31] : 2 ** 31;
      const url = fillPath(e.path, { library: 'biaofa', module: 'sampling', system: 'system' });
      const res = await t.app.inject({
        method: e.method,
        url,
        ...(e.method === 'GET'
          ? { query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) }
          : { payload }),
        headers: { batoken: alice.token },
      });
      const body = String(res.headers['content-type']).includes('json') ? res.json() : { code: 1 };
      if (body.code === 500 || res.statusCode >= 500) faults.push(`${e.method} ${e.path}`);
      else if (body.code !== 1) expect(body.msg, `${e.path}`).not.toBe('');
    }
    expect(faults).toEqual([]);
    expect(await errorLogRows()).toBe(before);
  });

  it('a task id of 2^31 answers with the format message', async () => {
    const r = await c.get('/comply/task/detail', { ...alice.auth, id: String(2 ** 31) } as never);
    expect(r).toEqual({ code: 601, msg: 'id格式错误' });
  });
});

describe("item 8: deleting another customer's rows", () => {
  it('a keyword, forward group, warning rule or favourite of someone else is 记录不存在 and stays', async () => {
    await c.post('/comply/library/biaofa/keywords/add', { ...alice.auth, keyword: '铅' });
    const kw = await c.post('/comply/library/biaofa/keywords/list', { ...alice.auth });
    const kwId = kw.data.list[0].id as number;
    expect(await c.post('/comply/library/biaofa/keywords/delete', { ...bob.auth, ids: [kwId] })).toMatchObject({
      code: 601,
      msg: '记录不存在',
    });
    expect((await c.post('/comply/library/biaofa/keywords/list', { ...alice.auth })).data.list).toHaveLength(1);

    const group = await c.post('/comply/library/biaofa/forward-groups/save', {
      ...alice.auth,
      name: '质量部',
      memberIds: [],
    });
    const groups = await c.post('/comply/library/biaofa/forward-groups/list', { ...alice.auth });
    const groupId = (group.data?.id ?? groups.data.list[0].id) as number;
    expect(await c.post('/comply/library/biaofa/forward-groups/delete', { ...bob.auth, ids: [groupId] })).toMatchObject(
      { code: 601, msg: '记录不存在' },
    );
    expect((await c.post('/comply/library/biaofa/forward-groups/list', { ...alice.auth })).data.list).toHaveLength(1);

    const rule = await c.post('/cj/warning/rule/save', { ...alice.auth, name: '铅', keywords: ['铅'] });
    expect(rule.code).toBe(1);
    expect(await c.post('/cj/warning/rule/delete', { ...bob.auth, ids: [rule.data.id] })).toMatchObject({
      code: 601,
      msg: '记录不存在',
    });
    expect((await c.post('/cj/warning/rule/list', { ...alice.auth })).data.list).toHaveLength(1);
    // The owner's own delete still works.
    expect(await c.post('/cj/warning/rule/delete', { ...alice.auth, ids: [rule.data.id] })).toMatchObject({ code: 1 });

    expect(await c.post('/comply/library/biaofa/favorite/remove', { ...bob.auth, ids: [123456] })).toMatchObject({
      code: 601,
      msg: '记录不存在',
    });
  });
});

describe('item 7: tasks linked to register items', () => {
  it('a member without a compliance right cannot link, change a linked task or read the link', async () => {
    const customer = await createCustomer(t.database.db);
    const boss = await memberSession(
      t.database.db,
      await createMember(t.database.db, { customerId: customer.id, rights: complianceRights }),
    );
    const viewer = await memberSession(
      t.database.db,
      await createMember(t.database.db, { customerId: customer.id, rights: [] }),
    );
    const ob = await t.database.rows<{ id: number }>(
      sql`insert into cmp_obligations (title, requirement, kind, customer_id)
          values ('食品安全管理制度', '建立制度', 'management', ${customer.id}) returning id`,
    );
    const item = await t.database.rows<{ id: number }>(
      sql`insert into cmp_items (customer_id, obligation_id) values (${customer.id}, ${ob[0]!.id}) returning id`,
    );
    const itemId = item[0]!.id;
    expect(
      await c.post('/comply/task/create', { ...viewer.auth, title: '自查', itemId }),
      'viewer links a task',
    ).toMatchObject({ code: 403 });
    const linked = await c.post('/comply/task/create', { ...boss.auth, title: '自查', itemId });
    expect(linked.code).toBe(1);
    expect(await c.post('/comply/task/update', { ...viewer.auth, id: linked.data.id, status: 'done' })).toMatchObject({
      code: 403,
    });
    const seen = await c.get('/comply/task/detail', { ...viewer.auth, id: String(linked.data.id) } as never);
    expect(seen.code).toBe(1);
    expect(seen.data.itemId).toBeNull();
    expect(seen.data.obligationTitle).toBeNull();
    const bossSees = await c.get('/comply/task/detail', { ...boss.auth, id: String(linked.data.id) } as never);
    expect(bossSees.data.obligationTitle).toBe('食品安全管理制度');
    // A task of its own without a link stays open to the viewer.
    const plain = await c.post('/comply/task/create', { ...viewer.auth, title: '清洁' });
    expect(plain.code).toBe(1);
    expect(await c.post('/comply/task/update', { ...viewer.auth, id: plain.data.id, status: 'done' })).toMatchObject({
      code: 1,
    });
  });
});

describe('item 3: open calls', () => {
  it('an address is limited per minute on an open call; another address is not', async () => {
    let last = 0;
    for (let i = 0; i <= callBounds.openCallsPerMinute; i++)
      last = (await c.send('POST', '/api/public/overview', {}, '10.99.0.1')).statusCode;
    expect(last).toBe(429);
    expect((await c.send('POST', '/api/public/overview', {}, '10.99.0.2')).statusCode).toBe(200);
  });

  it("the overview's counts are kept on the server and dropped by a write to a counted table", async () => {
    const first = await c.post('/api/public/overview');
    const spy = t.database.rows.bind(t.database);
    let reads = 0;
    t.database.rows = (async (...args: Parameters<typeof spy>) => {
      reads += 1;
      return spy(...args);
    }) as typeof t.database.rows;
    await c.post('/api/public/overview');
    expect(reads, 'a second call reads nothing').toBe(0);
    await t.database.rows(sql`insert into industry_chains (name, sort) values ('演示链', 1)`);
    reads = 0;
    const after = await c.post('/api/public/overview');
    t.database.rows = spy;
    expect(reads).toBeGreaterThan(0);
    expect(after.data.holdings.chainSectors).toBe(first.data.holdings.chainSectors + 1);
  });
});

describe('item 3: the API description', () => {
  it('/docs/json is limited per address like the open calls', async () => {
    let last = 0;
    for (let i = 0; i <= callBounds.openCallsPerMinute; i++)
      last = (await c.send('GET', '/docs/json', undefined, '10.98.0.1')).statusCode;
    expect(last).toBe(429);
    expect((await c.send('GET', '/docs/json', undefined, '10.98.0.2')).statusCode).toBe(200);
  }, 120_000);
});
