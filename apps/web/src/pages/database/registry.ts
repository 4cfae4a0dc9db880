import { definePages } from '../page-loader';

/** The page of /database by the route table's `page` key. */
export const databasePages = definePages({
  'database/index': () => import('./database-page'),
});
