import { afterEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDay, today, weekStart } from '../modules/library/dates.js';
import { chinaDay, now, resetClock, setClock, useFixedClock } from './clock.js';

afterEach(resetClock);

describe('the one clock, in China time', () => {
  it('today() is the China day: 00:30 in Shanghai is already the new day (UTC still says yesterday)', () => {
    useFixedClock('2026-09-02T00:30:00+08:00');
    expect(now().toISOString()).toBe('2026-09-01T16:30:00.000Z');
    expect(today()).toBe('2026-09-02');
  });
  it('23:59 in Shanghai is still the same day', () => {
    useFixedClock('2026-09-01T23:59:59+08:00');
    expect(today()).toBe('2026-09-01');
  });
  it('setClock returns a restorer; resetClock returns to the system clock', () => {
    const restore = useFixedClock('2020-01-01T12:00:00+08:00');
    expect(today()).toBe('2020-01-01');
    const inner = setClock(() => new Date('2021-06-30T20:00:00Z'));
    expect(today()).toBe('2021-07-01');
    inner();
    expect(today()).toBe('2020-01-01');
    restore();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
  it('rejects a malformed instant', () => {
    expect(() => useFixedClock('not a date')).toThrow(/not an instant/);
  });
  it('isoDay gives the China day of an instant; calendar arithmetic does not depend on the server zone', () => {
    expect(isoDay(new Date('2026-03-15T17:00:00Z'))).toBe('2026-03-16');
    expect(chinaDay(new Date('2026-03-15T15:59:59Z'))).toBe('2026-03-15');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(weekStart('2026-09-06')).toBe('2026-08-31');
  });
});

describe('no UTC "today" in server code', () => {
  it('no source file takes the day of an instant from toISOString()', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '..');
    const files = (await readdir(root, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('node_modules'),
    );
    const offenders: string[] = [];
    for (const f of files) {
      const text = await readFile(path.join(root, f), 'utf8');
      if (
        /toISOString\(\)\s*\.\s*(slice|substring|substr)\(\s*0\s*,\s*10\s*\)|toISOString\(\)\.split\('T'\)/.test(text)
      )
        offenders.push(f);
    }
    expect(offenders).toEqual([]);
  });
});
