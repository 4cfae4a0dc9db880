import { useEffect } from 'react';
import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../stores/session';
import { PlainFrame } from './plain-frame';
import { AreaGrid } from './area-grid';
import { ServiceContact } from './service-contact';
import { overviewQuery } from './overview-counts';
import { portalAreas } from './areas';
import { areaAccess } from './area-access';
import './open-pages-texts';

/**
 * /ad: the services page. The same areas as the tour, each marked opened or not for
 * the logged-in account, then how to open more: the customer's service contact when logged in.
 */
export default function AdPage() {
  const { t } = useTranslation();
  const { token, rights } = useSession();
  const place = useLocation();
  const countsSettled = !useQuery(overviewQuery).isPending;
  // "How to open it" links here (#contact): the router does not scroll to an anchor, and the
  // cards above grow when their counts arrive, so the scroll waits for them.
  useEffect(() => {
    if (place.hash === '#contact' && countsSettled) document.getElementById('contact')?.scrollIntoView();
  }, [place.hash, place.key, countsSettled]);
  const states =
    token && rights.loaded ? portalAreas.map((a) => areaAccess(a, rights.permissions, rights.isSuper).state) : [];
  const tally = (s: string) => states.filter((x) => x === s).length;
  return (
    <PlainFrame>
      <Typography.Title level={2}>{t('ad.title')}</Typography.Title>
      <Typography.Paragraph className="cp-open-intro">{t(token ? 'ad.introIn' : 'ad.introOut')}</Typography.Paragraph>
      {states.length > 0 && (
        <Typography.Paragraph strong data-testid="access-summary">
          {t(tally('partly') ? 'ad.summaryPartly' : 'ad.summary', {
            opened: tally('opened'),
            partly: tally('partly'),
            closed: tally('closed'),
          })}
        </Typography.Paragraph>
      )}
      <AreaGrid showAccess openHref="#contact" />
      <Card title={t('ad.moreTitle')} id="contact" data-testid="open-more">
        <Typography.Paragraph>{t('ad.moreText')}</Typography.Paragraph>
        <ServiceContact />
        <Link to="/demo">{t('ad.toDemo')}</Link>
      </Card>
    </PlainFrame>
  );
}
