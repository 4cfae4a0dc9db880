/**
 * The sentence of a clause that answers the question: the one sharing most of the question's
 * words, with a number (十倍, 一千元, 三十日) preferred when the question asks how much or how many.
 * Returned verbatim (a substring of the clause), so it passes the quote check; a long list is cut
 * at a clause boundary.
 */
const MAX_CHARS = 160;
const quantityAsked = /几|多少|多久|多长|标准是|金额|how much|how many|how long/i;
const quantity = /[\d一二三四五六七八九十百千万两]+(倍|元|日|天|年|个月|%|％)/;

export function sentencesOf(text: string): string[] {
  return (text.match(/[^。！？!?\n]+[。！？!?]?/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 1);
}

const withoutLabel = (s: string) => s.replace(/^第[一二三四五六七八九十百千零〇\d]+条\s*/, '');

function cut(s: string): string {
  if (s.length <= MAX_CHARS) return s;
  const head = s.slice(0, MAX_CHARS);
  const at = Math.max(head.lastIndexOf('；'), head.lastIndexOf('：'), head.lastIndexOf(';'));
  return at > 40
    ? head.slice(0, at + 1)
    : head.slice(0, head.lastIndexOf('，') > 40 ? head.lastIndexOf('，') + 1 : MAX_CHARS);
}

export function keySentence(text: string, tokens: string[], question: string): { text: string; score: number } {
  const wantsNumber = quantityAsked.test(question);
  let best = '';
  let bestScore = -1;
  for (const raw of sentencesOf(text)) {
    const s = withoutLabel(raw);
    // A table of contents line ("4.3 …………… 45") is not a sentence of the text.
    if (s.length < 4 || /…{3,}|\.{6,}/.test(s)) continue;
    const shown = cut(s);
    // The shorter sentence saying as much is the more direct answer (a long list counts as cut).
    let score = tokens.reduce((n, t) => n + (shown.includes(t) ? t.length : 0), 0) / (1 + shown.length / 120);
    if (wantsNumber && quantity.test(shown)) score += 3;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return { text: cut(best), score: Math.max(0, bestScore) };
}

/** "第一百四十八条" from a clause label ("第九章 法律责任 第一百四十八条"), or the label itself. */
export const articleOf = (label: string) =>
  /第[一二三四五六七八九十百千零〇\d]+条(?!.*第[一二三四五六七八九十百千零〇\d]+条)/.exec(label)?.[0] ?? label;

/** "Article 148" from an anchor "art-148". */
export const articleEn = (anchor: string, label: string) => {
  const n = /^art-(\d+)/.exec(anchor)?.[1];
  return n ? `Article ${n}` : label;
};
