import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { loadConfig } from '../../config.js';
import { parseGb2762Text, readCell, valueCells, withoutPageMarks } from './import/gb2762-text.js';
import { parseAppendixA, TOP_CATEGORIES } from './import/gb2762-appendix.js';
import { cnTree, labelMembers, placeRow } from './import/gb2762-place.js';
import { splitExcludes, withoutFootnotes } from './import/labels.js';
import { parseGb2761, parseGb2762 } from './import/gb276x.js';
import { cnSource, FULLTEXT_FILE } from './import/cn-sources.js';

const dir = loadConfig().publicDataDir;
const file = path.join(dir, 'cn_food_product_standards_fulltext.jsonl');
const has = existsSync(file);
const text = (id: string) =>
  (
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { standard_id: string; text: string })
      .find((d) => d.standard_id === id) ?? { text: '' }
  ).text;

describe('GB 2762 text: cells and layout', () => {
  it('joins values split across lines and reads unit, basis and footnote per cell', () => {
    expect(valueCells(['0.', '2'])).toEqual(['0.2']);
    expect(valueCells(['2.', '0', 'b(以固态产品计)', '100', 'c(以固态产品计)'])).toEqual([
      '2.0 b(以固态产品计)',
      '100 c(以固态产品计)',
    ]);
    expect(valueCells(['0.', '1mg/L(以NO2', '- 计) 45mg/L(以NO3', '- 计)'])).toEqual([
      '0.1mg/L(以NO2- 计)',
      '45mg/L(以NO3- 计)',
    ]);
    expect(readCell('0.01mg/L', 'mg/kg')).toMatchObject({ value: '0.01', unit: 'mg/L', raw: '0.01 mg/L' });
    expect(readCell('1.0(干重计)', 'mg/kg')).toMatchObject({ value: '1.0', unit: 'mg/kg', basis: '干重计' });
    expect(readCell('2.0 e(以固态产品计)', 'mg/kg')).toMatchObject({ footnote: 'e', basis: '以固态产品计' });
    expect(readCell('—', 'mg/kg')).toBeNull();
    expect(readCell('abc', 'mg/kg')).toMatchObject({ error: expect.stringContaining('abc') });
  });
  it('drops page footers but not a value before them', () => {
    expect(withoutPageMarks(['1.', '0', '3', 'GB2762—2025'])).toEqual(['1.', '0']);
    expect(withoutPageMarks(['测定。', '0', '1', 'GB2762—2025'])).toEqual(['测定。']);
  });
  it('splits combined labels at 、 outside brackets, keeping names the tree knows whole', () => {
    expect(labelMembers('稻谷a、糙米、大米(粉)')).toEqual(['稻谷', '糙米', '大米(粉)']);
    expect(labelMembers('双孢菇、平菇、香菇、榛蘑及以上食用菌的制品')).toEqual(['双孢菇', '平菇', '香菇', '榛蘑']);
    expect(labelMembers('熏、烧、烤肉类', (n) => n === '熏、烧、烤肉类')).toEqual(['熏、烧、烤肉类']);
    expect(labelMembers('玉米、玉米粉、玉米糁(渣)', (n) => n === '玉米粉、玉米糁(渣)')).toEqual([
      '玉米',
      '玉米粉、玉米糁(渣)',
    ]);
  });
});

