import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainFrame } from './plain-frame';
import { AreaGrid } from './area-grid';
import { HowToStart } from './how-to-start';
import './open-pages-texts';

/**
 * /demo: the tour a visitor reads before logging in: what each area gives a
 * compliance officer, with what it holds today, and how to start. Links go through the route
 * guard, which sends a logged-out visitor to log in and then on to the area.
 */
export default function DemoPage() {
  const { t } = useTranslation();
  return (
    <PlainFrame>
      <Typography.Title level={2}>{t('demo.title')}</Typography.Title>
      <Typography.Paragraph className="cp-open-intro">{t('demo.intro')}</Typography.Paragraph>
      <AreaGrid openHref="/ad#contact" />
      <HowToStart extra={{ to: '/ad', label: t('demo.services') }} />
    </PlainFrame>
  );
}
