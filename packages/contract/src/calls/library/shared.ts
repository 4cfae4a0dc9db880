import { z } from 'zod';
import { sessionFields } from '../../endpoint.js';
import {
  dateString,
  libraries,
  libraryRight,
  librarySchema,
  type LibraryKey,
  type LibraryModuleRight,
} from '../../constants.js';
import { dateRange, pageInput, pageOutput } from '../../paging.js';
import { rowId } from '../../ids.js';
import { docModuleKeysOf, docModules, type DocModuleTable } from '../../doc-modules.js';

// What the library calls share: document kinds, the rights read from the path, the list row
// and the search filters.

/** A document kind named in a call: exactly the keys of `docModules`. */
export const docModuleSchemaOf = (table: DocModuleTable) => z.enum(docModuleKeysOf(table));
export const docModuleSchema = z.enum(docModuleKeysOf(docModules));

const isLibrary = (v: string | undefined): v is LibraryKey => !!v && v in libraries;
/** Library right from the path (`biaofa`, `rihua`, `fodder`); an unknown library names no right. */
export const libRight = (p: Record<string, string>) =>
  isLibrary(p.library) ? libraries[p.library].key : '!unknown-library';
/** Prefixed module right from the path (`rihua_fagui`, `company_reg` …). */
export const moduleRightOf = (table: DocModuleTable) => (p: Record<string, string>) => {
  const def = p.module !== undefined && Object.hasOwn(table, p.module) ? table[p.module] : undefined;
  return isLibrary(p.library) && def ? libraryRight(p.library, def.right) : '!unknown-module';
};
export const moduleRight = moduleRightOf(docModules);
export const rightOf = (r: LibraryModuleRight) => (p: Record<string, string>) =>
  isLibrary(p.library) ? libraryRight(p.library, r) : '!unknown-library';

export const base = '/comply/library/:library';
export const lib = { ...sessionFields, library: librarySchema };
export const itemid = rowId;
export const text = (max: number) => z.string().trim().max(max).optional();

export const blob = z.unknown();
export const ok = z.object({ ok: z.boolean() });
export const xlsxUpload = { maxBytes: 10 * 1024 * 1024, extensions: ['xlsx'] } as const;

/** Validity code 0..10 with its label and the derived next-month labels. */
export const statusInfo = z.object({
  validity: z.number().int(),
  label: z.string(),
  /** For code 3: replaced (被替代) or abolished (废止); the label already says it. */
  endedBy: z.enum(['replaced', 'abolished']).nullable().optional(),
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

export const facet = z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() }));

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
export const searchFields = {
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

export const searchOutput = pageOutput(docSummary).extend({
  facets: z.object({ module: facet, status: facet }),
  /** The normalised standard number the keyword was read as, if any (`GB 2760`). */
  numberKey: z.string().nullable(),
  tookMs: z.number(),
});
