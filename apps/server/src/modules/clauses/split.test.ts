import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { chineseNumber, splitClauses } from './split.js';
import { classifyChange } from './diff.js';

const dataDir = loadConfig().publicDataDir;
const lawFile = path.join(dataDir, 'cn_food_laws_lawrefbook.jsonl');
const stdFile = path.join(dataDir, 'cn_food_product_standards_fulltext.jsonl');
const line = (file: string, test: (o: Record<string, unknown>) => boolean) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find(test);

describe('clause splitting', () => {
  it('reads Chinese numerals', () => {
    expect(chineseNumber('五十四')).toBe(54);
    expect(chineseNumber('一百五十四')).toBe(154);
    expect(chineseNumber('十')).toBe(10);
    expect(chineseNumber('一百零一')).toBe(101);
  });

  it('splits a law by article with its chapter', () => {
    const body =
      '## 第一章 总则\n\n第一条 为了保证食品安全，制定本法。\n\n第二条 在境内从事下列活动，应当遵守本法：\n（一）食品生产\n\n## 第二章 其他\n\n第十条 应当记录。';
    const c = splitClauses(body);
    expect(c.map((x) => x.anchor)).toEqual(['art-1', 'art-2', 'art-10']);
    expect(c[1]!.text).toContain('（一）食品生产');
    expect(c[2]!.context).toBe('第二章 其他');
  });

  it('splits a standard by numbered section and ignores bare numbers', () => {
    const body =
      '前言\n1 范围\n本标准规定了限量。\n2 术语\n2.1 污染物\n定义。\n0.2\n3 应用原则\n3.1 无论是否制定限量，均应采取控制措施。\n2\n表 1';
    const c = splitClauses(body);
    expect(c.map((x) => x.anchor)).toEqual(['preamble', 'sec-1', 'sec-2', 'sec-2.1', 'sec-3', 'sec-3.1']);
    expect(c.find((x) => x.anchor === 'sec-3.1')!.text).toContain('表 1');
  });

  it('gives the same anchors and hashes for the same body, and a formal change keeps the core hash', () => {
    const a = splitClauses('第一条 甲，乙。\n第二条 丙。\n第三条 丁。');
    const b = splitClauses('第一条 甲,乙.\n第二条  丙。\n第三条 丁。');
    expect(a.map((x) => x.anchor)).toEqual(b.map((x) => x.anchor));
    expect(a[0]!.hash).not.toBe(b[0]!.hash);
    expect(a[0]!.coreHash).toBe(b[0]!.coreHash);
    expect(a[1]!.hash).toBe(b[1]!.hash);
  });

  it.runIf(existsSync(lawFile))('splits the real 食品安全法 into its 154 articles (needs data/)', () => {
    const law = line(lawFile, (o) => o.title === '中华人民共和国食品安全法')!;
    const c = splitClauses(String(law.text));
    const articles = c.filter((x) => /^art-\d+$/.test(x.anchor));
    expect(articles.length).toBe(154);
    expect(c.find((x) => x.anchor === 'art-50')!.text).toContain('进货查验');
  });

  it.runIf(existsSync(stdFile))('splits the real GB 2762-2022 into numbered sections (needs data/)', () => {
    const std = line(stdFile, (o) => o.standard_id === 'GB 2762-2022')!;
    const c = splitClauses(String(std.text));
    const anchors = c.map((x) => x.anchor);
    expect(anchors).toContain('sec-3.1');
    expect(anchors).toContain('sec-4.1.1');
    expect(c.find((x) => x.anchor === 'sec-4.1.1')!.text).toContain('铅');
  });
});

describe('change classification', () => {
  it('tells formal, wording and substantive changes apart', () => {
    expect(classifyChange('应当建立进货查验记录制度。', '应当建立进货查验记录制度.')).toBe('formal');
    expect(classifyChange('记录保存期限不得少于二年。', '记录保存期限不得少于二年，并妥善保管。')).toBe('wording');
    expect(classifyChange('铅限量为0.2 mg/kg。', '铅限量为0.1 mg/kg。')).toBe('substantive');
    expect(classifyChange('企业应当检验。', '企业可以检验。')).toBe('substantive');
    expect(classifyChange(undefined, '新条款')).toBe('added');
    expect(classifyChange('旧条款', undefined)).toBe('removed');
  });
});
