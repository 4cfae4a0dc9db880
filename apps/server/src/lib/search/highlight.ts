import { normaliseText } from './segment.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Marks the query's terms with <em> in the ORIGINAL text (escaped first, so the only markup
 * in the answer is ours). Matching is on the normalised form, which keeps offsets because
 * NFKC of CJK text and ASCII case folding do not change lengths for the characters we mark.
 */
export function highlight(text: string, terms: string[]): string {
  if (!text) return '';
  const folded = normaliseText(text);
  const useFolded = folded.length === text.length;
  const hay = useFolded ? folded : text;
  const marks: [number, number][] = [];
  for (const t of terms.filter(Boolean).sort((a, b) => b.length - a.length)) {
    for (let i = hay.indexOf(t); i >= 0; i = hay.indexOf(t, i + t.length)) {
      if (!marks.some(([a, b]) => i < b && i + t.length > a)) marks.push([i, i + t.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [a, b] of marks) {
    out += escapeHtml(text.slice(at, a)) + '<em>' + escapeHtml(text.slice(a, b)) + '</em>';
    at = b;
  }
  return out + escapeHtml(text.slice(at));
}

/** A window of the body around the first term found, highlighted; the opening lines otherwise. */
export function snippet(body: string, terms: string[], width = 120): string {
  if (!body) return '';
  const hay = normaliseText(body);
  let first = -1;
  for (const t of terms) {
    const i = t ? hay.indexOf(t) : -1;
    if (i >= 0 && (first < 0 || i < first)) first = i;
  }
  const start = Math.max(0, first < 0 ? 0 : first - Math.floor(width / 3));
  const end = Math.min(body.length, start + width);
  const piece = body.slice(start, end).replace(/\s+/g, ' ');
  return (start > 0 ? '…' : '') + highlight(piece, terms) + (end < body.length ? '…' : '');
}
