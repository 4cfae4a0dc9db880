import { Result } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainFrame } from './plain-frame';

/** /ad: the open promotion page (spec 2.1). */
export default function AdPage() {
  const { t } = useTranslation();
  return (
    <PlainFrame>
      <Result
        icon={<GiftOutlined style={{ color: 'var(--cp-primary-6)' }} />}
        title={t('ad.title')}
        subTitle={t('ad.text')}
      />
    </PlainFrame>
  );
}
