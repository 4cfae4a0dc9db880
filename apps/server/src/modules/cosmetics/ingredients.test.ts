import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { loadConfig } from '../../config.js';
import { importFile } from '../library/importers/index.js';
import { multipart } from '../../test/multipart.js';

/**
 * Expected answers read from the source rows: data/cn_iecic_2021_inci_cn.csv (烟酰胺 07359,
 * 水杨酸 06405, 苯扎氯铵 01316, 苯甲酸钠 01289, the flagged 00431) and table 3 of
 * data/cn_stsc_2015_table3_restricted.csv (水杨酸 no. 8, 苯扎氯铵 no. 2, 苯甲酸及其钠盐 no. 4).
 */
const dir = loadConfig().publicDataDir;
let t: TestApp;
let auth: { customer_id: number; batoken: string };
let noRight: { customer_id: number; batoken: string };
beforeAll(async () => {
  t = await testApp();
  const first = await importFile(t.database, path.join(dir, 'cn_iecic_2021_inci_cn.csv'));
  expect(first).toMatchObject({ read: 8933, inserted: 8933, rejected: [] });
  const table = await importFile(t.database, path.join(dir, 'cn_stsc_2015_table3_restricted.csv'));
  expect(table).toMatchObject({ read: 47, inserted: 47, rejected: [] });
  auth = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['rihua'] }))).auth;
  noRight = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['biaofa'] }))).auth;
}, 300_000);
afterAll(() => t?.close());

const post = async (url: string, body: Record<string, unknown>, who = auth, lang?: 'en') =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      payload: { ...who, ...body },
      headers: lang ? { cookie: 'languageName=en' } : {},
    })
  ).json() as { code: number; msg: string; data: any };
const search = (keyword: string, extra: Record<string, unknown> = {}) =>
  post(api.cosmetics.ingredientSearch.path, { keyword, ...extra });

