import { describe, expect, it } from 'vitest';
import { pageWindow } from './search-page.js';
import { toMgKg, tryMgKg, UnknownUnitError } from './units.js';
import { excludedBy, footnoteLetters, splitExcludes, withoutFootnotes } from './import/labels.js';
import { splitMembers } from './import/tfda.js';
import { splitSpecies } from './import/gb31650.js';

describe('unit normalisation to mg/kg', () => {
  it('converts the units the sources use', () => {
    expect(toMgKg(5, 'μg/kg')).toBe(0.005);
    expect(toMgKg(5, 'µg/kg')).toBe(0.005);
    expect(toMgKg(2.5, 'pg/g')).toBe(0.0000025);
    expect(toMgKg(20, 'g/kg')).toBe(20000);
    expect(toMgKg(0.3, 'mg/L')).toBe(0.3);
    expect(toMgKg(8, 'ng/g')).toBe(0.008);
    expect(toMgKg(null, 'mg/kg')).toBeNull();
  });
  it('refuses a unit it does not know, naming it', () => {
    expect(() => toMgKg(1, 'furlongs')).toThrow(UnknownUnitError);
    expect(() => toMgKg(1, 'furlongs')).toThrow(/furlongs/);
    expect(tryMgKg(1, 'IU/g')).toBe('unknown-unit');
  });
});

describe('food labels', () => {
  it('splits exclusions, with nested brackets', () => {
    expect(splitExcludes('谷物及其制品a[麦片、面筋、粥类罐头、带馅(料)面米制品除外]')).toEqual({
      base: '谷物及其制品a',
      excludes: ['麦片', '面筋', '粥类罐头', '带馅(料)面米制品'],
    });
    expect(splitExcludes('其他小漿果類(藍莓、覆盆子除外)')).toEqual({
      base: '其他小漿果類',
      excludes: ['藍莓', '覆盆子'],
    });
    expect(splitExcludes('其他小漿果類(草莓及葡萄除外)').excludes).toEqual(['草莓', '葡萄']);
  });
  it('finds and strips glued footnote letters', () => {
    expect(footnoteLetters('稻谷a、糙米、大米(粉)')).toEqual(['a']);
    expect(withoutFootnotes('稻谷a、糙米')).toBe('稻谷、糙米');
  });
  it('matches exclusions either way round', () => {
    expect(excludedBy(['小黃瓜'], ['胡瓜(含小黃瓜)'])).toBe(true);
    expect(excludedBy(['藍莓'], ['草莓'])).toBe(false);
    // GB 2762 表3: 水产动物及其制品(肉食性鱼类及其制品除外) still reaches 鱼类 and its other fish.
    expect(excludedBy(['肉食性鱼类及其制品'], ['鲜、冻水产动物', '鱼类'])).toBe(false);
    expect(excludedBy(['肉食性鱼类及其制品'], ['鱼类', '肉食性鱼类'])).toBe(true);
    expect(excludedBy(['畜禽内脏及其制品'], ['畜禽内脏'])).toBe(true);
  });
  it('reads TFDA member crops and GB 31650 species', () => {
    expect(splitMembers('大麥、小麥(含黑小麥、杜蘭小麥)、燕麥、黑麥等。')).toEqual(['大麥', '小麥', '燕麥', '黑麥']);
    expect(splitSpecies('牛、羊 (泌乳期禁用)')).toEqual({ species: ['牛', '羊'], condition: '泌乳期禁用' });
  });
});

describe('a search page reads only the jurisdictions it spans', () => {
  const totals = [
    { code: 'EU', total: 30 },
    { code: 'CN', total: 15 },
    { code: 'TW', total: 0 },
    { code: 'X1', total: 8 },
  ];
  it('skips whole jurisdictions before the page and starts inside the first one', () => {
    expect(pageWindow(totals, { offset: 0, size: 20, desc: false })).toEqual({ jurisdictions: ['CN', 'EU'], skip: 0 });
    expect(pageWindow(totals, { offset: 20, size: 20, desc: false })).toEqual({ jurisdictions: ['EU'], skip: 5 });
    // 45 rows of CN and EU come first; TW holds none.
    expect(pageWindow(totals, { offset: 40, size: 20, desc: false })).toEqual({
      jurisdictions: ['EU', 'X1'],
      skip: 25,
    });
    expect(pageWindow(totals, { offset: 0, size: 10, desc: true })).toEqual({ jurisdictions: ['X1', 'EU'], skip: 0 });
    expect(pageWindow(totals, { offset: 60, size: 20, desc: false })).toEqual({ jurisdictions: [], skip: 0 });
  });
});
