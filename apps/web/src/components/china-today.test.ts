import { describe, expect, it } from 'vitest';
import { chinaToday } from './china-today';

describe('chinaToday', () => {
  it('is the China day: 00:30 in Shanghai is the new day while UTC still has the old one', () => {
    expect(chinaToday(new Date('2026-09-02T00:30:00+08:00'))).toBe('2026-09-02');
    expect(chinaToday(new Date('2026-09-01T23:59:00+08:00'))).toBe('2026-09-01');
  });
});
