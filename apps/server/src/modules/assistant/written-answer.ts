import { sql } from 'drizzle-orm';
import type { AssistantSentence, AssistantSource } from '@app/contract';
import type { Database } from '../../db/client.js';
import { checkSentences } from './citations.js';
import type { Draft } from './compose/index.js';

/**
 * Numbers a composed draft together with the retrieved passages: the draft's sources first (in the
 * order its sentences cite them), then the passages not already among them. Every sentence that
 * cites passes the same quote check as the model's; one that fails is dropped, never shown.
 */
export function numberDraft(
  draft: Draft | null,
  retrieved: AssistantSource[],
): { sources: AssistantSource[]; sentences: AssistantSentence[]; dropped: number } {
  const sources: AssistantSource[] = [];
  const refOfDraft = new Map<number, number>();
  const add = (s: Omit<AssistantSource, 'ref'>) => {
    sources.push({ ...s, ref: sources.length + 1 });
    return sources.length;
  };
  for (const [i, s] of (draft?.sources ?? []).entries()) {
    const same = s.passageId !== null ? retrieved.find((r) => r.passageId === s.passageId) : undefined;
    refOfDraft.set(i, add(same ?? { ...s, highlights: [] }));
  }
  // A retrieved passage of a row the draft already cites (same kind and anchor) is not listed twice.
  const cited = (r: AssistantSource) =>
    sources.some(
      (s) =>
        (s.passageId !== null && s.passageId === r.passageId) ||
        (s.kind === r.kind && s.anchor === r.anchor && !!s.anchor),
    );
  for (const r of retrieved) if (!cited(r)) add(r);
  const written = (draft?.sentences ?? []).map((s) => ({
    text: s.text,
    citations: s.cites.map((c) => ({ ref: refOfDraft.get(c.source)!, quote: c.quote })),
    ...(s.absence ? { absence: true } : {}),
  }));
  const textOf = (ref: string) => sources[Number(ref) - 1]?.text;
  const sentences: AssistantSentence[] = [];
  let dropped = 0;
  for (const s of written) {
    const cited = { text: s.text, citations: s.citations.map((c) => ({ chunk: String(c.ref), quote: c.quote })) };
    const holds = s.citations.length ? checkSentences([cited], textOf).kept.length === 1 : s.absence === true;
    if (holds) sentences.push(s);
    else dropped++;
  }
  return { sources, sentences, dropped };
}

let asOfCache: { at: number; day: string | null } | undefined;

/**
 * The day the portal's data last changed (数据截至), China time: the latest document added or
 * re-dated, or limits import finished. Kept for a minute (it reads the whole documents table).
 */
export async function dataAsOf(database: Database): Promise<string | null> {
  if (asOfCache && Date.now() - asOfCache.at < 60_000) return asOfCache.day;
  const [row] = await database.rows<{ day: string | null }>(sql`
    select greatest(
      (select max(greatest(add_date, (status_updated_at at time zone 'Asia/Shanghai')::date,
        (content_updated_at at time zone 'Asia/Shanghai')::date)) from lib_documents),
      (select max((finished_at at time zone 'Asia/Shanghai')::date) from lim_import_runs))::text as day`);
  asOfCache = { at: Date.now(), day: row?.day ?? null };
  return asOfCache.day;
}
