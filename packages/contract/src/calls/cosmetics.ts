import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';

/**
 * The cosmetics ingredient database of the cosmetics library (right `rihua`): the 2021 catalogue
 * of ingredients already used in China, and the restricted entries of table 3 of the 2015
 * technical specification, with a batch check of a formula's INCI names.
 */
export const cosmeticsSources = {
  catalogue: {
    'zh-cn': '《已使用化妆品原料目录（2021年版）》（国家药监局公告2021年第62号）',
    en: 'Inventory of Existing Cosmetic Ingredients in China (2021 edition; NMPA announcement 2021 no. 62)',
  },
  /** What the held copy lacks: said beside every "not in the catalogue". */
  catalogueGap: {
    'zh-cn': '本库收录 8,933 条；官方目录共 8,965 条，无 INCI 名称的 30 条及另 2 条未收录。',
    en: 'This database holds 8,933 entries; the official catalogue has 8,965: the 30 without an INCI name and 2 others are not held.',
  },
  restricted: {
    'zh-cn': '《化妆品安全技术规范（2015年版）》第二章 表3 化妆品限用组分（2015年原版，其后国家药监局的修订未收录）',
    en: 'Safety and Technical Standards for Cosmetics (2015), chapter 2, table 3 restricted substances (the 2015 original; later NMPA amendments are not held)',
  },
} as const;

export const ingredientQualityFlags = ['inci_space_inside_word_suspected', 'cn_name_may_hold_two_names'] as const;

const restrictedEntry = z.object({
  no: z.number().int(),
  cnName: z.string(),
  enName: z.string(),
  inciName: z.string(),
  scope: z.string(),
  maxConc: z.string(),
  otherLimits: z.string(),
  labelWarning: z.string(),
  footnotes: z.string(),
  /** Catalogue serials matched to this entry by the names it prints. */
  serials: z.array(z.string()),
});
export type RestrictedEntry = z.infer<typeof restrictedEntry>;

const ingredient = z.object({
  serial: z.string(),
  cnName: z.string(),
  inci: z.string(),
  /** The source's extraction flags (`;`-separated), empty for a clean row. */
  qualityFlag: z.string(),
  chosenForInci: z.boolean(),
  /** Table-3 entries (by number) this catalogue entry falls under. */
  restrictedNos: z.array(z.number().int()),
  /**
   * Table-3 entries restricting a class ("水溶性锌盐", "…及其盐类") this entry may belong to: the portal's reading of
   * the class from the INCI name, for the user to check, not the source's word.
   */
  mayFallUnder: z.array(z.number().int()),
});
export type Ingredient = z.infer<typeof ingredient>;

export const ingredientVerdicts = ['restricted', 'mayBeRestricted', 'inCatalogue', 'notInCatalogue', 'empty'] as const;
/** What a verdict says, on the page and in the exported xlsx alike. */
export const ingredientVerdictLabels = {
  restricted: { 'zh-cn': '限用组分', en: 'Restricted' },
  mayBeRestricted: {
    'zh-cn': '可能属于限用组分（表3所列类别，请核对）',
    en: 'May be restricted (a class table 3 lists: check)',
  },
  inCatalogue: { 'zh-cn': '已使用原料', en: 'In the catalogue' },
  notInCatalogue: {
    'zh-cn': '不在目录中（新原料需注册或备案）',
    en: 'Not in the catalogue (a new ingredient needs registration or filing)',
  },
  empty: { 'zh-cn': '空行', en: 'Empty row' },
} as const satisfies Record<(typeof ingredientVerdicts)[number], { 'zh-cn': string; en: string }>;
const checkRow = z.object({
  row: z.number().int(),
  name: z.string(),
  verdict: z.enum(ingredientVerdicts),
  /** How the name met the catalogue: INCI, Chinese name, or INCI ignoring spaces (a flagged row). */
  matchedBy: z.enum(['inci', 'cnName', 'inciIgnoringSpaces']).nullable(),
  entries: z.array(ingredient),
});
export type IngredientCheckRow = z.infer<typeof checkRow>;
const checkResult = z.object({
  rows: z.array(checkRow),
  restricted: z.array(restrictedEntry),
  counts: z.record(z.enum(ingredientVerdicts), z.number().int()),
});
export type IngredientCheckResult = z.infer<typeof checkResult>;

export const ingredientBatchMax = 1000;
const names = z
  .array(z.string().max(300, { message: 'formatError' }))
  .min(1, { message: 'fileEmpty' })
  .max(ingredientBatchMax, { message: 'ingredientsTooMany' });

const rihua = access.member('rihua');

export const cosmetics = {
  ingredientSearch: defineEndpoint({
    method: 'POST',
    path: '/comply/cosmetics/ingredients',
    input: z.object({
      ...sessionFields,
      keyword: z.string().trim().max(100, { message: 'formatError' }).default(''),
      /** Only entries under table 3. */
      restrictedOnly: z.coerce.boolean().default(false),
      ...pageInput,
    }),
    output: pageOutput(ingredient).extend({
      /** Table-3 entries of the rows shown, and those whose printed names hold the keyword. */
      restricted: z.array(restrictedEntry),
      held: z.number().int(),
    }),
    access: rihua,
    summary:
      'Search the 2021 cosmetics ingredient catalogue by Chinese name, INCI or serial, with table-3 restrictions',
  }),
  ingredientCheck: defineEndpoint({
    method: 'POST',
    path: '/comply/cosmetics/ingredients/check',
    input: z.object({ ...sessionFields, names }),
    output: checkResult,
    access: rihua,
    summary: "Check a formula's ingredient names (INCI or Chinese): restricted, in the catalogue, or not",
  }),
  ingredientCheckUpload: defineEndpoint({
    method: 'POST',
    path: '/comply/cosmetics/ingredients/check/upload',
    input: z.object({
      ...sessionFields,
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: checkResult,
    access: rihua,
    upload: { maxBytes: 5 * 1024 * 1024, extensions: ['xlsx'] },
    summary: 'The same check from an xlsx: the first column holds one ingredient name a row (a header row is allowed)',
  }),
  ingredientCheckExport: defineEndpoint({
    method: 'POST',
    path: '/comply/cosmetics/ingredients/check/export',
    input: z.object({ ...sessionFields, names }),
    output: z.unknown(),
    access: rihua,
    answer: 'blob',
    summary: 'The check of these names as an xlsx (verdict, catalogue entry, table-3 limits and sources)',
  }),
  ingredientTemplate: defineEndpoint({
    method: 'POST',
    path: '/comply/cosmetics/ingredients/check/template',
    input: z.object({ ...sessionFields }),
    output: z.unknown(),
    access: rihua,
    answer: 'blob',
    summary: 'Template xlsx of the ingredient check',
  }),
};
