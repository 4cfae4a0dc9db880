import type { PageKey } from '@app/contract';
import type { PageLoader } from './page-loader';

const planned: PageLoader = () => import('./core/not-yet-available');

/**
 * The pages of areas not built yet: each renders the one "not yet available" page. This list
 * is what is missing; an area that builds its pages removes its keys here (a built page
 * registered after this list wins anyway, so a stale entry never hides a page).
 */
const plannedKeys = [
  'infoMonitor/monthUploadReport',
  'infoMonitor/report',
  'infoMonitor/newspaper',
  'infoMonitor/newspaper/list',
  'infoMonitor/newspaper/detail',
  'compliance/verification',
  'compliance/verification/detail',
  'compliance/management',
  'compliance/management/add',
  'compliance/updateList',
  'compliance/update',
  'compliance/associationList',
  'compliance/mymanagement',
  'compliance/mymanagement/associationList',
  'compliance/document',
  'indicators/select',
  'indicators/detail',
  'indicators/result',
  'indicators/one',
  'indicators/all',
  'task/index',
  'task/detail',
  'hazardsLimits/indicatorQuery',
  'hazardsLimits/notices',
  'hazardsLimits/queryLists',
  'hazardsLimits/detail',
  'hazardsLimits/indicatorContrast',
  'hazardsLimits/compareResult',
  'hazardsLimits/analysis',
  'hazardsLimits/analysisReport',
  'hazardsLimits/basicSubstance',
  'hazardsLimits/basicSubstance/list',
  'hazardsLimits/basicSubstance/detail',
  'hazardsLimits/riskFactor',
  'hazardsLimits/searchResult',
  'hazardsLimits/searchResult/detail',
  'hazardsLimits/detailTree',
  'hazardsLimits/foodDetail',
  'hazardsLimits/list',
] as const satisfies readonly PageKey[];

export const plannedPages = Object.fromEntries(plannedKeys.map((k) => [k, planned])) as Record<(typeof plannedKeys)[number], PageLoader>;
