import { findRoute, portalRoutes, routeAllowed } from '@app/contract';
import type { PortalArea } from './areas';

/** Whether an account has an area: its default page, only some of its pages, or none. */
export type AreaAccessState = 'opened' | 'partly' | 'closed';
export interface AreaAccess {
  state: AreaAccessState;
  /** Where the card's link leads: the area's root, or the first page of the area the account may open. */
  entry?: string;
}

/**
 * Read from the contract's route table with the router's own rule (routeAllowed), so the page
 * never says 已开通 for an area whose link would end on /noPermissions. "Partly" is an account
 * holding a page right of the area but not its default page's (e.g. only the daily report).
 */
export function areaAccess(area: PortalArea, rights: ReadonlySet<string>, isSuper: boolean): AreaAccess {
  const start = findRoute(area.root);
  if (start && routeAllowed(start, rights, isSuper)) return { state: 'opened', entry: area.root };
  const prefix = `${area.root.toLowerCase()}/`;
  const page = portalRoutes.find(
    (r) =>
      r.path.toLowerCase().startsWith(prefix) &&
      // Pages any member may open (a report's print view) say nothing about the area's right;
      // a detail page (activePath) is no place to enter an area.
      r.permissions !== '*' &&
      !r.unchecked &&
      !r.activePath &&
      routeAllowed(r, rights, isSuper),
  );
  return page ? { state: 'partly', entry: page.path } : { state: 'closed' };
}
