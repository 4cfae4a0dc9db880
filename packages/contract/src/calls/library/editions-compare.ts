import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { base, blob, docModuleSchema, itemid, lib, moduleRight } from './shared.js';

// Two editions of one standard (one replace chain) compared clause by clause.

const clauseChange = z.enum(['unchanged', 'formal', 'wording', 'substantive', 'added', 'removed']);
const wordPart = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
const cellChange = z.object({
  row: z.string(),
  column: z.string(),
  kind: z.enum(['changed', 'added', 'removed']),
  before: z.string().optional(),
  after: z.string().optional(),
});
const edition = z.object({ id: z.number().int(), docNumber: z.string().nullable(), title: z.string() });

export const editionComparison = z.object({
  from: edition,
  to: edition,
  /** The 主要变化 list of the newer edition's foreword, as printed. */
  changes: z.array(z.string()),
  clauses: z.array(
    z.object({
      anchor: z.string(),
      label: z.string(),
      change: clauseChange,
      before: z.string().optional(),
      after: z.string().optional(),
      words: z.array(wordPart).optional(),
      cells: z.array(cellChange).optional(),
    }),
  ),
  counts: z.record(clauseChange, z.number().int()),
});
export type EditionComparison = z.infer<typeof editionComparison>;

const input = z.object({
  ...lib,
  module: docModuleSchema,
  /** The older edition. */
  itemid,
  /** The newer edition: another document of the same replace chain. */
  other: itemid,
});

export const editionCalls = {
  compareEditions: defineEndpoint({
    method: 'POST',
    path: `${base}/module/:module/editions/compare`,
    input,
    output: editionComparison,
    access: access.member(moduleRight),
    summary: 'Two editions of one standard compared clause by clause, with the foreword’s main changes',
  }),
  exportComparison: defineEndpoint({
    method: 'POST',
    path: `${base}/module/:module/editions/compare/export`,
    input: input.extend({ format: z.enum(['xlsx', 'pdf']) }),
    output: blob,
    access: access.member(moduleRight),
    answer: 'blob',
    summary: 'The comparison of two editions as xlsx or PDF',
  }),
};
