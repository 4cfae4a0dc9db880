import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, recordModules } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { readXlsxRows } from '../../lib/xlsx.js';
import { recordTables, type RecordTableDef } from './definitions.js';
import { writeRecords } from './writer.js';
import { rebuildSummary } from './summary-sql.js';
import { fixedSampling } from './test-data.js';

/**
 * The generic record module, tested in depth on the sampling definition with a fixed data set
 * whose expectations are computed by hand (see test-data.ts).
 */
let t: TestApp;
let auth: { customer_id: number; batoken: string };
const sampling = recordTables.sampling as unknown as RecordTableDef;

const post = async (url: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload: { ...auth, ...body }, headers });
  return res.json() as { code: number; msg: string; data: any };
};
const list = (body: Record<string, unknown>) => post('/cj/data/list', body);

beforeAll(async () => {
  t = await testApp();
  const member = await createMember(t.database.db, {
    rights: ['cj', 'sanction_index', 'judge_datavi', 'international'],
  });
  auth = (await memberSession(t.database.db, member)).auth;
  await writeRecords(t.database, sampling, fixedSampling);
});
afterAll(async () => t?.close());

describe('list', () => {
  it('filters by province, result, category, level, hazard and keyword', async () => {
    expect((await list({})).data.total).toBe(6);
    expect((await list({ province: '广东' })).data.total).toBe(3);
    expect((await list({ result: 'fail' })).data.total).toBe(3);
    expect((await list({ province: '浙江', result: 'fail' })).data.total).toBe(2);
    expect((await list({ foodCategory: '调味品' })).data.total).toBe(3);
    expect((await list({ level: 'city' })).data.total).toBe(2);
    expect((await list({ hazard: '腐霉利' })).data.total).toBe(1);
    expect((await list({ keyword: '酱油' })).data.total).toBe(3);
    expect((await list({ keyword: '鑫源 酱油', result: 'fail' })).data.total).toBe(1);
    expect((await list({ producer: '临沂市华康食品厂' })).data.total).toBe(2);
    // Keyword and dimensions meet in one search-vector query (dimension-lexemes.ts).
    expect((await list({ keyword: '酱油', province: '广东' })).data.total).toBe(2);
    expect((await list({ keyword: '酱油', hazard: '苯甲酸及其钠盐(以苯甲酸计)', level: 'national' })).data.total).toBe(
      2,
    );
    expect((await list({ keyword: '酱油', province: "广东' or 1=1 --" })).data.total).toBe(0);
  });

  it('filters by date range inclusively and sorts newest first by default', async () => {
    const r = await list({ startDate: '2025-01-20', endDate: '2025-02-15' });
    expect(r.data.total).toBe(3);
    expect(r.data.list.map((x: { samplingDate: string }) => x.samplingDate)).toEqual([
      '2025-02-15',
      '2025-02-05',
      '2025-01-20',
    ]);
    expect(r.data.estimated).toBe(false);
    const asc = await list({ sort: 'measuredValue', order: 'asc', pageSize: 2 });
    expect(asc.data.list.map((x: { measuredValue: number }) => x.measuredValue)).toEqual([0.2, 0.9]);
  });

  it('counts whole-month and dimension filters from the pre-aggregate, the same as the records', async () => {
    expect((await list({ startDate: '2025-01-01', endDate: '2025-02-28' })).data.total).toBe(4);
    expect(
      (await list({ province: '广东', result: 'fail', startDate: '2025-01-01', endDate: '2025-01-31' })).data.total,
    ).toBe(1);
    expect((await list({ hazard: '亚硝酸盐(以亚硝酸钠计)', level: 'provincial' })).data.total).toBe(2);
    expect((await list({ province: '浙江', foodCategory: '肉制品', result: 'fail' })).data.total).toBe(1);
    // Three dimensions, a filter the aggregate cannot count, or part of a month: counted on the records.
    expect((await list({ province: '浙江', foodCategory: '肉制品', level: 'provincial' })).data.total).toBe(1);
    expect((await list({ result: 'pass', startDate: '2025-01-01', endDate: '2025-03-31' })).data.total).toBe(3);
    expect((await list({ province: '广东', startDate: '2025-01-11', endDate: '2025-02-28' })).data.total).toBe(2);
  });

  it('pages', async () => {
    const p2 = await list({ page: 2, pageSize: 4 });
    expect(p2.data).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(p2.data.list).toHaveLength(2);
  });

  it('gives clear messages for hostile values and leaves the data intact', async () => {
    const injection = await list({ keyword: "'; drop table sampling_records; --", province: "广东' or '1'='1" });
    expect(injection.code).toBe(1);
    expect(injection.data.total).toBe(0);
    expect((await list({})).data.total).toBe(6);
    expect(await list({ startDate: '2025-03-01', endDate: '2025-01-01' })).toMatchObject({
      code: 601,
      msg: '开始日期不能大于结束日期',
    });
    expect((await list({ page: 99999999 })).code).toBe(601);
    expect(await list({ page: 600, pageSize: 20 })).toMatchObject({
      code: 601,
      msg: '仅可翻阅前10000条结果，请缩小查询条件',
    });
    // The lower bound's message names the upper bound too (it showed the bare {max}).
    expect((await list({ pageSize: -5 })).msg).toBe('每页条数需在1-100之间');
    expect((await list({ pageSize: 'abc' })).code).toBe(601);
    expect((await list({ sort: 'id; drop table x' })).code).toBe(601);
    expect((await list({ startDate: '2025-13-45' })).code).toBe(601);
    expect((await list({ result: 'maybe' })).code).toBe(601);
    expect((await list({ keyword: 'x'.repeat(5000) })).code).toBe(601);
    const en = await post(
      '/cj/data/list',
      { startDate: '2025-03-01', endDate: '2025-01-01' },
      { 'accept-language': 'en', cookie: 'languageName=en' },
    );
    expect(en.code).toBe(601);
  });
});

