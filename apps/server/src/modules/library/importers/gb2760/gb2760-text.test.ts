import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readProductStandardLines } from '../../../indicators/parse/product-standards-file.js';
import { readGb2760Text, type Gb2760Read } from './gb2760-text.js';

/**
 * GB 2760-2024 read from its full text. Every expected row below was copied by hand from the
 * text of data/cn_food_product_standards_fulltext.jsonl (table A.1 with its continuation pages,
 * table A.2, appendix E) before the reader was written.
 */
const file = path.resolve(import.meta.dirname, '../../../../../../../data/cn_food_product_standards_fulltext.jsonl');

describe.runIf(existsSync(file))('GB 2760-2024 from its full text', () => {
  let read: Gb2760Read;
  const uses = (additive: string) => read.uses.filter((u) => u.additive === additive);
  const use = (additive: string, code: string) => uses(additive).filter((u) => u.code === code);

  beforeAll(() => {
    const std = readProductStandardLines(readFileSync(file, 'utf8')).find((r) => r.number === 'GB 2760-2024')!;
    read = readGb2760Text(std.text);
  });

  it('issue 25: 双乙酸钠 has its eleven uses of table A.1 and none in 食糖 (the exception list is not a use)', () => {
    expect(uses('双乙酸钠(又名二醋酸钠)').map((u) => [u.code, u.maxUse])).toEqual([
      ['04.04.01.02', '1.0'],
      ['04.04.01.03', '1.0'],
      ['06.01', '1.0'],
      ['06.05.02.04', '4.0'],
      ['07.02', '4.0'],
      ['08.02', '3.0'],
      ['08.03', '3.0'],
      ['09.04', '1.0'],
      ['12.0', '2.5'],
      ['12.10', '10.0'],
      ['16.06', '1.0'],
    ]);
    expect(use('双乙酸钠(又名二醋酸钠)', '12.0')[0]!.category).toBe('调味品(12.01 盐及代盐制品、12.09 香辛料类除外)');
  });

  it("issue 25: the uses on 山梨糖醇's continuation page stay 山梨糖醇's (食糖 按生产需要适量使用), not 双乙酸钠's", () => {
    expect(use('山梨糖醇,山梨糖醇液', '11.01')[0]!.maxUse).toBe('按生产需要适量使用');
    expect(use('山梨糖醇,山梨糖醇液', '06.03.02.01')[0]!.maxUse).toBe('30.0');
  });

  it('issue 25: 山梨酸及其钾盐 reads all three pages of its uses (42), 酱油 among them', () => {
    const sorbate = uses('山梨酸及其钾盐(包括山梨酸,山梨酸钾)');
    expect(sorbate).toHaveLength(42);
    expect(use('山梨酸及其钾盐(包括山梨酸,山梨酸钾)', '12.04')[0]).toMatchObject({
      category: '酱油',
      maxUse: '1.0g/kg',
      remark: '以山梨酸计',
    });
    expect(use('山梨酸及其钾盐(包括山梨酸,山梨酸钾)', '04.01.02.08')[0]!.maxUse).toBe('0.5g/kg');
    expect(use('山梨酸及其钾盐(包括山梨酸,山梨酸钾)', '16.03')[0]!.category).toBe('胶原蛋白肠衣');
    expect(use('山梨酸及其钾盐(包括山梨酸,山梨酸钾)', '15.02').map((u) => u.maxUse)).toEqual(['0.4g/kg', '0.6g/L']);
  });

  it('issue 25: 苯甲酸及其钠盐 reaches 酱油 (1.0, 以苯甲酸计) and its continuation page to 果酒', () => {
    expect(use('苯甲酸及其钠盐(包括苯甲酸,苯甲酸钠)', '12.04')[0]).toMatchObject({
      category: '酱油',
      maxUse: '1.0',
      unit: 'g/kg',
      remark: '以苯甲酸计',
    });
    expect(use('苯甲酸及其钠盐(包括苯甲酸,苯甲酸钠)', '15.03.03')[0]!.maxUse).toBe('0.8');
    expect(uses('苯甲酸及其钠盐(包括苯甲酸,苯甲酸钠)')).toHaveLength(22);
  });

  it('issue 25: reads the additive heading (name over two lines, CNS, INS, function) and all-foods uses', () => {
    const [hexyl] = uses('4-己基间苯二酚');
    expect(hexyl).toMatchObject({
      cns: '04.013',
      ins: '586',
      func: '抗氧化剂',
      code: '09.01',
      category: '鲜水产(仅限虾类)',
      maxUse: '按生产需要适量使用',
      remark: '残留量≤1mg/kg',
    });
    const [ribo] = uses("5'-呈味核苷酸二钠(又名呈味核苷酸二钠)");
    expect(ribo).toMatchObject({ code: null, maxUse: '按生产需要适量使用', exceptNumbers: range(1, 68) });
    const iso = uses('D-异抗坏血酸及其钠盐(包括D-异抗坏血酸,D-异抗坏血酸钠)');
    expect(iso.map((u) => u.code)).toEqual([null, '15.03.01']);
    expect(iso[0]!.exceptNumbers).toEqual([...range(1, 62), ...range(64, 68)]);
    expect(iso[1]).toMatchObject({ category: '葡萄酒', maxUse: '0.15', remark: '以抗坏血酸计' });
    expect(uses('L-丙氨酸')[0]!.category).toBe('调味品(12.01 盐及代盐制品、12.09 香辛料类除外)');
  });

  it('issue 25: table A.2 is the list of 68 excepted food categories, read as such', () => {
    expect(read.exceptions).toHaveLength(68);
    expect(read.exceptions.map((e) => e.no)).toEqual(range(1, 68));
    expect(read.exceptions.find((e) => e.no === 35)).toMatchObject({ code: '08.01.02', name: '冷却肉、冰鲜肉' });
  });

  it('issue 25: appendix E gives the food category tree', () => {
    const name = (code: string) => read.categories.find((c) => c.code === code)?.name;
    expect(name('12.04')).toBe('酱油');
    expect(name('01.01.01')).toBe('巴氏杀菌乳');
    expect(name('11.01')).toBe('食糖');
    expect(read.categories.length).toBeGreaterThan(300);
  });
});

function range(a: number, b: number) {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
