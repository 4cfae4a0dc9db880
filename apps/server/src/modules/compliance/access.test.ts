import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, type Endpoint } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createCustomer, createMember, memberSession } from '../../test/factories.js';
import { saveDocument } from '../library/editor.service.js';
import { seedStartingObligations } from '../../seed/compliance.js';
import { complianceRights } from './scope.js';
import { multipart } from '../../test/multipart.js';

type Auth = { customer_id: number; batoken: string };
type Answer = { code: number; msg: string; data: any };

/** An input that would change or read data if it got through: ids of the customer's own rows. */
const inputFor = (ids: {
  item: number;
  update: number;
  task: number;
  evidence: number;
  obligation: number;
  doc: number;
}) => ({
  id: ids.item,
  itemId: ids.item,
  obligationId: ids.obligation,
  docId: ids.doc,
  status: 'noncompliant',
  decision: 'acknowledged',
  kind: 'risk_list',
  format: 'xlsx',
  title: 'x',
  body: 'x',
  businessTypes: ['trade'],
});

/** Row counts of the compliance tables: a refused call must leave them as they were. */
async function fingerprint(t: TestApp) {
  const tables = [
    'cmp_profiles',
    'cmp_obligations',
    'cmp_obligation_clauses',
    'cmp_items',
    'cmp_item_history',
    'cmp_evidence',
    'cmp_updates',
    'cmp_tasks',
    'cmp_task_comments',
  ];
  const [row] = await t.database.rows<Record<string, number>>(
    sql.raw(`select ${tables.map((n) => `(select count(*)::int from ${n}) as ${n}`).join(', ')}`),
  );
  const [statuses] = await t.database.rows<{ s: string }>(
    sql`select string_agg(id || status, ',' order by id) as s from cmp_items`,
  );
  return { ...row, statuses: statuses!.s };
}

/**
 * Issue 12, "rights per route are enforced on the server" and "a customer never sees another
 * customer's register, tasks or files": every call of /compliance and /task, driven by the
 * contract, so a call added later is covered without editing this test.
 */