describe('detail and related', () => {
  it('answers one record and its relatives by notice and by producer', async () => {
    const first = (await list({ sort: 'samplingDate', order: 'asc', pageSize: 1 })).data.list[0];
    const detail = await post('/cj/data/detail', { id: first.id });
    expect(detail.data).toMatchObject({ noticeNo: 'N-1', productName: '鑫源酱油', result: 'fail', measuredValue: 1.8 });
    const byNotice = await post('/cj/data/related', { id: first.id, by: 'notice' });
    expect(byNotice.data).toMatchObject({ total: 2, value: 'N-1' });
    const byProducer = await post('/cj/data/related', { id: first.id, by: 'producer' });
    expect(byProducer.data.total).toBe(3);
    expect((await post('/cj/data/detail', { id: 999999 })).msg).toBe('记录不存在');
    expect((await post('/cj/data/related', { id: first.id, by: 'nonsense' })).code).toBe(601);
  });

  it('relates nothing through an empty value (agricultural products have no producer)', async () => {
    const leek = (await list({ keyword: '韭菜' })).data.list[0];
    expect((await post('/cj/data/related', { id: leek.id, by: 'producer' })).data.total).toBe(0);
  });
});

describe('statistics and visualization (from the pre-aggregate)', () => {
  it('cross-tabs failures by province and month', async () => {
    const r = await post('/cj/data/statistics', { rows: 'province', measure: 'fail' });
    expect(r.code).toBe(1);
    expect(r.data.columns.map((c: { key: string }) => c.key)).toEqual(['2025-01', '2025-02', '2025-03']);
    const byKey = Object.fromEntries(
      r.data.rows.map((x: { key: string; values: number[]; total: number }) => [x.key, x]),
    );
    expect(byKey['浙江']).toMatchObject({ values: [0, 1, 1], total: 2 });
    expect(byKey['广东']).toMatchObject({ values: [1, 0, 0], total: 1 });
    expect(byKey['北京']).toMatchObject({ total: 0 });
    expect(r.data.totals).toEqual([1, 1, 1]);
    expect(r.data.total).toBe(3);
    expect(r.data.rows[0].key).toBe('浙江');
  });

  it('cross-tabs a dimension by another, with filters, by quarter and limited', async () => {
    const r = await post('/cj/data/statistics', { rows: 'foodCategory', cols: 'province', measure: 'count' });
    const seasoning = r.data.rows.find((x: { key: string }) => x.key === '调味品');
    const cols = r.data.columns.map((c: { key: string }) => c.key);
    expect(seasoning.total).toBe(3);
    expect(seasoning.values[cols.indexOf('广东')]).toBe(2);
    expect(seasoning.values[cols.indexOf('北京')]).toBe(1);
    const q = await post('/cj/data/statistics', {
      rows: 'level',
      period: 'quarter',
      startMonth: '2025-02',
      endMonth: '2025-03',
    });
    expect(q.data.columns.map((c: { key: string }) => c.key)).toEqual(['2025-Q1']);
    expect(q.data.total).toBe(4);
    expect(q.data.rows.find((x: { key: string }) => x.key === 'city').label).toBe('市级');
    const top1 = await post('/cj/data/statistics', { rows: 'province', limit: 1 });
    expect(top1.data.rows).toHaveLength(1);
    expect(top1.data.rows[0]).toMatchObject({ key: '广东', total: 3 });
    expect(top1.data.total).toBe(6);
    const en = await t.app.inject({
      method: 'POST',
      url: '/cj/data/statistics',
      payload: { ...auth, rows: 'province', limit: 1 },
      headers: { cookie: 'languageName=en' },
    });
    void en;
    expect(
      (await post('/cj/data/statistics', { rows: 'province', startMonth: '2025-03', endMonth: '2025-01' })).msg,
    ).toBe('开始日期不能大于结束日期');
    expect((await post('/cj/data/statistics', { rows: 'nonsense' })).code).toBe(601);
    expect((await post('/cj/data/statistics', { rows: 'province', limit: 0 })).code).toBe(601);
  });

  it('gives the KPI figures and every chart of the definition', async () => {
    const r = await post('/cj/data/visualization', {});
    expect(r.data.kpis).toEqual([
      { key: 'count', value: 6 },
      { key: 'fail', value: 3 },
    ]);
    const charts = Object.fromEntries(r.data.charts.map((c: { key: string }) => [c.key, c]));
    expect(Object.keys(charts)).toEqual(Object.keys(recordModules.sampling.spec.charts));
    expect(charts.failMap.items[0]).toMatchObject({ key: '浙江', value: 2 });
    expect(charts.trend.items.map((i: { key: string; value: number }) => [i.key, i.value])).toEqual([
      ['2025-01', 1],
      ['2025-02', 1],
      ['2025-03', 1],
    ]);
    expect(charts.topHazards.items[0].value).toBe(1);
    const scoped = await post('/cj/data/visualization', { province: '广东' });
    expect(scoped.data.kpis).toEqual([
      { key: 'count', value: 3 },
      { key: 'fail', value: 1 },
    ]);
  });

  it('lists the dimension values for the filter dropdowns', async () => {
    const r = await post('/cj/data/options');
    const provinces = r.data.dimensions.find((d: { key: string }) => d.key === 'province');
    expect(provinces.values[0]).toEqual({ value: '广东', label: '广东', count: 3 });
  });

  it('keeps the pre-aggregate equal to a rebuild after inserts, updates and deletes', async () => {
    const snapshot = () =>
      t.database.rows(
        sql`select month::text, d1, d2, d3, d4, n::int, m1, m2 from record_summary where module = 'sampling' order by 1, 2, 3, 4, 5`,
      );
    await writeRecords(
      t.database,
      sampling,
      fixedSampling.slice(0, 2).map((r) => ({ ...r, noticeNo: 'N-9', samplingDate: '2025-04-02' })),
    );
    await t.database.rows(sql`update sampling_records set result = 'fail' where notice_no = 'N-9'`);
    await t.database.rows(
      sql`update sampling_records set sampled_province = '江苏' where notice_no = 'N-9' and sampled_city = '深圳'`,
    );
    const maintained = await snapshot();
    await rebuildSummary(t.database, sampling);
    expect(await snapshot()).toEqual(maintained);
    expect(maintained.find((r) => r.month === '2025-04-01' && r.d1 === '江苏')).toMatchObject({ n: 1, m1: 1 });
    await t.database.rows(sql`delete from sampling_records where notice_no = 'N-9'`);
    const afterDelete = await snapshot();
    await rebuildSummary(t.database, sampling);
    expect(await snapshot()).toEqual(afterDelete);
    expect(afterDelete.some((r) => r.month === '2025-04-01')).toBe(false);
  });
});

