import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Endpoint } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createCustomer, createMember, memberSession } from '../../test/factories.js';
import { saveDocument } from '../library/editor.service.js';
import { seedStartingObligations } from '../../seed/compliance.js';
import { multipart } from '../../test/multipart.js';

/** A small GB 2762-like text with numbered sections (the real one is split in clauses/split.test.ts). */
const gb2762 = [
  '前言',
  '1 范围',
  '本标准规定了食品中铅、镉、汞的限量指标。',
  '3 应用原则',
  '3.1 无论是否制定污染物限量，食品生产和加工者均应采取控制措施，使食品中污染物的含量达到最低水平。',
  '4 指标要求',
  '4.1 铅',
  '4.1.1 食品中铅限量指标见表1，谷物及其制品限量为0.2 mg/kg。',
].join('\n');

const rights = ['hgywy_hgywy', 'hgywy_compliance', 'hgywy_oblmanage', 'hgywy_oblmymanage', 'hgywy_autofile'];

describe('compliance register', () => {
  let t: TestApp;
  let docId: number;
  let a: { id: number; auth: { customer_id: number; batoken: string } };
  let other: { auth: { customer_id: number; batoken: string } };
  let weak: { auth: { customer_id: number; batoken: string } };
  let itemId: number;

  const send = async (e: Endpoint, input: Record<string, unknown>, auth: object) => {
    const res = await t.app.inject({
      method: e.method,
      url: e.path,
      ...(e.method === 'GET'
        ? { query: Object.fromEntries(Object.entries({ ...input, ...auth }).map(([k, v]) => [k, String(v)])) }
        : { payload: { ...input, ...auth } }),
    });
    return res;
  };
  const json = async (e: Endpoint, input: Record<string, unknown>, auth: object) =>
    (await send(e, input, auth)).json() as { code: number; msg: string; data: any };
  const member = async (r: string[], customerId?: number) => {
    const m = await createMember(t.database.db, { rights: r, customerId });
    return { id: m.id, auth: (await memberSession(t.database.db, m)).auth };
  };

  beforeAll(async () => {
    t = await testApp();
    const saved = await saveDocument(t.database, {
      library: 'biaofa',
      module: 'biaozhun',
      title: '食品安全国家标准 食品中污染物限量',
      docNumber: 'GB 2762-2022',
      body: gb2762,
      implementDate: '2023-06-30',
      validity: 2,
    });
    docId = saved.id;
    // Without the data folder the seed keeps this small text instead of filling in the real one.
    await seedStartingObligations(t.database, { ...t.config, publicDataDir: '/nonexistent' });
    const customer = await createCustomer(t.database.db);
    a = await member(rights, customer.id);
    weak = await member(['hgywy_compliance'], customer.id);
    other = await member(rights);
  });
  afterAll(async () => t.close());

  it('a profile brings the applicable obligations into the register with a reason', async () => {
    const saved = await json(
      api.compliance.saveProfile,
      { businessTypes: ['production'], foodCategories: ['01.0'], regions: [], markets: ['cn'] },
      a.auth,
    );
    expect(saved.code).toBe(1);
    expect(saved.data.added).toBeGreaterThan(0);
    const list = await json(api.compliance.verificationList, { pageSize: 100 }, a.auth);
    const item = list.data.list.find((i: { code: string }) => i.code === 'GB2762-3.1');
    expect(item).toBeTruthy();
    expect(item.reason).toContain('生产');
    expect(item.clauses.map((c: { anchor: string }) => c.anchor)).toEqual(['sec-3.1', 'sec-4.1.1']);
    // A trader-only obligation does not apply to a producer.
    expect(list.data.list.some((i: { code: string }) => i.code === 'FSL-53')).toBe(false);
    expect(list.data.counts.unassessed).toBe(list.data.total);
    itemId = item.id;
    // Adding an obligation already in the register says so in words, not "obligation已存在".
    const set = await json(api.compliance.obligations, { pageSize: 100 }, a.auth);
    const inRegister = set.data.list.find((o: { code: string }) => o.code === 'GB2762-3.1');
    const again = await json(api.compliance.addItem, { obligationId: inRegister.id }, a.auth);
    expect(again.msg).toBe('该合规义务已在登记册中');
  });

  it('an assessment keeps history and the clause hashes it was made against', async () => {
    const res = await json(
      api.compliance.assess,
      { id: itemId, status: 'compliant', ownerId: a.id, department: '品控部', note: '检验报告齐全' },
      a.auth,
    );
    expect(res.code).toBe(1);
    const detail = await json(api.compliance.item, { id: itemId }, a.auth);
    expect(detail.data.item.status).toBe('compliant');
    expect(detail.data.history.map((h: { field: string }) => h.field)).toEqual(
      expect.arrayContaining(['status', 'ownerId', 'department']),
    );
    expect(detail.data.clauses.every((c: { changedSinceAssessment: boolean }) => !c.changedSinceAssessment)).toBe(true);
  });

  it("我的合规义务 reads the member's register: the items they own and those nobody owns yet", async () => {
    const register = await json(api.compliance.registerList, { pageSize: 100 }, a.auth);
    const mine = await json(api.compliance.myList, { pageSize: 100 }, a.auth);
    expect(register.data.total).toBeGreaterThan(1);
    // Only itemId has an owner (a); every item of the register is a's or nobody's.
    expect(mine.data.total).toBe(register.data.total);
    // Another member of the same customer does not get a's items, only the unowned ones.
    const colleague = await member(rights, a.auth.customer_id);
    const theirs = await json(api.compliance.myList, { pageSize: 100 }, colleague.auth);
    expect(theirs.data.total).toBe(register.data.total - 1);
    expect(theirs.data.list.some((i: { id: number }) => i.id === itemId)).toBe(false);
  });

  it('a punctuation-only change of the clause leaves the item alone', async () => {
    await saveDocument(t.database, {
      id: docId,
      body: gb2762.replace('最低水平。', '最低水平.').replace('控制措施，', '控制措施,'),
    });
    const detail = await json(api.compliance.item, { id: itemId }, a.auth);
    const updates = await json(api.compliance.updates, { state: 'pending' }, a.auth);
    expect(detail.data.item.status).toBe('compliant');
    expect(updates.data.total).toBe(0);
  });

  it('a changed limit turns the item 待复核 with the diff and the date; "action" creates a task', async () => {
    await saveDocument(t.database, {
      id: docId,
      body: gb2762
        .replace('最低水平。', '最低水平.')
        .replace('控制措施，', '控制措施,')
        .replace('0.2 mg/kg', '0.15 mg/kg'),
    });
    const detail = await json(api.compliance.item, { id: itemId }, a.auth);
    expect(detail.data.item.status).toBe('review');
    expect(detail.data.clauses.find((c: { anchor: string }) => c.anchor === 'sec-4.1.1').changedSinceAssessment).toBe(
      true,
    );
    const updates = await json(api.compliance.updates, { state: 'pending' }, a.auth);
    expect(updates.data.total).toBe(1);
    const u = updates.data.list[0];
    expect(u).toMatchObject({ anchor: 'sec-4.1.1', cause: 'content', substantive: true, effectiveDate: '2023-06-30' });
    const full = await json(api.compliance.update, { id: u.id }, a.auth);
    expect(full.data.oldText).toContain('0.2 mg/kg');
    expect(full.data.newText).toContain('0.15 mg/kg');
    expect(full.data.parts.some((p: { kind: string }) => p.kind === 'added')).toBe(true);
    const decided = await json(
      api.compliance.decide,
      { id: u.id, decision: 'action', note: '重新检验', assigneeId: a.id, dueDate: '2030-01-31' },
      a.auth,
    );
    expect(decided.data.taskId).toBeGreaterThan(0);
    const tasks = await json(api.task.list, { mine: '1' }, a.auth);
    expect(tasks.data.list[0]).toMatchObject({
      id: decided.data.taskId,
      itemId,
      status: 'open',
      dueDate: '2030-01-31',
    });
  });

  it('"no impact" returns the item to its status before the review', async () => {
    await saveDocument(t.database, { id: docId, body: gb2762.replace('0.2 mg/kg', '0.1 mg/kg') });
    const updates = await json(api.compliance.updates, { state: 'pending' }, a.auth);
    expect(updates.data.total).toBe(1);
    await json(api.compliance.decide, { id: updates.data.list[0].id, decision: 'no_impact' }, a.auth);
    const detail = await json(api.compliance.item, { id: itemId }, a.auth);
    // The earlier "action" update left the item under review, so it came back as 待复核 → its previous status is review: still review.
    expect(['review', 'compliant']).toContain(detail.data.item.status);
  });

  it('evidence is stored and only the own customer reads it', async () => {
    const fields = { itemId: String(itemId), ...a.auth };
    const body = multipart({ name: 'report.txt', data: '检验报告', type: 'text/plain' }, fields);
    const up = (
      await t.app.inject({
        method: 'POST',
        url: api.compliance.uploadEvidence.path,
        payload: body.payload,
        headers: body.headers,
      })
    ).json();
    expect(up.code).toBe(1);
    const mine = await send(api.compliance.evidenceFile, { id: up.data.id }, a.auth);
    expect(mine.body).toBe('检验报告');
    const theirs = await json(api.compliance.evidenceFile, { id: up.data.id }, other.auth);
    expect(theirs.code).not.toBe(1);
  });

  it('another customer never sees the register, an item, an update or a task', async () => {
    const list = await json(api.compliance.registerList, {}, other.auth);
    expect(list.data.total).toBe(0);
    expect((await json(api.compliance.item, { id: itemId }, other.auth)).code).not.toBe(1);
    expect((await json(api.compliance.assess, { id: itemId, status: 'noncompliant' }, other.auth)).code).not.toBe(1);
    const tasks = await json(api.task.list, {}, a.auth);
    expect((await json(api.task.detail, { id: tasks.data.list[0].id }, other.auth)).code).not.toBe(1);
    expect((await json(api.task.list, {}, other.auth)).data.total).toBe(0);
    const updates = await json(api.compliance.updates, { state: 'all' }, a.auth);
    expect((await json(api.compliance.update, { id: updates.data.list[0].id }, other.auth)).code).not.toBe(1);
    expect(
      (await json(api.compliance.decide, { id: updates.data.list[0].id, decision: 'acknowledged' }, other.auth)).code,
    ).not.toBe(1);
  });

  it('each route right is checked on the server', async () => {
    expect((await json(api.compliance.verificationList, {}, weak.auth)).code).toBe(1);
    for (const [e, input] of [
      [api.compliance.registerList, {}],
      [api.compliance.myList, {}],
      [api.compliance.updates, {}],
      [api.compliance.associationList, {}],
      [api.compliance.addItem, { obligationId: 1 }],
    ] as const) {
      const res = await json(e, input, weak.auth);
      expect(res.code, e.path).not.toBe(1);
    }
    const gen = await send(api.compliance.generate, { kind: 'risk_list', format: 'xlsx' }, weak.auth);
    expect(gen.headers['content-type']).not.toContain('spreadsheet');
  });

  it('generates the risk control list and check records as xlsx and PDF', async () => {
    for (const format of ['xlsx', 'pdf'] as const) {
      const res = await send(api.compliance.generate, { kind: 'daily', format }, a.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(format === 'pdf' ? 'pdf' : 'spreadsheet');
      expect(res.rawPayload.length).toBeGreaterThan(1000);
    }
  });

  it('the clause list of a document gives its anchors', async () => {
    const res = await json(api.clauses.list, { library: 'biaofa', module: 'biaozhun', itemid: docId }, a.auth);
    expect(res.code).not.toBe(1); // the member has no library right
    const reader = await member(['biaofa', 'biaozhun']);
    const ok = await (
      await t.app.inject({
        method: 'POST',
        url: `/comply/library/biaofa/module/biaozhun/clauses`,
        payload: { itemid: docId, ...reader.auth },
      })
    ).json();
    expect(ok.data.list.map((c: { anchor: string }) => c.anchor)).toContain('sec-4.1.1');
  });
});
