import { definePages } from '../page-loader';

/** Pages of /industrialChain by the route table's `page` key. */
export const industrialChainPages = definePages({
  'industrialChain/index': () => import('./chain-page'),
  'industrialChain/detailList': () => import('./chain-detail-page'),
});
