/**
 * Calendar helpers on YYYY-MM-DD strings. "Today" and the day of an instant are China days, read from the one clock
 * (lib/clock.ts); the arithmetic is pure calendar arithmetic (done in UTC, so the server's own time zone and its
 * daylight-saving changes never shift a day).
 */
import { chinaDay, chinaToday } from '../../lib/clock.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** The China day of an instant. */
export const isoDay = (d: Date) => chinaDay(d);
/** Today in China time. */
export const today = () => chinaToday();
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const utcDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const addDays = (day: string, n: number) => {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return utcDay(d);
};
export const addMonths = (day: string, n: number) => {
  const d = utc(day);
  d.setUTCMonth(d.getUTCMonth() + n);
  return utcDay(d);
};
/** Monday of the week holding `day`. */
export const weekStart = (day: string) => {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return utcDay(d);
};
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export const nextMonthStart = (day: string) => addMonths(monthStart(day), 1);
