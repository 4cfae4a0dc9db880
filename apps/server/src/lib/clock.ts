/**
 * The server's one clock. Every "now" and "today" the product computes reads it, so a test can fix the instant
 * (`useFixedClock`) and all statuses, reports, exports and jobs agree on the same moment.
 *
 * Days are China days: the portal's users and the dates in its sources (implementation, withdrawal) are in China
 * time, so a standard taking effect on 2026-09-02 is in force from 00:00 Asia/Shanghai, not from 08:00 (UTC midnight).
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

const systemClock = () => new Date();
let source: () => Date = systemClock;

/** The current instant. */
export const now = (): Date => source();

/** Replace the clock (tests, a simulated date); returns a function restoring the previous one. */
export const setClock = (next: () => Date): (() => void) => {
  const previous = source;
  source = next;
  return () => {
    source = previous;
  };
};

/** Freeze the clock at one instant (an ISO string with its offset, e.g. '2026-09-02T00:30:00+08:00'). */
export const useFixedClock = (at: Date | string): (() => void) => {
  const fixed = new Date(at);
  if (Number.isNaN(fixed.getTime())) throw new Error(`useFixedClock: not an instant: ${String(at)}`);
  return setClock(() => new Date(fixed));
};

/** Back to the system clock. */
export const resetClock = () => {
  source = systemClock;
};

// 'en-CA' formats a date as YYYY-MM-DD; the formatter is built once (constructing one per call is slow).
const chinaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The China calendar day (YYYY-MM-DD) of an instant. */
export const chinaDay = (at: Date): string => chinaDayFormat.format(at);

/** Today in China (YYYY-MM-DD) by the server's clock. */
export const chinaToday = (): string => chinaDay(now());

/**
 * The calendar day a Date carries at UTC midnight (an Excel cell, a day computed in UTC milliseconds): it has no
 * time zone, so it is read in UTC, not moved to China time.
 */
export const calendarDayOf = (d: Date): string =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
