/** Legal-document validity codes. */
export const validity = {
  0: { 'zh-cn': '未知', en: 'Unknown' },
  1: { 'zh-cn': '即将实施', en: 'To be implemented' },
  2: { 'zh-cn': '现行有效', en: 'Currently effective' },
  3: { 'zh-cn': '废止', en: 'Abolished' },
  4: { 'zh-cn': '征求意见中', en: 'Soliciting comments' },
  5: { 'zh-cn': '征求意见结束', en: 'Consultation ended' },
  6: { 'zh-cn': '部分有效', en: 'Partially effective' },
  7: { 'zh-cn': '部分有效已结束', en: 'Partially effective ended' },
  8: { 'zh-cn': '即将废止', en: 'About to be abolished' },
  9: { 'zh-cn': '未知', en: 'Unknown' },
  10: { 'zh-cn': '阶段性文件', en: 'Certain-stage document' },
} as const;
export type ValidityCode = keyof typeof validity;
/**
 * How a withdrawn document (validity 3) ended: replaced by a newer edition or abolished outright. The code stays 3 for
 * the spec's clients; the label says which. A standard withdrawn without a source saying how reads 废止.
 */
export const endedBy = {
  replaced: { 'zh-cn': '被替代', en: 'Replaced' },
  abolished: { 'zh-cn': '废止', en: 'Abolished' },
} as const;
export type EndedBy = keyof typeof endedBy;
/** A withdrawn standard row whose source gives no number (the CFSA withdrawn list names editions by title only). */
export const numberNotGiven = { 'zh-cn': '编号未载', en: 'Number not given in the source' } as const;
export { validitySchema } from './fields.js';

/** Derived labels, computed from dates. */
export const derivedLabels = {
  abolishNextMonth: { 'zh-cn': '下月废止', en: 'To be abolished next month' },
  implementNextMonth: { 'zh-cn': '下月实施', en: 'To be implemented next month' },
} as const;

/**
 * The three parallel libraries. `segment` is the path's first segment; `key` is
 * the permission prefix and the API's {system}; `rightPrefix` prefixes module rights.
 */
export const libraries = {
  biaofa: { segment: 'system', key: 'biaofa', rightPrefix: '', menuId: null },
  rihua: { segment: 'rihua', key: 'rihua', rightPrefix: 'rihua_', menuId: 61 },
  fodder: { segment: 'fodder', key: 'fodder', rightPrefix: 'fodder_', menuId: 76 },
} as const;
export type LibraryKey = keyof typeof libraries;
export const libraryKeys = Object.keys(libraries) as LibraryKey[];
export { librarySchema } from './fields.js';

/** The library a path belongs to: rihua or fodder when the path has that segment, else biaofa. */
export const libraryFromPath = (path: string): LibraryKey => {
  const segments = path.split(/[/?#]/);
  if (segments.includes('rihua')) return 'rihua';
  if (segments.includes('fodder')) return 'fodder';
  return 'biaofa';
};

/** Module rights inside a library, unprefixed. */
export const libraryModuleRights = [
  'fagui',
  'biaozhun',
  'draftregulation',
  'standardnotify',
  'notice',
  'company_reg',
  'question',
  'special',
  'attributes',
  'jgdt',
  'collection',
] as const;
export type LibraryModuleRight = (typeof libraryModuleRights)[number];

type LibraryRightPrefix = (typeof libraries)[LibraryKey]['rightPrefix'];
/** A library's rights: its key (`rihua`), and each module right and the search right prefixed (`rihua_fagui`). */
export type LibraryRight = LibraryKey | `${LibraryRightPrefix}${LibraryModuleRight | 'search'}`;

/** The prefixed rule name of a library module right: `rihua_fagui`, `fagui` … */
export const libraryRight = (library: LibraryKey, right: LibraryModuleRight): LibraryRight =>
  `${libraries[library].rightPrefix}${right}`;

/** Rights outside the libraries. */
export const otherRights = [
  'chain',
  'report_new',
  'report_date',
  'report_week',
  'report_month',
  'report_month_upload',
  'report_news_report',
  'cj',
  'sanction_index',
  'judge_datavi',
  'hgywy_hgywy',
  'hgywy_compliance',
  'hgywy_oblmanage',
  'hgywy_oblmymanage',
  'hgywy_autofile',
  'product_list',
  'zhuanan',
  'smalldb',
  'otnews',
  'whwxl',
  'international',
  'comply_ai',
  'label_check',
] as const;

export type OtherRight = (typeof otherRights)[number];
/**
 * A portal rule name, the one type of every right a route, a call, a record module,
 * a seeded menu or a web button names: a misspelt right fails the type check.
 */
export type PortalRight = LibraryRight | OtherRight;

/** Search right per library: without it the member sees 没有查询权限. */
export const searchRight = (library: LibraryKey): LibraryRight => `${libraries[library].rightPrefix}search`;

/** Every portal rule name the product knows. */
export const allPortalRights: PortalRight[] = [
  ...libraryKeys,
  ...libraryKeys.flatMap((lib) => [...libraryModuleRights.map((r) => libraryRight(lib, r)), searchRight(lib)]),
  ...otherRights,
];

export const menuTypes = ['link', 'login_link', 'menu'] as const;
export type MenuType = (typeof menuTypes)[number];

/** Business constants and limits. */
export const limits = {
  loginSuccessCode: 1,
  duplicateSubmitWindowMs: 10,
  duplicateSubmitMaxBytes: 5 * 1024 * 1024,
  errorToastSeconds: 5,
  noveltyMaxRecords: 1000,
  exportQuantityMin: 1,
  exportQuantityMax: 1000,
  exportRowsMax: 2000,
  exportRowsSmall: 100,
  caseTopRiskFactors: 30,
  favoriteBadgeMax: 99,
  languagePollMs: 1000,
  pageSizeMax: 100,
} as const;

export const theme = {
  defaultColor: '#1E6BD1',
  shades: 5,
  steps: 10,
} as const;

export const layout = {
  headerHeight: 68,
  headerMinWidth: 1220,
  menuBarHeight: 56,
  menuScrollWidth: (windowWidth: number) => (windowWidth <= 1600 ? 1240 : 1440),
  footerOffset: (windowWidth: number) => (windowWidth <= 1600 ? 25 : 45),
  backTopBottom: 100,
  miniProgramDialogWidth: 500,
  miniProgramImageSize: 250,
  usernameColumnMax: 100,
  aiTabRight: (narrow: boolean) => (narrow ? 0 : 20),
  aiTabHidden: -120,
} as const;

export const storageKeys = {
  authCookie: 'Admin-Token',
  userInfo: 'User-Info-Data',
  language: 'languageName',
  theme: 'themeColor',
  friendLinks: 'friendLinks',
  customerInfo: 'customerInfo',
} as const;

/** Statuses of login log rows. */
export const loginLogStatus = { failed: 0, success: 1, locked: 2 } as const;
export const loginLogOperation = { login: 0, logout: 1 } as const;

export { dateString } from './fields.js';
