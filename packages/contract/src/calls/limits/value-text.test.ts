import { describe, expect, it } from 'vitest';
import { limitValueText } from './value-text.js';

describe('limit values as shown', () => {
  it('writes a decimal point and the unit once', () => {
    expect(limitValueText('0,10 mg/kg', 'mg/kg')).toBe('0.10 mg/kg');
    expect(limitValueText('0.2', 'mg/kg')).toBe('0.2 mg/kg');
    expect(limitValueText('0.003 mg/L', 'mg/L')).toBe('0.003 mg/L');
    expect(limitValueText('3500 mg NO3/kg', 'mg NO3/kg')).toBe('3500 mg NO3/kg');
    expect(limitValueText('1 000', '')).toBe('1 000');
  });
});
