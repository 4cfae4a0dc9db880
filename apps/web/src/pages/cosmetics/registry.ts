import { definePages } from '../page-loader';

/** The cosmetics ingredient database (/rihua/ingredientDb). */
export const cosmeticsPages = definePages({
  'cosmetics/ingredients': () => import('./ingredients-page'),
});
