import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { id } from './shapes.js';

// The back office of the limits database: import runs and corrections.

/** One import run of a limits data file, with its rejected rows (line and reason). */
export const importRunItem = z.object({
  id: z.number().int(),
  file: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  read: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejectedCount: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** The rejects one per line ("line 12: reason"), for the detail view. */
  rejectedText: z.string(),
});

/** A limit as the back office lists it for corrections, with its history as text. */
export const adminLimitItem = z.object({
  id: z.number().int(),
  jurisdiction: z.string(),
  substanceZh: z.string(),
  foodZh: z.string(),
  limitType: z.string(),
  valueRaw: z.string(),
  unit: z.string(),
  valueMgKg: z.number().nullable(),
  basis: z.string(),
  footnotes: z.string(),
  flagged: z.boolean(),
  sourceDoc: z.string(),
  sourceTable: z.string(),
  demo: z.boolean(),
  updatedAt: z.string(),
  historyCount: z.number().int(),
  /** Each correction on its own line: when, who, why, before → after. */
  historyText: z.string(),
});

/**
 * Back office: import runs with their reports, and corrections of a limit (the old values go to
 * its history). Rights: `limits:import:page`, `limits:limit:page`, `limits:limit:update`.
 */
export const limitsAdmin = {
  importRuns: defineEndpoint({
    method: 'GET',
    path: '/admin-api/limits/import-runs/page',
    summary: 'Limits import runs with their counts and rejected rows',
    access: access.staff('limits:import:page'),
    input: z.object({ ...pageInput, file: z.string().trim().max(100).optional() }),
    output: pageOutput(importRunItem),
  }),
  limits: defineEndpoint({
    method: 'GET',
    path: '/admin-api/limits/page',
    summary: 'Limits for corrections: by substance or food text, jurisdiction, flagged',
    access: access.staff('limits:limit:page'),
    input: z.object({
      ...pageInput,
      q: z.string().trim().max(100).optional(),
      jurisdiction: z.string().trim().max(8).optional(),
      /** Rows flagged as doubtful (yes) or not (no); the form's `flagged` is the row's own switch. */
      flaggedFilter: z.enum(['yes', 'no', '']).optional(),
    }),
    output: pageOutput(adminLimitItem),
  }),
  editLimit: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/limits',
    summary: 'Correct a limit (value, unit, basis, footnotes, flag); the old values go to its history',
    access: access.staff('limits:limit:update'),
    input: z.object({
      id,
      reason: z.string().trim().min(1).max(200),
      valueRaw: z.string().trim().max(50).optional(),
      unit: z.string().trim().max(20).optional(),
      basis: z.string().trim().max(200).optional(),
      footnotes: z.string().trim().max(2000).optional(),
      flagged: z.boolean().optional(),
    }),
    output: z.object({ id: z.number().int(), valueMgKg: z.number().nullable() }),
  }),
};