describe.skipIf(!has)('GB 2762-2025 from its full text', () => {
  const parsed = has ? parseGb2762Text(text('GB 2762-2025'), 'GB 2762-2025') : { rows: [], rejected: [], tables: [] };

  it('reads every row of tables 1–12 and reports none unread', () => {
    console.log(
      `GB 2762-2025: ${parsed.rows.length} rows from tables ${parsed.tables.join(', ')}; unread ${parsed.rejected.length}`,
    );
    expect(parsed.tables).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.length).toBe(201);
    const row = (column: string, food: string) =>
      parsed.rows.find((r) => r.limit_column === column && r.food_category === food);
    expect(row('亚硝酸盐(以NaNO2计)', '食用燕窝')).toMatchObject({ limit_value: '30', unit: 'mg/kg' });
    expect(row('亚硝酸盐(以NaNO2计)', '包装饮用水(饮用天然矿泉水除外)')).toMatchObject({
      limit_value: '0.1',
      unit: 'mg/L',
      qualifier: '以NO2-计',
    });
    // Table 7 prints two labels before their two values.
    expect(row('铬(以Cr计)', '生乳、巴氏杀菌乳、灭菌乳、调制乳、发酵乳')?.limit_value).toBe('0.3');
    expect(row('铬(以Cr计)', '乳粉和调制乳粉')?.limit_value).toBe('2.0');
    // "    10岁以上人群的产品" starts with a digit: a label by its indentation.
    expect(row('铅(以Pb计)', '10岁以上人群的产品')).toMatchObject({ limit_value: '0.5', qualifier: '以固态产品计' });
    expect(row('甲基汞(以Hg计)', '金枪鱼及其制品')).toMatchObject({ limit_value: '1.2', value_footnote: 'a' });
    expect(row('锡(以Sn计)', '饮料类')).toMatchObject({ limit_value: '150', value_footnote: 'a' });
  });

  it('matches the 2022 table wherever the foreword lists no change', () => {
    const old = parse(readFileSync(path.join(dir, 'cn_gb2762_2022_contaminant_limits.csv'), 'utf8'), {
      columns: true,
    }) as Record<string, string>[];
    const key = (r: Record<string, string>) =>
      `${r.limit_column}|${splitExcludes(withoutFootnotes(r.food_category!)).base.replace(/\s+/g, '')}|${r
        .category_path!.split('/')
        .map((p) => splitExcludes(withoutFootnotes(p)).base)
        .join('/')}`;
    const next = new Map(parsed.rows.map((r) => [key(r), r]));
    const prev = new Map(old.map((r) => [key(r), r]));
    const changed: string[] = [];
    for (const [k, r] of prev) {
      const n = next.get(k);
      if (!n) changed.push(`gone: ${k}`);
      else if (Number(n.limit_value) !== Number(r.limit_value) || n.unit !== r.unit)
        changed.push(`value: ${k} ${r.limit_raw} → ${n.limit_raw}`);
    }
    for (const k of next.keys()) if (!prev.has(k)) changed.push(`new: ${k}`);
    console.log(`2022 → 2025: ${prev.size} rows compared, ${changed.length} differ:\n  ${changed.join('\n  ')}`);
    // The foreword's changes: nitrite in packaged water (other than mineral water), nitrite in edible
    // bird's nest, dried meat products (the 2022 NDMA row 熟肉干制品 is gone: 肉制品 covers it).
    expect(changed.sort()).toEqual(
      [
        'gone: N-二甲基亚硝胺|熟肉干制品|肉及肉制品',
        'new: 亚硝酸盐(以NaNO2计)|食用燕窝|其他类',
        'value: 亚硝酸盐(以NaNO2计)|包装饮用水|饮料类 0.005 mg/L(以NO2- 计) → 0.1 mg/L(以NO2- 计)',
      ].sort(),
    );
  });

  it('reads appendix A as the food tree and places combined labels on each member', () => {
    const { nodes, rejected } = parseAppendixA(text('GB 2762-2025'));
    expect(rejected).toEqual([]);
    expect(nodes.filter((n) => !n.parentKey)).toHaveLength(TOP_CATEGORIES.length);
    const keys = new Set(nodes.map((n) => n.key));
    for (const k of [
      '水产动物及其制品/鲜、冻水产动物/鱼类/肉食性鱼类/金枪鱼',
      '谷物及其制品/谷物碾磨加工品/大米(粉)',
      '食用菌及其制品/新鲜食用菌/木耳/黑木耳',
      '其他类/食用燕窝',
    ])
      expect(keys.has(k), k).toBe(true);
    const tree = cnTree(nodes, []);
    expect(
      placeRow(tree, ['水产动物及其制品', '鲜、冻水产动物(鱼类、甲壳类、双壳贝类除外)'], '鱼类、甲壳类').keys,
    ).toEqual(['水产动物及其制品/鲜、冻水产动物/鱼类', '水产动物及其制品/鲜、冻水产动物/甲壳类']);
    expect(placeRow(tree, ['谷物及其制品'], '大麦、小麦、麦片、小麦粉').keys).toHaveLength(4);
    // The tin table's 食品 is every top category but those it excludes (饮料类 has its own row).
    expect(placeRow(tree, [], '食品(饮料类、婴幼儿配方食品、婴幼儿辅助食品除外)').keys).toHaveLength(
      TOP_CATEGORIES.length - 1,
    );
  });
});

