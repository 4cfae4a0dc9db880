import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { adminMenuGroups, findAdminRoute } from '@app/contract';
import { pageLanguage } from '../../stores/language';
import { toTree } from '../../components/crud/labels';
import { menuIcon } from './menu-icons';
import type { StaffMe } from './use-staff';

type StoredMenu = StaffMe['menus'][number];
type Node = StoredMenu & { children?: Node[] };
type Item = NonNullable<MenuProps['items']>[number];

/**
 * Stored menus carry one name; in English the route table's (or the group's) English title is
 * shown for the same entry.
 */
const titleOf = (m: StoredMenu) => {
  if (pageLanguage !== 'en') return m.name;
  const route = m.url ? findAdminRoute(m.url) : undefined;
  if (route) return route.en;
  const group = Object.values(adminMenuGroups).find((g) => g.title === m.name);
  return group?.en ?? m.name;
};

const toItem = (m: Node): Item =>
  m.children?.length
    ? { key: `group-${m.id}`, icon: menuIcon(m.icon), label: titleOf(m), children: m.children.map(toItem) }
    : { key: m.url || `menu-${m.id}`, icon: menuIcon(m.icon), label: titleOf(m) };

/** The side menu, built from the staff member's stored menus (only those their roles grant). */
export function SideMenu({ menus }: { menus: StaffMe['menus'] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => {
    const sorted = [...menus].sort((a, b) => a.sort - b.sort || a.id - b.id);
    return toTree(sorted, 'id', 'pid').map(toItem);
  }, [menus]);
  const open = useMemo(() => menus.filter((m) => !m.url).map((m) => `group-${m.id}`), [menus]);
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={open}
      onClick={({ key }) => key.startsWith('/') && navigate(key)}
    />
  );
}
