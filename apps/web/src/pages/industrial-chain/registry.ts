import type { PageLoader } from '../registry';

/** Pages of /industrialChain by the route table's `page` key. */
export const industrialChainPages: Record<string, PageLoader> = {
  'industrialChain/index': () => import('./chain-page'),
  'industrialChain/detailList': () => import('./chain-detail-page'),
};
