import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import { importLimitsData } from './import/index.js';
import { findSubstances } from './limits.repo.js';
import { readSubstanceNames } from './import/substance-names.js';

/** Substances by the names mainland users know, one record per CAS, every EFSA substance. */
const dir = loadConfig().publicDataDir;
const has = existsSync(path.join(dir, 'limits_substance_names_cn.csv'));
const csv = (f: string) =>
  parse(readFileSync(path.join(dir, f), 'utf8'), { columns: true }) as Record<string, string>[];

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  if (has) await importLimitsData(t.database, dir);
}, 300_000);
afterAll(() => t?.close());

describe.skipIf(!has)('substances by mainland names', () => {
  it('checks every crosswalk entry by CAS against EFSA or TFDA, or by name against GB 31650', async () => {
    const efsa = new Map(
      csv('efsa_openfoodtox_substances.csv')
        .filter((r) => r.relation === 'as such')
        .map((r) => [r.cas, r.substance!.toLowerCase()]),
    );
    const tw = new Map(
      csv('pesticide_identity_crosswalk_tw_efsa.csv').map((r) => [r.cas_as_such, r.pesticide_en!.toLowerCase()]),
    );
    const vet = new Set(csv('cn_gb31650_vet_drug_mrls.csv').map((r) => r.drug_zh));
    const rows = await readSubstanceNames(dir);
    const unverified = rows.filter((r) => {
      const en = r.name_en.toLowerCase();
      return !(efsa.get(r.cas) === en || tw.get(r.cas) === en || vet.has(r.name_zh));
    });
    console.log(`mainland names: ${rows.length} entries, ${rows.length - unverified.length} verified`);
    expect(unverified.map((r) => r.name_zh)).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it('finds 30 common pesticides and veterinary drugs by their mainland names, that name first', async () => {
    const rows = await readSubstanceNames(dir);
    const missed: string[] = [];
    for (const r of rows) {
      const [s] = await findSubstances(t.database, r.name_zh);
      if (!s || s.nameZh !== r.name_zh || s.cas !== r.cas)
        missed.push(`${r.name_zh}: ${s?.nameZh ?? 'none'} ${s?.cas ?? ''}`);
    }
    console.log(`found by mainland name: ${rows.length - missed.length}/${rows.length}`);
    expect(missed).toEqual([]);
    // The TFDA name stays a synonym: 益達胺 still finds 吡虫啉.
    expect((await findSubstances(t.database, '益達胺'))[0]?.nameZh).toBe('吡虫啉');
    expect((await findSubstances(t.database, '贝芬替'))[0]?.nameZh).toBe('多菌灵');
    const [origin] = await t.database.rows<{ name_zh_origin: string }>(
      sql`select name_zh_origin from lim_substances where cas = '138261-41-3'`,
    );
    expect(origin?.name_zh_origin).toBe('portal editors');
  });

  it('keeps one record per CAS (cypermethrin of TFDA and GB 31650), enrofloxacin with its CAS', async () => {
    const dupes = await t.database.rows<{ cas: string }>(
      sql`select cas from lim_substances where cas is not null group by cas having count(*) > 1`,
    );
    expect(dupes).toEqual([]);
    const cyper = await t.database.rows<{ jurisdiction: string }>(
      sql`select distinct l.jurisdiction from lim_limits l join lim_substances s on s.id = l.substance_id where s.cas = '52315-07-8' order by 1`,
    );
    expect(cyper.map((r) => r.jurisdiction)).toEqual(['CN', 'TW']);
    expect((await findSubstances(t.database, '恩诺沙星'))[0]?.cas).toBe('93106-60-6');
  });

  it('holds every EFSA OpenFoodTox substance with its reference values (chlorpyrifos ADI 0.001)', async () => {
    const names = new Set(
      csv('efsa_openfoodtox_substances.csv')
        .filter((r) => r.relation === 'as such')
        .map((r) => r.substance),
    );
    const [held] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lim_substances where key like 'efsa:%' or (cas is not null and name_en <> '')`,
    );
    console.log(`EFSA substances ("as such" identities): ${names.size}; substances held with a name: ${held!.n}`);
    expect(held!.n).toBeGreaterThanOrEqual(names.size - 50);
    const adi = await t.database.rows<{ value: number; unit: string }>(
      sql`select v.value, v.unit from lim_reference_values v join lim_substances s on s.id = v.substance_id where s.cas = '2921-88-2' and v.kind = 'ADI' order by v.year desc nulls last`,
    );
    expect(adi[0]).toMatchObject({ value: 0.001 });
    expect((await findSubstances(t.database, '毒死蜱'))[0]?.nameEn).toBe('Chlorpyrifos');
  });
});
