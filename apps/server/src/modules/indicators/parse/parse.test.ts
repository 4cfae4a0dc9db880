import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../config.js';
import { parseStandard } from './parse-standard.js';
import { readCount, readRequirement, splitCounts } from './requirement.js';
import { productStandardsFile, readProductStandardLines } from './product-standards-file.js';
import { parseFixture } from './parse-fixture.js';
import { parseHoldout } from './parse-holdout.js';
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
  const parse = (n: string) => parseStandard({ standard_id: n, title: byNumber.get(n)!.title, text: byNumber.get(n)!.text });

  it('reads every standard of the file (366; one row is the upstream master list), the 84 without standard_id by their title', () => {
    expect(rows.length).toBe(366);
    expect(byNumber.has('GB 1886.383-2025')).toBe(true);
  });

  it('reads GB 2717-2018 (酱油): amino-acid nitrogen and the n/c/m/M plans with their superscripts repaired', () => {
    const list = parse('GB 2717-2018');
    expect(list.find((i) => i.name === '氨基酸态氮')).toMatchObject({ unit: 'g/100mL', requirement: { kind: 'min', min: 0.4 }, methods: ['GB 5009.235'] });
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
    // Floors at what was measured before any change the hold-out suggested (precision 100 %, recall 52.3 %).
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.5);
  });
});
