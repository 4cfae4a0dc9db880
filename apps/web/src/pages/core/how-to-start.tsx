import { Card, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The first steps of a new user and the way to the manual (/home, /demo). */
export function HowToStart({ extra }: { extra?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <Card title={t('landing.start')} data-testid="how-to-start">
      <ol style={{ margin: '0 0 12px', paddingLeft: 20, lineHeight: 2 }}>
        {(['step1', 'step2', 'step3'] as const).map((k) => (
          <li key={k}>{t(`landing.${k}`)}</li>
        ))}
      </ol>
      <Space size="large">
        <Link to="/guide">{t('landing.manual')}</Link>
        {extra && <Link to={extra.to}>{extra.label}</Link>}
      </Space>
    </Card>
  );
}
