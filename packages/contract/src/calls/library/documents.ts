import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { dateString, librarySchema } from '../../constants.js';
import { pageInput, pageOutput } from '../../paging.js';
import { docModel } from './document-model.js';
import {
  base,
  docModuleSchema,
  docSummary,
  facet,
  itemid,
  lib,
  libRight,
  moduleRight,
  rightOf,
  searchFields,
  searchInput,
  searchOutput,
  statusInfo,
  stateListKinds,
  text,
} from './shared.js';

// Reading the library: home, search, lists, a document with its versions, topics, industries,
// the map and the two databases; and the editor's save.

const versionItem = z.object({
  version: z.number().int(),
  changedAt: z.string(),
  change: z.string(),
  validity: z.number().int(),
});
const chainItem = z.object({
  id: z.number().int(),
  module: docModuleSchema,
  title: z.string(),
  docNumber: z.string().nullable(),
  status: statusInfo,
  implementDate: z.string().nullable(),
});
const attachment = z.object({ name: z.string(), url: z.string(), kind: z.enum(['pdf', 'html', 'other']) });

export const docDetail = docSummary.extend({
  numberKey: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  invalidDate: z.string().nullable(),
  partialEffectiveDate: z.string().nullable(),
  partialExplanation: z.string().nullable(),
  body: z.string(),
  /** The body normalised into headings, clauses, lists and tables, each clause's first block carrying its anchor. */
  document: docModel.optional(),
  attachments: z.array(attachment),
  /** Oldest first, ending with the version in force; this document is one of them. */
  replaceChain: z.array(chainItem),
  replaces: z.array(chainItem),
  replacedBy: z.array(chainItem),
  /** Where the chain ends: the version to use today (may be this document). */
  current: chainItem.nullable(),
  related: z.array(chainItem),
  versions: z.array(versionItem),
  version: z.number().int(),
  /** Where the record comes from (the public data file, the curated list, or 演示数据), in the caller's language. */
  source: z.string(),
});
export type DocDetail = z.infer<typeof docDetail>;

const diffPart = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });

const subject = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  date: z.string(),
  docCount: z.number().int(),
});

const safeRow = z.object({
  id: z.number().int(),
  kind: z.enum(['additive', 'contact']),
  name: z.string(),
  nameEn: z.string().nullable(),
  code: z.string().nullable(),
  ins: z.string().nullable(),
  cas: z.string().nullable(),
  func: z.string().nullable(),
  foodCategoryCode: z.string().nullable(),
  foodCategory: z.string().nullable(),
  maxUse: z.string().nullable(),
  remark: z.string().nullable(),
  source: z.string(),
});
const foodCategory = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
  level: z.number().int(),
  additiveCount: z.number().int(),
});

/** Fields of a document an editor may change; a change keeps the old version in the history. */
export const docEditable = z.object({
  title: z.string().trim().min(1).max(500).optional(),
  docNumber: z.string().trim().max(100).nullable().optional(),
  validity: z.coerce.number().int().min(0).max(10).optional(),
  body: z.string().max(2_000_000).optional(),
  department: z.string().max(200).nullable().optional(),
  industry: z.string().max(100).nullable().optional(),
  category: z.string().max(100).nullable().optional(),
  province: z.string().max(50).nullable().optional(),
  publishDate: dateString.nullable().optional(),
  effectiveDate: dateString.nullable().optional(),
  implementDate: dateString.nullable().optional(),
  invalidDate: dateString.nullable().optional(),
  abolishDate: dateString.nullable().optional(),
  partialEffectiveDate: dateString.nullable().optional(),
  partialExplanation: z.string().max(2000).nullable().optional(),
});

