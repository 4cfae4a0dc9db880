import { languages, type Language } from '@app/contract';

export interface MessageText {
  title: string;
  content: string;
}
export type MessageTexts = Partial<Record<Language, MessageText>>;

/** A member's stored language as one the platform writes in. */
export const languageOf = (lang: string | null | undefined): Language => (lang === 'en' ? 'en' : 'zh-cn');

/**
 * A message the platform writes (warnings, reminders, saved-query changes), in every language:
 * the reader sees it in the language of the page, whatever the member had chosen when it was
 * written. The stored title and content hold the member's language (the mail digest,
 * rows written before 0026).
 */
export function inEveryLanguage(memberLang: Language, write: (lang: Language) => MessageText) {
  const texts = Object.fromEntries(languages.map((l) => [l, write(l)])) as Record<Language, MessageText>;
  return { ...texts[memberLang], texts };
}

/** The message's text in the reader's language, or as it was stored. */
export const textFor = (row: MessageText & { texts: MessageTexts | null }, lang: Language): MessageText =>
  row.texts?.[lang] ?? { title: row.title, content: row.content };
