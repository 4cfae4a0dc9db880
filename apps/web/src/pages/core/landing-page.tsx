import { Card, Col, Row, Typography } from 'antd';
import { BookOutlined, RadarChartOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainFrame } from './plain-frame';
import { PortalCounts } from './portal-counts';
import { HowToStart } from './how-to-start';
import './open-pages-texts';
import { usePortalName } from './use-portal-name';

const features = [
  { key: 'standards', icon: <BookOutlined /> },
  { key: 'monitoring', icon: <RadarChartOutlined /> },
  { key: 'compliance', icon: <SafetyCertificateOutlined /> },
];

/** /home: the open landing page; brand hosts send logged-out users here. */
export default function LandingPage() {
  const { t } = useTranslation();
  const platform = usePortalName();
  return (
    <PlainFrame>
      <div style={{ textAlign: 'center', padding: '48px 0 40px' }}>
        <Typography.Title>{platform}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18, color: '#4e5969' }}>{t('core.brandLine')}</Typography.Paragraph>
      </div>
      <Row gutter={24}>
        {features.map((f) => (
          <Col span={8} key={f.key}>
            <Card>
              <div style={{ fontSize: 32, color: 'var(--cp-primary-6)' }}>{f.icon}</div>
              <Typography.Title level={4}>{t(`landing.${f.key}`)}</Typography.Title>
              <Typography.Paragraph type="secondary">{t(`landing.${f.key}Text`)}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <div style={{ height: 24 }} />
      <PortalCounts />
      <HowToStart extra={{ to: '/demo', label: t('demo.title') }} />
    </PlainFrame>
  );
}
