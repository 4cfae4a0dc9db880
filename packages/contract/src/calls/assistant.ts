import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { rowId } from '../ids.js';

/**
 * The in-product AI assistant: answers from the product's own texts, every sentence
 * citing a passage (a clause of a library document, a GB 2760 / GB 9685 row, a limit row).
 * Offline by default (extractive); with a model configured on the server, the model's sentences
 * are shown only if their quotes are found in the passages they cite.
 */

const right = access.member('comply_ai');

/** A cited passage with everything needed to show it and open it at its anchor. */
export const assistantSourceSchema = z.object({
  /** 1-based number the answer's sentences refer to. */
  ref: z.number().int(),
  /** The indexed passage; null for a record read live for the written answer (a limit row, a document's editions). */
  passageId: z.number().int().nullable(),
  kind: z.enum(['clause', 'additive', 'contact', 'limit', 'document', 'reference']),
  docId: z.number().int().nullable(),
  docVersion: z.number().int().nullable(),
  library: z.string(),
  /** The cited document's validity, read live when the answer is written (0 when it is not a library document). */
  validity: z.number().int(),
  anchor: z.string(),
  label: z.string(),
  sourceTitle: z.string(),
  text: z.string(),
  /** Words of the question found in the text, for highlighting. */
  highlights: z.array(z.string()),
  /** In-product address of the passage (document at its clause, or the table filtered to the row). */
  href: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantSentenceSchema = z.object({
  text: z.string(),
  citations: z.array(z.object({ ref: z.number().int(), quote: z.string() })),
  /** Says what the portal does not hold (written by the server, never by a model): nothing to quote. */
  absence: z.boolean().optional(),
});
export type AssistantSentence = z.infer<typeof assistantSentenceSchema>;

/** Why the answer is what it is, shown above it. */
export const assistantNotices = ['noBasis', 'modelNoBasis', 'modelTimeout', 'modelFailed', 'oldTexts'] as const;
export type AssistantNotice = (typeof assistantNotices)[number];

export const assistantAnswerSchema = z.object({
  /** composed: sentences written from the portal's structured data and clauses, offline. */
  mode: z.enum(['extractive', 'model', 'composed']),
  notices: z.array(z.enum(assistantNotices)),
  sentences: z.array(assistantSentenceSchema),
  sources: z.array(assistantSourceSchema),
  /** The day the portal's data was last updated (数据截至), China time. */
  asOf: z.string().optional(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** One line of the streamed answer (NDJSON): sources first, sentences as they pass the check, then done. */
export const assistantEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sources'), sources: z.array(assistantSourceSchema), conversationId: z.number().int() }),
  z.object({ type: z.literal('sentence'), sentence: assistantSentenceSchema }),
  z.object({
    type: z.literal('done'),
    answer: assistantAnswerSchema,
    turnId: z.number().int(),
    conversationId: z.number().int(),
  }),
  z.object({ type: z.literal('error'), msg: z.string() }),
]);
export type AssistantEvent = z.infer<typeof assistantEventSchema>;

export const assistantTurnSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: assistantAnswerSchema,
  createdAt: z.string(),
});

const conversationSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  updatedAt: z.string(),
  turns: z.number().int(),
});
const id = rowId;

export const assistant = {
  ask: defineEndpoint({
    method: 'POST',
    path: '/comply/ai/ask',
    summary:
      'Ask the assistant; the answer streams as NDJSON lines (assistantEventSchema): sources, checked sentences, done',
    access: right,
    answer: 'stream',
    input: z.object({
      ...sessionFields,
      question: z.string().trim().min(1).max(500),
      conversationId: id.optional(),
      /** Include abolished and ended texts (otherwise only when the question asks for them). */
      includeOld: z.coerce.boolean().optional(),
    }),
    output: assistantEventSchema,
  }),
  conversations: defineEndpoint({
    method: 'POST',
    path: '/comply/ai/conversations',
    summary: "The member's assistant conversations, newest first",
    access: right,
    input: z.object({ ...sessionFields, ...pageInput }),
    output: pageOutput(conversationSummary),
  }),
  conversation: defineEndpoint({
    method: 'POST',
    path: '/comply/ai/conversation',
    summary: 'One conversation with its questions and answers',
    access: right,
    input: z.object({ ...sessionFields, id }),
    output: z.object({ id: z.number().int(), title: z.string(), turns: z.array(assistantTurnSchema) }),
  }),
  deleteConversation: defineEndpoint({
    method: 'POST',
    path: '/comply/ai/conversation/delete',
    summary: 'Deletes a conversation (its audit entries stay)',
    access: right,
    input: z.object({ ...sessionFields, id }),
    output: z.object({}),
  }),
};
