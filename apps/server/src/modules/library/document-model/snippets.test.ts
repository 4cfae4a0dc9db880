import { describe, expect, it } from 'vitest';
import { snippet } from '../../../lib/search/highlight.js';
import { readableWindow } from './index.js';
import { hasTexts, standardText as standard } from './test-texts.js';

// Search snippets are cut from the readable text, never from the raw extraction: the raw
// GB/T 18186-2000 opens with <div style="text-align: center…">, GB 2760-2024 ends with wiki links.
describe('search snippets', () => {
  it.runIf(hasTexts)('have no markup: only the <em> marks of the hit', () => {
    const cases: [string, string][] = [
      ['GB/T 18186-2000', '推荐性标准'],
      ['GB/T 18186-2000', '氨基酸态氮'],
      ['GB 2760-2024', '营养强化剂使用标准'],
      ['GB 7718-2025', '预包装食品'],
    ];
    for (const [id, term] of cases) {
      const s = snippet(readableWindow(standard(id), [term]), [term]);
      expect(s, `${id} ${term}`).toContain(`<em>${term}</em>`);
      expect(s.replace(/<\/?em>/g, ''), `${id} ${term}`).not.toMatch(/[<>]|&lt;|&gt;|\\begin|\$\\geq|\[\[|## /);
    }
  });

  it('shows nothing of a text that is font codes', () => {
    expect(readableWindow('/G21 /G22 '.repeat(40), ['食品'])).toBe('');
  });
});
