import type { Page } from '@playwright/test';

/**
 * Visible text nodes with Chinese characters that no element with a `lang` attribute (other than
 * <html>) encloses: on an English page, Chinese is only data marked with its language (issue 15).
 * The UX tour (scripts/ux-tour.ts) reports the same check.
 */
export const unmarkedChinese = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('[lang]:not(html)')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getBoundingClientRect().height === 0)
        continue;
      if (/[\u4e00-\u9fff]/.test(text)) found.add(text.slice(0, 60));
    }
    return [...found];
  });
