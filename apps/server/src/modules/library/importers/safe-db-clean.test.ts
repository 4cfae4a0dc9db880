import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { testApp, type TestApp } from '../../../test/harness.js';
import { foodDb, safeDb } from '../lists.service.js';
import { allFoodsExceptA2, casValid, checkGb2760, checkGb9685, englishOwners, type CsvRow } from './safe-db-clean.js';
import { formatReport, importFile } from './index.js';

const data = loadConfig().publicDataDir;
const read = (f: string) =>
  parse(readFileSync(path.join(data, f), 'utf8'), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as CsvRow[];
const gb2760 = read('gb2760_2024_additive_uses.csv');
const owners = englishOwners(gb2760);
/** A row of the file by its line number (line 1 is the header). */
const line = (n: number) => checkGb2760(gb2760[n - 2]!, owners);

describe('GB 2760 rows broken by the PDF extraction (the real file)', () => {
  it('repairs the additive "L" from its full name and drops the English name of DL-苹果酸钠 it carried', () => {
    const checked = line(17);
    expect(gb2760[15]!.additive_cn).toBe('L');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.row.additive_cn).toBe('L(+)-酒石酸,dl-酒石酸');
    expect(checked.row.en_name).toBe('L(+)-tartaric acid,dl-tartaric acid');
    expect(checked.row.ins).toBe('334,—');
    expect(checked.repairs.join(' ')).toMatch(/CNS 01\.314/);
  });

  it('rebuilds the scattered table A.2 category text', () => {
    expect(gb2760[1]!.food_category_name).toMatch(/^—2\) 各类食品 表 中编号为 的食品/);
    const checked = line(3);
    expect(checked.ok && checked.row.food_category_name).toBe(allFoodsExceptA2);
  });

  it('rejects uses carried into table A.2 from the neighbouring additive (溶菌酶 "以日落黄计")', () => {
    const carried = gb2760
      .map((r, i) => ({ r, c: line(i + 2) }))
      .filter(({ r }) => r.additive_cn === '溶菌酶' && r.food_category_code);
    expect(carried.length).toBe(17);
    for (const { c } of carried) expect(c.ok ? '' : c.reason).toMatch(/^table A\.2 row naming one food category/);
    // Its all-foods row stays, without the sunset-yellow remark.
    const kept = gb2760.map((r, i) => line(i + 2)).filter((c) => c.ok && c.row.additive_cn === '溶菌酶');
    expect(kept.length).toBeGreaterThan(0);
    for (const c of kept) expect(c.ok && c.row.remark).toBe('');
  });

  it('leaves no broken text in what it keeps', () => {
    const kept = gb2760
      .map((_, i) => line(i + 2))
      .filter((c) => c.ok)
      .map((c) => (c.ok ? c.row : {}));
    expect(kept.length).toBe(1534 - 314);
    for (const r of kept) {
      expect(r.additive_cn).toMatch(/[\u4e00-\u9fff]/);
      expect(r.additive_cn).not.toMatch(/\d\)$/);
      expect(r.food_category_name).not.toMatch(/表 中编号为 的|^—/);
      expect(r.max_use).toMatch(/^(\d+(\.\d+)?\s*(g\/kg|mg\/kg|g\/L|mg\/L)?|按生产需要适量使用)$/);
    }
  });
});

describe('GB 9685 rows (the real file)', () => {
  const gb9685 = read('gb9685_2016_fcm_additives.csv');
  it('checks CAS numbers by their check digit and repairs a lost leading zero', () => {
    expect(casValid('25013-16-5')).toBe(true);
    expect(casValid('9014-1-1')).toBe(false);
    const protease = gb9685.findIndex((r) => r.fca_no === 'FCA0690');
    const checked = checkGb9685(gb9685[protease]!);
    expect(checked.ok && checked.row.cas).toBe('9014-01-1');
    const all = gb9685.map((r) => checkGb9685(r));
    expect(all.filter((c) => !c.ok)).toHaveLength(0);
    for (const c of all)
      if (c.ok && c.row.cas) for (const cas of c.row.cas.split('；')) expect(casValid(cas)).toBe(true);
  });
});

describe('import and foodDb on the real files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  }, 120_000);
  afterAll(() => t?.close());

  it("reports what it rejected and repaired, and counts each category's permitted uses with its sub-categories", async () => {
    const report = await importFile(t.database, path.join(data, 'gb2760_2024_additive_uses.csv'));
    // The CSV's own checks still run: their rejects are among its differences from the full text.
    expect(report.differences!.filter((r) => r.reason.startsWith('CSV: table A.2'))).toHaveLength(314);
    expect(report.repaired!.length).toBeGreaterThan(14);
    const printed = formatReport(report);
    expect(printed).toMatch(/differs 314 × CSV: table A\.2 row naming one food category/);
    expect(printed).toMatch(/repaired 14 × additive name "…" cut by the extraction/);
    const contact = await importFile(t.database, path.join(data, 'gb9685_2016_fcm_additives.csv'));
    expect(contact.inserted).toBe(1294);

    const { list } = await foodDb(t.database, {});
    const by = new Map(list.map((c) => [c.code, c]));
    // Figures counted from table A.1 of the full text: uses whose code is the category or below it.
    expect(by.get('12.04')!.additiveCount).toBe(11);
    expect(by.get('14')!.additiveCount).toBe(293);
    expect(by.get('01')!.additiveCount).toBe(148);
    expect(by.get('07.02')!.additiveCount).toBe(59);
    // The count is what safeDb lists for the category.
    const listed = await safeDb(t.database, { kind: 'additive', foodCategoryCode: '14', page: 1, pageSize: 1 });
    expect(listed.total).toBe(293);
    // The whole tree: every category hangs under its real parent, top categories have none.
    expect(list.filter((c) => c.parentCode === null).map((c) => c.code)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
    ]);
    expect(by.get('04.02.01.02')!.parentCode).toBe('04.02.01');
    expect(by.get('04.02.01')!.parentCode).toBe('04.02');
    expect(by.has('01.0')).toBe(false);
    for (const c of list) if (c.parentCode) expect(c.code.startsWith(`${c.parentCode}.`)).toBe(true);
    // A second run changes nothing.
    const again = await importFile(t.database, path.join(data, 'gb2760_2024_additive_uses.csv'));
    expect(again).toMatchObject({ inserted: 0, updated: 0 });
  }, 120_000);
});
