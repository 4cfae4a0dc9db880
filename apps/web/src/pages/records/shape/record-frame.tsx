import type { ReactNode } from 'react';
import { Card, Flex, Menu, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute } from '@app/contract';
import { useLang } from './lang';
import { ProvenanceBanner } from './provenance';
import type { RecordModuleLike } from './types';
import '../texts';

/**
 * The frame of every records page: the area's own page tabs (overview, list, statistics …,
 * titles from the route table), the page title and the content.
 */
export function RecordFrame({
  nav,
  children,
  title,
  extra,
  module,
}: {
  nav: readonly string[];
  children: ReactNode;
  title?: ReactNode;
  extra?: ReactNode;
  /** The module shown: its provenance (demo data, or the real source and period) heads the page. */
  module?: RecordModuleLike;
}) {
  const { pathname } = useLocation();
  const lang = useLang();
  const { t } = useTranslation();
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
            {lang === 'en' && module && (
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12, fontWeight: 'normal' }}
                data-testid="original-language-note"
              >
                {t('rec.originalLanguage')}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={extra}
      >
        {module && <ProvenanceBanner module={module} />}
        {children}
      </Card>
    </div>
  );
}
