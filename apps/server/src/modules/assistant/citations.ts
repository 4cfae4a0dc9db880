/**
 * The citation check of the model path: a model's sentence is shown only if every
 * quote it gives appears, verbatim up to width, case and whitespace, in the chunk it cites.
 * A sentence with no citation, a quote altered by one character, a quote stitched from two
 * places or a quote cited to the wrong chunk is dropped before anything reaches the browser.
 */

/** Full-width to half-width (NFKC), lower case, no whitespace: what "verbatim" tolerates. */
export function normaliseForQuote(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

export interface Citation {
  chunk: string;
  quote: string;
}

export interface ModelSentence {
  text: string;
  citations: Citation[];
}

// A quote shorter than this (after normalisation) proves nothing: "的" appears everywhere.
const MIN_QUOTE_CHARS = 4;

/** Whether one quote is found in the text of the chunk it names. */
export function quoteHolds(citation: Citation, chunkText: (id: string) => string | undefined): boolean {
  const text = chunkText(citation.chunk);
  if (text === undefined) return false;
  const quote = normaliseForQuote(citation.quote);
  return quote.length >= MIN_QUOTE_CHARS && normaliseForQuote(text).includes(quote);
}

export interface CheckedAnswer {
  kept: ModelSentence[];
  dropped: ModelSentence[];
}

/** Keeps the sentences whose every citation holds; a sentence without citations is dropped. */
export function checkSentences(
  sentences: ModelSentence[],
  chunkText: (id: string) => string | undefined,
): CheckedAnswer {
  const kept: ModelSentence[] = [];
  const dropped: ModelSentence[] = [];
  for (const s of sentences) {
    const ok = s.citations.length > 0 && s.citations.every((c) => quoteHolds(c, chunkText));
    (ok ? kept : dropped).push(s);
  }
  return { kept, dropped };
}
