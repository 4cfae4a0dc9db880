import { describe, expect, it } from 'vitest';
import { englishValue, vocabularyOf } from './food-vocabulary.js';

describe('English names of category values', () => {
  it('names the SAMR food categories and the risk factors, and leaves other text alone', () => {
    expect(englishValue('foodCategory', '食用农产品')).toBe('Edible agricultural products');
    expect(englishValue('riskFactor', '微生物污染')).toBe('Microbial contamination');
    expect(englishValue('productName', '韭菜')).toBeUndefined();
    expect(vocabularyOf('foodCategory').length).toBeGreaterThan(30);
  });
});
