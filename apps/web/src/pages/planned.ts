import type { PageKey } from '@app/contract';
import type { PageLoader } from './page-loader';

const planned: PageLoader = () => import('./core/not-yet-available');

/**
 * The pages of areas not built yet: each renders the one "not yet available" page. This list
 * is what is missing; an area that builds its pages removes its keys here (a built page
 * registered after this list wins anyway, so a stale entry never hides a page).
 */
const plannedKeys = [] as const satisfies readonly PageKey[];

export const plannedPages = Object.fromEntries(plannedKeys.map((k) => [k, planned])) as Record<
  (typeof plannedKeys)[number],
  PageLoader
>;
