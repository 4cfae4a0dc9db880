import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import { importLimitsData, importLimitsFile } from './import/index.js';
import { applicableLimits, findFoods, findSubstances, limitsForFood } from './limits.repo.js';
import { useTypes } from './import/tfda.js';
import { fillEnglishNames, translatedSchemes } from './import/names-en.js';
import { cnSource, FULLTEXT_FILE } from './import/cn-sources.js';
import { dropStaleCnNodes, readVocabulary, wordKey } from './import/vocabulary.js';

const dir = loadConfig().publicDataDir;
const has = existsSync(path.join(dir, 'cn_gb2762_2022_contaminant_limits.csv'));
if (!has) console.warn(`limits importer tests skipped: ${dir} is absent`);

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(() => t?.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.rows<T>(q))[0]!;

describe.skipIf(!has)('limits importers on the real files', () => {
  it('imports every file with counts and rejects, and a second run changes nothing', async () => {
    const first = await importLimitsData(t.database, dir);
    const by = (name: string) => first.find((r) => r.file.endsWith(name))!;
    // A row of a combined label ("鱼类、甲壳类") is written once per food it names.
    expect(by('cn_gb2762_2022_contaminant_limits.csv')).toMatchObject({ read: 201, rejected: [] });
    expect(by('cn_gb2762_2022_contaminant_limits.csv').inserted).toBeGreaterThan(201);
    expect(by('cn_food_product_standards_fulltext.jsonl')).toMatchObject({ read: 201, rejected: [] });
    expect(by('cn_gb2761_2017_mycotoxin_limits.csv')).toMatchObject({ read: 40, rejected: [] });
    expect(by('tw_tfda_pesticide_mrl.csv').read).toBe(8258);
    expect(by('tw_tfda_pesticide_mrl.csv').inserted + by('tw_tfda_pesticide_mrl.csv').rejected.length).toBe(8258);
    expect(by('eu_2023_915_contaminant_limits.csv').read).toBe(412);
    expect(by('cn_gb31650_vet_drug_mrls.csv').read).toBe(822);
    for (const r of first)
      console.log(
        `${path.basename(r.file)}: read ${r.read}, inserted ${r.inserted}, rejected ${r.rejected.length}`,
        r.rejected.slice(0, 3),
      );
    const again = await importLimitsFile(t.database, path.join(dir, 'cn_gb2762_2022_contaminant_limits.csv'));
    expect(again).toMatchObject({ inserted: 0, updated: 0, dropped: 0 });
    const text = await importLimitsFile(t.database, path.join(dir, 'cn_food_product_standards_fulltext.jsonl'));
    expect(text).toMatchObject({ inserted: 0, updated: 0, dropped: 0 });
    const tw = await importLimitsFile(t.database, path.join(dir, 'tw_tfda_pesticide_mrl.csv'));
    expect(tw).toMatchObject({ inserted: 0, updated: 0 });
  }, 300_000);

  it('knows Pb in 茶叶 (5.0 mg/kg) in both editions, and benzo[a]pyrene in 熏、烧、烤肉类 (5.0 μg/kg = 0.005 mg/kg)', async () => {
    const pb = await t.database.rows<{
      value: number;
      unit: string;
      value_mg_kg: number;
      source_doc: string;
      valid_from: string | null;
      valid_to: string | null;
    }>(
      sql`select l.value, l.unit, l.value_mg_kg, l.source_doc, l.valid_from::text, l.valid_to::text from lim_limits l join lim_substances s on s.id = l.substance_id join lim_food_nodes n on n.id = l.food_node_id where s.name_zh = '铅' and n.name_zh = '茶叶' order by l.source_doc`,
    );
    // The 2022 row stays as history of the replaced edition, ending the day before 2025 applies.
    expect(pb).toEqual([
      { value: 5, unit: 'mg/kg', value_mg_kg: 5, source_doc: 'GB 2762-2022', valid_from: null, valid_to: '2026-09-01' },
      { value: 5, unit: 'mg/kg', value_mg_kg: 5, source_doc: 'GB 2762-2025', valid_from: '2026-09-02', valid_to: null },
    ]);
    const bap = await one<{ value: number; unit: string; value_mg_kg: number }>(
      sql`select l.value, l.unit, l.value_mg_kg from lim_limits l join lim_substances s on s.id = l.substance_id join lim_food_nodes n on n.id = l.food_node_id where s.name_zh = '苯并[a]芘' and n.name_zh like '熏、烧、烤肉类%'`,
    );
    expect(bap).toMatchObject({ value: 5, unit: 'μg/kg', value_mg_kg: 0.005 });
  });

  it('inherits a TFDA group limit down to a member crop, with the path that led there', async () => {
    const [straw] = (await findFoods(t.database, '草莓')).filter((f) => f.scheme === 'TFDA');
    expect(straw).toBeTruthy();
    const rows = await limitsForFood(t.database, straw!.id, ['TW']);
    const inherited = rows.find((r) => r.inherited && r.foodLabel === '其他小漿果類(藍莓、覆盆子除外)');
    expect(inherited?.path.map((s) => s.nameSource)).toEqual(['小漿果類', '草莓']);
    // A group row that excludes 草莓 does not reach it.
    expect(rows.some((r) => r.inherited && r.excludes.includes('草莓'))).toBe(false);
  });

  it("keeps the TFDA remark (殺菌劑 …) as the pesticide's use type, never as a basis of its limits", async () => {
    const withBasis = await one<{ n: number }>(
      sql`select count(*)::int as n from lim_limits where jurisdiction = 'TW' and basis <> ''`,
    );
    expect(withBasis.n).toBe(0);
    const use = async (en: string) =>
      (await one<{ use_type: string }>(sql`select use_type from lim_substances where name_en = ${en}`)).use_type;
    expect(await use('2,4-D')).toBe('殺草劑');
    // Its rows say 殺?劑 (a character lost in the export) and 殺蟲劑: the clean spelling wins.
    expect(await use('Halfenprox')).toBe('殺蟲劑');
    const lost = await one<{ n: number }>(
      sql`select count(*)::int as n from lim_substances where substance_class = 'pesticide' and use_type = '殺?劑'`,
    );
    expect(lost.n).toBeGreaterThan(0);
    const row = await one<{ source_doc: string; source_table: string }>(
      sql`select l.source_doc, l.source_table from lim_limits l join lim_substances s on s.id = l.substance_id where s.name_en = '2,4-D' and l.food_label = '小麥'`,
    );
    expect(row).toEqual({ source_doc: '農藥殘留容許量標準 附表一', source_table: 'data.gov.tw 8944' });
  });

  it('finds substances by traditional or simplified Chinese, English and CAS', async () => {
    const tw = await findSubstances(t.database, '二‧四地');
    expect(tw[0]?.nameEn).toBe('2,4-D');
    const cas = await findSubstances(t.database, '7439-92-1');
    expect(cas[0]?.nameZh).toBe('铅');
    const en = await findSubstances(t.database, 'cadmium');
    expect(en[0]?.nameZh).toBe('镉');
  });

  it('gives every GB 2762/2761, GB 31650 and TFDA food node an English name (the portal translation)', async () => {
    const counts = await t.database.rows<{
      scheme: string;
      n: number;
      named: number;
      translated: number;
      editors: number;
    }>(
      sql`select scheme, count(*)::int as n, count(*) filter (where name_en <> '')::int as named,
                 count(*) filter (where name_origin = 'portal translation')::int as translated,
                 count(*) filter (where name_origin = 'portal editors')::int as editors
            from lim_food_nodes where scheme in ${translatedSchemes} group by scheme order by scheme`,
    );
    for (const c of counts) console.log(`${c.scheme}: ${c.n} nodes, ${c.named} with an English name`);
    expect(counts.map((c) => c.scheme)).toEqual(['GB2762', 'GB31650', 'TFDA']);
    // Every node is named in English: the portal's translation, or the vocabulary's own English word.
    for (const c of counts) expect(c).toMatchObject({ named: c.n });
    for (const c of counts) expect(c.translated + c.editors).toBe(c.n);
    const names = await t.database.rows<{ name_en: string }>(
      sql`select name_en from lim_food_nodes where (scheme, name_source) in (('GB2762', '谷物碾磨加工品'), ('GB31650', '肌肉'), ('TFDA', '小漿果類')) order by scheme`,
    );
    expect(names.map((r) => r.name_en)).toEqual(['Milled cereal products', 'Muscle', 'Small berries']);
  });

  it('finds Chinese foods and substances by their English names ("rice" → 大米, "lead" → 铅, "strawberry" → 草莓)', async () => {
    const rice = await findFoods(t.database, 'rice');
    expect(rice.some((f) => f.scheme === 'GB2762' && f.nameZh === '大米(粉)')).toBe(true);
    const straw = await findFoods(t.database, 'strawberry');
    expect(straw.some((f) => f.scheme === 'TFDA' && f.nameSource === '草莓')).toBe(true);
    expect((await findSubstances(t.database, 'lead'))[0]?.nameZh).toBe('铅');
  });

  it('names the nodes of an installation imported before the names file, once', async () => {
    await t.database.rows(
      sql`update lim_food_nodes set name_en = '', name_origin = 'source', search_text = name_source where scheme in ${translatedSchemes}`,
    );
    expect((await findFoods(t.database, 'tea leaves')).length).toBe(0);
    const filled = await fillEnglishNames(t.database, dir);
    console.log(`filled ${filled} English names on an old installation`);
    expect(filled).toBeGreaterThan(700);
    expect(await fillEnglishNames(t.database, dir)).toBe(0);
    expect((await findFoods(t.database, 'tea leaves')).some((f) => f.nameZh === '茶叶')).toBe(true);
  });

  it('keeps EU quality caveats and flags GB 31650 OCR glitches', async () => {
    const don = await one<{ n: number }>(
      sql`select count(*)::int as n from lim_limits where jurisdiction = 'EU' and source_table like 'Annex I 1.4.%' and caveat like '%2024/1022%'`,
    );
    expect(don.n).toBe(9);
    const flagged = await one<{ n: number }>(sql`select count(*)::int as n from lim_limits where flagged`);
    expect(flagged.n).toBeGreaterThanOrEqual(9);
    const lead = (await findSubstances(t.database, '铅'))[0]!;
    const [rice] = (await findFoods(t.database, '茶叶')).filter((f) => f.scheme === 'GB2762');
    const rows = await applicableLimits(t.database, { substanceId: lead.id, foodNodeId: rice!.id });
    expect(rows.find((r) => r.effective)?.valueMgKg).toBe(5);
  });
});

