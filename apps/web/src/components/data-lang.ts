/** Han characters: the text is (at least partly) Chinese. */
const han = /[\u3400-\u9fff]/;

/**
 * The `lang` a piece of DATA takes on a page (issue 15): Chinese data (a title, a law number, a
 * firm's name) on an English page is marked `zh-CN`, so readers and screen readers know it is
 * the source's own language rather than an untranslated label. Undefined when the text is in
 * the page's language (the attribute is then left off).
 */
export function dataLang(pageLanguage: string, text: unknown): 'zh-CN' | undefined {
  return pageLanguage === 'en' && typeof text === 'string' && han.test(text) ? 'zh-CN' : undefined;
}
