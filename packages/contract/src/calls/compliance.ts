import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';
import { dateString } from '../fields.js';
import type { PortalRight } from '../constants.js';
import { pageInput, pageOutput } from '../paging.js';
import {
  clauseItem,
  clauseLink,
  clauseRef,
  decision,
  diffPartSchema,
  evidenceItem,
  frequency,
  generatedKind,
  historyEntry,
  id,
  itemStatus,
  listFilters,
  listOutput,
  obligationKind,
  profile,
  registerItem,
  session,
  taskItem,
  text,
  updateItem,
} from './compliance/shapes.js';
export * from '../compliance-labels.js';

// The shapes, the clauses and the task calls live in compliance/ (each file under 300 lines);
// importers of `calls/compliance.js` still find them here.
export {
  clauseItem,
  clauseLink,
  clauseRef,
  type CompanyProfile,
  diffPartSchema,
  evidenceItem,
  historyEntry,
  profile,
  registerItem,
  taskItem,
  updateItem,
} from './compliance/shapes.js';
import { rowId } from '../ids.js';
export { clauses, task } from './compliance/tasks.js';

/**
 * The compliance obligation register: clauses of library documents become
 * obligations; a customer's register holds them with status, owner and evidence; a changed
 * clause sends the items resting on it back for review (/compliance, /task).
 * Every call reads and writes only the calling member's customer.
 */

const c = (right: PortalRight | 'any') => access.member(right);
const base = '/comply/compliance';

