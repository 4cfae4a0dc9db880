import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute, layout, type MenuNode, type RouteMeta } from '@app/contract';
import { pageLanguage } from '../../stores/language';
import { useSession } from '../../stores/session';
import { openLoginLink } from './menu-actions';

const titleOf = (m: MenuNode) => (pageLanguage === 'en' ? m.en_title || m.title : m.title);
const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort;
/** The route a menu url lands on (an area root resolves to its default page). */
const landing = (url: string) => (findRoute(url)?.path ?? url).toLowerCase();
const firstSegment = (p: string) => p.toLowerCase().split('/')[1] ?? '';

/**
 * Spec 4.3 / 6: the menu entry to highlight — the entry whose page is the route's activePath (or
 * the route itself), else the top-level entry of the same area.
 */
export function activeMenuKeys(menus: readonly MenuNode[], meta: RouteMeta | undefined, pathname: string): string[] {
  const target = (meta?.activePath ?? meta?.path ?? pathname).toLowerCase();
  for (const top of menus) {
    const child = top.children.find((c) => c.menu_type === 'menu' && landing(c.url) === target);
    if (child) return [String(top.id), String(child.id)];
    if (top.menu_type === 'menu' && landing(top.url) === target) return [String(top.id)];
  }
  const area = firstSegment(pathname);
  const top = menus.find((m) => m.menu_type === 'menu' && firstSegment(m.url) === area);
  return top ? [String(top.id)] : [];
}

/** The 56 px menu bar, built from the member's menus. */
export function MenuBar({ meta }: { meta: RouteMeta | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { rights } = useSession();
  const menus = useMemo(() => [...rights.menus].sort(bySort), [rights.menus]);
  const byId = useMemo(() => {
    const m = new Map<string, MenuNode>();
    const walk = (list: MenuNode[]) => list.forEach((n) => (m.set(String(n.id), n), walk(n.children)));
    walk(menus);
    return m;
  }, [menus]);

  const open = (entry: MenuNode) => {
    if (entry.menu_type === 'link') window.open(entry.url, '_blank', 'noopener');
    else if (entry.menu_type === 'login_link') void openLoginLink(entry);
    else void navigate(entry.url);
  };

  const items: MenuProps['items'] = menus.map((top) => {
    const children = [...top.children].sort(bySort);
    if (!children.length) return { key: String(top.id), label: titleOf(top) };
    return {
      key: String(top.id),
      label: titleOf(top),
      onTitleClick: () => open(top),
      children: children.map((c) => ({ key: String(c.id), label: titleOf(c) })),
    };
  });

  // The spec's 1240/1440 px scroll width is the least the bar gets; a wider window lends it the
  // rest, so that entries fold into "···" only when the window has no room for them.
  const width = Math.max(layout.menuScrollWidth(window.innerWidth), window.innerWidth - 48);
  return (
    <nav className="cp-menubar" aria-label={t('shell.mainMenu')} lang={pageLanguage === 'en' ? 'en' : 'zh-CN'}>
      <div style={{ width, maxWidth: '100%' }}>
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={activeMenuKeys(menus, meta, pathname)}
          onClick={({ key }) => {
            const entry = byId.get(key);
            if (entry) open(entry);
          }}
          data-testid="menu-bar"
        />
      </div>
    </nav>
  );
}
