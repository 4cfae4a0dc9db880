import { definePages, type PageLoader } from '../page-loader';

const period =
  (kind: 'day' | 'week' | 'month'): PageLoader =>
  () =>
    import('./period-report-page').then((m) => ({ default: () => <m.PeriodReportPage kind={kind} /> }));

/** Pages of /infoMonitor by the route table's `page` key. */
export const infoMonitorPages = definePages({
  'infoMonitor/dayReport': period('day'),
  'infoMonitor/weekReport': period('week'),
  'infoMonitor/monthReport': period('month'),
  'infoMonitor/detail': () => import('./report-detail-page'),
  'infoMonitor/reportDetail': () => import('./report-print-page'),
  'infoMonitor/monthUploadReport': () => import('./month-upload-page'),
  'infoMonitor/report': () => import('./monitor-items-page'),
  'infoMonitor/newspaper': () => import('./newspaper-page'),
  'infoMonitor/newspaper/list': () => import('./newspaper-list-page'),
  'infoMonitor/newspaper/detail': () => import('./newspaper-detail-page'),
});
