import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../config.js';
import { parseStandard } from './parse-standard.js';
import { readCount, readRequirement, splitCounts, splitValueRemark } from './requirement.js';
import { productStandardsFile, readProductStandardLines } from './product-standards-file.js';
import { parseFixture } from './parse-fixture.js';
import { parseHoldout } from './parse-holdout.js';
import { parseHoldoutClean } from './parse-holdout-clean.js';
import { parseHoldoutThird } from './parse-holdout-third.js';
import { scoreParse } from './parse-accuracy.js';

const file = path.join(loadConfig().publicDataDir, productStandardsFile);
const hasFile = existsSync(file);
if (!hasFile) console.warn(`${file} is absent: the parse measurement on real standards is skipped`);

describe('requirement cells', () => {
  it('reads operators, ranges and not detected', () => {
    expect(readRequirement('≥ 0.4')).toMatchObject({ kind: 'min', min: 0.4 });
    expect(readRequirement('$\\leqslant$ 7.0')).toMatchObject({ kind: 'max', max: 7 });
    expect(readRequirement('30.5~34.0')).toMatchObject({ kind: 'range', min: 30.5, max: 34 });
    expect(readRequirement('-0.500~-0.560')).toMatchObject({ kind: 'range', min: -0.56, max: -0.5 });
    expect(readRequirement('不得检出')).toMatchObject({ kind: 'absent' });
    expect(readRequirement('1.0', undefined, true)).toMatchObject({ kind: 'max', max: 1 });
    expect(readRequirement('1.0')).toBeNull();
    expect(readRequirement('$\\geq 4.0; \\leq 8.0$')).toMatchObject({ kind: 'range', min: 4, max: 8 });
    expect(readRequirement('≥1.0°；≤3.0°')).toMatchObject({ kind: 'range', min: 1, max: 3 });
    expect(splitValueRemark('≤ 15.0（计重水分为 12.0）')).toEqual({ value: '≤ 15.0', remark: '计重水分为 12.0' });
    expect(splitValueRemark('≤ 15.0')).toEqual({ value: '≤ 15.0', remark: '' });
  });

  it('repairs superscripts that PDF extraction lost in counts (GB 2717-2018: 5×1035×104)', () => {
    expect(splitCounts('5×1035×104')).toEqual(['5×103', '5×104']);
    expect(readCount('5×103', true)).toBe(5000);
    expect(readCount('102', true)).toBe(100);
    expect(readCount('102', false)).toBe(102);
    expect(readCount('$10^{4}$'.replace(/[${}]/g, ''), false)).toBe(10000);
  });
});

