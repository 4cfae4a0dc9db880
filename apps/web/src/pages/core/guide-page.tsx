import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageLanguage } from '../../stores/language';
import { PlainFrame } from './plain-frame';
import { guideSections } from './guide-content';

/** /guide: the operation manual, open to all (spec 2.1). */
export default function GuidePage() {
  const { t } = useTranslation();
  return (
    <PlainFrame>
      <Typography.Title level={2}>{t('guide.title')}</Typography.Title>
      {guideSections[pageLanguage].map((s, i) => (
        <Card key={s.title} title={`${i + 1}. ${s.title}`} style={{ marginBottom: 16 }}>
          <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
            {s.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      ))}
      <Card title={t('guide.dataSources')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph>{t('guide.dataSourcesBody')}</Typography.Paragraph>
        <Link to="/dataSources" data-testid="guide-data-sources">
          {t('guide.dataSources')}
        </Link>
      </Card>
    </PlainFrame>
  );
}
