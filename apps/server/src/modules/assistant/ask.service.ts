import { PassThrough } from 'node:stream';
import type {
  AssistantAnswer,
  AssistantEvent,
  AssistantNotice,
  AssistantSentence,
  AssistantSource,
  ParsedInputOf,
} from '@app/contract';
import { api } from '@app/contract';
import type { BlobAnswer, CallContext } from '../../lib/context.js';
import { requireMember } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { queryTokens } from '../../lib/search/segment.js';
import { retrieve, type Reader } from './retrieval.js';
import { chineseWords, composeAnswer, expandedWords, readIntent } from './compose/index.js';
import { dataAsOf, numberDraft } from './written-answer.js';
import { toSources } from './sources.js';
import { answerWithModel } from './model-answer.js';
import { ownConversation, saveTurn, startConversation } from './conversations.repo.js';

type AskInput = ParsedInputOf<typeof api.assistant.ask>;

const OLD_VALIDITY = new Set([3, 7]);
// Passages handed to the model; the extractive answer shows the same ones.
const PASSAGES = 8;
// A passage far weaker than the best one only shares the question's common words (for
// "山梨酸钾在果酱中的最大使用量" every other additive of 果酱): it is left out, but never
// below the first few, so a question with several partial answers keeps them.
const RELATIVE_FLOOR = 0.65;
const KEEP_AT_LEAST = 3;

/**
 * The retrieved passages worth showing: the best, and those scoring near it. Beyond the first few,
 * a GB 2760 row must also hold every question word the best row holds: with the full table, the
 * other additives of a food score near the asked one on the food's words alone.
 */
export function strongPassages<P extends { score: number; kind?: string; text?: string }>(
  passages: P[],
  tokens: string[] = [],
): P[] {
  const top = passages[0];
  const best = top?.score ?? 0;
  const held = top?.kind === 'additive' ? tokens.filter((t) => top.text?.includes(t)) : [];
  const sameSubject = (p: P) => p.kind !== 'additive' || held.every((t) => p.text?.includes(t));
  return passages.filter((p, i) => i < KEEP_AT_LEAST || (p.score >= best * RELATIVE_FLOOR && sameSubject(p)));
}

/** The offline answer: the written sentences (when the data answers) and the passages, best first. */
function offline(
  sources: AssistantSource[],
  sentences: AssistantSentence[],
  notices: AssistantNotice[],
  asOf: string | null,
): AssistantAnswer {
  if (!sources.length && !sentences.length) notices.push('noBasis');
  return {
    mode: sentences.length ? 'composed' : 'extractive',
    notices,
    sentences,
    sources,
    ...(asOf ? { asOf } : {}),
  };
}

const modelNotice = {
  timeout: 'modelTimeout',
  http: 'modelFailed',
  network: 'modelFailed',
  malformed: 'modelFailed',
} as const;

/** Retrieval, then the written answer composed from the structured data and the passages. */
export async function composeOffline(database: Database, question: string, reader: Reader, includeOld?: boolean) {
  const english = readIntent(question).lang === 'en';
  // An English question is searched with the Chinese words it stands for (the texts are Chinese).
  const translated = english ? chineseWords(question) : '';
  // Words the texts use for what the question says otherwise (a definition is in "用语的含义").
  const expanded = expandedWords(`${question} ${translated}`);
  const found = await retrieve(database, {
    question: [question, translated, expanded].filter(Boolean).join(' '),
    reader,
    limit: PASSAGES,
    includeOld,
  });
  const shown = strongPassages(found.passages, found.tokens);
  const tokens = translated ? queryTokens(translated) : found.tokens;
  const draft = await composeAnswer(database, { question, reader, passages: shown, tokens });
  const written = numberDraft(draft, toSources(shown, found.tokens));
  return { ...written, draft };
}

/**
 * Answers a question: retrieval over what the member may read and the written answer composed
 * from the structured data; when a model is set, it is given that answer and the passages, and its
 * checked sentences are streamed as they pass; on failure the composed answer stands.
 * Writes NDJSON lines to `out`; saves the turn and its audit entry before `done`.
 */
async function answer(config: Config, ctx: CallContext, input: AskInput, conversationId: number, out: PassThrough) {
  const member = requireMember(ctx);
  const send = (e: AssistantEvent) => out.write(`${JSON.stringify(e)}\n`);
  const { sources, sentences } = await composeOffline(ctx.database, input.question, member, input.includeOld);
  const asOf = await dataAsOf(ctx.database);
  send({ type: 'sources', sources, conversationId });
  const notices: AssistantNotice[] = sources.some((s) => OLD_VALIDITY.has(s.validity)) ? ['oldTexts'] : [];
  let result = offline(sources, sentences, notices, asOf);
  if (config.llm && sources.length) {
    const refOf = new Map(sources.map((s) => [`P${s.ref}`, s.ref]));
    const chunks = sources.map((s) => ({ id: `P${s.ref}`, source: `${s.sourceTitle} ${s.label}`, text: s.text }));
    const toSentence = (s: { text: string; citations: { chunk: string; quote: string }[] }): AssistantSentence => ({
      text: s.text,
      citations: s.citations.map((c) => ({ ref: refOf.get(c.chunk)!, quote: c.quote })),
    });
    const composed = sentences.map((s) => ({
      text: s.text,
      citations: s.citations.map((c) => ({ chunk: `P${c.ref}`, quote: c.quote })),
    }));
    const outcome = await answerWithModel(config.llm, input.question, chunks, composed, (s) =>
      send({ type: 'sentence', sentence: toSentence(s) }),
    );
    if (outcome.kept.length)
      result = { mode: 'model', notices, sentences: outcome.kept.map(toSentence), sources, ...(asOf ? { asOf } : {}) };
    else
      result = offline(
        sources,
        sentences,
        [...notices, outcome.error ? modelNotice[outcome.error] : 'modelNoBasis'],
        asOf,
      );
  }
  const turnId = await saveTurn(
    ctx.db,
    { memberId: member.id, customerId: member.customerId },
    conversationId,
    input.question,
    result,
  );
  send({ type: 'done', answer: result, turnId, conversationId });
}

export async function ask(config: Config, input: AskInput, ctx: CallContext): Promise<BlobAnswer> {
  const member = requireMember(ctx);
  // Checked before the stream starts, so a foreign conversation id is an ordinary refusal.
  const conversation = input.conversationId
    ? await ownConversation(ctx.db, member.id, input.conversationId)
    : await startConversation(ctx.db, member.id, input.question);
  if (!conversation) throw notFound();
  const out = new PassThrough();
  answer(config, ctx, input, conversation.id, out)
    .catch((e: unknown) => {
      ctx.req.log.error(e);
      out.write(
        `${JSON.stringify({ type: 'error', msg: ctx.lang === 'en' ? 'The assistant failed; please try again.' : '助手出错，请重试' } satisfies AssistantEvent)}\n`,
      );
    })
    .finally(() => out.end());
  ctx.reply.header('cache-control', 'no-store');
  ctx.reply.header('x-accel-buffering', 'no');
  return { blob: out, contentType: 'application/x-ndjson; charset=utf-8' };
}
