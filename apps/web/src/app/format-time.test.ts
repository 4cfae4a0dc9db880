import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format-time';

describe('moments as the viewer reads them', () => {
  it('formats PostgreSQL text stamps and ISO strings as YYYY-MM-DD HH:mm in the local zone', () => {
    const local = (iso: string) => {
      const d = new Date(iso);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
    };
    expect(formatMoment('2026-11-23 11:18:20.2+00')).toBe(local('2026-11-23T11:18:20.2Z'));
    expect(formatMoment('2026-11-23T11:18:20.123Z')).toBe(local('2026-11-23T11:18:20.123Z'));
    expect(formatMoment('2026-11-23 11:18:20+08')).toBe(local('2026-11-23T03:18:20Z'));
    expect(formatMoment('')).toBe('');
    expect(formatMoment('not a date')).toBe('not a date');
    expect(formatDay('2026-11-23')).toBe('2026-11-23');
    expect(formatDay('2026-11-23 11:18:20.2+00')).toMatch(/^2026-11-2[34]$/);
  });
});