describe('export', () => {
  it('exports the filtered list, or the chosen ids, as xlsx with labelled columns', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/cj/data/export', payload: { ...auth, result: 'fail' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsxRows(res.rawPayload, { maxRows: 5000 });
    expect(rows[0]).toContain('产品名称');
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).every((r) => r.includes('不合格'))).toBe(true);
    const ids = (await list({ pageSize: 2 })).data.list.map((x: { id: number }) => x.id);
    const picked = await t.app.inject({ method: 'POST', url: '/cj/data/export', payload: { ...auth, ids } });
    expect(await readXlsxRows(picked.rawPayload, { maxRows: 5000 })).toHaveLength(3);
    const tooMany = await post('/cj/data/export', { quantity: 2001 });
    expect(tooMany.code).toBe(601);
    const stat = await t.app.inject({
      method: 'POST',
      url: '/cj/data/statistics/export',
      payload: { ...auth, rows: 'province' },
    });
    const statRows = await readXlsxRows(stat.rawPayload, { maxRows: 100 });
    expect(statRows[0]![0]).toBe('省份');
    // The totals, then the note naming where the (real) records come from.
    expect(statRows.at(-2)![0]).toBe('合计');
    expect(statRows.at(-1)![0]).toMatch(/^数据来源: /);
  });
});

describe('rights', () => {
  it('refuses every records call to a member without the module right (the viewer)', async () => {
    const viewer = await createMember(t.database.db, { rights: ['biaofa'] });
    const va = (await memberSession(t.database.db, viewer)).auth;
    for (const e of Object.values(api.records)) {
      const res = await t.app.inject({
        method: e.method,
        url: e.path,
        payload: e.method === 'GET' ? undefined : va,
        query: e.method === 'GET' ? (va as never) : undefined,
      });
      expect(res.json(), `${e.path}`).toMatchObject({ code: 403 });
    }
    const noSession = await t.app.inject({ method: 'POST', url: '/cj/data/list', payload: {} });
    expect(noSession.json().code).toBe(303);
  });
});
