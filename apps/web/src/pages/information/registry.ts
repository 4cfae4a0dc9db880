import { definePages } from '../page-loader';

/** Pages of /information by the route table's `page` key. */
export const informationPages = definePages({
  'information/index': () => import('./information-page'),
  'information/detail': () => import('./information-detail-page'),
});
