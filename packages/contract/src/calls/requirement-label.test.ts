import { describe, expect, it } from 'vitest';
import { requirementLabel, resultRowsOf, type Indicator, type Requirement } from './indicators.js';

describe('a requirement is written with its operator', () => {
  // GB 2717-2018 表2: 氨基酸态氮 ≥ 0.4 g/100mL; the table cell holds "0.4" under a "≥" heading.
  const cases: [Requirement, string, string][] = [
    [{ kind: 'min', min: 0.4, text: '0.4' }, '≥ 0.4', '≥ 0.4'],
    [{ kind: 'min', min: 10, minExclusive: true, text: '10' }, '> 10', '> 10'],
    [{ kind: 'max', max: 0.5, text: '0.5' }, '≤ 0.5', '≤ 0.5'],
    [{ kind: 'max', max: 0.1, maxExclusive: true, text: '<0.1' }, '< 0.1', '< 0.1'],
    [{ kind: 'range', min: 30.5, max: 34, text: '30.5~34.0' }, '30.5 ~ 34', '30.5 ~ 34'],
    [{ kind: 'absent', text: '不得检出' }, '不得检出', 'not detectable'],
    [
      { kind: 'plan', plan: { n: 5, c: 2, m: 1000, M: 10000 }, text: '' },
      'n=5, c=2, m=10^3, M=10^4',
      'n=5, c=2, m=10^3, M=10^4',
    ],
    [{ kind: 'text', text: '符合 GB 2760 的规定' }, '符合 GB 2760 的规定', '符合 GB 2760 的规定'],
  ];
  it.each(cases)('%o → %s / %s', (r, zh, en) => {
    expect(requirementLabel(r, 'zh-cn')).toBe(zh);
    expect(requirementLabel(r, 'en')).toBe(en);
  });
});

describe('the rows a lab fills in', () => {
  const ind = (name: string, kind: Requirement['kind'], unit = 'mg/kg') =>
    ({ name, unit, requirement: { kind, text: '' } }) as Indicator;
  it('keeps list order, each name once, and leaves out text requirements', () => {
    expect(
      resultRowsOf([ind('铅', 'max'), ind('色泽', 'text', ''), ind('总砷', 'max'), ind('铅', 'max', 'mg/L')]),
    ).toEqual([
      { name: '铅', unit: 'mg/kg' },
      { name: '总砷', unit: 'mg/kg' },
    ]);
  });
});
