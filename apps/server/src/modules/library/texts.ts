import type { Language, NoveltyStatus } from '@app/contract';

/** Texts this area writes into files (exports, templates), in both languages. */
const texts = {
  noveltyResult: {
    current: { 'zh-cn': '现行有效', en: 'Current' },
    toBeImplemented: { 'zh-cn': '即将实施', en: 'To be implemented' },
    abolished: { 'zh-cn': '已废止', en: 'Abolished' },
    replaced: { 'zh-cn': '已被替代', en: 'Replaced' },
    notFound: { 'zh-cn': '未找到', en: 'Not found' },
    toBeReplaced: { 'zh-cn': '现行有效，即将被替代', en: 'Current, to be replaced' },
  } satisfies Record<NoveltyStatus, Record<Language, string>>,
  columns: {
    row: { 'zh-cn': '行号', en: 'Row' },
    input: { 'zh-cn': '查询内容', en: 'Query' },
    result: { 'zh-cn': '查新结果', en: 'Result' },
    docNumber: { 'zh-cn': '标准号/文号', en: 'Number' },
    title: { 'zh-cn': '名称', en: 'Title' },
    status: { 'zh-cn': '效力状态', en: 'Status' },
    module: { 'zh-cn': '类别', en: 'Module' },
    department: { 'zh-cn': '发布部门', en: 'Issuing department' },
    publishDate: { 'zh-cn': '发布日期', en: 'Publish date' },
    implementDate: { 'zh-cn': '实施日期', en: 'Implementation date' },
    abolishDate: { 'zh-cn': '废止日期', en: 'Abolish date' },
    replacedByNumber: { 'zh-cn': '替代标准号', en: 'Replaced by' },
    replacedByTitle: { 'zh-cn': '替代标准名称', en: 'Replacing title' },
    replacedByImplementDate: { 'zh-cn': '替代标准实施日期', en: 'Replacement implementation date' },
    templateHeader: { 'zh-cn': '标准号或标准名称', en: 'Standard number or title' },
  },
  sheets: {
    export: { 'zh-cn': '法规标准', en: 'Documents' },
    novelty: { 'zh-cn': '查新结果', en: 'Novelty check' },
    template: { 'zh-cn': '批量查新模板', en: 'Novelty template' },
  },
} as const;

export const noveltyLabel = (s: NoveltyStatus, lang: Language) => texts.noveltyResult[s][lang];
export const column = (k: keyof typeof texts.columns, lang: Language) => texts.columns[k][lang];
export const sheet = (k: keyof typeof texts.sheets, lang: Language) => texts.sheets[k][lang];
/** Both languages' template header, so a filled template is recognised whatever the language. */
export const templateHeaders = new Set<string>(Object.values(texts.columns.templateHeader));
