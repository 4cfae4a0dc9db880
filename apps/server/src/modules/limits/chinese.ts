import * as OpenCC from 'opencc-js';

/**
 * Traditional and simplified Chinese are both searchable: the TFDA table is in traditional
 * characters, the Chinese standards in simplified ones. Names are stored as the source writes
 * them; the search text holds both scripts (OpenCC, Taiwan and mainland phrase tables).
 */
const twToCn = OpenCC.Converter({ from: 'tw', to: 'cn' });
const cnToTw = OpenCC.Converter({ from: 'cn', to: 'tw' });

export const toSimplified = (s: string) => twToCn(s);
export const toTraditional = (s: string) => cnToTw(s);

/** Lower-cased search text holding every name in both scripts; a query is matched with `like`. */
export function searchText(...names: (string | null | undefined)[]): string {
  const parts = new Set<string>();
  for (const n of names) {
    const s = (n ?? '').trim().toLowerCase();
    if (!s) continue;
    parts.add(s);
    parts.add(twToCn(s));
    parts.add(cnToTw(s));
  }
  return [...parts].join(' | ');
}

/** A query as the search compares it: lower case, simplified (the search text holds both). */
export const normaliseQuery = (q: string) => twToCn(q.trim().toLowerCase());
