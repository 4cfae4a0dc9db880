import { definePages } from '../page-loader';

/** Pages of /indicators by route `page` key. */
export const indicatorPages = definePages({
  'indicators/select': () => import('./select-page'),
  'indicators/detail': () => import('./detail-page'),
  'indicators/result': () => import('./result-page'),
  'indicators/one': () => import('./one-page'),
  'indicators/all': () => import('./all-page'),
});
