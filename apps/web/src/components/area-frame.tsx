import type { ReactNode } from 'react';
import { Card, Flex, Menu, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { findRoute } from '@app/contract';
import { useLang } from './lang';

/**
 * The frame of an area's pages: the area's own page tabs (titles from the route table), the
 * page title (the route's, unless given) and the content. `aside` sits right of the title,
 * `banner` above the content.
 */
export function AreaFrame({
  nav,
  children,
  title,
  extra,
  aside,
  banner,
}: {
  nav: readonly string[];
  children: ReactNode;
  title?: ReactNode;
  extra?: ReactNode;
  aside?: ReactNode;
  banner?: ReactNode;
}) {
  const { pathname } = useLocation();
  const lang = useLang();
  const meta = findRoute(pathname);
  const name = (path: string) => {
    const m = findRoute(path);
    return m ? (lang === 'en' ? m.en : m.title) : path;
  };
  const selected = nav.find((p) => pathname === p || meta?.activePath === p || pathname.startsWith(`${p}/`)) ?? '';
  return (
    <div style={{ maxWidth: 1440, margin: '0 auto', padding: '12px 24px 24px' }}>
      <Menu
        mode="horizontal"
        selectedKeys={[selected]}
        style={{ marginBottom: 12, background: 'transparent' }}
        items={nav.map((p) => ({ key: p, label: <Link to={p}>{name(p)}</Link> }))}
      />
      <Card
        title={
          <Flex justify="space-between" align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title ?? (meta ? name(meta.path) : '')}
            </Typography.Title>
            {aside}
          </Flex>
        }
        extra={extra}
      >
        {banner}
        {children}
      </Card>
    </div>
  );
}
