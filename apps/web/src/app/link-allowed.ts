import { findRoute, routeAllowed } from '@app/contract';

/**
 * Whether a link of a page (a quick entry, a card) leads somewhere the member may go: the same
 * route rule the router and the menus apply, so a link is never shown only to end on
 * /noPermissions. A path the route table does not know is left to the not-found page.
 */
export function linkAllowed(to: string, permissions: ReadonlySet<string>, isSuper: boolean): boolean {
  const meta = findRoute(to);
  return !meta || routeAllowed(meta, permissions, isSuper);
}
