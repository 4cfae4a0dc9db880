import { definePages } from '../page-loader';

/** The assistant's pages by the route table's `page` key. */
export const assistantPages = definePages({
  assistant: () => import('./assistant-page'),
});
