import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './texts';

/** /noPermissions: where the route guard sends a member without the route's right (spec 6). */
export default function NoPermissions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noPermissions.title')}
      subTitle={t('noPermissions.hint')}
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
