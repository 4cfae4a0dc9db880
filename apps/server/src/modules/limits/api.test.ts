import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { loadConfig } from '../../config.js';
import { importLimitsData, importLimitsFile } from './import/index.js';
import { refreshSavedQueries } from './queries.service.js';
import { api } from '@app/contract';
import { caller, createStaff } from '../admin/test-kit.js';

/** The /hazardsLimits calls on the real data: search, comparison, analysis and its files, rights, bad input. */
const dir = loadConfig().publicDataDir;
const has = existsSync(path.join(dir, 'eu_2023_915_contaminant_limits.csv'));

let t: TestApp;
let auth: { customer_id: number; batoken: string };
let other: { customer_id: number; batoken: string };
let memberId: number;
beforeAll(async () => {
  t = await testApp();
  if (has) await importLimitsData(t.database, dir);
  const m = await createMember(t.database.db, { rights: ['whwxl'] });
  memberId = m.id;
  auth = (await memberSession(t.database.db, m)).auth;
  other = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['cj'] }))).auth;
}, 300_000);
afterAll(() => t?.close());

const post = async (url: string, body: Record<string, unknown> = {}, who = auth, lang?: 'en') => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: { ...who, ...body },
    headers: lang ? { cookie: 'languageName=en' } : {},
  });
  return res.json() as { code: number; msg: string; data: any };
};
const get = async (url: string, query: Record<string, string | number>, who = auth) => {
  const qs = new URLSearchParams(Object.entries({ ...who, ...query }).map(([k, v]) => [k, String(v)]));
  return (await t.app.inject({ method: 'GET', url: `${url}?${qs}` })).json() as {
    code: number;
    msg: string;
    data: any;
  };
};
const foodId = async (name: string, scheme: string) =>
  (await post('/whwxl/limits/foods', { q: name })).data.list.find(
    (f: any) => f.scheme === scheme && (f.nameZh === name || f.nameSource === name),
  )?.id as number;
const substanceId = async (q: string) => (await post('/whwxl/limits/substances', { q })).data.list[0].id as number;

