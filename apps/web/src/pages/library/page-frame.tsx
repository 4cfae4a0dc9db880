import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute } from '@app/contract';

/** The frame of a library page: the route's title (from the route table) and the content. */
export function PageFrame({ children, extra, title }: { children: ReactNode; extra?: ReactNode; title?: ReactNode }) {
  const { pathname } = useLocation();
  const { i18n, t } = useTranslation();
  const meta = findRoute(pathname);
  const heading = title ?? (meta ? (i18n.language === 'en' ? meta.en : meta.title) : '');
  return (
    <div style={{ maxWidth: 1440, margin: '0 auto', padding: '16px 24px' }}>
      <Card
        title={
          <Flex justify="space-between" align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {heading}
            </Typography.Title>
            {i18n.language === 'en' && (
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12, fontWeight: 'normal' }}
                data-testid="original-language-note"
              >
                {t('lib.originalLanguage')}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={extra}
      >
        {children}
      </Card>
    </div>
  );
}
