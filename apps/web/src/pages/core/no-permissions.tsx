import { useTranslation } from 'react-i18next';
import { StatusResult } from './status-result';

/** /noPermissions: where the route guard sends a member without the route's right. */
export default function NoPermissions() {
  const { t } = useTranslation();
  return <StatusResult status="403" title={t('noPermissions.title')} subTitle={t('noPermissions.hint')} />;
}
