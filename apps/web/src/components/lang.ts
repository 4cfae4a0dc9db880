import { useTranslation } from 'react-i18next';
import type { Label, Language } from '@app/contract';

/** The page's language as the contract's Language. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh-cn';
}

export const pick = (label: Label | undefined, lang: Language) => (label ? label[lang] : '');
