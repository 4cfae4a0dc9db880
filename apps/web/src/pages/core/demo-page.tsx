import { Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainFrame } from './plain-frame';
import { PortalCounts } from './portal-counts';

/** The product's main areas (spec 2.2, 2.3): their roots lead to each area's default page. */
const areaRoots = [
  'system',
  'rihua',
  'fodder',
  'infoMonitor',
  'sampleSystem',
  'penalty',
  'judge',
  'compliance',
  'hazardsLimits',
  'InternationalWarning',
];

/** /demo: a tour of the platform's areas (spec 2.1); each link goes through the route guard. */
export default function DemoPage() {
  const { t } = useTranslation();
  const areas = areaRoots.map((a) => ({ path: `/${a}`, title: t(`demo.area.${a}`) }));
  return (
    <PlainFrame>
      <Typography.Title level={2}>{t('demo.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('demo.intro')}</Typography.Paragraph>
      <PortalCounts />
      <Card>
        <List
          grid={{ column: 2 }}
          dataSource={areas}
          renderItem={(a) => (
            <List.Item>
              <Link to={a.path}>{a.title}</Link> <Typography.Text type="secondary">{a.path}</Typography.Text>
            </List.Item>
          )}
        />
      </Card>
    </PlainFrame>
  );
}
