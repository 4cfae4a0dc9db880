import { definePages } from '../page-loader';

/** The data sources page, open to all. */
export const sourcePages = definePages({
  dataSources: () => import('./data-sources-page'),
});
