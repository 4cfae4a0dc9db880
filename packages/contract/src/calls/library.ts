import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import {
  dateString,
  libraries,
  libraryRight,
  librarySchema,
  limits,
  type LibraryKey,
  type LibraryModuleRight,
} from '../constants.js';
import { dateRange, exportQuantity, pageInput, pageOutput, selectedIds } from '../paging.js';

/**
 * The three regulation libraries (issue 3). Every call is `POST /comply/library/:library/…`
 * with `library` = biaofa | rihua | fodder as a PATH param, so that the access rule derives the
 * right from it before the handler runs (the web passes `{ params: { library } }` to `call`).
 * Module calls also carry `:module` in the path, which gives the prefixed module right
 * (`rihua_fagui` …). Search calls need `searchRight(library)` (checked in the handler so the
 * member sees 没有查询权限); favourites need the prefixed `collection` right.
 */

/** Document kinds of a library; the first five are spec 2.2 module codes 5, 6, 13, 14, 37. */
export const docModules = {
  biaozhun: { code: 5, right: 'biaozhun', zh: '标准', en: 'Standards' },
  fagui: { code: 6, right: 'fagui', zh: '法律法规', en: 'Laws and regulations' },
  standard_notify: { code: 13, right: 'standardnotify', zh: '标准通报', en: 'Standard notifications' },
  draft_regulation: { code: 14, right: 'draftregulation', zh: '征求意见稿', en: 'Draft regulations' },
  coStandard: { code: 37, right: 'company_reg', zh: '企业标准', en: 'Enterprise standards' },
  notice: { code: 51, right: 'notice', zh: '通知公告', en: 'Notices' },
  statuteQA: { code: 52, right: 'question', zh: '法规问答', en: 'Regulatory Q&A' },
} as const satisfies Record<string, { code: number; right: LibraryModuleRight; zh: string; en: string }>;
export type DocModule = keyof typeof docModules;
export const docModuleSchema = z.enum([
  'biaozhun',
  'fagui',
  'standard_notify',
  'draft_regulation',
  'coStandard',
  'notice',
  'statuteQA',
]);
export const docModuleByCode = (code: number): DocModule | undefined =>
  (Object.keys(docModules) as DocModule[]).find((m) => docModules[m].code === code);

const isLibrary = (v: string | undefined): v is LibraryKey => !!v && v in libraries;
/** Library right from the path (`biaofa`, `rihua`, `fodder`); an unknown library names no right. */
const libRight = (p: Record<string, string>) => (isLibrary(p.library) ? libraries[p.library].key : '!unknown-library');
/** Prefixed module right from the path (`rihua_fagui`, `company_reg` …). */
export const moduleRight = (p: Record<string, string>) => {
  const m = docModuleSchema.safeParse(p.module);
  return isLibrary(p.library) && m.success ? libraryRight(p.library, docModules[m.data].right) : '!unknown-module';
};
const rightOf = (r: LibraryModuleRight) => (p: Record<string, string>) =>
  isLibrary(p.library) ? libraryRight(p.library, r) : '!unknown-library';

const base = '/comply/library/:library';
const lib = { ...sessionFields, library: librarySchema };
const itemid = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().max(max).optional();

/** Validity code 0..10 with its label and the derived next-month labels (spec 4.1). */
export const statusInfo = z.object({
  validity: z.number().int(),
  label: z.string(),
  derived: z.array(z.enum(['abolishNextMonth', 'implementNextMonth'])),
});

/** One row of any document list. */
export const docSummary = z.object({
  id: z.number().int(),
  library: librarySchema,
  module: docModuleSchema,
  moduleCode: z.number().int(),
  title: z.string(),
  docNumber: z.string().nullable(),
  department: z.string().nullable(),
  industry: z.string().nullable(),
  category: z.string().nullable(),
  province: z.string().nullable(),
  publishDate: z.string().nullable(),
  implementDate: z.string().nullable(),
  abolishDate: z.string().nullable(),
  updateDate: z.string().nullable(),
  addDate: z.string().nullable(),
  status: statusInfo,
  favorite: z.boolean(),
  /** Highlighted parts of the title and a body snippet: plain text with `<em>` marks only. */
  titleHighlight: z.string().optional(),
  snippet: z.string().optional(),
});
export type DocSummary = z.infer<typeof docSummary>;

const facet = z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() }));

export const quickFilters = ['newToday', 'newWeek', 'contentWeek', 'statusToday'] as const;
export const recentRanges = ['week', 'month', 'threeMonths', 'halfYear'] as const;
export const dateFields = [
  'publishDate',
  'effectiveDate',
  'implementDate',
  'invalidDate',
  'abolishDate',
  'updateDate',
  'addDate',
] as const;
export const stateListKinds = ['weekBF', 'weekUpdate', 'todayUpdate', 'monthAbolish', 'monthImplemented'] as const;

const dateRangeOf = z
  .object({ from: dateString.optional().or(z.literal('')), to: dateString.optional().or(z.literal('')) })
  .superRefine(dateRange('from', 'to'));

