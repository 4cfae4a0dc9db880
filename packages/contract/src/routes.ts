import { libraryKeys } from './constants.js';
import type { RouteMeta } from './routes/route.js';
import { outside } from './routes/outside.js';
import { libraryRoutes } from './routes/library.js';
import { assistantRoutes, otherAreas } from './routes/areas.js';

// The route table is declared in routes/ (the route helpers, the pages outside the shell, the
// library pages, the areas); this file joins it and answers questions about it.
export type { RouteMeta } from './routes/route.js';
export { libraryBasePath, libraryRoutes, moduleContentPath, moduleListPath } from './routes/library.js';
export { portalMenuRows, type PortalMenuRow } from './routes/menu.js';

const routeTable = [...outside, ...libraryKeys.flatMap((l) => libraryRoutes(l)), ...otherAreas, ...assistantRoutes];

/**
 * Every `page` key of the route table, inferred from it. The web's page registry is typed
 * `Record<PageKey, …>`, so a new route without a page (or a "planned" entry) fails `tsc`.
 */
export type PageKey = (typeof routeTable)[number]['page'];
// A route list annotated `RouteMeta[]` would widen the keys to string and switch that check off.
const pageKeysAreLiteral: string extends PageKey ? never : true = true;
void pageKeysAreLiteral;

export const portalRoutes: RouteMeta[] = routeTable;

const byPath = new Map(portalRoutes.map((r) => [r.path.toLowerCase(), r]));

/** Strips a trailing `.html` and the query, the way the router matches. */
export const normalizeRoutePath = (url: string) =>
  (url.split(/[?#]/)[0] ?? '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';

export const findRoute = (url: string): RouteMeta | undefined => {
  const path = normalizeRoutePath(url).toLowerCase();
  return byPath.get(path) ?? portalRoutes.find((r) => r.redirectFrom?.toLowerCase() === path);
};

/** The route rule. `rights` are the member's rule names. */
export const routeAllowed = (meta: RouteMeta, rights: ReadonlySet<string>, isSuper: boolean) =>
  meta.unchecked ||
  meta.anonymous ||
  isSuper ||
  meta.permissions === '*' ||
  rights.has(meta.permissions) ||
  (meta.parentPer !== undefined && rights.has(meta.parentPer));
