/**
 * The `lang` of a data value shown on a page: Chinese data on an English page is
 * marked as Chinese (screen readers, fonts, and the check that English pages hold no unmarked
 * Chinese); anything else reads in the page's language.
 */
export const dataLang = (pageLanguage: string, text: string | null | undefined): 'zh-CN' | undefined =>
  pageLanguage === 'en' && /[\u3400-\u9fff]/.test(text ?? '') ? 'zh-CN' : undefined;
