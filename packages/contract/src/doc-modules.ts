import type { LibraryModuleRight } from './constants.js';

/** One kind of library document: its module code, the module right it needs, its names. */
export interface DocModuleDef {
  code: number;
  right: LibraryModuleRight;
  zh: string;
  en: string;
  /** The kind has its own list and detail pages (`/{segment}/home/{library}.{module}/lists`) and menu entry. */
  listPage?: true;
}

/**
 * Document kinds of a library, declared once: the call schemas, the module right read from a
 * call's path, the list/detail routes and the library menus are all computed from this table
 * (the listed kinds appear in the menu in this order).
 * The first five are the portal's module codes 5, 6, 13, 14, 37 (the codes its links carry).
 */
export const docModules = {
  fagui: { code: 6, right: 'fagui', zh: '法律法规', en: 'Laws and regulations', listPage: true },
  biaozhun: { code: 5, right: 'biaozhun', zh: '标准', en: 'Standards', listPage: true },
  draft_regulation: { code: 14, right: 'draftregulation', zh: '征求意见稿', en: 'Draft regulations', listPage: true },
  standard_notify: {
    code: 13,
    right: 'standardnotify',
    zh: '标准公告',
    en: 'Standard announcements',
    listPage: true,
  },
  coStandard: { code: 37, right: 'company_reg', zh: '企业标准', en: 'Enterprise standards' },
  notice: { code: 51, right: 'notice', zh: '通知公告', en: 'Notices' },
  statuteQA: { code: 52, right: 'question', zh: '法规问答', en: 'Regulatory Q&A' },
} as const satisfies Record<string, DocModuleDef>;
export type DocModule = keyof typeof docModules;
export type DocModuleTable = Readonly<Record<string, DocModuleDef>>;

/** The keys of a module table, in declaration order, as the non-empty tuple `z.enum` takes. */
export const docModuleKeysOf = <T extends DocModuleTable>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

/** The kinds that have their own list page, with their key. */
export const listedDocModules = (table: DocModuleTable = docModules) =>
  Object.entries(table)
    .filter(([, m]) => m.listPage)
    .map(([module, m]) => ({ module, ...m }));

export const docModuleByCode = (code: number): DocModule | undefined =>
  docModuleKeysOf(docModules).find((m) => docModules[m].code === code);
