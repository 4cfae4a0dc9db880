import { definePages, type PageLoader } from '../page-loader';

/** Lazy page of a module's page set: the module's definition file is its own chunk. */
const sampling =
  (k: 'List' | 'Detail' | 'Related' | 'Statistics' | 'Visualization'): PageLoader =>
  () =>
    import('./modules/sampling').then((m) => ({ default: m.samplingPages[k] }));
const penalty =
  (k: 'List' | 'Detail' | 'Statistics' | 'Visualization'): PageLoader =>
  () =>
    import('./modules/penalty').then((m) => ({ default: m.penaltyPages[k] }));
const judge =
  (k: 'List' | 'Detail' | 'Statistics' | 'Visualization'): PageLoader =>
  () =>
    import('./modules/judge').then((m) => ({ default: m.judgePages[k] }));
const international =
  (k: 'List' | 'Detail'): PageLoader =>
  () =>
    import('./modules/international').then((m) => ({ default: m.internationalPages[k] }));

/** Pages of /sampleSystem, /penalty, /judge and /InternationalWarning by route `page` key. */
export const recordPages = definePages({
  'sampleSystem/visualization': sampling('Visualization'),
  'sampleSystem/dataQuery': sampling('List'),
  'sampleSystem/dataQuery/detail': sampling('Detail'),
  'sampleSystem/dataQuery/detailMore': sampling('Related'),
  'sampleSystem/dataStatistics': sampling('Statistics'),
  'sampleSystem/monitorWarning': () => import('./sampling/monitor-warning-page'),
  'sampleSystem/Reporting': () => import('./sampling/reporting-page'),
  'penalty/visualization': penalty('Visualization'),
  'penalty/case': penalty('List'),
  'penalty/caseDetail': penalty('Detail'),
  'penalty/statisticsCase': penalty('Statistics'),
  'judge/visualization': judge('Visualization'),
  'judge/judgeList': judge('List'),
  'judge/judgeList/detail': judge('Detail'),
  'judge/judgeStatistics': judge('Statistics'),
  'judge/classicCaseAnalysis': () => import('./judge/classic-list-page'),
  'judge/classicCaseAnalysis/detail': () => import('./judge/classic-detail-page'),
  'InternationalWarning/index': international('List'),
  'InternationalWarning/detail': international('Detail'),
  'InternationalWarning/analyze': () => import('./international/analyze-page'),
});
