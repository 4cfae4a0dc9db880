import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.js';
import path from 'node:path';
import { importFile } from '../../library/importers/index.js';
import { dataDir, hasData, indicatorsTestApp } from '../test-data.js';
import type { Indicator } from '@app/contract';
import { chosenProducts } from './chosen-products.js';

/**
 * The twenty chosen food product standards inherit the GB 2762/2761 limits of their
 * food, each with its clause; only products are offered; unreadable texts say so. Values are the
 * standards' (chosen-products.ts), checked against the edition the limits database answers with.
 */

describe.runIf(hasData)('product indicators by food category (needs data/)', () => {
  let t: TestApp;
  let auth: { customer_id: number; batoken: string };
  const post = (url: string, body: object) =>
    t.app.inject({ method: 'POST', url, payload: { ...auth, ...body } }).then((r) => r.json());
  const assemble = async (key: string) => {
    const r = await post('/comply/indicators/assemble', { source: { kind: 'standard', key } });
    expect(r.code, `${key}: ${r.msg}`).toBe(1);
    return r.data as {
      foodCategories: string[];
      indicators: Indicator[];
      matchedBy: string;
      readable: boolean;
      placements: { scheme: string; decidedBy: string }[];
    };
  };

  beforeAll(async () => {
    ({ t, auth } = await indicatorsTestApp());
  }, 180_000);
  afterAll(async () => t?.close());

  it('issue 25: each of the 20 chosen products inherits GB 2762 lead for its food, with the clause it comes from', async () => {
    const missing: string[] = [];
    for (const c of chosenProducts) {
      const list = await assemble(c.number);
      expect(list.matchedBy, c.number).toBe('placement');
      expect(list.placements.every((p) => p.decidedBy === 'portal')).toBe(true);
      const lead = list.indicators.filter((i) => i.inheritedFrom?.startsWith('GB 2762') && i.name === '铅');
      if (!lead.length || lead.some((l) => !l.sourceClause)) missing.push(c.number);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('issue 25: 花生油, 茶叶 and 酱油 carry the values their standards print, from the edition the limits database holds', async () => {
    for (const c of chosenProducts.filter((x) => x.expect.length)) {
      const list = await assemble(c.number);
      const substances = [...new Set(c.expect.map((e) => e.substance))];
      for (const substance of substances) {
        const rows = list.indicators.filter((i) => i.inheritedFrom && i.name === substance && !i.overriddenBy);
        expect(rows.length, `${c.number} ${substance}`).toBeGreaterThan(0);
        const row = rows[0]!;
        const e = c.expect.find((x) => x.substance === substance && x.edition === row.sourceStandard);
        expect(
          e,
          `${c.number} ${substance} from ${row.sourceStandard}: no value written for that edition`,
        ).toBeTruthy();
        expect([row.requirement.max, row.unit], `${c.number} ${substance}`).toEqual([e!.value, e!.unit]);
        expect(row.sourceClause).not.toBe('');
      }
    }
  }, 60_000);

  // GB 2762-2025 is in force since 2026-09-02: the inherited contaminant rows are read from it.
  it('issue 25: the contaminant rows come from GB 2762-2025, the edition in force', async () => {
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lim_limits where source_doc = 'GB 2762-2025'`,
    );
    expect(row?.n).toBeGreaterThan(0);
    const list = await assemble('GB/T 1534-2026');
    const lead = list.indicators.find((i) => i.name === '铅' && i.inheritedFrom);
    expect(lead?.sourceStandard).toBe('GB 2762-2025');
    expect(lead?.requirement.max).toBe(0.08);
  });

  it('issue 25: offers only product standards; methods and hygiene codes are not answered as products', async () => {
    const r = await post('/comply/indicators/choices', {});
    const keys: string[] = r.data.standards.map((s: { key: string }) => s.key);
    expect(keys).toContain('GB/T 1534-2026');
    expect(keys.filter((k) => /^GB\s*(4789|5009|15193)\./.test(k))).toEqual([]);
    expect(keys).not.toContain('GB 8953-2018'); // 酱油生产卫生规范
    expect(keys).not.toContain('GB 2762-2022');
    const method = await post('/comply/indicators/assemble', { source: { kind: 'standard', key: 'GB 4789.9-2025' } });
    expect(method.code).toBe(601);
    const [n] = await t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from ind_indicators i join ind_standards s on s.id = i.standard_id
       where s.number ~ '^GB (4789|5009)\\.'`);
    expect(n!.n).toBe(0);
  });

  it('issue 25: a text that cannot be read says so and still lists what the product inherits', async () => {
    const list = await assemble('GB 2721-2015');
    expect(list.readable).toBe(false);
    expect(list.indicators.every((i) => i.inheritedFrom)).toBe(true);
    expect(list.indicators.some((i) => i.name === '铅')).toBe(true);
    expect((await assemble('GB 2717-2018')).readable).toBe(true);
  });

  it('issue 25: 双乙酸钠 is not permitted in 食糖; sorbate and benzoate reach 酱油 with their maximum use', async () => {
    const sugar = await assemble('GB/T 1445-2018');
    expect(sugar.indicators.filter((i) => i.name.startsWith('双乙酸钠'))).toEqual([]);
    const soy = await assemble('GB 2717-2018');
    const additive = (name: string) => soy.indicators.filter((i) => i.name.startsWith(name) && i.inheritedFrom);
    expect(additive('山梨酸及其钾盐').map((i) => [i.foodCategory, i.requirement.max, i.unit])).toEqual([
      ['12.04 酱油', 1.0, 'g/kg'],
    ]);
    expect(additive('苯甲酸及其钠盐').map((i) => [i.foodCategory, i.requirement.max, i.unit])).toEqual([
      ['12.04 酱油', 1.0, 'g/kg'],
    ]);
    // A use on 12.0 调味品 reaches 12.04 酱油, but not the 12.01 食用盐 its text excepts.
    expect(additive('双乙酸钠').map((i) => [i.foodCategory.slice(0, 6), i.requirement.max])).toEqual([
      ['12 调味品', 2.5],
    ]);
    const salt = await assemble('GB 2721-2015');
    expect(salt.indicators.filter((i) => i.name.startsWith('双乙酸钠'))).toEqual([]);
  });

  it('issue 25: a use on all foods reaches a category unless table A.2 lists it under the numbers the use names', async () => {
    // 阿拉伯胶: 各类食品，表A.2中编号为1~48,50~68的食品类别除外. A.2 lists 11.01.01 as no. 46, 12.01 as no. 49.
    const has = async (number: string, additive: string) =>
      (await assemble(number)).indicators.some(
        (i) => i.name.startsWith(additive) && i.foodCategory.startsWith('各类食品'),
      );
    expect(await has('GB 2721-2015', '阿拉伯胶')).toBe(true);
    expect(await has('GB/T 1445-2018', '阿拉伯胶')).toBe(false);
    expect(await has('GB 2717-2018', '瓜尔胶')).toBe(true); // 1~68: 12.04 酱油 is not in table A.2
    expect(await has('GB/T 317-2018', '瓜尔胶')).toBe(false);
  });

  it('issue 25: the GB 2760 import reports the uses read per table, the rows it rejected and the CSV rows the text does not hold', async () => {
    const r = await importFile(t.database, path.join(dataDir, 'gb2760_2024_additive_uses.csv'));
    expect(r.notes?.[0]).toMatch(
      /table A\.1 2309 uses of \d+ additives, table A\.2 68 excepted categories, table E\.1 \d+ categories/,
    );
    const carried = (r.differences ?? []).filter((d) => d.line >= 282 && d.line <= 294);
    expect(carried.map((d) => d.line)).toContain(290);
    // They are 山梨糖醇's uses on its continuation page, given in the CSV to the additive printed next.
    expect(carried.find((d) => d.line === 290)?.reason).toMatch(
      /双乙酸钠 11\.01 食糖.*山梨糖醇.*carried over a page break/,
    );
    expect(r.inserted + r.updated).toBe(0); // a second run changes nothing
  });
});
