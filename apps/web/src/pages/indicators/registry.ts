import type { PageLoader } from '../registry';

/** Pages of /indicators by route `page` key. */
export const indicatorPages: Record<string, PageLoader> = {
  'indicators/select': () => import('./select-page'),
  'indicators/detail': () => import('./detail-page'),
  'indicators/result': () => import('./result-page'),
  'indicators/one': () => import('./one-page'),
  'indicators/all': () => import('./all-page'),
};
