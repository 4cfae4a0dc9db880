import { useTranslation } from 'react-i18next';
import { StatusResult } from './status-result';

/** The 404 page: the page is lost; back and home buttons. */
export default function NotFound() {
  const { t } = useTranslation();
  return <StatusResult status="404" title="404" subTitle={t('pageLost')} />;
}
