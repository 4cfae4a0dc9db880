import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { limits } from '../../constants.js';
import { pageInput, pageOutput } from '../../paging.js';
import { base, blob, itemid, lib, libRight, xlsxUpload } from './shared.js';

// The batch novelty check: an xlsx of standard numbers or titles, checked as a job.

// toBeReplaced: in force today, a later edition takes over on its implementation day.
const noveltyStatus = z.enum(['current', 'toBeImplemented', 'abolished', 'replaced', 'notFound', 'toBeReplaced']);
const noveltyRow = z.object({
  row: z.number().int(),
  input: z.string(),
  result: noveltyStatus,
  docId: z.number().int().nullable(),
  docNumber: z.string().nullable(),
  title: z.string().nullable(),
  validity: z.number().int().nullable(),
  implementDate: z.string().nullable(),
  /** For `replaced`: the standard in force at the end of the chain. */
  replacedById: z.number().int().nullable(),
  replacedByNumber: z.string().nullable(),
  replacedByTitle: z.string().nullable(),
  replacedByImplementDate: z.string().nullable(),
  /** The status label of the matched document (code 3 reads 被替代 or 废止). */
  statusLabel: z.string().nullable(),
  /** Answered through the standard's base number: the edition asked for is not held by its number. */
  inferred: z.boolean(),
  /** For `notFound`: the held standard the entry most likely means (GB 276O-2024 → GB 2760-2024). */
  suggestion: z.string().nullable().default(null),
});
const noveltyJob = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  mode: z.enum(['number', 'title', 'auto']),
  fileName: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  counts: z.record(noveltyStatus, z.number().int()),
});

export const noveltyCalls = {
  noveltyTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/novelty/template`,
    input: z.object(lib),
    output: blob,
    access: access.member(libRight),
    answer: 'blob',
    summary: 'Template xlsx of the batch novelty check',
  }),
  noveltyStart: defineEndpoint({
    method: 'POST',
    path: `${base}/novelty/start`,
    input: z.object({
      ...lib,
      mode: z.enum(['number', 'title', 'auto']).default('auto'),
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: noveltyJob,
    access: access.member(libRight),
    upload: xlsxUpload,
    summary: 'Upload up to 1000 standard numbers or titles (xlsx) and start the check; poll noveltyJob',
  }),
  noveltyJob: defineEndpoint({
    method: 'POST',
    path: `${base}/novelty/job`,
    input: z.object({ ...lib, id: itemid }),
    output: noveltyJob,
    access: access.member(libRight),
    summary: 'Progress of a novelty check',
  }),
  noveltyResults: defineEndpoint({
    method: 'POST',
    path: `${base}/novelty/results`,
    input: z.object({ ...lib, ...pageInput, id: itemid, result: noveltyStatus.optional() }),
    output: pageOutput(noveltyRow).extend({ job: noveltyJob }),
    access: access.member(libRight),
    summary: 'Rows of a novelty check',
  }),
  noveltyExport: defineEndpoint({
    method: 'POST',
    path: `${base}/novelty/export`,
    input: z.object({ ...lib, id: itemid }),
    output: blob,
    access: access.member(libRight),
    answer: 'blob',
    summary: 'Results of a novelty check as xlsx',
  }),
  noveltyRecords: defineEndpoint({
    method: 'POST',
    path: `${base}/novelty/records`,
    input: z.object({ ...lib, ...pageInput }),
    output: pageOutput(noveltyJob),
    access: access.member(libRight),
    summary: "The member's novelty-check records (date, mode, result)",
  }),
};

export const noveltyStatuses = noveltyStatus.options;
export type NoveltyStatus = z.infer<typeof noveltyStatus>;
export const noveltyMax = limits.noveltyMaxRecords;
