import { Col, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { portalAreas, type AreaGroup } from './areas';
import { areaAccess } from './area-access';
import { AreaCard } from './area-card';
import { overviewQuery } from './overview-counts';
import './open-pages-texts';

const groups: AreaGroup[] = ['libraries', 'monitoring', 'tools'];

/**
 * The portal's areas by group, each as a card with its real counts. A logged-in member's
 * access is known once the user-info call has answered (the root layout asks for it).
 */
export function AreaGrid({ showAccess = false, openHref }: { showAccess?: boolean; openHref: string }) {
  const { t } = useTranslation();
  const { token, rights } = useSession();
  const overview = useQuery(overviewQuery);
  const counts = overview.isError ? null : overview.data;
  return (
    <>
      {groups.map((g) => (
        <section key={g} className="cp-area-group" data-testid={`area-group-${g}`}>
          <Typography.Title level={4}>{t(`open.group.${g}`)}</Typography.Title>
          <Typography.Paragraph type="secondary">{t(`open.group.${g}Text`)}</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {portalAreas
              .filter((a) => a.group === g)
              .map((a) => (
                <Col key={a.root} xs={24} md={12} xl={8}>
                  <AreaCard
                    area={a}
                    counts={counts}
                    loggedIn={Boolean(token)}
                    access={token && rights.loaded ? areaAccess(a, rights.permissions, rights.isSuper) : undefined}
                    showAccess={showAccess}
                    openHref={openHref}
                  />
                </Col>
              ))}
          </Row>
        </section>
      ))}
    </>
  );
}
