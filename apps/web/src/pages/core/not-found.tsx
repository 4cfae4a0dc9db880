import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './texts';

/** The 404 page: the page is lost; back and home buttons (spec 2.1, 8). */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('pageLost')}
      style={{ paddingTop: 120 }}
      extra={[
        <Button key="back" onClick={() => navigate(-1)}>
          {t('common.back')}
        </Button>,
        <Button key="home" type="primary" onClick={() => navigate('/')}>
          {t('common.home')}
        </Button>,
      ]}
    />
  );
}
