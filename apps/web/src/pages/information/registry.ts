import type { PageLoader } from '../registry';

/** Pages of /information by the route table's `page` key. */
export const informationPages: Record<string, PageLoader> = {
  'information/index': () => import('./information-page'),
  'information/detail': () => import('./information-detail-page'),
};