describe.runIf(hasFile)('product standard tables (needs data/cn_food_product_standards_fulltext.jsonl)', () => {
  const rows = hasFile ? readProductStandardLines(readFileSync(file, 'utf8')) : [];
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  const parse = (n: string) =>
    parseStandard({ standard_id: n, title: byNumber.get(n)!.title, text: byNumber.get(n)!.text });

  it('reads every standard of the file (366; one row is the upstream master list), the 84 without standard_id by their title', () => {
    expect(rows.length).toBe(366);
    expect(byNumber.has('GB 1886.383-2025')).toBe(true);
  });

  it('reads GB 2717-2018 (酱油): amino-acid nitrogen and the n/c/m/M plans with their superscripts repaired', () => {
    const list = parse('GB 2717-2018');
    expect(list.find((i) => i.name === '氨基酸态氮')).toMatchObject({
      unit: 'g/100mL',
      requirement: { kind: 'min', min: 0.4 },
      methods: ['GB 5009.235'],
    });
    expect(list.find((i) => i.name === '菌落总数')?.requirement.plan).toEqual({ n: 5, c: 2, m: 5000, M: 50000 });
    expect(list.find((i) => i.name === '大肠菌群')?.requirement.plan).toEqual({ n: 5, c: 2, m: 10, M: 100 });
    expect(list.every((i) => i.sourceLines.length > 0)).toBe(true);
  });

  it('reads graded LaTeX tables (GB/T 14456.3-2016) per grade', () => {
    const list = parse('GB/T 14456.3-2016').filter((i) => i.name === '粉末');
    expect(list.map((i) => [i.grade, i.requirement.max])).toEqual([
      ['特级~二级', 1],
      ['三级~五级', 1.5],
    ]);
  });

  it('reads nutrient tables per 100 kJ (GB 31662-2025: minimum, maximum, N.S.)', () => {
    const list = parse('GB 31662-2025');
    expect(list.find((i) => i.name === '维生素 A')).toMatchObject({
      unit: 'µgRE/100 kJ',
      requirement: { kind: 'range', min: 9.3, max: 53.8 },
      methods: ['GB 5009.82'],
    });
    expect(list.find((i) => i.name === '维生素 K1')?.requirement).toMatchObject({ kind: 'min', min: 1.05 });
    expect(list.find((i) => i.name === '氯')?.requirement).toMatchObject({ kind: 'max', max: 52 });
    expect(list.find((i) => i.name === '菌落总数')?.requirement.plan).toEqual({ n: 5, c: 2, m: 1000, M: 10000 });
  });

  it('reads a value with a remark in parentheses and a LaTeX span in a markdown row (GB/T 32719.3-2016)', () => {
    const water = parse('GB/T 32719.3-2016').filter((i) => i.name.startsWith('水分'));
    expect(water.map((i) => [i.scope, i.requirement.max, i.remark])).toEqual([
      ['天尖', 14, '计重水分12'],
      ['贡尖', 14, '计重水分12'],
      ['生尖', 14, '计重水分12'],
    ]);
  });

  it('measures precision and recall on the hand-checked fixture of 24 standards', () => {
    const parsed = new Map(Object.keys(parseFixture).map((n) => [n, parse(n)]));
    const score = scoreParse(parseFixture, parsed);
    console.log(
      `parse of ${score.standards} hand-checked standards: precision ${(score.precision * 100).toFixed(1)}% (${score.correctFacts}/${score.facts} facts), recall ${(score.recall * 100).toFixed(1)}% (${score.found}/${score.expected} rows)`,
    );
    expect(score.standards).toBeGreaterThanOrEqual(20);
    // Floors that catch a regression; the figures themselves are printed above and in the issue note.
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.7);
  });

  it('measures precision and recall on the hold-out of 10 standards the parser was not tuned on', () => {
    expect(Object.keys(parseHoldout).filter((n) => n in parseFixture)).toEqual([]);
    const parsed = new Map(Object.keys(parseHoldout).map((n) => [n, parse(n)]));
    const score = scoreParse(parseHoldout, parsed);
    console.log(
      `parse of the ${score.standards}-standard hold-out: precision ${(score.precision * 100).toFixed(1)}% (${score.correctFacts}/${score.facts} facts), recall ${(score.recall * 100).toFixed(1)}% (${score.found}/${score.expected} rows)`,
    );
    expect(score.standards).toBeGreaterThanOrEqual(10);
    // Measured before any change: precision 100 % (93/93), recall 52.3 % (58/111). The misses it
    // showed (nutrient min/max tables, remarks after values, "≥a；≤b", spans in markdown rows)
    // were then fixed, so the figure after (100 %, 94.6 %) is no longer a clean hold-out; the floors
    // catch a regression.
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('measures precision and recall on the clean hold-out of 12 standards (measured as is, never tuned on)', () => {
    const earlier = { ...parseFixture, ...parseHoldout };
    expect(Object.keys(parseHoldoutClean).filter((n) => n in earlier)).toEqual([]);
    expect(Object.keys(parseHoldoutClean).every((n) => byNumber.has(n))).toBe(true);
    const parsed = new Map(Object.keys(parseHoldoutClean).map((n) => [n, parse(n)]));
    const score = scoreParse(parseHoldoutClean, parsed);
    console.log(
      `parse of the clean ${score.standards}-standard hold-out: precision ${(score.precision * 100).toFixed(1)}% (${score.correctFacts}/${score.facts} facts), recall ${(score.recall * 100).toFixed(1)}% (${score.found}/${score.expected} rows)`,
    );
    for (const s of score.perStandard)
      console.log(`  ${s.number}: ${s.found}/${s.expected} rows found, ${s.correct}/${s.facts} facts correct`);
    expect(score.standards).toBeGreaterThanOrEqual(10);
    // As first measured: precision 89.6 % (43/48), recall 27.0 % (40/148). After the parser was
    // changed for the misses the third hold-out showed (HTML spans, per-product tables, a title
    // printed apart from its number), 92.9 % (65/70) and 37.2 % (55/148): this set is no longer
    // clean. The floors catch a regression.
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.35);
  });

  it('measures precision and recall on the third clean hold-out of 12 standards', () => {
    const earlier = { ...parseFixture, ...parseHoldout, ...parseHoldoutClean };
    expect(Object.keys(parseHoldoutThird).filter((n) => n in earlier)).toEqual([]);
    expect(Object.keys(parseHoldoutThird).every((n) => byNumber.has(n))).toBe(true);
    const parsed = new Map(Object.keys(parseHoldoutThird).map((n) => [n, parse(n)]));
    const score = scoreParse(parseHoldoutThird, parsed);
    console.log(
      `parse of the third ${score.standards}-standard hold-out: precision ${(score.precision * 100).toFixed(1)}% (${score.correctFacts}/${score.facts} facts), recall ${(score.recall * 100).toFixed(1)}% (${score.found}/${score.expected} rows)`,
    );
    for (const s of score.perStandard)
      console.log(`  ${s.number}: ${s.found}/${s.expected} rows found, ${s.correct}/${s.facts} facts correct`);
    expect(score.standards).toBe(12);
    // Measured before any change: precision 79.4 % (77/97), recall 43.6 % (71/163). The parser was
    // then changed where the misses showed a pattern (LaTeX operators glued to numbers, limit tables
    // without operators, n/c/m plans, HTML row spans, per-product tables, two-row headers): 99.4 %
    // (159/160) and 82.2 % (134/163). Spent now too; the floors catch a regression.
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.8);
  });
});
