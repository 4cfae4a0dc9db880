import type { Page } from '@playwright/test';

/**
 * Latin words laid out over two lines inside themselves ("Mandato / ry", "Recommende / d"): the
 * box holding them (a table cell, tag, label, button or link) is narrower than the word. A break
 * at a hyphen or a space is an ordinary line break and is not reported. The UX tour
 * (scripts/ux-tour.ts) reports the same check.
 */
export const brokenWords = (page: Page, boxes = 'td, th, .ant-tag, .ant-descriptions-item-content, button, a') =>
  page.evaluate((selector) => {
    const found = new Set<string>();
    for (const box of Array.from(document.querySelectorAll(selector))) {
      const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let t = texts.nextNode(); t; t = texts.nextNode()) {
        const text = t.textContent ?? '';
        for (const m of text.matchAll(/[A-Za-z][A-Za-z'’]{3,}/g)) {
          const range = document.createRange();
          range.setStart(t, m.index);
          range.setEnd(t, m.index + m[0].length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) found.add(`${m[0]} in "${text.trim().slice(0, 40)}"`);
        }
      }
    }
    return [...found];
  }, boxes);
