import { sql, type SQL } from 'drizzle-orm';
import { indexTokens } from './segment.js';

/**
 * tsvector / tsquery values built from jieba's tokens as literals. The tokens are already the
 * lexemes we want, so `to_tsvector` (which re-parses the text and cost ~5 ms a 2 KB document in
 * PGlite) is not needed, and index and query agree exactly on every lexeme.
 */
const quote = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** With positions (titles: ts_rank uses them). */
export function positionedVector(text: string): SQL {
  const positions = new Map<string, number[]>();
  indexTokens(text)
    .split(' ')
    .filter(Boolean)
    .forEach((w, i) => {
      const p = positions.get(w);
      if (p) {
        if (p.length < 50) p.push(i + 1);
      } else positions.set(w, [i + 1]);
    });
  return sql`${[...positions].map(([w, p]) => `${quote(w)}:${p.map((n) => Math.min(n, 16383)).join(',')}`).join(' ')}::tsvector`;
}

/** Distinct lexemes only (bodies: matching needs no positions, and the vector stays small). */
export function lexemeVector(text: string): SQL {
  return sql`${[...new Set(indexTokens(text).split(' ').filter(Boolean))].map(quote).join(' ')}::tsvector`;
}

/** All tokens must match (AND); callers check that there is at least one token. */
export const tsQuery = (tokens: string[], op: '&' | '|' = '&'): SQL =>
  sql`${tokens.map(quote).join(` ${op} `)}::tsquery`;