/** Filters shared by unified search, module lists, map detail, industry search and export. */
const searchFields = {
  mode: z.enum(['ordinary', 'advanced']).default('ordinary'),
  /** Ordinary mode: one box; standard numbers in any spelling are recognised. */
  keyword: text(200),
  /** Search inside document bodies too (full-text mode, snippets with highlights). */
  fullText: z.coerce.boolean().default(false),
  /** Across every module of the library; refused with 选择分类后不支持全库检索 when `category` is set. */
  fullLibrary: z.coerce.boolean().default(false),
  modules: z.array(docModuleSchema).max(10).optional(),
  status: z.array(z.coerce.number().int().min(0).max(10)).max(11).optional(),
  category: text(100),
  industry: text(100),
  province: text(50),
  /** Advanced mode fields, combined with `logic`. */
  title: text(200),
  docNumber: text(100),
  department: text(100),
  logic: z.enum(['and', 'or']).default('and'),
  dates: z.partialRecord(z.enum(dateFields), dateRangeOf).optional(),
  quick: z.enum(quickFilters).optional(),
  recent: z.enum(recentRanges).optional(),
  sortBy: z.enum(['relevance', 'date']).default('relevance'),
};
export const searchInput = z.object({ ...lib, ...pageInput, ...searchFields });
export type SearchInput = z.infer<typeof searchInput>;

const searchOutput = pageOutput(docSummary).extend({
  facets: z.object({ module: facet, status: facet }),
  /** The normalised standard number the keyword was read as, if any (`GB 2760`). */
  numberKey: z.string().nullable(),
  tookMs: z.number(),
});

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
const group = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(z.object({ id: z.number().int(), username: z.string() })),
});

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

const blob = z.unknown();
const ok = z.object({ ok: z.boolean() });
const xlsxUpload = { maxBytes: 10 * 1024 * 1024, extensions: ['xlsx'] } as const;

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

export const library = {
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
  favoriteAdd: defineEndpoint({
    method: 'POST',
    path: `${base}/favorite/add`,
    input: z.object({ ...lib, itemid }),
    output: ok,
    access: access.member(rightOf('collection')),
    summary: 'Add a document to the favourites',
  }),
  favoriteRemove: defineEndpoint({
    method: 'POST',
    path: `${base}/favorite/remove`,
    input: z.object({ ...lib, ids: selectedIds('selectToDelete') }),
    output: ok,
    access: access.member(rightOf('collection')),
    summary: 'Remove documents (by document id) from the favourites',
  }),
  favoriteList: defineEndpoint({
    method: 'POST',
    path: `${base}/favorite/list`,
    input: z.object({ ...lib, ...pageInput, keyword: text(200) }),
    output: pageOutput(docSummary.extend({ changed: z.boolean(), favoritedAt: z.string() })).extend({
      changeNum: z.number().int(),
    }),
    access: access.member(rightOf('collection')),
    summary: 'Favourites of the library; looking resets the change counter',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: `${base}/export`,
    input: z.object({
      ...lib,
      ...pageInput,
      ...searchFields,
      quantity: exportQuantity,
      ids: z.array(z.coerce.number().int().positive()).max(limits.exportQuantityMax).optional(),
      source: z.enum(['search', 'favorite']).default('search'),
    }),
    output: blob,
    access: access.member(libRight),
    answer: 'blob',
    summary: 'Export a result list (or the selected ids, or the favourites) to xlsx',
  }),
  forward: defineEndpoint({
    method: 'POST',
    path: `${base}/forward`,
    input: z.object({
      ...lib,
      itemid,
      groupIds: z.array(z.coerce.number().int().positive()).max(100).default([]),
      memberIds: z.array(z.coerce.number().int().positive()).max(1000).default([]),
      note: text(500),
    }),
    output: z.object({ recipients: z.number().int() }),
    access: access.member(libRight),
    summary: 'Forward a document to groups of colleagues: each recipient gets a message (转发成功 / 转发失败)',
  }),
  groups: defineEndpoint({
    method: 'POST',
    path: `${base}/forward-groups/list`,
    input: z.object(lib),
    output: z.object({
      list: z.array(group),
      colleagues: z.array(z.object({ id: z.number().int(), username: z.string() })),
    }),
    access: access.member(libRight),
    summary: "The member's forward groups and the colleagues of the same customer",
  }),
  groupSave: defineEndpoint({
    method: 'POST',
    path: `${base}/forward-groups/save`,
    input: z.object({
      ...lib,
      id: itemid.optional(),
      name: z.string().trim().min(1).max(50),
      memberIds: z.array(z.coerce.number().int().positive()).max(1000),
    }),
    output: z.object({ id: z.number().int() }),
    access: access.member(libRight),
    summary: 'Create or rename a forward group and set its members',
  }),
  groupDelete: defineEndpoint({
    method: 'POST',
    path: `${base}/forward-groups/delete`,
    input: z.object({ ...lib, ids: selectedIds('selectToDelete') }),
    output: ok,
    access: access.member(libRight),
    summary: 'Delete forward groups',
  }),
  keywords: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/list`,
    input: z.object({ ...lib, ...pageInput }),
    output: pageOutput(z.object({ id: z.number().int(), keyword: z.string(), createdAt: z.string() })),
    access: access.member(libRight),
    summary: "The member's update-reminder keywords",
  }),
  keywordAdd: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/add`,
    input: z.object({ ...lib, keyword: z.string().trim().min(1).max(100) }),
    output: z.object({ added: z.number().int() }),
    access: access.member(libRight),
    summary: 'Add keywords (comma or space separated)',
  }),
  keywordImport: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/import`,
    input: z.object({
      ...lib,
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: z.object({ added: z.number().int(), skipped: z.number().int() }),
    access: access.member(libRight),
    upload: xlsxUpload,
    summary: 'Import keywords from xlsx (comma or space separated in a cell)',
  }),
  keywordDelete: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/delete`,
    input: z.object({ ...lib, ids: selectedIds('selectToDelete') }),
    output: ok,
    access: access.member(libRight),
    summary: 'Delete keywords',
  }),
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

export const noveltyStatuses = noveltyStatus.options;
export type NoveltyStatus = z.infer<typeof noveltyStatus>;
export const noveltyMax = limits.noveltyMaxRecords;
