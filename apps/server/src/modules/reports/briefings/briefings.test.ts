import { readdir, readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { createMember, memberSession } from '../../../test/factories.js';
import { libDocuments, members, inboxMessages, monitorItems } from '../../../db/schema/index.js';
import { recordTables, type RecordTableDef } from '../../records/definitions.js';
import { writeRecords } from '../../records/writer.js';
import { fixedSampling } from '../../records/test-data.js';
import { caller, createStaff } from '../../admin/test-kit.js';
import { deriveItems } from './derive-items.js';
import { monitorItemJob } from './monitor-item-job.js';

/**
 * Monitoring items (舆情) and briefings (简报): derivation from fixed rows (each item links to its
 * row, a second run writes nothing), staff items, composing and publishing an issue (message
 * centre and mail), what members read, rights, and bad input.
 */
let t: TestApp;
let staff: ReturnType<typeof caller>;
let reader: { customer_id: number; batoken: string };
let parentOnly: { customer_id: number; batoken: string };
let outsider: { customer_id: number; batoken: string };
let readerId: number;
const I = api.admin.monitorItems;
const B = api.admin.briefings;
const E = api.admin.briefingEntries;
const table = (name: 'sampling' | 'international') => recordTables[name] as unknown as RecordTableDef;

const portal = async (path: string, body: object, auth = reader) =>
  (await t.app.inject({ method: 'POST', url: path, payload: { ...auth, ...body } })).json() as {
    code: number;
    msg: string;
    data: any;
  };

beforeAll(async () => {
  t = await testApp();
  const perms = ['info:item', 'info:briefing', 'info:entry'].flatMap((r) =>
    ['page', 'info', 'save', 'update', 'delete'].map((a) => `${r}:${a}`),
  );
  staff = caller(t.app, (await createStaff(t.database.db, { permissions: [...perms, 'info:briefing:publish'] })).token);
  const m = await createMember(t.database.db, { rights: ['report_news_report'], email: 'reader@example.com' });
  readerId = m.id;
  await t.database.db.update(members).set({ emailPush: true }).where(eq(members.id, m.id));
  reader = (await memberSession(t.database.db, m)).auth;
  parentOnly = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['report_new'] }))).auth;
  outsider = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['report_week'] }))).auth;

  await writeRecords(t.database, table('sampling'), fixedSampling.slice(0, 5));
  const warning = (reference: string, noticeDate: string, measures: string, source = 'EU RASFF') => ({
    source,
    reference,
    noticeDate,
    notifyingCountry: 'Germany',
    originCountry: 'China',
    chinaOrigin: true,
    productCategory: 'nuts, nut products and seeds',
    product: 'groundnuts from China',
    hazard: 'aflatoxin B1',
    hazardCategory: 'mycotoxins',
    riskDecision: 'serious',
    classification: 'border rejection',
    measures,
    distribution: '',
    operator: '',
  });
  await writeRecords(t.database, table('international'), [
    warning('2025.0101', '2025-02-20', 'recall from consumers'),
    warning('2025.0102', '2025-02-21', 're-dispatch'),
    warning('F-1', '2025-02-21', '', 'US FDA'),
  ]);
  await t.database.db.insert(libDocuments).values([
    {
      library: 'biaofa',
      module: 'biaozhun',
      moduleCode: 5,
      title: '食品安全国家标准 测试标准',
      docNumber: 'GB 1-2025',
      publishDate: '2025-02-10',
      implementDate: '2025-02-28',
      category: '通用标准',
    },
    {
      library: 'rihua',
      module: 'fagui',
      moduleCode: 6,
      title: '化妆品测试办法',
      publishDate: '2024-01-01',
      abolishDate: '2025-02-15',
    },
    { library: 'biaofa', module: 'biaozhun', moduleCode: 5, title: '范围外标准', publishDate: '2024-06-01' },
  ]);
});
afterAll(async () => t?.close());

