import { Anchor, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageLanguage } from '../../stores/language';
import { PlainFrame } from './plain-frame';
import { QuotingText } from '../../components/data-text';
import { guideSections, type GuideShot } from './guide-content';

// Screenshots of the real screens (scripts/guide-shots.ts), one set per language.
const shotFiles = import.meta.glob<string>('./guide-shots/*.webp', { eager: true, query: '?url', import: 'default' });
const shotUrl = (shot: GuideShot) => shotFiles[`./guide-shots/${pageLanguage}-${shot}.webp`];

/** /guide: the operation manual, open to all: each journey with its screen and steps. */
export default function GuidePage() {
  const { t } = useTranslation();
  const sections = guideSections[pageLanguage];
  return (
    <PlainFrame>
      <Typography.Title level={2}>{t('guide.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('guide.intro')}</Typography.Paragraph>
      <Row gutter={24} wrap={false}>
        <Col flex="220px" className="cp-guide-nav">
          <Anchor
            offsetTop={16}
            items={[
              ...sections.map((s, i) => ({ key: s.id, href: `#guide-${s.id}`, title: `${i + 1}. ${s.title}` })),
              { key: 'sources', href: '#guide-sources', title: t('guide.dataSources') },
            ]}
          />
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {sections.map((s, i) => {
            const src = s.shot && shotUrl(s.shot);
            return (
              <Card key={s.id} id={`guide-${s.id}`} title={`${i + 1}. ${s.title}`} style={{ marginBottom: 16 }}>
                {src && (
                  <img
                    src={src}
                    alt={t('guide.shotOf', { title: s.title })}
                    loading="lazy"
                    width={960}
                    height={600}
                    style={{
                      width: '100%',
                      height: 'auto',
                      border: '1px solid #e5e6eb',
                      borderRadius: 6,
                      marginBottom: 12,
                    }}
                    data-testid="guide-shot"
                  />
                )}
                <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
                  {s.steps.map((step) => (
                    <li key={step}>
                      <QuotingText text={step} />
                    </li>
                  ))}
                </ol>
              </Card>
            );
          })}
          <Card id="guide-sources" title={t('guide.dataSources')} style={{ marginBottom: 16 }}>
            <Typography.Paragraph>{t('guide.dataSourcesBody')}</Typography.Paragraph>
            <Link to="/dataSources" data-testid="guide-data-sources">
              {t('guide.dataSources')}
            </Link>
          </Card>
        </Col>
      </Row>
    </PlainFrame>
  );
}
