import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './texts';

/** A full-page status (403, 404) with the back and home buttons. */
export function StatusResult(props: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      {...props}
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
