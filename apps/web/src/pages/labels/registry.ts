import { definePages } from '../page-loader';

/** The label pre-check (/system/labelCheck). */
export const labelPages = definePages({
  'labels/check': () => import('./label-page'),
});
