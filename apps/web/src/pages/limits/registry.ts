import { definePages, type PageLoader } from '../page-loader';

/** Pages of /hazardsLimits by route `page` key (17 routes, 12 components). */
const results: PageLoader = () => import('./result-page');
const limitDetail: PageLoader = () => import('./limit-detail-page');
const substances: PageLoader = () => import('./substance-list-page');
const compare: PageLoader = () => import('./compare-page');
const analysis: PageLoader = () => import('./analysis-page');

export const limitsPages = definePages({
  'hazardsLimits/indicatorQuery': () => import('./query-page'),
  'hazardsLimits/searchResult': results,
  'hazardsLimits/list': results,
  'hazardsLimits/searchResult/detail': limitDetail,
  'hazardsLimits/detail': limitDetail,
  'hazardsLimits/detailTree': () => import('./tree-page'),
  'hazardsLimits/foodDetail': () => import('./food-page'),
  'hazardsLimits/basicSubstance': substances,
  'hazardsLimits/basicSubstance/list': substances,
  'hazardsLimits/basicSubstance/detail': () => import('./substance-page'),
  'hazardsLimits/indicatorContrast': compare,
  'hazardsLimits/compareResult': compare,
  'hazardsLimits/analysis': analysis,
  'hazardsLimits/analysisReport': analysis,
  'hazardsLimits/riskFactor': () => import('./risk-page'),
  'hazardsLimits/notices': () => import('./notices-page'),
  'hazardsLimits/queryLists': () => import('./query-lists-page'),
});