/** A footnote letter glued after a Chinese name or bracket, as the tables print it ("稻谷a", "谷物(稻谷b 除外)"). */
const GLUED_LETTER = /[\u4e00-\u9fff)）\]][a-e](?=[、[\](（)）,，\s]|$)/;

describe.skipIf(!has)('Chinese limit rows: footnote letters become notes', () => {
  const csv = (name: string) =>
    parse(readFileSync(path.join(dir, name), 'utf8'), { columns: true, bom: true }) as Record<string, string>[];

  it('no food label of GB 2762-2025, GB 2762-2022 or GB 2761-2017 keeps a footnote letter; its text is the note', async () => {
    const file = path.join(dir, FULLTEXT_FILE);
    const src = await cnSource(file, 'test');
    const batches = {
      'GB 2762-2025': parseGb2762(parseGb2762Text(text('GB 2762-2025'), 'GB 2762-2025').rows, src),
      'GB 2762-2022': parseGb2762(csv('cn_gb2762_2022_contaminant_limits.csv'), src),
      'GB 2761-2017': parseGb2761(csv('cn_gb2761_2017_mycotoxin_limits.csv'), src),
    };
    for (const [std, b] of Object.entries(batches)) {
      expect(b.limits.length, std).toBeGreaterThan(30);
      for (const l of b.limits) {
        expect(l.foodLabel, `${std} ${l.sourceKey}`).not.toMatch(GLUED_LETTER);
        for (const x of l.excludes ?? []) expect(x, `${std} ${l.sourceKey}`).not.toMatch(/[a-e]$/);
      }
    }
    const row = (std: keyof typeof batches, limitFor: string, label: string) =>
      batches[std].limits.find((l) => (l.limitFor ?? '').startsWith(limitFor) && l.foodLabel === label);
    // The notes as the 2025 text prints them under each table.
    expect(row('GB 2762-2025', '镉', '稻谷、糙米、大米(粉)')?.footnotes).toBe('a 稻谷以糙米计。');
    expect(row('GB 2762-2025', '镉', '谷物(稻谷除外)')).toMatchObject({
      footnotes: 'a 稻谷以糙米计。',
      excludes: ['稻谷'],
    });
    expect(row('GB 2762-2025', '铅', '婴幼儿配方食品')?.footnotes).toBe(
      'c 液态婴幼儿配方食品根据8∶1的比例折算其限量。',
    );
    expect(row('GB 2762-2025', '铅', '香辛料类[花椒、桂皮(肉桂)、多种香辛料混合的香辛料除外]')?.footnotes).toBe(
      'b 新鲜香辛料(如姜、葱、蒜等)应按对应的新鲜蔬菜(或新鲜水果)类别执行。',
    );
    // Table 3: the same note under another letter (b), beside the methylmercury column's own note (a).
    expect(row('GB 2762-2025', '总汞', '稻谷、糙米、大米(粉)、玉米、玉米粉、玉米糁(渣)、小麦、小麦粉')?.footnotes).toBe(
      'b 稻谷以糙米计。',
    );
    // Table 4: inorganic arsenic of 稻谷 carries both notes (column a, label b).
    expect(row('GB 2762-2025', '无机砷', '稻谷')?.footnotes).toContain('b 稻谷以糙米计。');
    expect(row('GB 2762-2025', '无机砷', '稻谷')?.footnotes).toContain('a 对于制定无机砷限量的食品可先测定其总砷');
    expect(row('GB 2761-2017', '黄曲霉毒素B1', '稻谷、糙米、大米')?.footnotes).toBe('a 稻谷以糙米计。');
  });
});
