import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages, defaultLanguage, type Language } from '@app/contract';
import { pageLanguage, storedPack } from '../stores/language';

/** UI strings: the contract's message catalogue plus each area's own texts. */
const fromCatalogue = (lang: Language) => Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, v[lang]]));

export const uiTexts: Record<Language, Record<string, string>> = {
  'zh-cn': fromCatalogue('zh-cn'),
  en: fromCatalogue('en'),
};

/** Adds an area's texts (both languages at once, so none is forgotten). */
export function addTexts(texts: Record<string, { 'zh-cn': string; en: string }>) {
  for (const [key, v] of Object.entries(texts)) {
    i18n.addResource('zh-cn', 'translation', key, v['zh-cn']);
    i18n.addResource('en', 'translation', key, v.en);
  }
}

void i18n.use(initReactI18next).init({
  lng: pageLanguage,
  fallbackLng: defaultLanguage,
  lowerCaseLng: true,
  resources: {
    // The server's stored pack (menu and page labels) comes first; the catalogue wins on clashes.
    'zh-cn': { translation: { ...storedPack('zh-cn'), ...uiTexts['zh-cn'] } },
    en: { translation: { ...storedPack('en'), ...uiTexts.en } },
  },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

export { i18n };
