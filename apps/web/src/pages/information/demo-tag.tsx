import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './texts';

/** The visible mark of generated content (quality bar: never shown as real). */
export function DemoTag({ demo }: { demo: boolean }) {
  const { t } = useTranslation();
  return demo ? <Tag color="orange">{t('info.demo')}</Tag> : null;
}