describe.skipIf(!has)('an installation imported under the earlier food model', () => {
  it('loses the nodes the tree no longer has once no limit rests on them, and nothing else', async () => {
    const [parent] = await t.database.rows<{ id: number }>(
      sql`select id from lim_food_nodes where scheme = 'GB2762' and key = '水产动物及其制品'`,
    );
    await t.database.rows(
      sql`insert into lim_food_nodes (scheme, key, parent_id, name_source, name_zh) values ('GB2762', '水产动物及其制品/鱼类、甲壳类', ${parent!.id}, '鱼类、甲壳类', '鱼类、甲壳类')`,
    );
    const count = async () =>
      (await one<{ n: number }>(sql`select count(*)::int as n from lim_food_nodes where scheme = 'GB2762'`)).n;
    const before = await count();
    const tree = (await cnSource(path.join(dir, FULLTEXT_FILE), '')).tree;
    const words = (await readVocabulary(dir)).map(wordKey);
    expect(await dropStaleCnNodes(t.database, new Set([...tree.nodes.map((n) => n.key), ...words]))).toBe(1);
    expect(await count()).toBe(before - 1);
  });
});

describe('TFDA use types', () => {
  it('takes one use type per pesticide, a clean spelling over one with a lost character', () => {
    const rows = [
      { pesticide_en: 'A', remark_zh_tw: '殺?劑' },
      { pesticide_en: 'a', remark_zh_tw: '殺蟲劑' },
      { pesticide_en: 'B', remark_zh_tw: '殺?劑' },
      { pesticide_en: 'C', remark_zh_tw: '' },
    ];
    const m = useTypes(rows);
    expect(m.get('a')).toBe('殺蟲劑');
    expect(m.get('b')).toBe('殺?劑');
    expect(m.has('c')).toBe(false);
  });
});
