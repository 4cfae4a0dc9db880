import type { AssistantSource } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { composeOffline } from '../ask.service.js';
import { normaliseForQuote } from '../citations.js';
import answerSet from './answers.json' with { type: 'json' };

/**
 * The written answers' golden set: questions with the facts their first sentence must state, the
 * passage that must be among the first three sources, and statements that would be wrong (a
 * replaced edition called current, a value the sources do not give). Written from the source
 * texts before the composer. `needs` names the work of another area a question waits for (the
 * GB 2762-2025 rows, mainland pesticide names, the cosmetics and feed texts).
 */
export interface AnswerQuestion {
  question: string;
  topic: string;
  first: string[];
  passage?: { kind: string; sourceTitle?: string; anchors?: string[]; textIncludes?: string[] };
  wrong?: string[];
  /** The first sentence is not the expected answer if it says this (the 2022 value as history, 2025 not held). */
  notIf?: string[];
  needs?: string;
}
export const answerQuestions = answerSet as AnswerQuestion[];

const has = (text: string, part: string) => normaliseForQuote(text).includes(normaliseForQuote(part));

const sourceMatches = (s: AssistantSource, e: NonNullable<AnswerQuestion['passage']>) =>
  s.kind === e.kind &&
  (!e.sourceTitle || s.sourceTitle.includes(e.sourceTitle)) &&
  (!e.anchors || e.anchors.includes(s.anchor)) &&
  (!e.textIncludes || e.textIncludes.every((t) => has(s.text, t)));

export interface AnswerResult {
  question: string;
  needs?: string;
  first: string;
  firstCorrect: boolean;
  passageRank: number | null;
  hasPassage: boolean;
  wrong: string[];
  ms: number;
}

export async function scoreAnswers(database: Database, questions = answerQuestions) {
  const results: AnswerResult[] = [];
  for (const q of questions) {
    const started = performance.now();
    const { sentences, sources } = await composeOffline(database, q.question, { isSuper: true, rights: new Set() });
    const ms = performance.now() - started;
    const first = sentences[0]?.text ?? '';
    const rank = q.passage ? sources.slice(0, 3).findIndex((s) => sourceMatches(s, q.passage!)) : -1;
    results.push({
      question: q.question,
      needs: q.needs,
      first,
      firstCorrect: !!first && q.first.every((f) => has(first, f)) && !(q.notIf ?? []).some((n) => has(first, n)),
      passageRank: rank < 0 ? null : rank + 1,
      hasPassage: !!q.passage,
      wrong: (q.wrong ?? []).filter((w) => sentences.some((s) => has(s.text, w))),
      ms,
    });
  }
  const withPassage = results.filter((r) => r.hasPassage);
  return {
    results,
    total: results.length,
    firstCorrect: results.filter((r) => r.firstCorrect).length,
    passageTotal: withPassage.length,
    passageTop3: withPassage.filter((r) => r.passageRank !== null).length,
    statedWrongly: results.filter((r) => r.wrong.length).length,
  };
}
