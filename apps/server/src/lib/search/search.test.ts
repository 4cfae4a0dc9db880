import { describe, expect, it } from 'vitest';
import { numberKeys, splitNumber } from './number.js';
import { indexTokens, queryTokens } from './segment.js';
import { highlight, snippet } from './highlight.js';

describe('standard number normalisation', () => {
  it('reads every spelling of GB 2760-2024 to the same keys', () => {
    for (const s of ['GB 2760-2024', 'gb2760—2024', 'ＧＢ２７６０－２０２４', 'GB2760-2024', ' GB  2760 – 2024 '])
      expect(numberKeys(s)).toEqual({ key: 'GB2760-2024', code: 'GB2760', digits: '2760' });
    expect(numberKeys('GB2760')).toEqual({ key: null, code: 'GB2760', digits: '2760' });
    expect(numberKeys('2760')).toEqual({ key: null, code: null, digits: '2760' });
    expect(numberKeys('GB/T 191-2008')).toEqual({ key: 'GB/T191-2008', code: 'GB/T191', digits: '191' });
    expect(numberKeys('GB 4789.2-2022')?.key).toBe('GB4789.2-2022');
    expect(numberKeys('食品添加剂')).toBeNull();
    expect(numberKeys('12')).toBeNull();
  });
  it('finds a number inside a longer query', () => {
    const { keys, rest } = splitNumber('GB 2760-2024 苯甲酸');
    expect(keys?.key).toBe('GB2760-2024');
    expect(rest).toBe('苯甲酸');
  });
});

describe('segmentation with the domain dictionary', () => {
  it('keeps domain words whole in queries and emits their parts in the index', () => {
    expect(queryTokens('食品添加剂')).toEqual(['食品添加剂']);
    expect(queryTokens('预包装食品标签')).toContain('预包装食品');
    const idx = indexTokens('食品安全国家标准 食品添加剂使用标准').split(' ');
    expect(idx).toEqual(expect.arrayContaining(['食品添加剂', '食品', '添加剂', '标准']));
    expect(queryTokens('的 和 ，。')).toEqual([]);
  });
});

describe('highlighting on the original text', () => {
  it('escapes markup and marks terms', () => {
    expect(highlight('<b>食品添加剂</b>使用', ['食品添加剂'])).toBe('&lt;b&gt;<em>食品添加剂</em>&lt;/b&gt;使用');
    expect(highlight('GB 2760 Additive', ['additive'])).toBe('GB 2760 <em>Additive</em>');
    const s = snippet('前言'.repeat(100) + '苯甲酸的最大使用量' + '后文'.repeat(100), ['苯甲酸']);
    expect(s).toContain('<em>苯甲酸</em>');
    expect(s.startsWith('…')).toBe(true);
  });
});
