import type { PageLoader } from '../registry';

/** The assistant's pages by the route table's `page` key. */
export const assistantPages: Record<string, PageLoader> = {
  assistant: () => import('./assistant-page'),
};
