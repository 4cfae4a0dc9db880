import type { ReportKind } from '@app/contract';
import { addDays, addMonths, monthStart, weekStart } from '../../library/dates.js';

/** One report period: first and last day (inclusive), YYYY-MM-DD. */
export interface Period {
  start: string;
  end: string;
}

/** The period of `kind` that holds `day` (weeks start on Monday). */
export function periodOf(kind: ReportKind, day: string): Period {
  switch (kind) {
    case 'day':
      return { start: day, end: day };
    case 'week': {
      const start = weekStart(day);
      return { start, end: addDays(start, 6) };
    }
    case 'month': {
      const start = monthStart(day);
      return { start, end: addDays(addMonths(start, 1), -1) };
    }
  }
}

export const previousPeriod = (kind: ReportKind, p: Period): Period => periodOf(kind, addDays(p.start, -1));

/** A period is reported once it is over: its last day is before today. */
export const isFinished = (p: Period, today: string) => p.end < today;

/** The latest finished period of `kind` on `today` (yesterday, last week, last month). */
export const latestFinished = (kind: ReportKind, today: string): Period => previousPeriod(kind, periodOf(kind, today));
