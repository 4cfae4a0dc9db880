import type { PageLoader } from '../registry';

const period = (kind: 'day' | 'week' | 'month'): PageLoader => () =>
  import('./period-report-page').then((m) => ({ default: () => <m.PeriodReportPage kind={kind} /> }));

/** Pages of /infoMonitor by the route table's `page` key. */
export const infoMonitorPages: Record<string, PageLoader> = {
  'infoMonitor/dayReport': period('day'),
  'infoMonitor/weekReport': period('week'),
  'infoMonitor/monthReport': period('month'),
  'infoMonitor/detail': () => import('./report-detail-page'),
  'infoMonitor/reportDetail': () => import('./report-print-page'),
};
