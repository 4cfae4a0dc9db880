import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from './shared';
import './texts';

/** English for the use types the TFDA table writes (its remark column); the source text is always shown. */
const useTypeEn: Record<string, string> = {
  殺菌劑: 'fungicide',
  殺蟲劑: 'insecticide',
  殺草劑: 'herbicide',
  除草劑: 'herbicide',
  殺線蟲劑: 'nematicide',
  生長調節劑: 'plant growth regulator',
  燻蒸劑: 'fumigant',
  殺螺劑: 'molluscicide',
};

/**
 * A pesticide's use type as its source writes it (殺菌劑), with the English word in English;
 * a spelling that lost a character in the official export (殺?劑) says so instead of guessing.
 */
export function UseType({ value }: { value: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!value) return <>—</>;
  const parts = value.split('、');
  const en = parts.map((p) => useTypeEn[p]).filter(Boolean);
  return (
    <Typography.Text>
      <span lang={lang === 'en' ? 'zh-TW' : undefined}>{value}</span>
      {lang === 'en' && en.length === parts.length ? ` (${en.join(', ')})` : ''}
      {value.includes('?') && (
        <Tooltip title={t('lim.useTypeLostHint')}>
          <Typography.Text type="secondary">{` ${t('lim.useTypeLost')}`}</Typography.Text>
        </Tooltip>
      )}
    </Typography.Text>
  );
}
