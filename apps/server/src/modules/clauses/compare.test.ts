import { describe, expect, it } from 'vitest';
import { hasTexts, standardText as standard } from '../library/document-model/test-texts.js';
import { compareTexts, tableDiff, wordDiff } from './compare.js';

// Written from GB 2762-2025's foreword ("本标准与GB2762—2022相比,主要变化如下") and the two texts:
// each change it names must show in the clause-by-clause comparison.
const added = (w: { kind: string; text: string }[] = []) =>
  w
    .filter((p) => p.kind === 'added')
    .map((p) => p.text)
    .join('');
const removed = (w: { kind: string; text: string }[] = []) =>
  w
    .filter((p) => p.kind === 'removed')
    .map((p) => p.text)
    .join('');

describe('editions compared', () => {
  it('gives the word-level difference of a clause', () => {
    const w = wordDiff('对于肉类干制品、干制水产品,可判定符合', '对于干制水产品,则可判定符合');
    expect(removed(w)).toContain('肉类');
    expect(added(w)).toContain('则');
  });

  it('compares tables cell by cell, rows by their first cell', () => {
    const t = (rows: string[][]) => ({
      type: 'table' as const,
      headerRows: 1,
      rows: rows.map((r) => r.map((text) => ({ text }))),
    });
    expect(
      tableDiff(
        t([
          ['食品', '限量'],
          ['饮料', '0.005'],
          ['蛋', '0.2'],
        ]),
        t([
          ['食品', '限量'],
          ['饮料', '0.1'],
          ['燕窝', '30'],
        ]),
      ),
    ).toEqual([
      { row: '饮料', column: '限量', kind: 'changed', before: '0.005', after: '0.1' },
      { row: '燕窝', column: '', kind: 'added', after: '燕窝 | 30' },
      { row: '蛋', column: '', kind: 'removed', before: '蛋 | 0.2' },
    ]);
  });

  it.runIf(hasTexts)('GB 2762-2022 → 2025 shows every change its foreword lists', () => {
    const c = compareTexts(standard('GB 2762-2022'), standard('GB 2762-2025'));
    expect(c.changes).toEqual([
      '修改了应用原则;',
      '修改了肉类干制品中铅的限量要求;',
      '修改了肉类干制品中镉的限量要求;',
      '修改了肉类干制品中砷的限量要求;',
      '修改了肉类干制品中铬的限量要求;',
      '修改了包装饮用水(饮用天然矿泉水除外)中亚硝酸盐的限量要求;',
      '增加了食用燕窝中亚硝酸盐的限量要求;',
      '修改了表10中指标的表述;',
      '修改了附录A。',
    ]);
    const clause = (a: string) => c.clauses.find((x) => x.anchor === a);
    // 修改了应用原则 / 肉类干制品: 3.5 no longer names 肉类干制品.
    expect(clause('sec-3.5')?.change).toBe('wording');
    expect(clause('sec-3.5')?.before).toContain('肉类干制品');
    expect(clause('sec-3.5')?.after).not.toContain('肉类干制品');
    expect(removed(clause('sec-3.5')?.words)).toContain('肉类');
    // 包装饮用水(饮用天然矿泉水除外) nitrite 0.005 → 0.1 mg/L, and 食用燕窝 30 mg/kg added, in table 8 (4.8.1).
    const nitrite = clause('sec-4.8.1');
    expect(nitrite?.change).toBe('substantive');
    expect(removed(nitrite?.words)).toContain('0.005');
    expect(added(nitrite?.words)).toContain('食用燕窝');
    // Table 10 (N-二甲基亚硝胺, 4.10.1) is reworded.
    expect(clause('sec-4.10.1')?.change).toMatch(/wording|substantive/);
    // The amendment printed after the 2022 text is not a clause of the 2025 edition.
    expect(clause('amendment-1')?.change).toBe('removed');
    console.log(
      `GB 2762-2022 → 2025: ${c.changes.length} foreword changes; clauses ${JSON.stringify(c.counts)}; changed: ${c.clauses
        .filter((x) => x.change !== 'formal')
        .map((x) => `${x.anchor} ${x.change}`)
        .join(', ')}`,
    );
  });
});
