import Cookies from 'js-cookie';
import { defaultLanguage, languages, limits, storageKeys, type Language } from '@app/contract';

/**
 * Spec 4.2 / 7: the language lives in the `languageName` cookie (so every tab and the server
 * see it) and its pack in local storage under the language's name. The page's language is
 * fixed at load; a poll reloads the page when the stored language changes (another tab).
 */
export const isLanguage = (v: unknown): v is Language => (languages as readonly unknown[]).includes(v);

export const storedLanguage = (): Language => {
  const v = Cookies.get(storageKeys.language);
  return isLanguage(v) ? v : defaultLanguage;
};

/** The language this page was loaded in. */
export const pageLanguage: Language = storedLanguage();

export type LanguagePack = Record<string, string>;

export function storeLanguage(lang: Language, pack?: LanguagePack) {
  Cookies.set(storageKeys.language, lang, { path: '/', expires: 365 });
  if (pack) localStorage.setItem(lang, JSON.stringify(pack));
}

export function storedPack(lang: Language): LanguagePack {
  try {
    const raw = localStorage.getItem(lang);
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' ? (v as LanguagePack) : {};
  } catch {
    return {};
  }
}

/** Polls the stored language every second; calls `onChange` (a reload) when it differs. */
export function startLanguagePoll(onChange: () => void = () => window.location.reload()) {
  const id = window.setInterval(() => {
    if (storedLanguage() !== pageLanguage) {
      window.clearInterval(id);
      onChange();
    }
  }, limits.languagePollMs);
  return () => window.clearInterval(id);
}
