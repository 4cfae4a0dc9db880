import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n';

addTexts({
  'tr.portal': { 'zh-cn': '译', en: 'tr.' },
  'tr.portalTitle': {
    'zh-cn': '门户的译文（原文无官方英文版）。原文：{original}',
    en: "The portal's translation (the source has no official English). Original: {original}",
  },
  'tr.chinese': { 'zh-cn': '中文', en: 'Chinese' },
  'tr.chineseTitle': {
    'zh-cn': '暂无英文译名，显示中文原文',
    en: 'No English name yet: the Chinese original is shown',
  },
});

/**
 * A data value on a page in its reader's language: on an English page the portal's
 * translation with a small "tr." marker (its title names the original), or, when there is no
 * translation, the Chinese original marked as Chinese; never an invented name.
 */
export function Translated({ original, english }: { original: string; english: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (i18n.language !== 'en' || !/[\u3400-\u9fff]/.test(original)) return <>{original}</>;
  if (english)
    return (
      <span title={t('tr.portalTitle', { original })}>
        {english}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 11 }} data-marker="translation">
          {t('tr.portal')}
        </Typography.Text>
      </span>
    );
  return (
    <span title={t('tr.chineseTitle')}>
      <span lang="zh-CN">{original}</span>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 11 }} data-marker="chinese">
        ({t('tr.chinese')})
      </Typography.Text>
    </span>
  );
}
