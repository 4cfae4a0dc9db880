import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.js';
import { hasData, indicatorsTestApp } from './test-data.js';
import ExcelJS from 'exceljs';
import { createMember, memberSession } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';

/**
 * The /indicators calls on real data: the product standards, the limits database (GB 2762/2761)
 * and GB 2760, imported from data/ into a fresh database.
 */
if (!hasData) console.warn('data/ files are absent: the /indicators data tests are skipped');

const soy = { kind: 'standard' as const, key: 'GB 2717-2018' };

async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('r');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.runIf(hasData)('/indicators calls (needs data/)', () => {
  let t: TestApp;
  let auth: { customer_id: number; batoken: string };
  let noRight: { customer_id: number; batoken: string };
  const post = (url: string, body: object, who = auth, lang = 'zh-cn') =>
    t.app.inject({ method: 'POST', url, payload: { ...who, ...body }, headers: { lang } }).then((r) => r.json());

  beforeAll(async () => {
    ({ t, auth } = await indicatorsTestApp());
    const v = await createMember(t.database.db, { rights: ['biaofa'] });
    noRight = (await memberSession(t.database.db, v)).auth;
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses a member without the product_list right, on every call', async () => {
    for (const url of [
      '/comply/indicators/choices',
      '/comply/indicators/assemble',
      '/comply/indicators/check',
      '/comply/indicators/compare',
      '/comply/indicators/specs',
    ]) {
      expect(
        (await post(url, { source: soy, results: [{ name: '铅', value: '1' }], left: soy, right: soy }, noRight)).code,
      ).toBe(403);
    }
  });

  it('assembles 酱油 (GB 2717-2018): its own indicators and those inherited from GB 2762/2761/2760 by food category', async () => {
    const r = await post('/comply/indicators/assemble', { source: soy });
    expect(r.code).toBe(1);
    const list = r.data.indicators as {
      name: string;
      inheritedFrom: string | null;
      category: string;
      requirement: { kind: string; plan?: object };
    }[];
    expect(list.find((i) => i.name === '氨基酸态氮')).toMatchObject({ inheritedFrom: null, category: '理化' });
    expect(list.find((i) => i.name === '菌落总数')?.requirement.plan).toEqual({ n: 5, c: 2, m: 5000, M: 50000 });
    const lead = list.find((i) => i.name === '铅');
    expect(lead?.inheritedFrom).toMatch(/GB 2762/);
    expect(list.some((i) => i.category === '食品添加剂')).toBe(true);
    expect(r.data.references).toContain('GB 2762');
  });

  it('keeps an assembled list until a limit it comes from is written, then reads it again', async () => {
    type Row = { id: string; name: string; requirement: { max?: number } };
    const lead = async () =>
      ((await post('/comply/indicators/assemble', { source: soy })).data.indicators as Row[]).find(
        (i) => i.name === '铅' && i.id.startsWith('l'),
      )!;
    const before = await lead();
    const id = Number(before.id.slice(1));
    const [old] = await t.database.rows<{ value: number }>(sql`select value from lim_limits where id = ${id}`);
    await t.database.rows(sql`update lim_limits set value = 0.123 where id = ${id}`);
    try {
      expect((await lead()).requirement.max).toBe(0.123);
    } finally {
      await t.database.rows(sql`update lim_limits set value = ${old!.value} where id = ${id}`);
    }
    expect((await lead()).requirement.max).toBe(before.requirement.max);
  });

  it('checks results: ≥, LOQ and ND, n/c/m/M, a non-numeric value and a unit of another dimension', async () => {
    const results = [
      { name: '氨基酸态氮', value: '0.3', unit: 'g/100mL' },
      { name: '氨基酸态氮', value: '0.42', unit: 'g/100mL' },
      { name: '氨基酸态氮', value: '0.8', unit: 'g/100mL' },
      { name: '菌落总数', value: '100, 200, 6000, 300, 400', unit: 'CFU/mL' },
      { name: '菌落总数', value: '100, 200, 60000, 300, 400', unit: 'CFU/mL' },
      { name: '氨基酸态氮', value: '约0.5', unit: 'g/100mL' },
      { name: '菌落总数', value: '100', unit: 'CFU/g' },
      { name: '不存在的项目', value: '1', unit: '' },
    ];
    const r = await post('/comply/indicators/check', { source: soy, results });
    expect(r.code).toBe(1);
    expect(r.data.rows.map((x: { verdict: string }) => x.verdict)).toEqual([
      'fail',
      'near',
      'pass',
      'near',
      'fail',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(r.data.rows[6].reason).toContain('CFU/g');
    const lead = await post('/comply/indicators/check', {
      source: soy,
      results: [
        { name: '铅', value: '未检出', unit: 'mg/kg', loq: '0.02' },
        { name: '铅', value: '<5', unit: 'mg/kg' },
        { name: '铅', value: '5000', unit: 'μg/kg' },
      ],
    });
    expect(lead.data.rows.map((x: { verdict: string }) => x.verdict)).toEqual(['pass', 'unknown', 'fail']);
    const en = await post(
      '/comply/indicators/check',
      { source: soy, results: [{ name: '氨基酸态氮', value: '0.3', unit: 'g/100mL' }] },
      auth,
      'en',
    );
    expect(en.data.rows[0].reason).toMatch(/below the requirement/);
  });

  it('imports an xlsx of results, refusing a non-xlsx file and 1,001 rows with a clear message', async () => {
    // An upload carries its session in the header: the body is read only after the session is checked.
    const url = '/comply/indicators/check/import';
    const upload = (file: Buffer, name: string) => {
      const m = multipart({ name, data: file });
      return t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...m.headers, batoken: auth.batoken },
      });
    };
    const ok = await upload(
      await xlsx([
        ['检测项目', '检测结果', '单位', '定量限'],
        ['铅', '0.1', 'mg/kg', ''],
        ['', '1', '', ''],
        ['氨基酸态氮', 'abc', 'g/100mL', ''],
      ]),
      'r.xlsx',
    );
    const body = ok.json();
    expect(body.code).toBe(1);
    expect(body.data.results).toHaveLength(2);
    expect(body.data.problems).toEqual([{ row: 3, message: '第3行缺少检测项目' }]);
    const csv = await upload(Buffer.from('a,b\n'), 'r.csv');
    expect(csv.json()).toMatchObject({ code: 601, msg: '仅支持xlsx格式的文件' });
    const many = await xlsx([['检测项目', '检测结果'], ...Array.from({ length: 1001 }, (_, i) => [`项目${i}`, '1'])]);
    expect((await upload(many, 'many.xlsx')).json()).toMatchObject({ code: 601, msg: '每次最多导入1000行检测结果' });
  });

  it('exports the verdict as xlsx and PDF, and offers a template', async () => {
    const body = { ...auth, source: soy, results: [{ name: '氨基酸态氮', value: '0.3', unit: 'g/100mL' }] };
    const x = await t.app.inject({
      method: 'POST',
      url: '/comply/indicators/check/export',
      payload: { ...body, format: 'xlsx' },
    });
    expect(x.headers['content-type']).toContain('spreadsheetml');
    const p = await t.app.inject({
      method: 'POST',
      url: '/comply/indicators/check/export',
      payload: { ...body, format: 'pdf' },
    });
    expect(p.headers['content-type']).toContain('pdf');
    expect(p.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const tpl = await t.app.inject({
      method: 'POST',
      url: '/comply/indicators/check/template',
      payload: { ...auth, source: soy },
    });
    expect(tpl.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps my specifications per customer and compares one with the GB product standard line by line', async () => {
    const saved = await post('/comply/indicators/specs/save', {
      name: '企业标准 Q/ABC 0001S 酱油',
      baseStandard: 'GB 2717-2018',
      lines: [
        { name: '氨基酸态氮', category: '理化', requirement: '≥0.8', unit: 'g/100mL' },
        { name: '铅', category: '污染物', requirement: '≤0.5', unit: 'mg/kg' },
        { name: '菌落总数', category: '微生物', requirement: '≤100000', unit: 'CFU/mL' },
      ],
    });
    expect(saved.code).toBe(1);
    const other = await createMember(t.database.db, { rights: ['product_list'] });
    const otherAuth = (await memberSession(t.database.db, other)).auth;
    expect((await post('/comply/indicators/specs', {}, otherAuth)).data.specs).toEqual([]);
    expect(
      (await post('/comply/indicators/assemble', { source: { kind: 'spec', key: String(saved.data.id) } }, otherAuth))
        .code,
    ).toBe(601);
    const cmp = await post('/comply/indicators/compare', {
      left: { kind: 'spec', key: String(saved.data.id) },
      right: soy,
    });
    const flag = (n: string) =>
      cmp.data.rows.find((r: { name: string; left: unknown }) => r.name === n && r.left)?.flag;
    expect(flag('氨基酸态氮')).toBe('stricter');
    expect(['stricter', 'looser', 'same']).toContain(flag('铅'));
    expect(flag('菌落总数')).toBe('different');
  });

  it('shows lead across standards and jurisdictions with the strictest maximum marked', async () => {
    const r = await post('/comply/indicators/one', { name: '铅' });
    expect(r.code).toBe(1);
    const rows = r.data.rows as { jurisdiction: string; strictest: boolean }[];
    expect(rows.some((x) => x.jurisdiction === 'CN')).toBe(true);
    expect(rows.some((x) => x.jurisdiction === 'EU')).toBe(true);
    expect(rows.filter((x) => x.strictest).length).toBeGreaterThanOrEqual(1);
  });

  it('details an indicator with its table text and the same indicator elsewhere', async () => {
    const list = (await post('/comply/indicators/assemble', { source: soy })).data.indicators as {
      id: string;
      name: string;
    }[];
    const id = list.find((i) => i.name === '氨基酸态氮')!.id;
    const d = await post('/comply/indicators/detail', { id });
    expect(d.code).toBe(1);
    expect(d.data.sourceText).toContain('氨基酸态氮');
    expect(d.data.methods[0].number).toMatch(/GB 5009\.235/);
    expect((await post('/comply/indicators/detail', { id: 'p99999999' })).code).toBe(601);
  });
});