export const documentCalls = {
  home: defineEndpoint({
    method: 'POST',
    path: `${base}/home`,
    input: z.object(lib),
    output: z.object({
      modules: facet,
      states: z.record(z.enum(stateListKinds), z.number().int()),
      latest: z.array(docSummary),
      total: z.number().int(),
    }),
    access: access.member(libRight),
    summary: 'Library home: counts per module, state-list counts, latest updates',
  }),
  search: defineEndpoint({
    method: 'POST',
    path: `${base}/search`,
    input: searchInput,
    output: searchOutput,
    access: access.member(libRight),
    summary: 'Unified search (ordinary, advanced, full-library, full-text); needs the search right',
  }),
  stateList: defineEndpoint({
    method: 'POST',
    path: `${base}/state-list`,
    input: z.object({ ...lib, ...pageInput, kind: z.enum(stateListKinds) }),
    output: pageOutput(docSummary),
    access: access.member(libRight),
    summary: 'The five state lists: published/updated this week, updated today, abolished/implemented this month',
  }),
  moduleList: defineEndpoint({
    method: 'POST',
    path: `${base}/module/:module/lists`,
    input: z.object({ ...lib, ...pageInput, ...searchFields, module: docModuleSchema }),
    output: searchOutput,
    access: access.member(moduleRight),
    summary: 'List of one module (fagui, biaozhun, draft_regulation, standard_notify, coStandard, notice, statuteQA)',
  }),
  content: defineEndpoint({
    method: 'POST',
    path: `${base}/module/:module/content`,
    input: z.object({ ...lib, module: docModuleSchema, itemid }),
    output: docDetail,
    access: access.member(moduleRight),
    summary: 'Document detail: every field, status, replace chain, related items, versions',
  }),
  versionDiff: defineEndpoint({
    method: 'POST',
    path: `${base}/module/:module/diff`,
    input: z.object({
      ...lib,
      module: docModuleSchema,
      itemid,
      from: z.coerce.number().int().min(1),
      to: z.coerce.number().int().min(1),
    }),
    output: z.object({
      from: z.object({ version: z.number().int(), changedAt: z.string(), body: z.string(), title: z.string() }),
      to: z.object({ version: z.number().int(), changedAt: z.string(), body: z.string(), title: z.string() }),
      parts: z.array(diffPart),
    }),
    access: access.member(moduleRight),
    summary: 'Side-by-side diff of the text of two versions of a document',
  }),
  subjects: defineEndpoint({
    method: 'POST',
    path: `${base}/subjects`,
    input: z.object({ ...lib, ...pageInput, keyword: text(100) }),
    output: pageOutput(subject),
    access: access.member(rightOf('special')),
    summary: 'Special topics',
  }),
  subjectDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/subject/detail`,
    input: z.object({ ...lib, ...pageInput, id: itemid }),
    output: z.object({ subject: subject.extend({ body: z.string() }), docs: pageOutput(docSummary) }),
    access: access.member(rightOf('special')),
    summary: 'A special topic with its documents',
  }),
  industrySearch: defineEndpoint({
    method: 'POST',
    path: `${base}/industry`,
    input: z.object({ ...lib, ...pageInput, industry: text(100), keyword: text(200) }),
    output: pageOutput(docSummary).extend({ industries: facet }),
    access: access.member(rightOf('attributes')),
    summary: 'Industries with counts and the documents of one industry',
  }),
  map: defineEndpoint({
    method: 'POST',
    path: `${base}/map`,
    input: z.object(lib),
    output: z.object({ provinces: z.array(z.object({ name: z.string(), count: z.number().int() })) }),
    access: access.member(libRight),
    summary: 'Local standards and regulations per province (names of china_provinces.geojson)',
  }),
  mapDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/map/detail`,
    input: z.object({
      ...lib,
      ...pageInput,
      province: z.string().trim().min(1).max(50),
      modules: z.array(docModuleSchema).max(10).optional(),
      keyword: text(200),
    }),
    output: pageOutput(docSummary).extend({ modules: facet }),
    access: access.member(libRight),
    summary: 'Documents of one province',
  }),
  safeDb: defineEndpoint({
    method: 'POST',
    path: `${base}/safe-db`,
    input: z.object({
      ...lib,
      ...pageInput,
      kind: z.enum(['additive', 'contact']).default('additive'),
      keyword: text(100),
      foodCategoryCode: text(30),
    }),
    output: pageOutput(safeRow),
    access: access.member(libRight),
    summary: 'Food safety database (biaofa only): GB 2760 additive uses and GB 9685 food-contact additives',
  }),
  foodDb: defineEndpoint({
    method: 'POST',
    path: `${base}/food-db`,
    input: z.object({ ...lib, keyword: text(100), parentCode: text(30) }),
    output: z.object({ list: z.array(foodCategory) }),
    access: access.member(libRight),
    summary: 'Food category database (biaofa only): food categories of GB 2760 with additive-use counts',
  }),
};

export const editorCalls = {
  /** Editor side (back office and tests): changes keep versions, raise favourite counters, send reminders. */
  editorSave: defineEndpoint({
    method: 'POST',
    path: '/admin/library/document/save',
    input: docEditable.extend({
      id: itemid.optional(),
      library: librarySchema.optional(),
      module: docModuleSchema.optional(),
      replacesIds: z.array(itemid).max(50).optional(),
    }),
    output: z.object({ id: z.number().int(), version: z.number().int(), changed: z.boolean() }),
    access: access.staff('library:document:save'),
    summary: 'Create or change a document (status or content): a new version, favourite counters, reminders',
  }),
};
