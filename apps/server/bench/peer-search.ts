import MiniSearch from 'minisearch';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { indexTokens, queryTokens } from '../src/lib/search/segment.js';

/**
 * The peer baseline of the library search: what a team would otherwise reach for, an in-process
 * index (MiniSearch) of the same documents, fed the same jieba tokens the tsvector holds, every
 * query's words ANDed (as ours), number and title boosted over the body. It answers from memory
 * with no rights, filters, validity or facets; the product keeps PostgreSQL for those and for one
 * source of truth shared by every server.
 */
export async function buildPeer(database: Database, library: string) {
  const docs = await database.rows<{ id: number; title: string; number: string; body: string }>(
    sql`select id, title, coalesce(doc_number, '') as number, body from lib_documents where library = ${library}`,
  );
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = new MiniSearch<{ id: number; title: string; number: string; body: string }>({
    fields: ['number', 'title', 'body'],
    tokenize: (text) => indexTokens(text).split(' ').filter(Boolean),
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => queryTokens(text),
      processTerm: (term) => term,
      combineWith: 'AND',
      boost: { number: 4, title: 2 },
    },
  });
  index.addAll(docs);
  return {
    documents: docs.length,
    buildSeconds: Math.round((performance.now() - started) / 100) / 10,
    heapMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1048576),
    /** The first `n` document ids of a query (in `fields`, else all), and the time it took in ms. */
    search(keyword: string, fields?: readonly ('number' | 'title' | 'body')[], n = 10) {
      const t = performance.now();
      const hits = index.search(keyword, fields ? { fields: [...fields] } : {});
      return { ids: hits.slice(0, n).map((h) => Number(h.id)), total: hits.length, ms: performance.now() - t };
    },
  };
}

/** Share of the first ten of `ours` that the peer's first ten hold too (of the shorter list). */
export const overlap = (ours: number[], peer: number[]) => {
  const n = Math.min(ours.length, peer.length);
  if (!n) return ours.length === peer.length ? 1 : 0;
  const set = new Set(peer);
  return ours.slice(0, n).filter((id) => set.has(id)).length / n;
};