/** The list calls of the three register views share one input and output: only the right and the scope differ. */
export const compliance = {
  profile: defineEndpoint({
    method: 'GET',
    path: `${base}/profile`,
    summary: "The customer's company profile",
    access: c('hgywy_compliance'),
    input: z.object({ ...session }),
    output: profile.extend({ updatedAt: z.string().nullable() }),
  }),
  saveProfile: defineEndpoint({
    method: 'POST',
    path: `${base}/profile`,
    summary: 'Save the profile; obligations that now apply join the register as 未评估 with the reason',
    access: c('hgywy_compliance'),
    input: profile.extend(session),
    output: z.object({ applicable: z.number().int(), added: z.number().int() }),
  }),
  verificationList: defineEndpoint({
    method: 'GET',
    path: `${base}/verification/list`,
    summary: 'Register items to assess, with counts by status',
    access: c('hgywy_compliance'),
    input: z.object(listFilters),
    output: listOutput,
  }),
  registerList: defineEndpoint({
    method: 'GET',
    path: `${base}/register/list`,
    summary: "The customer's obligation register",
    access: c('hgywy_oblmanage'),
    input: z.object(listFilters),
    output: listOutput,
  }),
  myList: defineEndpoint({
    method: 'GET',
    path: `${base}/my/list`,
    summary: 'Register items the member owns',
    access: c('hgywy_oblmymanage'),
    input: z.object(listFilters),
    output: listOutput,
  }),
  associationList: defineEndpoint({
    method: 'GET',
    path: `${base}/association/list`,
    summary: "Each register item's links to documents, clauses and tasks",
    access: c('hgywy_hgywy'),
    input: z.object(listFilters),
    output: listOutput,
  }),
  myAssociationList: defineEndpoint({
    method: 'GET',
    path: `${base}/my/association/list`,
    summary: 'The links of the items the member owns',
    access: c('hgywy_oblmymanage'),
    input: z.object(listFilters),
    output: listOutput,
  }),
  registerExport: defineEndpoint({
    method: 'POST',
    path: `${base}/register/export`,
    summary: 'The register as xlsx',
    access: c('hgywy_oblmanage'),
    answer: 'blob',
    input: z.object({ ...session, status: itemStatus.optional().or(z.literal('')), keyword: text(60).optional() }),
    output: z.unknown(),
  }),
  item: defineEndpoint({
    method: 'GET',
    path: `${base}/item`,
    summary:
      'One register item: obligation, clauses (with change marks), history, evidence, updates, tasks (any compliance right)',
    access: c('any'),
    input: z.object({ ...session, id }),
    output: z.object({
      item: registerItem,
      requirement: z.string(),
      evidence: z.string(),
      clauses: z.array(clauseRef),
      history: z.array(historyEntry),
      files: z.array(evidenceItem),
      updates: z.array(updateItem),
      tasks: z.array(taskItem),
    }),
  }),
  assess: defineEndpoint({
    method: 'POST',
    path: `${base}/item/assess`,
    summary: 'Record an assessment (status, owner, department, next review, note); every change goes to the history',
    access: c('any'),
    input: z.object({
      ...session,
      id,
      status: itemStatus.optional(),
      ownerId: rowId.nullable().optional(),
      department: text(60).optional(),
      nextReview: dateString.nullable().optional().or(z.literal('')),
      note: text(500).optional(),
    }),
    output: z.object({ changed: z.number().int() }),
  }),
  uploadEvidence: defineEndpoint({
    method: 'POST',
    path: `${base}/evidence/upload`,
    summary: 'Attach an evidence file to a register item or a task',
    access: c('any'),
    upload: { maxBytes: 10 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'docx', 'txt'] },
    input: z.object({
      ...session,
      itemId: rowId.optional(),
      taskId: rowId.optional(),
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: evidenceItem,
  }),
  evidenceFile: defineEndpoint({
    method: 'GET',
    path: `${base}/evidence/file`,
    summary: "An evidence file of the member's customer",
    access: c('any'),
    answer: 'blob',
    input: z.object({ ...session, id }),
    output: z.unknown(),
  }),
  colleagues: defineEndpoint({
    method: 'GET',
    path: `${base}/colleagues`,
    summary: "Members of the caller's customer (owners and assignees)",
    access: c('any'),
    input: z.object({ ...session }),
    output: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  obligations: defineEndpoint({
    method: 'GET',
    path: `${base}/obligations`,
    summary: 'The starting set and the customer’s own obligations, with whether each is in the register',
    access: c('hgywy_oblmanage'),
    input: z.object({ ...session, ...pageInput, keyword: text(60).optional() }),
    output: pageOutput(
      z.object({
        id: z.number().int(),
        code: z.string(),
        title: z.string(),
        kind: obligationKind,
        frequency,
        clauses: z.array(clauseLink),
        inRegister: z.boolean(),
      }),
    ),
  }),
  findDocuments: defineEndpoint({
    method: 'GET',
    path: `${base}/documents`,
    summary: 'Library laws and standards to cite, by title or number, with their clause counts',
    access: c('hgywy_oblmanage'),
    input: z.object({ ...session, keyword: text(60).min(1) }),
    output: z.array(
      z.object({
        id: z.number().int(),
        library: z.string(),
        module: z.string(),
        title: z.string(),
        docNumber: z.string().nullable(),
        validity: z.number().int(),
        clauses: z.number().int(),
      }),
    ),
  }),
  documentClauses: defineEndpoint({
    method: 'GET',
    path: `${base}/document/clauses`,
    summary: 'The clauses of a document to pick from',
    access: c('hgywy_oblmanage'),
    input: z.object({ ...session, docId: id }),
    output: z.array(clauseItem),
  }),
  addItem: defineEndpoint({
    method: 'POST',
    path: `${base}/register/add`,
    summary: 'Add to the register: an obligation of the starting set, or an own obligation resting on a picked clause',
    access: c('hgywy_oblmanage'),
    input: z.object({
      ...session,
      obligationId: rowId.optional(),
      title: text(200).optional(),
      requirement: text(2000).optional(),
      kind: obligationKind.optional(),
      frequency: frequency.optional(),
      evidence: text(500).optional(),
      docId: rowId.optional(),
      anchor: text(60).optional(),
      ownerId: rowId.optional(),
    }),
    output: z.object({ id: z.number().int() }),
  }),
  updates: defineEndpoint({
    method: 'GET',
    path: `${base}/updates`,
    summary: 'Changes of documents the register rests on: pending (undecided) or decided',
    access: c('hgywy_hgywy'),
    input: z.object({ ...session, ...pageInput, state: z.enum(['pending', 'decided', 'all']).default('pending') }),
    output: pageOutput(updateItem),
  }),
  update: defineEndpoint({
    method: 'GET',
    path: `${base}/update`,
    summary: 'One update: the clause diff (old → new), effective date and the decision',
    access: c('hgywy_hgywy'),
    input: z.object({ ...session, id }),
    output: updateItem.extend({ oldText: z.string(), newText: z.string(), parts: z.array(diffPartSchema) }),
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: `${base}/update/decide`,
    summary: 'Record the decision on an update; "action" creates a task',
    access: c('hgywy_hgywy'),
    input: z.object({
      ...session,
      id,
      decision,
      note: text(500).optional(),
      assigneeId: rowId.optional(),
      dueDate: dateString.optional().or(z.literal('')),
    }),
    output: z.object({ taskId: z.number().int().nullable() }),
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: `${base}/document/generate`,
    summary:
      'Generate a document from the register (risk control list, daily/weekly/monthly record, register) as xlsx or PDF',
    access: c('hgywy_autofile'),
    answer: 'blob',
    input: z.object({ ...session, kind: generatedKind, format: z.enum(['xlsx', 'pdf']) }),
    output: z.unknown(),
  }),
};