describe('monitoring items', () => {
  it('are derived from library changes, RASFF notifications and failed batches, once, each linking to its row', async () => {
    const created = await deriveItems(t.database, { from: '2025-02-01', to: '2025-02-28' });
    const rows = await t.database.db.select().from(monitorItems).orderBy(monitorItems.origin, monitorItems.itemDate);
    // Library: publish + implement of GB 1, abolish of the cosmetics rule; RASFF: 2 (not the FDA row); sampling: the failure of 02-15.
    expect(created).toBe(6);
    expect(rows.map((r) => [r.origin, r.kind, r.itemDate])).toEqual([
      ['library', 'regulation', '2025-02-10'],
      ['library', 'regulation', '2025-02-15'],
      ['library', 'regulation', '2025-02-28'],
      ['rasff', 'recall', '2025-02-20'],
      ['rasff', 'warning', '2025-02-21'],
      ['sampling', 'warning', '2025-02-15'],
    ]);
    const [gb] = await t.database.db.select().from(libDocuments).where(eq(libDocuments.docNumber, 'GB 1-2025'));
    const published = rows.find((r) => r.sourceKey === `library:${gb!.id}:publish`)!;
    expect(published.title).toBe('发布：食品安全国家标准 测试标准');
    expect(published.link).toBe(`/system/home/biaofa.biaozhun/content?itemid=${gb!.id}`);
    expect(published.categories).toEqual(['通用标准']);
    expect(rows.find((r) => r.origin === 'rasff' && r.kind === 'recall')!.link).toMatch(
      /^\/InternationalWarning\/detail\?id=\d+$/,
    );
    const failed = rows.find((r) => r.origin === 'sampling')!;
    expect(failed.link).toMatch(/^\/sampleSystem\/dataQuery\/detail\?id=\d+$/);
    expect(failed.title).toContain('华康火腿肠');
    expect(failed.hazards).toEqual(['亚硝酸盐(以亚硝酸钠计)']);
    expect(failed.summary).toContain('55');
    expect(rows.every((r) => !r.demo)).toBe(true);
    // The same window again: nothing new.
    expect(await deriveItems(t.database, { from: '2025-02-01', to: '2025-02-28' })).toBe(0);
    // The job takes the days before its run: 2025-03-02 covers 03-01 (the 韭菜 failure).
    expect(
      await monitorItemJob({ database: t.database, config: t.config, params: {}, at: new Date('2025-03-02T00:30:00') }),
    ).toBe('1 items');
  });

  it('staff enter items; markup in the summary and a javascript: link are refused with a message', async () => {
    const bad = await staff(I.save, {
      kind: 'news',
      title: '测试',
      itemDate: '2025-03-01',
      summary: '<script>alert(1)</script>',
    });
    expect(bad.code).not.toBe(1);
    expect(bad.msg).toMatch(/纯文本/);
    const badLink = await staff(I.save, {
      kind: 'news',
      title: '测试',
      itemDate: '2025-03-01',
      link: 'javascript:alert(1)',
    });
    expect(badLink.msg).toMatch(/格式错误/);
    const ok = await staff(I.save, {
      kind: 'news',
      title: '演示资讯',
      source: '运营',
      itemDate: '2025-03-03',
      categories: '乳制品，饮料',
      link: 'https://example.org/a',
      demo: true,
    });
    expect(ok.code).toBe(1);
    const [row] = await t.database.db.select().from(monitorItems).where(eq(monitorItems.id, ok.data.id));
    expect(row).toMatchObject({ origin: 'staff', demo: true, categories: ['乳制品', '饮料'] });
    const page = await staff(I.page, { page: 1, pageSize: 10, origin: 'staff' });
    expect(page.data.total).toBe(1);
  });

  it('members with report_new list them, filtered and paged; others are refused', async () => {
    const all = await portal(api.reports.monitorItemList.path, { page: 1, pageSize: 3 }, parentOnly);
    expect(all.data.total).toBe(8);
    expect(all.data.list).toHaveLength(3);
    expect(all.data.list[0].itemDate >= all.data.list[1].itemDate).toBe(true);
    expect((await portal(api.reports.monitorItemList.path, { kind: 'recall' }, parentOnly)).data.total).toBe(1);
    const oldest = await portal(
      api.reports.monitorItemList.path,
      { sort: 'itemDate', order: 'asc', pageSize: 1 },
      parentOnly,
    );
    expect(oldest.data.list[0].itemDate).toBe('2025-02-10');
    expect((await portal(api.reports.monitorItemList.path, { keyword: '火腿肠' }, parentOnly)).data.total).toBe(1);
    expect(
      (await portal(api.reports.monitorItemList.path, { startDate: '2025-02-20', endDate: '2025-02-21' }, parentOnly))
        .data.total,
    ).toBe(2);
    expect((await portal(api.reports.monitorItemList.path, {}, outsider)).code).toBe(403);
  });
});

