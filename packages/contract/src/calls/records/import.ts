import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { importRunItem } from '../limits/admin.js';

/**
 * Back office: loading the records the authorities publish (sampling notices, penalty lists,
 * judgments). A file is previewed (counts, the first rows, every rejected row with its reason),
 * then confirmed; the same file twice changes nothing. Each confirmed import is a run record.
 */
export const recordImportModules = ['sampling', 'penalty', 'judge'] as const;
export const recordImportModuleLabels = {
  sampling: { 'zh-cn': '抽检公告（xlsx）', en: 'Sampling notice (xlsx)' },
  penalty: { 'zh-cn': '行政处罚决定书列表（xlsx/CSV）', en: 'Penalty decisions (xlsx/CSV)' },
  judge: { 'zh-cn': '裁判文书（txt/JSONL）', en: 'Judgments (txt/JSONL)' },
} as const;

const upload = { maxBytes: 20 * 1024 * 1024, extensions: ['xlsx', 'csv', 'txt', 'jsonl'] } as const;
const fileInput = z.object({
  file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
  /** Empty: read from the file's format and header. */
  module: z.enum([...recordImportModules, '']).optional(),
});
const rejectedRow = z.object({ line: z.number().int(), key: z.string(), reason: z.string() });

export const importPreview = z.object({
  module: z.enum(recordImportModules),
  file: z.string(),
  read: z.number().int(),
  valid: z.number().int(),
  rows: z.array(z.object({ title: z.string(), date: z.string(), detail: z.string() })),
  rejected: z.array(rejectedRow),
});

/** A run as the limits' runs are shown (counts, rejects as text), with the kind of file. */
export const recordImportRun = importRunItem.omit({ rejected: true }).extend({ module: z.enum(recordImportModules) });

export const recordsImportAdmin = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/admin-api/records/import/preview',
    summary: 'Read a sampling, penalty or judgment file and show what an import would write and reject',
    access: access.staff('records:import:save'),
    upload,
    input: fileInput,
    output: importPreview,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/admin-api/records/import/confirm',
    summary: 'Import the file previewed: upsert by natural key and record the run',
    access: access.staff('records:import:save'),
    upload,
    input: fileInput,
    output: recordImportRun,
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/admin-api/records/import-runs/page',
    summary: 'Record import runs with their counts and rejected rows',
    access: access.staff('records:import:page'),
    input: z.object({
      ...pageInput,
      module: z.enum([...recordImportModules, '']).optional(),
      file: z.string().trim().max(100).optional(),
    }),
    output: pageOutput(recordImportRun),
  }),
};
