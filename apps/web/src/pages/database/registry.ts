import type { PageLoader } from '../registry';

/** The page of /database by the route table's `page` key. */
export const databasePages: Record<string, PageLoader> = {
  'database/index': () => import('./database-page'),
};