describe.skipIf(!has)('limits calls', () => {
  it('finds the EU rice rows beside the Chinese ones for 大米 and for rice', async () => {
    for (const q of ['大米', 'rice']) {
      const r = await post('/whwxl/limits/search', { food: q, pageSize: 100 });
      expect(r.code).toBe(1);
      const codes = r.data.byJurisdiction.map((g: any) => g.code);
      expect(codes).toEqual(expect.arrayContaining(['CN', 'EU']));
      expect(r.data.list.some((l: any) => l.jurisdiction === 'EU' && l.foodSource.includes('riz'))).toBe(true);
    }
  });

  it('searches by substance in traditional Chinese and gives detail with source and validity', async () => {
    const r = await post('/whwxl/limits/search', { substance: '鎘' });
    expect(r.data.substances[0].nameZh).toBe('镉');
    const d = await get('/whwxl/limits/detail', { id: r.data.list[0].id });
    expect(d.data.limit.sourceDoc).toBeTruthy();
    expect(d.data.jurisdiction.code).toBe(r.data.list[0].jurisdiction);
  });

  it('compares lead in rice across CN, EU and TW: values in mg/kg, strictest marked, reason for the empty cell', async () => {
    const rice = await foodId('大米(粉)', 'GB2762');
    const pb = await substanceId('7439-92-1');
    const r = await post('/whwxl/limits/compare', {
      substanceId: pb,
      foodNodeId: rice,
      jurisdictions: ['CN', 'EU', 'TW'],
    });
    if (r.code !== 1) console.log(r);
    expect(r.code).toBe(1);
    const cell = (c: string) => r.data.cells.find((x: any) => x.jurisdiction === c);
    expect(cell('CN').valueMgKg).toBe(0.2);
    expect(cell('EU').valueMgKg).toBe(0.2);
    expect(cell('TW').status).toBe('not_in_database');
    expect(r.data.cells.filter((c: any) => c.strictest).length).toBeGreaterThanOrEqual(1);
    const en = await post(
      '/whwxl/limits/compare',
      { substanceId: pb, foodNodeId: rice, jurisdictions: ['CN', 'TW'] },
      auth,
      'en',
    );
    expect(en.data.cells[1].reason).toMatch(/pesticide MRLs of the Taiwan region/);
  });

  it('says "not listed → must not be detected" for a pesticide TFDA does not list for a crop', async () => {
    const tea = await foodId('茶類', 'TFDA');
    const list = (await post('/whwxl/limits/substances', { q: '2,4-D' })).data.list;
    const r = await post('/whwxl/limits/compare', {
      substanceId: list[0].id,
      foodNodeId: tea,
      jurisdictions: ['TW', 'CN'],
    });
    const tw = r.data.cells.find((c: any) => c.jurisdiction === 'TW');
    expect(tw.status).toBe('not_listed');
    expect(tw.reason).toContain('不得检出');
  });

  it('builds the analysis report and its xlsx and PDF files', async () => {
    const rice = await foodId('大米(粉)', 'GB2762');
    const r = await post('/whwxl/limits/analysis', { foodNodeId: rice, jurisdictions: ['CN', 'EU', 'TW'] });
    expect(r.data.rows.length).toBeGreaterThan(3);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/whwxl/limits/analysis/xlsx',
      payload: { ...auth, foodNodeId: rice, jurisdictions: ['CN', 'EU'] },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(wb.worksheets[0]!.getSheetValues());
    expect(text).toContain('镉');
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/whwxl/limits/analysis/pdf',
      payload: { ...auth, foodNodeId: rice, jurisdictions: ['CN', 'EU'] },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from('FontFile2')) || pdf.rawPayload.length > 20_000).toBe(true);
  });

  it('gives a clear message for bad input', async () => {
    expect((await post('/whwxl/limits/search', {})).msg).toBe('请输入物质或食品名称');
    expect((await post('/whwxl/limits/search', { substance: '不存在的物质xyz' })).msg).toBe('未找到该物质');
    expect((await post('/whwxl/limits/search', { substance: 'lead' }, auth, 'en')).code).toBe(1);
    const many = Array.from({ length: 1000 }, (_, i) => `J${i}`);
    expect((await post('/whwxl/limits/compare', { substanceId: 1, foodNodeId: 1, jurisdictions: many })).msg).toBe(
      '一次最多比较10个法域',
    );
    expect(
      (await post('/whwxl/limits/compare', { substanceId: 1, foodNodeId: 1, jurisdictions: ['CN', 'XX'] })).msg,
    ).toBe('未知的法域：XX');
    expect(
      (await post('/whwxl/limits/compare', { substanceId: 99_999_999, foodNodeId: 1, jurisdictions: ['CN', 'EU'] }))
        .msg,
    ).toBe('未找到该物质');
  });

  it('refuses a member without the right', async () => {
    const r = await post('/whwxl/limits/search', { substance: '铅' }, other);
    expect(r.code).not.toBe(1);
  });

  it('tells a member when a saved query result changes after an import', async () => {
    const saved = await post('/whwxl/limits/queries/save', { name: '茶叶铅', substance: '铅', food: '茶叶' });
    expect(saved.code).toBe(1);
    await t.database.rows(
      sql`update lim_limits set value_raw = '4.0' where id = (select l.id from lim_limits l join lim_food_nodes n on n.id = l.food_node_id join lim_substances s on s.id = l.substance_id where n.name_zh = '茶叶' and s.name_zh = '铅' and l.source_doc = 'GB 2762-2022' limit 1)`,
    );
    expect(await refreshSavedQueries(t.database, 'import')).toBe(1);
    // The import puts the source's value back, keeps the old one in the history and the query changes again.
    const again = await importLimitsFile(t.database, path.join(dir, 'cn_gb2762_2022_contaminant_limits.csv'));
    expect(again.updated).toBe(1);
    expect(await refreshSavedQueries(t.database, 'import')).toBe(1);
    const msgs = await t.database.rows<{ title: string }>(
      sql`select title from messages where member_id = ${memberId}`,
    );
    expect(msgs.some((m) => m.title.includes('茶叶铅'))).toBe(true);
    const list = await post('/whwxl/limits/queries', {});
    expect(list.data.list[0].lastChange).toMatch(/^\d+ → \d+ 条（数据导入）$/);
    // The member wrote in Chinese; read on an English page, the change and the message are English.
    const listEn = await post('/whwxl/limits/queries', {}, auth, 'en');
    expect(listEn.data.list[0].lastChange).toMatch(/^\d+ → \d+ rows \(data import\)$/);
    const inboxEn = await post('/api/member/message/list', {}, auth, 'en');
    expect(inboxEn.data.list[0].title).toBe('The results of your limit query "茶叶铅" changed');
    expect(inboxEn.data.list[0].content).not.toMatch(/[\u4e00-\u9fff]/);
    const hist = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from lim_limit_history`);
    expect(hist[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('keeps the per-jurisdiction counts equal to the rows, and pages in the default order as a full sort would', async () => {
    const [diff] = await t.database.rows<{ food: number; substance: number }>(sql`select
      (select count(*)::int from (select food_node_id, jurisdiction, count(*)::int as n from lim_limits group by 1, 2) a full join lim_food_counts c using (food_node_id, jurisdiction) where a.n is distinct from c.n) as food,
      (select count(*)::int from (select substance_id, jurisdiction, count(*)::int as n from lim_limits group by 1, 2) a full join lim_substance_counts c using (substance_id, jurisdiction) where a.n is distinct from c.n) as substance`);
    expect(diff).toEqual({ food: 0, substance: 0 });
    const pb = await substanceId('铅');
    const all = await t.database.rows<{ id: number }>(
      sql`select id from lim_limits where substance_id = ${pb} order by jurisdiction desc, id limit 40`,
    );
    const page2 = await post('/whwxl/limits/search', { substance: '铅', page: 2, pageSize: 20, order: 'desc' });
    const page1 = await post('/whwxl/limits/search', { substance: '铅', page: 1, pageSize: 20, order: 'desc' });
    // 铅 also finds 四乙基铅 and the like: compare on lead's own rows only when it is the only match.
    if (page1.data.substances.length === 1)
      expect([...page1.data.list, ...page2.data.list].map((r: { id: number }) => r.id)).toEqual(all.map((r) => r.id));
    expect(page1.data.total).toBe(
      page1.data.byJurisdiction.reduce((a: number, g: { total: number }) => a + g.total, 0),
    );
  });

  describe('back office', () => {
    const admin = api.admin.limits;
    it('lists import runs with counts and rejects, and corrects a limit with its history', async () => {
      const staff = await createStaff(t.database.db, {
        permissions: ['limits:import:page', 'limits:limit:page', 'limits:limit:update'],
      });
      const call = caller(t.app, staff.token);
      const runs = await call(admin.importRuns, { page: 1, pageSize: 50 });
      expect(runs.code).toBe(1);
      if (has) {
        const tfda = runs.data.list.find((r: { file: string }) => r.file.includes('tw_tfda_pesticide_mrl'));
        expect(tfda.read).toBeGreaterThan(8000);
        // A run names its file, never the server's folders.
        expect(runs.data.list.every((r: { file: string }) => !r.file.includes('/'))).toBe(true);
        expect(tfda.rejectedCount).toBe(tfda.rejected.length);
        expect(
          (await call(admin.importRuns, { file: 'gb2762' })).data.list.every((r: { file: string }) =>
            r.file.includes('gb2762'),
          ),
        ).toBe(true);
      }
      const found = await call(admin.limits, { q: '茶叶', jurisdiction: 'CN', pageSize: 50 });
      expect(found.code).toBe(1);
      const row = found.data.list.find((r: { substanceZh: string }) => r.substanceZh === '铅') ?? found.data.list[0];
      if (!row) return;
      const fixed = await call(admin.editLimit, {
        id: row.id,
        reason: '核对原文',
        valueRaw: '5.0',
        unit: 'mg/kg',
        basis: row.basis,
        footnotes: row.footnotes,
        flagged: true,
      });
      expect(fixed).toMatchObject({ code: 1, data: { id: row.id, valueMgKg: 5 } });
      const after = (
        await call(admin.limits, { q: '茶叶', jurisdiction: 'CN', pageSize: 50, flaggedFilter: 'yes' })
      ).data.list.find((r: { id: number }) => r.id === row.id);
      expect(after.flagged).toBe(true);
      expect(after.historyCount).toBeGreaterThanOrEqual(1);
      expect(after.historyText).toContain('核对原文');
      expect((await call(admin.editLimit, { id: row.id, reason: '还原', flagged: false })).code).toBe(1);
      expect((await call(admin.editLimit, { id: row.id, reason: '坏单位', unit: 'furlong' })).msg).toContain('furlong');
    });

    it('refuses staff without the rights, and members', async () => {
      const viewer = await createStaff(t.database.db, { permissions: ['limits:limit:page'] });
      const call = caller(t.app, viewer.token);
      expect((await call(admin.limits, {})).code).toBe(1);
      expect((await call(admin.importRuns, {})).code).not.toBe(1);
      const [anyLimit] = await t.database.rows<{ id: number }>(sql`select id from lim_limits order by id limit 1`);
      if (anyLimit)
        expect((await call(admin.editLimit, { id: anyLimit.id, reason: 'x', valueRaw: '1' })).code).not.toBe(1);
      expect((await caller(t.app)(admin.limits, {})).code).not.toBe(1);
    });
  });
});