describe('compliance and task access', () => {
  let t: TestApp;
  let own: Auth;
  let stranger: Auth;
  let ids: Parameters<typeof inputFor>[0];

  const send = (e: Endpoint, input: Record<string, unknown>, auth: Auth) => {
    const all = { ...input, ...auth };
    return e.method === 'GET'
      ? t.app.inject({
          method: 'GET',
          url: e.path,
          query: Object.fromEntries(
            Object.entries(all).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
          ),
        })
      : t.app.inject({
          method: e.method,
          url: e.path.replace(':library', 'biaofa').replace(':module', 'biaozhun'),
          payload: all,
        });
  };
  const call = async (e: Endpoint, input: Record<string, unknown>, auth: Auth) =>
    (await send(e, input, auth)).json() as Answer;
  const member = async (rights: string[], customerId?: number) =>
    (await memberSession(t.database.db, await createMember(t.database.db, { rights, customerId }))).auth as Auth;
  const upload = async (auth: Auth, field: 'itemId' | 'taskId', id: number) => {
    const fields = { [field]: String(id), customer_id: String(auth.customer_id), batoken: auth.batoken };
    const body = multipart({ name: 'r.txt', data: '报告', type: 'text/plain' }, fields);
    return (
      await t.app.inject({
        method: 'POST',
        url: api.compliance.uploadEvidence.path,
        payload: body.payload,
        headers: body.headers,
      })
    ).json() as Answer;
  };

  beforeAll(async () => {
    t = await testApp();
    const doc = await saveDocument(t.database, {
      library: 'biaofa',
      module: 'biaozhun',
      title: '食品安全国家标准 食品中污染物限量',
      docNumber: 'GB 2762-2022',
      body: '前言\n3 应用原则\n3.1 食品生产和加工者均应采取控制措施。\n4 指标要求\n4.1.1 谷物及其制品限量为0.2 mg/kg。',
      implementDate: '2023-06-30',
      validity: 2,
    });
    await seedStartingObligations(t.database, { ...t.config, publicDataDir: '/nonexistent' });
    own = await member(complianceRights, (await createCustomer(t.database.db)).id);
    stranger = await member(complianceRights);
    // The own customer's register, an update (a changed limit), a task and an evidence file.
    expect(
      (
        await call(
          api.compliance.saveProfile,
          { businessTypes: ['production'], foodCategories: ['01.0'], regions: [], markets: ['cn'] },
          own,
        )
      ).code,
    ).toBe(1);
    const item = (await call(api.compliance.registerList, { pageSize: 100 }, own)).data.list.find(
      (i: { code: string }) => i.code === 'GB2762-3.1',
    );
    await saveDocument(t.database, {
      id: doc.id,
      body: '前言\n3 应用原则\n3.1 食品生产和加工者均应采取控制措施。\n4 指标要求\n4.1.1 谷物及其制品限量为0.1 mg/kg。',
    });
    const update = (await call(api.compliance.updates, { state: 'all' }, own)).data.list[0];
    const task = await call(api.task.create, { title: '送检', itemId: item.id }, own);
    const file = await upload(own, 'itemId', item.id);
    expect([update?.id, task.code, file.code]).toEqual([expect.any(Number), 1, 1]);
    ids = {
      item: item.id,
      update: update.id,
      task: task.data.id,
      evidence: file.data.id,
      obligation: item.obligationId,
      doc: doc.id,
    };
  });
  afterAll(async () => t.close());

  const complianceCalls = Object.entries(api.compliance) as [string, Endpoint][];

  it('each call that names a right refuses a member holding every other compliance right, and changes nothing', async () => {
    const named = complianceCalls.filter(
      ([, e]) => e.access.kind === 'member' && e.access.right !== 'any' && e.path.startsWith('/comply/compliance'),
    );
    expect(named.length).toBeGreaterThanOrEqual(15);
    const before = await fingerprint(t);
    for (const [key, e] of named) {
      const right = (e.access as { right: string }).right;
      const without = await member(
        complianceRights.filter((r) => r !== right),
        own.customer_id,
      );
      const res = await send(
        e,
        { ...inputFor(ids), id: key === 'update' || key === 'decide' ? ids.update : ids.item },
        without,
      );
      expect({ key, body: res.json() }).toEqual({ key, body: { code: 403, msg: '没有权限' } });
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it('the item calls open to any compliance right refuse a member of the customer with none of them', async () => {
    const none = await member([], own.customer_id);
    const before = await fingerprint(t);
    for (const e of [api.compliance.item, api.compliance.assess])
      expect((await call(e, inputFor(ids), none)).code, e.path).toBe(403);
    expect((await upload(none, 'itemId', ids.item)).code).toBe(403);
    expect(await fingerprint(t)).toEqual(before);
  });

  it("another customer's member, holding every right, reaches none of the customer's rows by id", async () => {
    const before = await fingerprint(t);
    const byId: [Endpoint, Record<string, unknown>][] = [
      [api.compliance.item, { id: ids.item }],
      [api.compliance.assess, { id: ids.item, status: 'noncompliant' }],
      [api.compliance.evidenceFile, { id: ids.evidence }],
      [api.compliance.update, { id: ids.update }],
      [api.compliance.decide, { id: ids.update, decision: 'action' }],
      [api.task.detail, { id: ids.task }],
      [api.task.update, { id: ids.task, status: 'done' }],
      [api.task.comment, { id: ids.task, body: '看看' }],
      [api.task.create, { title: '借用', itemId: ids.item }],
    ];
    for (const [e, input] of byId) {
      const res = await send(e, input, stranger);
      const body = res.headers['content-type']?.toString().includes('json')
        ? (res.json() as Answer)
        : { code: 1, data: res.body };
      expect({ path: e.path, refused: body.code !== 1 }).toEqual({ path: e.path, refused: true });
    }
    expect((await upload(stranger, 'itemId', ids.item)).code).not.toBe(1);
    expect((await upload(stranger, 'taskId', ids.task)).code).not.toBe(1);
    expect(await fingerprint(t)).toEqual(before);
  });

  it("another customer's lists, exports and documents hold none of the customer's rows", async () => {
    for (const e of [
      api.compliance.verificationList,
      api.compliance.registerList,
      api.compliance.myList,
      api.compliance.associationList,
      api.compliance.myAssociationList,
      api.compliance.updates,
      api.task.list,
    ])
      expect({ path: e.path, total: (await call(e, { state: 'all' }, stranger)).data.total }).toEqual({
        path: e.path,
        total: 0,
      });
    const colleagues = (await call(api.compliance.colleagues, {}, stranger)).data as { id: number }[];
    const ownMembers = await t.database.rows<{ id: number }>(
      sql`select id from members where customer_id = ${own.customer_id}`,
    );
    expect(colleagues.filter((c) => ownMembers.some((m) => m.id === c.id))).toEqual([]);
    const exported = await send(api.compliance.registerExport, {}, stranger);
    expect(exported.statusCode).toBe(200);
    const xlsx = await import('exceljs');
    const book = new xlsx.default.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBeLessThanOrEqual(1);
  });

  it('deleting an item or a document takes its updates and history with it (the triggers that replaced the foreign keys)', async () => {
    const [before] = await t.database.rows<{ u: number; h: number }>(
      sql`select (select count(*)::int from cmp_updates where item_id = ${ids.item}) as u, (select count(*)::int from cmp_item_history where item_id = ${ids.item}) as h`,
    );
    expect(before!.u + before!.h).toBeGreaterThan(0);
    await t.database.rows(sql`delete from cmp_items where id = ${ids.item}`);
    const [after] = await t.database.rows<{ u: number; h: number }>(
      sql`select (select count(*)::int from cmp_updates where item_id = ${ids.item}) as u, (select count(*)::int from cmp_item_history where item_id = ${ids.item}) as h`,
    );
    expect(after).toEqual({ u: 0, h: 0 });
    await t.database.rows(sql`delete from lib_documents where id = ${ids.doc}`);
    const [left] = await t.database.rows<{ u: number }>(
      sql`select count(*)::int as u from cmp_updates where doc_id = ${ids.doc}`,
    );
    expect(left!.u).toBe(0);
    // The counts by status follow every change of the items.
    const [drift] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n
      from (select customer_id, coalesce(owner_id, 0) as owner_id, status, count(*)::int as n from cmp_items group by 1, 2, 3) a
      full join cmp_item_counts c using (customer_id, owner_id, status) where a.n is distinct from c.n`);
    expect(drift!.n).toBe(0);
  });
});
