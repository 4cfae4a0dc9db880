import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { dateString, librarySchema } from '../fields.js';
import type { PortalRight } from '../constants.js';
import { pageInput, pageOutput } from '../paging.js';
import { docModuleSchema, moduleRight } from './library.js';
export * from '../compliance-labels.js';

/**
 * The compliance obligation register (issue 12): clauses of library documents become
 * obligations; a customer's register holds them with status, owner and evidence; a changed
 * clause sends the items resting on it back for review (/compliance, /task).
 * Every call reads and writes only the calling member's customer.
 */

const itemStatus = z.enum(['unassessed', 'applicable', 'not_applicable', 'compliant', 'noncompliant', 'review']);
const obligationKind = z.enum(['mandatory', 'recommended', 'own']);
const frequency = z.enum(['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'event']);
const decision = z.enum(['no_impact', 'acknowledged', 'action']);
const taskStatus = z.enum(['open', 'in_progress', 'done']);
const generatedKind = z.enum(['risk_list', 'daily', 'weekly', 'monthly', 'register']);

const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().max(max);
const session = sessionFields;

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

const listFilters = {
  ...session,
  ...pageInput,
  status: itemStatus.optional().or(z.literal('')),
  kind: obligationKind.optional().or(z.literal('')),
  keyword: text(60).optional(),
  ownerId: z.coerce.number().int().optional(),
};
const listOutput = pageOutput(registerItem).extend({ counts: z.record(z.string(), z.number().int()) });

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

/** Clauses of library documents (the clause model, DESIGN.md 8): the document page links to them by anchor. */
export const clauses = {
  list: defineEndpoint({
    method: 'POST',
    path: '/comply/library/:library/module/:module/clauses',
    summary: 'The clauses of the current version of a document (anchors for links to a clause)',
    access: access.member(moduleRight),
    input: z.object({ ...session, library: librarySchema, module: docModuleSchema, itemid: id }),
    output: z.object({ docId: z.number().int(), version: z.number().int(), list: z.array(clauseItem) }),
  }),
};

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
      ownerId: z.coerce.number().int().positive().nullable().optional(),
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
      itemId: z.coerce.number().int().positive().optional(),
      taskId: z.coerce.number().int().positive().optional(),
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
      obligationId: z.coerce.number().int().positive().optional(),
      title: text(200).optional(),
      requirement: text(2000).optional(),
      kind: obligationKind.optional(),
      frequency: frequency.optional(),
      evidence: text(500).optional(),
      docId: z.coerce.number().int().positive().optional(),
      anchor: text(60).optional(),
      ownerId: z.coerce.number().int().positive().optional(),
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
      assigneeId: z.coerce.number().int().positive().optional(),
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

/** /task: tasks of the member's customer; any logged-in member (the route is open to all). */
export const task = {
  list: defineEndpoint({
    method: 'GET',
    path: '/comply/task/list',
    summary: "The customer's tasks; mine = assigned to me",
    access: access.member('any'),
    input: z.object({
      ...session,
      ...pageInput,
      mine: z.enum(['1', '0', '']).optional(),
      status: taskStatus.optional().or(z.literal('')),
    }),
    output: pageOutput(taskItem),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/comply/task/detail',
    summary: 'A task with its comments and evidence',
    access: access.member('any'),
    input: z.object({ ...session, id }),
    output: taskItem.extend({
      comments: z.array(
        z.object({ id: z.number().int(), body: z.string(), memberName: z.string().nullable(), createdAt: z.string() }),
      ),
      files: z.array(evidenceItem),
    }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/comply/task/create',
    summary: 'Create a task by hand',
    access: access.member('any'),
    input: z.object({
      ...session,
      title: text(200).min(1),
      description: text(2000).optional(),
      assigneeId: z.coerce.number().int().positive().optional(),
      dueDate: dateString.optional().or(z.literal('')),
      itemId: z.coerce.number().int().positive().optional(),
    }),
    output: z.object({ id: z.number().int() }),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/comply/task/update',
    summary: "Change a task's status, assignee or due date",
    access: access.member('any'),
    input: z.object({
      ...session,
      id,
      status: taskStatus.optional(),
      assigneeId: z.coerce.number().int().positive().nullable().optional(),
      dueDate: dateString.optional().or(z.literal('')),
    }),
    output: z.object({}),
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/comply/task/comment',
    summary: 'Comment on a task',
    access: access.member('any'),
    input: z.object({ ...session, id, body: text(2000).min(1) }),
    output: z.object({ id: z.number().int() }),
  }),
};
