import type { Database } from '../../../db/client.js';
import type { AssistantSource } from '@app/contract';
import { composeOffline } from '../ask.service.js';
import goldenSet from './golden-set.json' with { type: 'json' };

/**
 * The assistant's golden set: questions built from the real data (laws, GB 2760,
 * the limits tables), each with the passage that answers it. A question scores when such a
 * passage is among the first five sources of the answer (the written answer's records first, then
 * the retrieved passages), as the member sees them.
 */
export interface GoldenQuestion {
  question: string;
  expect: { kind: string; sourceTitle?: string; anchors?: string[]; textIncludes?: string[] };
  note?: string;
}
export const golden = goldenSet as GoldenQuestion[];

const matches = (p: AssistantSource, e: GoldenQuestion['expect']) =>
  p.kind === e.kind &&
  (!e.sourceTitle || p.sourceTitle.includes(e.sourceTitle)) &&
  (!e.anchors || e.anchors.includes(p.anchor)) &&
  (!e.textIncludes || e.textIncludes.every((t) => p.text.includes(t)));

export interface GoldenResult {
  question: string;
  rank: number | null;
  top: string[];
}

export async function scoreGolden(database: Database, questions = golden, k = 5) {
  const results: GoldenResult[] = [];
  for (const q of questions) {
    const { sources } = await composeOffline(database, q.question, { isSuper: true, rights: new Set() });
    const passages = sources.slice(0, k);
    const rank = passages.findIndex((p) => matches(p, q.expect));
    results.push({
      question: q.question,
      rank: rank < 0 ? null : rank + 1,
      top: passages.map((p) => `${p.sourceTitle} ${p.label}`.slice(0, 60)),
    });
  }
  const hits = results.filter((r) => r.rank !== null).length;
  return { results, hits, total: questions.length, rate: hits / Math.max(1, questions.length) };
}
