import { describe, expect, it } from 'vitest';
import { englishValue } from '@app/contract';
import {
  foodCategories,
  instances,
  judgeCauses,
  judgeResults,
  penaltyTypes,
  riskFactors,
} from '../../seed/records-data.js';
import { valueLabel } from './texts.js';

describe('English labels of the record categories', () => {
  it('every food category and risk factor the records hold has an English name (no Chinese in English facets and charts)', () => {
    for (const c of foodCategories) expect(englishValue('foodCategory', c.name), c.name).toBeTruthy();
    for (const r of riskFactors) expect(englishValue('riskFactor', r), r).toBeTruthy();
    expect(valueLabel('penalty', 'riskFactor', '微生物污染', 'en')).toBe('Microbial contamination');
    expect(valueLabel('penalty', 'riskFactor', '微生物污染', 'zh-cn')).toBe('微生物污染');
  });

  it('every hazard item the sampling records hold has an English name, "expressed as" notes included (issue 15)', () => {
    for (const c of foodCategories)
      for (const h of c.hazards) expect(englishValue('hazard', h.name), h.name).toMatch(/^[^\u3400-\u9fff]+$/);
    expect(valueLabel('sampling', 'hazard', '铅(以Pb计)', 'en')).toBe('Lead (as Pb)');
    expect(valueLabel('sampling', 'hazard', '酸价(以脂肪计)(KOH)', 'en')).toBe('Acid value (fat basis, KOH)');
    expect(valueLabel('sampling', 'hazard', '苯甲酸及其钠盐(以苯甲酸计)', 'en')).toBe(
      'Benzoic acid and its sodium salt (as benzoic acid)',
    );
    expect(valueLabel('sampling', 'hazard', '铅(以Pb计)', 'zh-cn')).toBe('铅(以Pb计)');
  });

  it('names judgment causes, instances, outcomes and penalty types in English', () => {
    for (const v of judgeCauses) expect(valueLabel('judge', 'cause', v, 'en'), v).not.toMatch(/[\u3400-\u9fff]/);
    for (const v of instances) expect(valueLabel('judge', 'instance', v, 'en'), v).not.toMatch(/[\u3400-\u9fff]/);
    for (const v of judgeResults) expect(valueLabel('judge', 'result', v, 'en'), v).not.toMatch(/[\u3400-\u9fff]/);
    for (const v of penaltyTypes)
      expect(valueLabel('penalty', 'penaltyType', v, 'en'), v).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('shows a value with no English name as Chinese, marked as such, never an invented name', () => {
    expect(valueLabel('sampling', 'hazard', '某未知项目', 'en')).toBe('某未知项目 (Chinese)');
    expect(valueLabel('penalty', 'authority', '某市市场监督管理局', 'en')).toBe('某市市场监督管理局');
  });
});
