import { dayjs } from './dayjs-locale';

/**
 * A stored moment as the viewer reads it: YYYY-MM-DD HH:mm in the browser's time zone.
 * Accepts ISO strings and PostgreSQL's text form ("2026-11-23 11:18:20.2+00"), whose short
 * offset the Date parser refuses; anything unreadable is shown as it came.
 */
export function formatMoment(v: string | null | undefined): string {
  if (!v) return '';
  const iso = v
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : v;
}

/** A stored day or moment as YYYY-MM-DD. */
export function formatDay(v: string | null | undefined): string {
  if (!v) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : formatMoment(v).slice(0, 10) || v;
}
