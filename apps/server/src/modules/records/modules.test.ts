import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, getTableName } from 'drizzle-orm';
import { recordModules, type RecordModuleName } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { readXlsxRows } from '../../lib/xlsx.js';
import { seedRecords, seedClassicCases } from '../../seed/records.js';
import { recordTables, type RecordTableDef } from './definitions.js';
import { rebuildSummary } from './summary-sql.js';

/**
 * Each module definition on generated data: every filter it declares narrows the list to exactly
 * the rows a direct SQL count gives, every statistics dimension and chart answers, and the
 * pre-aggregate equals a rebuild; plus classic cases and the sampling report.
 */
let t: TestApp;
let auth: { customer_id: number; batoken: string };
const post = async (url: string, body: Record<string, unknown> = {}) =>
  (await t.app.inject({ method: 'POST', url, payload: { ...auth, ...body } })).json() as {
    code: number;
    msg: string;
    data: any;
  };

beforeAll(async () => {
  t = await testApp();
  const member = await createMember(t.database.db, {
    rights: ['cj', 'sanction_index', 'judge_datavi', 'international'],
  });
  auth = (await memberSession(t.database.db, member)).auth;
  await seedRecords(t.database, 'test');
});
afterAll(async () => t?.close());

describe.each(Object.keys(recordModules) as RecordModuleName[])('module %s', (name) => {
  const def = recordTables[name] as unknown as RecordTableDef;
  const spec = recordModules[name].spec;
  const base = spec.base;

  it('narrows the list by each of its filters exactly as SQL does', async () => {
    const table = getTableName(def.table);
    const [sample] = await t.database.rows<Record<string, unknown>>(
      sql.raw(`select * from ${table} order by id limit 1 offset 7`),
    );
    for (const key of Object.keys(spec.filters)) {
      // A value taken from a real row: the filter's column value, or a bound for amounts, or true.
      let value: unknown;
      let expected: number;
      if (key === 'minAmount' || key === 'maxAmount') {
        value = 50000;
        const op = key === 'minAmount' ? '>=' : '<=';
        [{ n: expected }] = (await t.database.rows<{ n: number }>(
          sql.raw(`select count(*)::int as n from ${table} where amount ${op} 50000`),
        )) as [{ n: number }];
      } else if (key === 'chinaOrigin') {
        value = true;
        [{ n: expected }] = (await t.database.rows<{ n: number }>(
          sql.raw(`select count(*)::int as n from ${table} where china_origin`),
        )) as [{ n: number }];
      } else {
        const field = fieldOfFilter(name, key);
        const col = (def.cols[field] as unknown as { name: string }).name;
        value = String(sample![col]);
        [{ n: expected }] = (await t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from ${def.table} where ${sql.raw(col)} = ${value}`,
        )) as [{ n: number }];
      }
      expect(
        (def.filters as Record<string, (v: unknown) => unknown>)[key]!(value),
        `${name}.${key} builds a condition`,
      ).toBeDefined();
      const r = await post(`${base}/list`, { [key]: value, pageSize: 5 });
      expect(r.code, `${name}.${key}`).toBe(1);
      expect(r.data.total, `${name}.${key}=${String(value)}`).toBe(expected);
      expect(expected, `${name}.${key} selects something`).toBeGreaterThan(0);
    }
  });

  it('answers detail, related, every statistics dimension, every chart and an export', async () => {
    const first = (await post(`${base}/list`, { pageSize: 1 })).data.list[0];
    const detail = await post(`${base}/detail`, { id: first.id });
    expect(Object.keys(detail.data).sort()).toEqual(
      ['id', 'demo', ...Object.keys(spec.item), ...Object.keys(spec.extra)].sort(),
    );
    for (const by of Object.keys(spec.related))
      expect((await post(`${base}/related`, { id: first.id, by })).code).toBe(1);
    const [{ n }] = (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from ${def.table}`)) as [
      { n: number },
    ];
    for (const dim of Object.keys(spec.dimensions)) {
      const r = await post(`${base}/statistics`, { rows: dim, period: 'year', limit: 100 });
      expect(r.code, dim).toBe(1);
      const measure = Object.keys(spec.measures)[0];
      expect(measure).toBe('count');
      expect(r.data.total, `${name} by ${dim} counts every record`).toBe(n);
    }
    const vis = await post(`${base}/visualization`);
    expect(vis.data.charts.map((c: { key: string }) => c.key)).toEqual(Object.keys(spec.charts));
    expect(vis.data.kpis[0]).toEqual({ key: 'count', value: n });
    const xlsx = await t.app.inject({ method: 'POST', url: `${base}/export`, payload: { ...auth, quantity: 50 } });
    expect(await readXlsxRows(xlsx.rawPayload, { maxRows: 100 })).toHaveLength(51);
  });

  it('keeps its pre-aggregate equal to a rebuild', async () => {
    const snap = () =>
      t.database.rows(
        sql`select grain, month::text, d1, d2, d3, d4, n::int, round(m1::numeric, 2)::float8 as m1, round(m2::numeric, 2)::float8 as m2 from record_summary where module = ${name} order by 1, 2, 3, 4, 5, 6`,
      );
    const maintained = await snap();
    await rebuildSummary(t.database, def);
    expect(await snap()).toEqual(maintained);
  });
});

/** The record field each filter compares (filters named after a field compare that field). */
function fieldOfFilter(name: RecordModuleName, key: string): string {
  const map: Record<string, Record<string, string>> = {
    sampling: { province: 'sampledProvince', city: 'sampledCity' },
    penalty: { province: 'partyProvince' },
    judge: { province: 'courtProvince' },
    international: {},
  };
  return map[name]![key] ?? key;
}

describe('classic case analyses', () => {
  it('lists articles and shows one with its linked judgments', async () => {
    await seedClassicCases(t.database);
    const list = await post('/comply/judge/classic/list');
    expect(list.data.total).toBeGreaterThan(0);
    const detail = await post('/comply/judge/classic/detail', { id: list.data.list[0].id });
    expect(detail.data.judgments.length).toBeGreaterThan(0);
    expect(detail.data.body).toContain('【裁判要点】');
    const cause = list.data.list[0].cause as string;
    expect((await post('/comply/judge/classic/list', { keyword: cause })).data.total).toBeGreaterThan(0);
    expect((await post('/comply/judge/classic/list', { keyword: '不存在的词语组合' })).data.total).toBe(0);
  });
});

describe('sampling report', () => {
  it('answers KPIs, tables and charts, and the same as xlsx and PDF', async () => {
    const body = { startMonth: '2024-11', endMonth: '2026-10' };
    const r = await post('/cj/report', body);
    const [{ n, fail }] = (await t.database.rows<{ n: number; fail: number }>(
      sql`select count(*)::int as n, count(*) filter (where result = 'fail')::int as fail from sampling_records`,
    )) as [{ n: number; fail: number }];
    expect(r.data.kpis.slice(0, 2).map((k: { value: number }) => k.value)).toEqual([n, fail]);
    expect(r.data.tables.map((x: { key: string }) => x.key)).toEqual(['byCategory', 'byHazard', 'byProvince', 'trend']);
    const byProvince = r.data.tables[2].rows as { count: number }[];
    expect(byProvince.reduce((s, x) => s + x.count, 0)).toBe(n);
    const scoped = await post('/cj/report', { ...body, province: '广东' });
    const [{ gd }] = (await t.database.rows<{ gd: number }>(
      sql`select count(*)::int as gd from sampling_records where sampled_province = '广东'`,
    )) as [{ gd: number }];
    expect(scoped.data.kpis[0].value).toBe(gd);
    expect((await post('/cj/report', { startMonth: '2026-01', endMonth: '2025-01' })).msg).toBe(
      '开始日期不能大于结束日期',
    );
    expect((await post('/cj/report', { startMonth: '2026-01' })).msg).toBe('必填项不能为空');
    const xlsx = await t.app.inject({ method: 'POST', url: '/cj/report/xlsx', payload: { ...auth, ...body } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await readXlsxRows(xlsx.rawPayload, { maxRows: 100 }))[0]![0]).toBe('食品安全抽检分析报告');
    const pdf = await t.app.inject({ method: 'POST', url: '/cj/report/pdf', payload: { ...auth, ...body } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