describe('cosmetics ingredient database', () => {
  it('imports idempotently: a second run changes nothing', async () => {
    const again = await importFile(t.database, path.join(dir, 'cn_iecic_2021_inci_cn.csv'));
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 8933 });
    const t3 = await importFile(t.database, path.join(dir, 'cn_stsc_2015_table3_restricted.csv'));
    expect(t3).toMatchObject({ inserted: 0, updated: 0, unchanged: 47 });
  });

  it('finds 烟酰胺 by Chinese name, INCI (any case) and serial; not restricted', async () => {
    for (const q of ['烟酰胺', 'NIACINAMIDE', 'niacinamide', '07359', '7359']) {
      const r = await search(q);
      expect(r.code, q).toBe(1);
      expect(r.data.list[0], q).toMatchObject({
        serial: '07359',
        cnName: '烟酰胺',
        inci: 'NIACINAMIDE',
        restrictedNos: [],
      });
    }
  });

  it('finds 水杨酸 as restricted, with the limits of table 3 entry 8', async () => {
    const r = await search('水杨酸');
    expect(r.data.list[0]).toMatchObject({ serial: '06405', inci: 'SALICYLIC ACID', restrictedNos: [8] });
    const entry = r.data.restricted.find((e: any) => e.no === 8);
    expect(entry).toMatchObject({
      cnName: '水杨酸',
      scope: '(a) 驻留类产品和淋洗类肤用产品；(b) 淋洗类发用产品',
      maxConc: '(a) 2.0%；(b) 3.0%',
      labelWarning: '含水杨酸；三岁以下儿童勿用',
      serials: ['06405'],
    });
    expect(entry.otherLimits).toMatch(/^除香波外，不得用于三岁以下儿童使用/);
    // Its salts are other catalogue rows, not table 3 entry 8 by name.
    expect(r.data.list.find((i: any) => i.cnName === '水杨酸钠').restrictedNos).toEqual([]);
  });

  it('matches table 3 entries by every name they print (苯扎氯铵 in 2, 苯甲酸钠 by INCI in 4)', async () => {
    expect((await search('苯扎氯铵')).data.list[0]).toMatchObject({ serial: '01316', restrictedNos: [2] });
    expect((await search('SODIUM BENZOATE')).data.list[0]).toMatchObject({ serial: '01289', restrictedNos: [4] });
    const only = await search('', { restrictedOnly: true, pageSize: 50 });
    expect(only.data.total).toBeGreaterThanOrEqual(30);
    // "Restricted only" keeps the rows possibly under a class entry too (to check).
    expect(only.data.list.every((i: any) => i.restrictedNos.length + i.mayFallUnder.length > 0)).toBe(true);
  });

  it('says nothing matched for a made-up name, and shows flagged rows with their flag', async () => {
    const none = await search('氪星草提取物');
    expect(none).toMatchObject({ code: 1, data: { total: 0, list: [], held: 8933 } });
    const flagged = await search('00431');
    expect(flagged.data.list[0]).toMatchObject({
      inci: 'PEG/PPG/BUTYLENE/DIMETHICON E COPOLYMER',
      qualityFlag: 'inci_space_inside_word_suspected',
    });
  });

  it('checks a formula: restricted, in the catalogue, flagged match, not in the catalogue', async () => {
    const r = await post(api.cosmetics.ingredientCheck.path, {
      names: [
        'NIACINAMIDE',
        'Salicylic  Acid',
        '苯扎氯铵',
        'PEG/PPG/BUTYLENE/DIMETHICONE COPOLYMER',
        'KRYPTONITE EXTRACT',
        '',
      ],
    });
    expect(r.code).toBe(1);
    expect(r.data.rows.map((x: any) => [x.verdict, x.matchedBy])).toEqual([
      ['inCatalogue', 'inci'],
      ['restricted', 'inci'],
      ['restricted', 'cnName'],
      ['inCatalogue', 'inciIgnoringSpaces'],
      ['notInCatalogue', null],
      ['empty', null],
    ]);
    expect(r.data.counts).toEqual({ restricted: 2, mayBeRestricted: 0, inCatalogue: 2, notInCatalogue: 1, empty: 1 });
    expect(r.data.restricted.map((e: any) => e.no).sort()).toEqual([2, 8]);
  });

  // Table 3 entries naming a class ("…及其盐类", "水溶性锌盐", "无机亚硫酸盐类") print no member's name: the catalogue rows
  // of that class are flagged as possibly under the entry, to check, never silently "in the catalogue" only.
  // Expected from the catalogue's INCI names and the classes table 3 prints (its footnote lists the sulfites).
  it.each([
    ['硫酸锌', '04400', 47],
    ['葡糖酸锌', '05125', 47],
    ['亚硫酸钠', '07322', 23],
    ['焦亚硫酸钾', '03425', 23],
    ['草酸二乙酯', '01584', 20],
    ['氯酸钾', '04532', 40],
    ['巯基乙酸铵', '05444', 25],
    ['羟乙磷酸四钠', '05301', 18],
    ['硼砂', '05044', 3],
  ])('flags %s (%s) as possibly under table 3 entry %i', async (name, serial, no) => {
    const r = await search(name);
    const hit = r.data.list.find((i: any) => i.serial === serial);
    expect(hit, name).toMatchObject({ mayFallUnder: [no] });
    expect(
      r.data.restricted.find((e: any) => e.no === no),
      name,
    ).toBeTruthy();
  });

  it.each([
    ['吡硫鎓锌', '01329'], // excepted from 47 by name (its own entry 21 restricts it)
    ['苯酚磺酸锌', '01269'], // excepted from 47 by name
    ['氧化锌', '07475'], // an oxide, not a salt
    ['甘草酸钾', '02399'], // 甘草酸 is glycyrrhizic acid, not oxalic acid (草酸)
    ['连二亚硫酸钠', '04289'], // a dithionite, not in the footnote's list of sulfites
    ['水杨酸钠', '06411'], // entry 8 names salicylic acid alone
    ['过硼酸钠', '02705'], // a perborate releases hydrogen peroxide: not a borate of entry 3
  ])('does not flag %s (%s)', async (name, serial) => {
    const hit = (await search(name)).data.list.find((i: any) => i.serial === serial);
    expect(hit, name).toMatchObject({ mayFallUnder: [] });
  });

  it('checks a formula name of a class as "may be restricted"', async () => {
    const r = await post(api.cosmetics.ingredientCheck.path, { names: ['ZINC SULFATE', 'ZINC PYRITHIONE'] });
    expect(r.data.rows.map((x: any) => x.verdict)).toEqual(['mayBeRestricted', 'restricted']);
    expect(r.data.restricted.map((e: any) => e.no).sort((a: number, b: number) => a - b)).toEqual([21, 47]);
  });

  it('reads an xlsx with a header row and exports the check as xlsx', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('formula');
    for (const v of ['INCI', 'AQUA', 'SALICYLIC ACID', '=HYPERLINK("x")']) ws.addRow([v]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const body = multipart({ name: 'f.xlsx', data: buffer, type: xlsx }, auth);
    const up = await t.app.inject({
      method: 'POST',
      url: api.cosmetics.ingredientCheckUpload.path,
      payload: body.payload,
      headers: body.headers,
    });
    const res = up.json() as any;
    expect(res.code).toBe(1);
    expect(res.data.rows.map((r: any) => r.name)).toEqual(['AQUA', 'SALICYLIC ACID', '=HYPERLINK("x")']);
    const exp = await t.app.inject({
      method: 'POST',
      url: api.cosmetics.ingredientCheckExport.path,
      payload: { ...auth, names: res.data.rows.map((r: any) => r.name) },
      headers: { cookie: 'languageName=en' },
    });
    expect(exp.statusCode).toBe(200);
    const out = new ExcelJS.Workbook();
    await out.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const sheet = out.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Result');
    expect(sheet.getRow(3).getCell(3).value).toBe('Restricted');
    expect(sheet.getRow(3).getCell(11).value).toBe('(a) 2.0%；(b) 3.0%');
    // A name that would run as a formula is written as text.
    expect(sheet.getRow(4).getCell(2).value).toBe('\'=HYPERLINK("x")');
  });

  it('refuses without the cosmetics right, and refuses bad input with a message', async () => {
    expect((await search('烟酰胺', {})).code).toBe(1);
    expect((await post(api.cosmetics.ingredientSearch.path, { keyword: '烟酰胺' }, noRight)).code).toBe(403);
    const tooMany = await post(api.cosmetics.ingredientCheck.path, { names: Array(1001).fill('AQUA') });
    expect(tooMany.code).toBe(601);
    expect(tooMany.msg).toContain('1000');
    expect((await post(api.cosmetics.ingredientCheck.path, { names: [] })).code).toBe(601);
    expect((await search('x'.repeat(101))).code).toBe(601);
    expect((await post(api.cosmetics.ingredientCheck.path, { names: 'AQUA' })).code).toBe(601);
  });
});
