import type { Passage } from '../retrieval.js';
import { readableText } from '../readable-text.js';
import { DraftBuilder, type Draft } from './draft.js';
import { articleEn, articleOf, keySentence } from './key-sentence.js';

/**
 * A clause question: the governing clause's key sentence quoted first, then up to two supporting
 * clauses scoring near it. When the best passage shares too little of the question's words, the
 * question is outside what this database holds, and the answer says so instead of quoting.
 */
const SUPPORT_FLOOR = 0.75;
const SUPPORT_SHARE = 0.6;
const MIN_COVERAGE = 0.5;
// A law's own article governs over a rule, a case or an interpretation quoting it.
const LAW_FACTOR = 1.3;
const isLaw = (p: Passage) =>
  /中华人民共和国\S*法(（|\s|$)/.test(p.source_title) && !/解释|规定|办法|决定/.test(p.source_title);

/** The share of the question's words (by length) found in the passage. */
export function coverage(p: Passage, tokens: string[]): number {
  const total = tokens.reduce((n, t) => n + t.length, 0);
  if (!total) return 0;
  const text = `${p.label} ${p.source_title} ${p.text}`.normalize('NFKC').toLowerCase();
  return tokens.reduce((n, t) => n + (text.includes(t) ? t.length : 0), 0) / total;
}

// The title without the document's number (GB 2762-2022, 主席令第八十一号, 国卫办食品函〔2019〕1号).
const titleOf = (p: Passage) =>
  p.source_title
    .replace(/^[A-Z][A-Z/]*\s?[\d.]+-\d{4}\s*/, '')
    .replace(/^\S*(令|函|发|告)?(第\S+号|〔\d{4}〕\d+号)\s+/, '')
    .trim() || p.source_title;

export function composeClauses(
  passages: Passage[],
  tokens: string[],
  question: string,
  lang: DraftBuilder['lang'],
): Draft | null {
  // Only clauses are quoted as what a text says; a table row is answered by its own route.
  const clauses = passages.filter((p) => p.kind === 'clause');
  const top = clauses[0];
  const b = new DraftBuilder(lang);
  // Nothing the member may read was found: the passages' list says so (no basis), not this answer.
  if (!top) return null;
  if (coverage(top, tokens) < MIN_COVERAGE) {
    b.absent(
      '本库未收录能直接回答这个问题的法规、标准或数据；下列段落只是与问题用词最接近的，仅供参考。',
      'This database does not hold a text or data that answers this question; the passages below only share some of its words.',
    );
    return { route: 'notHeld', notHeld: 'outside', sentences: b.sentences, sources: [] };
  }
  // Among the passages scoring near the best, the one whose key sentence answers best governs.
  const near = clauses.slice(0, 5).filter((p) => p.score >= top.score * SUPPORT_FLOOR);
  const weight = (p: Passage, keyScore: number) => keyScore * (p.score / top.score) * (isLaw(p) ? LAW_FACTOR : 1);
  const keyed = near
    .map((p) => ({ p, key: keySentence(readableText(p.text), tokens, question) }))
    .filter((k) => k.key.text)
    .sort((a, b) => weight(b.p, b.key.score) - weight(a.p, a.key.score));
  // The lead and at most two supporting clauses, each saying nearly as much as the lead.
  const leadWeight = keyed[0] ? weight(keyed[0].p, keyed[0].key.score) : 0;
  const shown = keyed.slice(0, 3).filter((k, i) => i === 0 || weight(k.p, k.key.score) >= leadWeight * SUPPORT_SHARE);
  shown.forEach(({ p, key }, i) => {
    const quote = key.text;
    if (!quote) return;
    const source = b.source(`passage:${p.id}`, passageSource(p));
    const isArticle = p.kind === 'clause' && /^art-/.test(p.anchor);
    const where = isArticle ? articleOf(p.label) : p.label;
    const whereEn = isArticle ? articleEn(p.anchor, p.label) : p.label || 'The text';
    const lead = i === 0 ? '' : '另见';
    b.say(
      `${lead}《${titleOf(p)}》${where}规定：“${quote}”`,
      `${i === 0 ? '' : 'See also '}${whereEn} of ${titleOf(p)} states: “${quote}”`,
      [{ source, quote }],
    );
  });
  return b.sentences.length ? { route: 'clause', sentences: b.sentences, sources: b.sources } : null;
}

/** A retrieved passage as a source of the written answer (the same record the list shows). */
export function passageSource(p: Passage): Draft['sources'][number] {
  return {
    passageId: p.id,
    kind: p.kind as Draft['sources'][number]['kind'],
    docId: p.doc_id,
    docVersion: p.doc_version,
    library: p.library,
    validity: p.validity,
    anchor: p.anchor,
    label: p.label,
    sourceTitle: p.source_title,
    text: readableText(p.text),
    href: '',
  };
}
