import { describe, expect, it } from 'vitest';
import { findRoute, type MenuNode, type RouteMeta } from '@app/contract';
import { firstMenuPage, guardRoute, safeRedirect, type GuardState } from './guard';

const meta = (path: string): RouteMeta => {
  const m = findRoute(path);
  if (!m) throw new Error(`no route ${path}`);
  return m;
};
const place = (url: string) => {
  const u = new URL(url, 'http://x');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};
const viewer: GuardState = {
  loggedIn: true,
  rightsLoaded: true,
  isSuper: false,
  permissions: new Set(['biaofa', 'fagui', 'biaozhun']),
  brandHost: false,
};
const loggedOut: GuardState = { ...viewer, loggedIn: false, rightsLoaded: false, permissions: new Set() };

describe('route guard (spec 2.4 and 6)', () => {
  it('strips a trailing .html and keeps the query', () => {
    expect(guardRoute(meta('/system/index'), place('/system/index.html?a=1#x'), viewer)).toEqual({
      kind: 'redirect',
      to: '/system/index?a=1#x',
    });
  });

  it('sends a logged-out user to /login with the full target, or to /home on brand hosts', () => {
    const target = place('/system/home/biaofa.fagui/content?itemid=5');
    expect(guardRoute(meta(target.pathname), target, loggedOut)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/system/home/biaofa.fagui/content?itemid=5')}`,
    });
    expect(guardRoute(meta(target.pathname), target, { ...loggedOut, brandHost: true })).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('lets anyone see the open pages', () => {
    for (const p of ['/login', '/guide', '/home', '/ad', '/demo', '/noPermissions'])
      expect(guardRoute(meta(p), place(p), loggedOut)).toEqual({ kind: 'render' });
  });

  it('moves a logged-in user off /login to / or to a same-site redirect', () => {
    expect(guardRoute(meta('/login'), place('/login'), viewer)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute(meta('/login'), place('/login?redirect=%2Fsystem%2Findex'), viewer)).toEqual({
      kind: 'redirect',
      to: '/system/index',
    });
    expect(guardRoute(meta('/login'), place('/login?redirect=%2F%2Fevil.example'), viewer)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(safeRedirect('https://evil.example')).toBe('/');
  });

  it('waits for the rights, then applies the route rule', () => {
    expect(guardRoute(meta('/rihua/index'), place('/rihua/index'), { ...viewer, rightsLoaded: false })).toEqual({
      kind: 'wait',
    });
    expect(guardRoute(meta('/rihua/index'), place('/rihua/index'), viewer)).toEqual({
      kind: 'redirect',
      to: '/noPermissions',
    });
    expect(guardRoute(meta('/system/index'), place('/system/index'), viewer)).toEqual({ kind: 'render' });
    expect(guardRoute(meta('/rihua/index'), place('/rihua/index'), { ...viewer, isSuper: true })).toEqual({
      kind: 'render',
    });
  });

  it('allows a route by its parent permission and by "*"', () => {
    const day = meta('/infoMonitor/dayReport');
    expect(guardRoute(day, place(day.path), { ...viewer, permissions: new Set(['report_new']) })).toEqual({
      kind: 'render',
    });
    expect(guardRoute(day, place(day.path), viewer)).toEqual({ kind: 'redirect', to: '/noPermissions' });
    expect(guardRoute(meta('/task'), place('/task'), viewer)).toEqual({ kind: 'render' });
  });

  it('does not check /updatePassword but needs a session for it', () => {
    expect(
      guardRoute(meta('/updatePassword'), place('/updatePassword'), {
        ...viewer,
        rightsLoaded: false,
        permissions: new Set(),
      }),
    ).toEqual({ kind: 'render' });
    expect(guardRoute(meta('/updatePassword'), place('/updatePassword'), loggedOut).kind).toBe('redirect');
  });

  it('adds isOpen=true where the route needs it, keeping the query', () => {
    const p = place('/system/home/biaofa.fagui/lists?keyword=GB');
    expect(guardRoute(meta(p.pathname), p, viewer)).toEqual({
      kind: 'redirect',
      to: '/system/home/biaofa.fagui/lists?keyword=GB&isOpen=true',
    });
    const open = place('/system/home/biaofa.fagui/lists?isOpen=true');
    expect(guardRoute(meta(open.pathname), open, viewer)).toEqual({ kind: 'render' });
  });
});

describe('first menu page (spec 2.4 on /)', () => {
  const node = (
    id: number,
    url: string,
    children: MenuNode[] = [],
    menu_type: MenuNode['menu_type'] = 'menu',
  ): MenuNode => ({
    id,
    rule_name: '',
    title: '',
    en_title: '',
    menu_type,
    url,
    icon: '',
    sort: id,
    children,
  });

  it('takes the first permitted top-level page', () => {
    const menus = [node(2, '/system'), node(1, 'https://example.com', [], 'link'), node(3, '/penalty')];
    expect(firstMenuPage(menus, viewer)).toBe('/system');
  });

  it('falls back to the first permitted child of a top-level entry', () => {
    const menus = [node(1, '/infoMonitor', [node(3, '/infoMonitor/weekReport'), node(2, '/infoMonitor/dayReport')])];
    // The area root lands on the weekly report, which this member may not see.
    expect(firstMenuPage(menus, { isSuper: false, permissions: new Set(['report_date']) })).toBe(
      '/infoMonitor/dayReport',
    );
    expect(firstMenuPage(menus, { isSuper: false, permissions: new Set(['report_week']) })).toBe('/infoMonitor');
  });

  it('finds nothing without any right', () => {
    expect(firstMenuPage([node(1, '/rihua')], viewer)).toBeUndefined();
  });
});
