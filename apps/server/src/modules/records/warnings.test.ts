import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { createCustomer, createMember, memberSession } from '../../test/factories.js';
import { recordTables, type RecordTableDef } from './definitions.js';
import { writeRecords } from './writer.js';
import { matchWarnings } from './warnings.service.js';
import { fixedSampling } from './test-data.js';

/** Watch rules: each new failed record matching a customer's rules becomes exactly one warning and one message. */
let t: TestApp;
let a: { customer_id: number; batoken: string };
let b: { customer_id: number; batoken: string };
let memberA: { id: number };
const def = recordTables.sampling as unknown as RecordTableDef;

const call = async (auth: object, url: string, body: Record<string, unknown> = {}, lang?: 'en') => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: { ...auth, ...body },
    headers: lang ? { cookie: 'languageName=en' } : {},
  });
  return res.json() as { code: number; msg: string; data: any };
};
const todayNum = async (auth: { customer_id: number; batoken: string }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/cj/warning/today_num?customer_id=${auth.customer_id}&batoken=${auth.batoken}`,
    })
  ).json().data.num as number;
const messagesOf = (memberId: number) =>
  t.database.rows<{ title: string; content: string }>(
    sql`select title, content from messages where member_id = ${memberId} and kind = 'sampling_warning' order by id`,
  );

beforeAll(async () => {
  t = await testApp();
  const customer = await createCustomer(t.database.db);
  const m = await createMember(t.database.db, { customerId: customer.id, rights: ['cj'] });
  memberA = m;
  a = (await memberSession(t.database.db, m)).auth;
  const colleague = await createMember(t.database.db, { customerId: customer.id, rights: ['cj'] });
  void colleague;
  const other = await createMember(t.database.db, { rights: ['cj'] });
  b = (await memberSession(t.database.db, other)).auth;
});
afterAll(async () => t?.close());

describe('watch rules', () => {
  it('refuses a rule without any term and saves, lists, changes one of the customer', async () => {
    expect(await call(a, '/cj/warning/rule/save', { name: '空规则' })).toMatchObject({
      code: 601,
      msg: '请至少填写一个关键词、产品、品牌或生产企业',
    });
    expect((await call(a, '/cj/warning/rule/save', { name: '空规则' }, 'en')).msg).toBe(
      'Enter at least one keyword, product, brand or producer',
    );
    expect((await call(a, '/cj/warning/rule/save', { products: ['酱油'] })).msg).toBe('必填项不能为空');
    const saved = await call(a, '/cj/warning/rule/save', {
      name: '酱油监测',
      products: ['酱油', ' 酱油 '],
      brands: [],
    });
    expect(saved).toMatchObject({ code: 1, msg: '操作成功' });
    expect(saved.data).toMatchObject({ name: '酱油监测', products: ['酱油'], enabled: true });
    const changed = await call(a, '/cj/warning/rule/save', {
      id: saved.data.id,
      name: '酱油与火腿肠',
      products: ['酱油'],
      keywords: ['亚硝酸盐'],
    });
    expect(changed.data).toMatchObject({ id: saved.data.id, keywords: ['亚硝酸盐'] });
    expect((await call(a, '/cj/warning/rule/list')).data.list).toHaveLength(1);
    // Another customer neither sees nor changes it.
    expect((await call(b, '/cj/warning/rule/list')).data.list).toHaveLength(0);
    expect((await call(b, '/cj/warning/rule/save', { id: saved.data.id, name: 'x', products: ['y'] })).msg).toBe(
      '记录不存在',
    );
    // Deleting another customer's rule answers 记录不存在 and deletes nothing.
    expect((await call(b, '/cj/warning/rule/delete', { ids: [saved.data.id] })).msg).toBe('记录不存在');
    expect((await call(a, '/cj/warning/rule/delete', { ids: [] })).msg).toBe('请选择删除项');
  });

  it('turns each new matching failed record into exactly one warning and one message', async () => {
    // A second rule of the same customer matching the same record adds no second warning.
    await call(a, '/cj/warning/rule/save', { name: '鑫源品牌', brands: ['鑫源'] });
    await call(b, '/cj/warning/rule/save', { name: '韭菜', products: ['韭菜'] });
    expect(await todayNum(a)).toBe(0);
    const { ids } = await writeRecords(t.database, def, fixedSampling);
    // Fails: 鑫源酱油 (A: product + brand), 华康火腿肠 亚硝酸盐 (A: keyword), 韭菜 (B). Passing 鑫源酱油 rows give nothing.
    const warningsA = await call(a, '/cj/warning/list');
    expect(warningsA.data.total).toBe(2);
    expect(warningsA.data.list.map((w: { record: { productName: string } }) => w.record.productName).sort()).toEqual([
      '华康火腿肠',
      '鑫源酱油',
    ]);
    const soy = warningsA.data.list.find(
      (w: { record: { productName: string } }) => w.record.productName === '鑫源酱油',
    );
    expect(soy).toMatchObject({ ruleName: '酱油与火腿肠', matched: '产品：酱油', read: false });
    expect((await call(b, '/cj/warning/list')).data.total).toBe(1);
    expect(await todayNum(a)).toBe(2);
    expect(await todayNum(b)).toBe(1);
    const notes = await messagesOf(memberA.id);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.title).sort()[1]).toContain('抽检预警');
    expect(notes.some((n) => n.content.includes('酱油与火腿肠'))).toBe(true);
    // Written for a Chinese-speaking member, read on an English page: the message is English,
    // with the hazard named in English (product and firm names are data, left as written).
    const inboxEn = (await call(a, '/api/member/message/list', {}, 'en')).data.list as {
      title: string;
      content: string;
    }[];
    const nitrite = inboxEn.find((m) => m.title.includes('华康火腿肠'))!;
    expect(nitrite.title).toMatch(/^Sampling warning: 华康火腿肠 .*failed on Nitrite/);
    expect(nitrite.content).toMatch(/^Watch rule "酱油与火腿肠" matched keyword: 亚硝酸盐\. Sampled /);
    const inboxZh = (await call(a, '/api/member/message/list')).data.list as { title: string }[];
    expect(inboxZh.find((m) => m.title.includes('华康火腿肠'))!.title).toMatch(/^抽检预警：/);

    // Matching the same records again (a retry, a second process) adds nothing.
    expect(await matchWarnings(t.database, ids)).toBe(0);
    expect((await call(a, '/cj/warning/list')).data.total).toBe(2);
    expect(await messagesOf(memberA.id)).toHaveLength(2);

    // A new matching record adds exactly one more.
    await writeRecords(t.database, def, [{ ...fixedSampling[0]!, noticeNo: 'N-10', samplingDate: '2025-05-01' }]);
    expect((await call(a, '/cj/warning/list')).data.total).toBe(3);
    expect(await messagesOf(memberA.id)).toHaveLength(3);
    expect(await todayNum(a)).toBe(3);
  });

  it('marks warnings read, filters unread and scopes everything to the customer', async () => {
    const list = (await call(a, '/cj/warning/list')).data.list;
    expect((await call(b, '/cj/warning/read', { ids: [list[0].id] })).data.updated).toBe(0);
    expect((await call(a, '/cj/warning/read', { ids: [list[0].id] })).data.updated).toBe(1);
    expect((await call(a, '/cj/warning/list', { unread: true })).data.total).toBe(2);
    expect((await call(a, '/cj/warning/list', { startDate: '2030-01-02', endDate: '2030-01-01' })).msg).toBe(
      '开始日期不能大于结束日期',
    );
    const en = await call(a, '/cj/warning/list', {}, 'en');
    expect(
      en.data.list.some(
        (w: { matched: string }) => w.matched.startsWith('product: ') || w.matched.startsWith('keyword: '),
      ),
    ).toBe(true);
  });

  it('stops matching a disabled rule', async () => {
    const rules = (await call(b, '/cj/warning/rule/list')).data.list;
    await call(b, '/cj/warning/rule/save', { ...rules[0], enabled: false });
    await writeRecords(t.database, def, [{ ...fixedSampling[4]!, noticeNo: 'N-11' }]);
    expect((await call(b, '/cj/warning/list')).data.total).toBe(1);
  });
});
