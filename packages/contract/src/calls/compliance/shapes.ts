import { z } from 'zod';
import { sessionFields } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { rowId, intColumn } from '../../ids.js';

// What the compliance calls carry: clauses, the company profile, register items, their
// history, evidence, updates and tasks.

export const itemStatus = z.enum(['unassessed', 'applicable', 'not_applicable', 'compliant', 'noncompliant', 'review']);
export const obligationKind = z.enum(['mandatory', 'recommended', 'own']);
export const frequency = z.enum(['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'event']);
export const decision = z.enum(['no_impact', 'acknowledged', 'action']);
export const taskStatus = z.enum(['open', 'in_progress', 'done']);
export const generatedKind = z.enum(['risk_list', 'daily', 'weekly', 'monthly', 'register']);

export const id = rowId;
export const text = (max: number) => z.string().trim().max(max);
export const session = sessionFields;

/** A clause as the pages show it: where it sits, its text and hash. */
export const clauseItem = z.object({
  anchor: z.string(),
  label: z.string(),
  context: z.string(),
  ordinal: z.number().int(),
  text: z.string(),
  hash: z.string(),
});

/** A clause an obligation rests on, with its document and whether its text moved since the last assessment. */
export const clauseRef = z.object({
  docId: z.number().int(),
  library: z.string(),
  module: z.string(),
  docTitle: z.string(),
  docNumber: z.string().nullable(),
  validity: z.number().int(),
  anchor: z.string(),
  label: z.string(),
  text: z.string(),
  hash: z.string(),
  /** The item's assessment was made against another text of this clause. */
  changedSinceAssessment: z.boolean(),
});

/** A clause an item rests on, enough to name it and link to it. */
export const clauseLink = z.object({
  docId: z.number().int(),
  library: z.string(),
  module: z.string(),
  anchor: z.string(),
  label: z.string(),
  docTitle: z.string(),
  docNumber: z.string().nullable(),
});

export const profile = z.object({
  businessTypes: z.array(z.enum(['production', 'trade', 'catering', 'import', 'export'])).max(5),
  foodCategories: z.array(z.string().regex(/^\d{2}\.0$/)).max(16),
  regions: z.array(text(20)).max(40),
  markets: z.array(z.enum(['cn', 'eu', 'us', 'other'])).max(4),
});

export type CompanyProfile = z.infer<typeof profile>;

export const registerItem = z.object({
  id: z.number().int(),
  obligationId: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: obligationKind,
  frequency: frequency,
  status: itemStatus,
  reason: z.string(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  department: z.string(),
  nextReview: z.string().nullable(),
  clauses: z.array(clauseLink),
  openTasks: z.number().int(),
  evidenceCount: z.number().int(),
  demo: z.boolean(),
  updatedAt: z.string(),
});

export const listFilters = {
  ...session,
  ...pageInput,
  status: itemStatus.optional().or(z.literal('')),
  kind: obligationKind.optional().or(z.literal('')),
  keyword: text(60).optional(),
  ownerId: intColumn.optional(),
};
export const listOutput = pageOutput(registerItem).extend({ counts: z.record(z.string(), z.number().int()) });

export const historyEntry = z.object({
  id: z.number().int(),
  memberName: z.string().nullable(),
  field: z.string(),
  fromValue: z.string(),
  toValue: z.string(),
  note: z.string(),
  at: z.string(),
});
export const evidenceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  memberName: z.string().nullable(),
});
export const diffPartSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });

export const updateItem = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  obligationTitle: z.string(),
  docId: z.number().int(),
  library: z.string(),
  module: z.string(),
  docTitle: z.string(),
  docNumber: z.string().nullable(),
  anchor: z.string(),
  cause: z.enum(['content', 'replaced', 'abolished']),
  change: z.string(),
  substantive: z.boolean(),
  fromVersion: z.number().int().nullable(),
  toVersion: z.number().int().nullable(),
  effectiveDate: z.string().nullable(),
  decision: decision.nullable(),
  note: z.string(),
  taskId: z.number().int().nullable(),
  createdAt: z.string(),
});

export const taskItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  itemId: z.number().int().nullable(),
  obligationTitle: z.string().nullable(),
  updateId: z.number().int().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: taskStatus,
  createdAt: z.string(),
});