describe('briefings', () => {
  let briefingId: number;

  it('an empty issue is refused at publish; script in a commentary is refused; an unknown item is not found', async () => {
    const saved = await staff(B.save, { title: '第一期简报', intro: '本期要点' });
    expect(saved.code).toBe(1);
    briefingId = saved.data.id;
    expect((await staff(B.info, {}, { id: briefingId })).data).toMatchObject({
      issueNo: 1,
      status: 'draft',
      entryCount: 0,
    });
    const empty = await staff(B.publish, { id: briefingId });
    expect(empty.code).not.toBe(1);
    expect(empty.msg).toBe('简报中还没有条目，不能发布');
    const script = await staff(E.save, { briefingId, itemId: 1, commentary: '<script>alert("x")</script>' });
    expect(script.msg).toMatch(/纯文本/);
    expect((await staff(E.save, { briefingId, itemId: 999999 })).msg).toBe('记录不存在');
    expect((await staff(B.publish, { id: 999999 })).msg).toBe('记录不存在');
  });

  it('staff compose an issue in order and publish it: members get a message and a mail', async () => {
    const items = (await staff(I.page, { page: 1, pageSize: 3, sort: 'itemDate', order: 'asc' })).data.list as {
      id: number;
      title: string;
    }[];
    for (const [i, it] of items.entries())
      expect(
        await staff(E.save, { briefingId, itemId: it.id, commentary: `点评${i + 1}：a < b 且 c > d` }),
      ).toMatchObject({ code: 1 });
    expect((await staff(E.save, { briefingId, itemId: items[0]!.id })).msg).toBe('该条目已在此简报中');
    // Not published yet: members do not see it.
    expect((await portal(api.reports.briefingDetail.path, { id: briefingId })).msg).toBe('记录不存在');

    const published = await staff(B.publish, { id: briefingId });
    expect(published.code).toBe(1);
    // Readers: the member with report_news_report and the one with report_new (not the report_week one).
    expect(published.data).toMatchObject({ messages: 2, mails: 1 });
    expect((await staff(B.publish, { id: briefingId })).msg).toBe('该简报已发布');

    const [note] = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, readerId));
    expect(note).toMatchObject({ kind: 'briefing', title: '第一期简报' });
    expect(note!.content).toContain(`/infoMonitor/newspaper/detail?id=${briefingId}`);
    const mails = await readdir(t.config.mailDir);
    const mail = await readFile(`${t.config.mailDir}/${mails[0]}`, 'utf8');
    expect(mail).toContain('reader@example.com');

    const list = await portal(api.reports.briefingList.path, { page: 1, pageSize: 10 });
    expect(list.data.list).toEqual([expect.objectContaining({ id: briefingId, issueNo: 1, entryCount: 3 })]);
    const detail = await portal(api.reports.briefingDetail.path, { id: briefingId });
    expect(detail.data.entries.map((e: { item: { id: number } }) => e.item.id)).toEqual(items.map((x) => x.id));
    expect(detail.data.entries[0].commentary).toBe('点评1：a < b 且 c > d');
    // The parent right reads it too; an item in a published issue cannot be deleted.
    expect((await portal(api.reports.briefingDetail.path, { id: briefingId }, parentOnly)).code).toBe(1);
    expect((await staff(I.delete, { ids: [items[0]!.id] })).msg).toBe('该条目已在已发布的简报中，不能删除');
  });

  it('rights and bad ids: a member without the right gets 403, an unknown or malformed id a message', async () => {
    expect((await portal(api.reports.briefingList.path, { page: 1, pageSize: 10 }, outsider)).code).toBe(403);
    expect((await portal(api.reports.briefingDetail.path, { id: briefingId }, outsider)).code).toBe(403);
    expect((await portal(api.reports.briefingDetail.path, { id: 999999 })).msg).toBe('记录不存在');
    const malformed = await portal(api.reports.briefingDetail.path, { id: 'abc' });
    expect(malformed.code).not.toBe(1);
    expect(malformed.msg).toMatch(/格式错误|不能为空/);
  });
});
