import { Card, Skeleton, Tag, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { areaKey, type PortalArea } from './areas';
import type { AreaAccess, AreaAccessState } from './area-access';
import { countOf, type Overview } from './overview-counts';

const accessColor: Record<AreaAccessState, string> = { opened: 'green', partly: 'blue', closed: 'default' };
const number = (n: number) => n.toLocaleString('en-US');

interface Props {
  area: PortalArea;
  /** The overview call's answer; undefined while it loads, null when it failed (no figures then). */
  counts: Overview | undefined | null;
  /** Whether a member is logged in: the link then says "open" rather than "log in to use". */
  loggedIn: boolean;
  /** The account's access; undefined when logged out or not yet known (the card says nothing of it). */
  access: AreaAccess | undefined;
  /** Show the access as a tag (the services page); the tour only uses it to pick the link. */
  showAccess?: boolean;
  /** Where "how to open" leads: the services page's contact block. */
  openHref: string;
}

/** One area of the open pages: what it holds (real counts, demo rows apart) and the way in. */
export function AreaCard({ area, counts, loggedIn, access, showAccess, openHref }: Props) {
  const { t } = useTranslation();
  const key = areaKey(area);
  const Icon = area.icon;
  return (
    <Card className="cp-area-card" data-testid={`area-card-${key}`}>
      <div className="cp-area-head">
        <span className="cp-area-icon">
          <Icon />
        </span>
        <Typography.Title level={5} className="cp-area-name">
          {t(`area.${key}.name`)}
        </Typography.Title>
      </div>
      <Typography.Paragraph type="secondary" className="cp-area-text">
        {t(`area.${key}.text`)}
      </Typography.Paragraph>
      <div className="cp-area-counts">
        {counts === undefined && area.counts.length > 0 && <Skeleton active title={false} paragraph={{ rows: 1 }} />}
        {counts &&
          area.counts.map((c) => {
            const { real, demo } = countOf(counts, c);
            return (
              <div key={c} className="cp-area-count" data-testid={`count-${c}`}>
                <span className="cp-area-number" data-testid="count-real">
                  {number(real)}
                </span>{' '}
                {t(`open.count.${c}`)}
                {demo > 0 && (
                  <Tag color="orange" className="cp-area-demo">
                    {t('landing.demoRows', { n: number(demo) })}
                  </Tag>
                )}
              </div>
            );
          })}
      </div>
      <div className="cp-area-link">
        {access && !access.entry ? (
          <Link to={openHref}>{t('open.howToOpen')}</Link>
        ) : (
          // Logged out, the route guard sends the visitor to log in first and then on here.
          <Link to={access?.entry ?? area.root}>
            {loggedIn ? t('open.enter') : t('open.loginToEnter')} <ArrowRightOutlined />
          </Link>
        )}
        {/* Beside the link rather than the name: a long English name keeps its one line. */}
        {showAccess && access && (
          <Tag color={accessColor[access.state]} data-testid="area-access" className="cp-area-access">
            {t(`open.access.${access.state}`)}
          </Tag>
        )}
      </div>
    </Card>
  );
}
