import { definePages } from '../page-loader';

/** Library pages by the route table's `page` keys; one page set serves the three libraries. */
export const libraryPages = definePages({
  'library/index': () => import('./index-page'),
  'library/unifiedSearch': () => import('./unified-search-page'),
  'library/stateList': () => import('./state-list-page'),
  'library/noticeList': () => import('./notice-list-page'),
  'library/subject': () => import('./subject-page'),
  'library/subjectDetail': () => import('./subject-detail-page'),
  'library/industrySearch': () => import('./industry-search-page'),
  'library/map': () => import('./map-page'),
  'library/mapDetail': () => import('./map-detail-page'),
  'library/favorite': () => import('./favorite-page'),
  'library/moduleList': () => import('./module-list-page'),
  'library/content': () => import('./content-page'),
  'library/coStandard': () => import('./co-standard-page'),
  'library/statuteQA': () => import('./statute-qa-page'),
  'library/statuteQADetail': () => import('./statute-qa-detail-page'),
  'library/safeDb': () => import('./safe-db-page'),
  'library/foodDb': () => import('./food-db-page'),
});
