import type { ChartSeries } from './chart-types';

/** Numbers as the table and tooltips show them, in the page's language. */
export function formatValue(value: unknown, format: ChartSeries['format'], lang: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const locale = lang === 'en' ? 'en-US' : 'zh-CN';
  if (format === 'percent') return `${(n * 100).toFixed(1)}%`;
  if (format === 'money') return n.toLocaleString(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  return n.toLocaleString(locale);
}
