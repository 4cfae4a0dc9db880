import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contract';

type Labels<K extends string> = Record<K, Record<Language, string>>;

/** The page's language, and the label of a value in it (labels come from the contract). Stable per language. */
export function useLabel() {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh-cn';
  return useMemo(
    () => ({
      lang,
      label: <K extends string>(map: Labels<K>, key: string | null | undefined) =>
        key && key in map ? map[key as K][lang] : (key ?? ''),
      options: <K extends string>(map: Labels<K>) =>
        (Object.keys(map) as K[]).map((k) => ({ value: k, label: map[k][lang] })),
      /** The words of every label, for a column that must not break one inside itself (keepWhole). */
      labelWords: <K extends string>(map: Labels<K>) =>
        (Object.keys(map) as K[]).flatMap((k) => map[k][lang].split(/\s+/)),
    }),
    [lang],
  );
}
