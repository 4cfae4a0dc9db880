import { describe, expect, it } from 'vitest';
import type { Indicator, Requirement } from '@app/contract';
import { stricterOwn } from './stricter.js';

/**
 * The own-stricter-value rule, case by case from its statement: a product standard's own safety
 * limit stricter than the inherited one governs; the own row names the limit it is stricter than,
 * the inherited row names the own row replacing it, both stay; only facts are compared.
 */
const row = (id: string, name: string, requirement: Requirement, unit: string, extra: Partial<Indicator> = {}) =>
  ({
    id,
    name,
    category: '污染物',
    requirement,
    unit,
    grade: '',
    scope: '',
    methods: [],
    sourceStandard: 'GB/T 1534-2026',
    sourceClause: '表2',
    foodCategory: '',
    remark: '',
    confidence: 0.9,
    inheritedFrom: null,
    sourceLines: '',
    safety: true,
    ...extra,
  }) as Indicator;
const max = (n: number): Requirement => ({ kind: 'max', max: n, text: `≤ ${n}` });
const inheritedRow = (
  id: string,
  name: string,
  requirement: Requirement,
  unit: string,
  extra: Partial<Indicator> = {},
) => row(id, name, requirement, unit, { sourceStandard: 'GB 2762-2025', inheritedFrom: 'GB 2762-2025', ...extra });

/** GB 2762-2025 表1: 油脂及其制品, lead 0.08 mg/kg. */
const leadInOils = inheritedRow('g1:1', '铅', max(0.08), 'mg/kg');

describe('a product standard’s own stricter safety limit governs', () => {
  it('an own limit lower than the inherited one: both stay, each names the other', () => {
    const own = row('p1', '铅(以Pb计)', max(0.05), 'mg/kg');
    const out = stricterOwn([own], [leadInOils]);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ id: 'p1', stricterThan: 'GB 2762-2025 ≤ 0.08 mg/kg' });
    expect(out[1]).toMatchObject({ id: 'g1:1', overriddenBy: 'p1' });
  });

  it('compares across units (50 μg/kg is stricter than 0.08 mg/kg; 80 μg/kg is the same)', () => {
    expect(stricterOwn([row('p1', '铅', max(50), 'μg/kg')], [leadInOils])[1]).toMatchObject({ overriddenBy: 'p1' });
    const same = stricterOwn([row('p1', '铅', max(80), 'μg/kg')], [leadInOils]);
    expect(same[1]!.overriddenBy).toBeUndefined();
    expect(same[0]!.stricterThan).toBeUndefined();
  });

  it('an equal or looser own limit does not govern: the inherited limit stands', () => {
    for (const own of [row('p1', '铅', max(0.08), 'mg/kg'), row('p1', '铅', max(0.1), 'mg/kg')]) {
      const out = stricterOwn([own], [leadInOils]);
      expect(out[0]!.stricterThan).toBeUndefined();
      expect(out[1]!.overriddenBy).toBeUndefined();
    }
  });

  it('"不得检出" is stricter than any maximum', () => {
    const own = row('p1', '铅', { kind: 'absent', text: '不得检出' }, 'mg/kg');
    expect(stricterOwn([own], [leadInOils])[1]).toMatchObject({ overriddenBy: 'p1' });
  });

  it('only facts are compared: a row the parse is unsure of, or a requirement in words, is not known to be stricter', () => {
    const unsure = row('p1', '铅', max(0.05), 'mg/kg', { confidence: 0.5 });
    const words = row('p2', '铅', { kind: 'text', text: '应符合GB 2762的规定' }, '');
    const out = stricterOwn([unsure, words], [leadInOils]);
    expect(out.map((i) => i.stricterThan ?? i.overriddenBy)).toEqual([undefined, undefined, undefined]);
  });

  it('only safety limits are overridden, and only by the same substance', () => {
    const moisture = inheritedRow('g1:2', '水分', max(0.2), '%', { safety: false, category: '理化' });
    const own = [row('p1', '水分', max(0.1), '%'), row('p2', '镉', max(0.01), 'mg/kg')];
    const out = stricterOwn(own, [moisture, leadInOils]);
    expect(out.filter((i) => i.overriddenBy || i.stricterThan)).toEqual([]);
  });

  it('one own row stricter than two inherited rows names both', () => {
    const other = inheritedRow('g2:1', '铅', max(0.1), 'mg/kg', { sourceStandard: 'GB 2762-2022' });
    const out = stricterOwn([row('p1', '铅', max(0.05), 'mg/kg')], [leadInOils, other]);
    expect(out[0]!.stricterThan).toBe('GB 2762-2025 ≤ 0.08 mg/kg; GB 2762-2022 ≤ 0.1 mg/kg');
    expect(out.slice(1).map((i) => i.overriddenBy)).toEqual(['p1', 'p1']);
  });
});
