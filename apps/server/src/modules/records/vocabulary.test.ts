import { describe, expect, it } from 'vitest';
import { englishValue } from '@app/contract';
import { foodCategories, riskFactors } from '../../seed/records-data.js';
import { valueLabel } from './texts.js';

describe('English labels of the record categories', () => {
  it('every food category and risk factor the records hold has an English name (no Chinese in English facets and charts)', () => {
    for (const c of foodCategories) expect(englishValue('foodCategory', c.name), c.name).toBeTruthy();
    for (const r of riskFactors) expect(englishValue('riskFactor', r), r).toBeTruthy();
    expect(valueLabel('penalty', 'riskFactor', '微生物污染', 'en')).toBe('Microbial contamination');
    expect(valueLabel('penalty', 'riskFactor', '微生物污染', 'zh-cn')).toBe('微生物污染');
  });
});
