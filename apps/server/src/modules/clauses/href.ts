/** The URL query parameter that carries a clause anchor on a document detail page. */
export const clauseUrlParam = 'clause';

/** Link to a clause on the document detail page: `…/content?itemid=12&clause=art-54#art-54`. */
export const clauseHref = (contentPath: string, docId: number, anchor: string) =>
  `${contentPath}?itemid=${docId}&${clauseUrlParam}=${encodeURIComponent(anchor)}#${encodeURIComponent(anchor)}`;
