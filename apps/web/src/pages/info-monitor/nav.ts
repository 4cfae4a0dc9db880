/** The page tabs of /infoMonitor (titles come from the route table). */
export const infoMonitorNav = [
  '/infoMonitor/dayReport',
  '/infoMonitor/weekReport',
  '/infoMonitor/monthReport',
  '/infoMonitor/monthUploadReport',
  '/infoMonitor/report',
  '/infoMonitor/newspaper',
] as const;
