import { findRoute, routeAllowed, type RouteMeta } from '@app/contract';
import type { MenuEntry } from '../stores/session';

export interface GuardState {
  loggedIn: boolean;
  rightsLoaded: boolean;
  isSuper: boolean;
  permissions: ReadonlySet<string>;
  /** On brand hosts logged-out users go to /home instead of /login. */
  brandHost: boolean;
}

export interface Place {
  pathname: string;
  search: string;
  hash: string;
}

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** A trailing .html is stripped from any path; the query is kept. */
export const stripHtml = (p: Place) =>
  /\.html$/i.test(p.pathname) ? `${p.pathname.replace(/\.html$/i, '') || '/'}${p.search}${p.hash}` : undefined;

/** The `redirect` target of /login when it is a path of this site, else `/` (no open redirect). */
export const safeRedirect = (target: string | null) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';

/** Where a logged-out user is sent: /login with the full target, or /home on brand hosts. */
export const loginTarget = (p: Place, brandHost: boolean) =>
  brandHost ? '/home' : `/login?redirect=${encodeURIComponent(`${p.pathname}${p.search}${p.hash}`)}`;

/**
 * The navigation rules and the route rule, as one pure decision so the
 * router, its tests and the shell agree. `meta` is the route's entry in the route table.
 */
export function guardRoute(meta: RouteMeta, place: Place, s: GuardState): GuardDecision {
  const stripped = stripHtml(place);
  if (stripped) return redirect(stripped);
  if (meta.path === '/login' && s.loggedIn)
    return redirect(safeRedirect(new URLSearchParams(place.search).get('redirect')));
  if (meta.anonymous) return render;
  if (!s.loggedIn) return redirect(loginTarget(place, s.brandHost));
  if (!meta.unchecked) {
    if (!s.rightsLoaded) return { kind: 'wait' };
    if (!routeAllowed(meta, s.permissions, s.isSuper)) return redirect('/noPermissions');
  }
  if (meta.needsIsOpen) {
    const q = new URLSearchParams(place.search);
    if (q.get('isOpen') !== 'true') {
      q.set('isOpen', 'true');
      return redirect(`${place.pathname}?${q.toString()}${place.hash}`);
    }
  }
  return render;
}

const bySort = (a: MenuEntry, b: MenuEntry) => (a.sort ?? 0) - (b.sort ?? 0);

/** Spec 2.4 on `/`: the first permitted top-level menu page, or its first permitted child. */
export function firstMenuPage(
  menus: readonly MenuEntry[],
  s: Pick<GuardState, 'isSuper' | 'permissions'>,
): string | undefined {
  const allowed = (url: string) => {
    const meta = url ? findRoute(url) : undefined;
    return meta !== undefined && routeAllowed(meta, s.permissions, s.isSuper);
  };
  for (const top of [...menus].sort(bySort)) {
    if (top.menu_type !== 'menu') continue;
    if (allowed(top.url)) return top.url;
    const child = [...(top.children ?? [])].sort(bySort).find((c) => c.menu_type === 'menu' && allowed(c.url));
    if (child) return child.url;
  }
  return undefined;
}
