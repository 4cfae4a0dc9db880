import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { loginSettingsQuery } from '../../api/queries';
import { pageLanguage } from '../../stores/language';

/** The platform name of this host (stored setting) in the page's language, else the product's. */
export function usePortalName() {
  const { t } = useTranslation();
  const settings = useQuery(loginSettingsQuery).data;
  return (pageLanguage === 'en' ? settings?.platform_en_name : settings?.platform_name) || t('core.platformName');
}
