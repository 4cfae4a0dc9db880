import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown for a declared route whose page is not built yet. */
export default function NotYetAvailable() {
  const { t } = useTranslation();
  return <Result status="info" title={t('notYetAvailable')} />;
}
