import type { Language } from '@app/contract';

/**
 * Why an imported row was rejected, in both languages. A run keeps the code and its values, so
 * the back office shows the reason in the reader's language.
 */
export const rejectReasons = {
  noHeader: {
    'zh-cn': '未找到表头：需要含有 {{need}} 等列',
    en: 'No header row found: it needs columns such as {{need}}',
  },
  missing: { 'zh-cn': '缺少“{{column}}”', en: 'Missing "{{column}}"' },
  badDate: { 'zh-cn': '“{{column}}”不是日期：{{value}}', en: '"{{column}}" is not a date: {{value}}' },
  badAmount: { 'zh-cn': '“{{column}}”不是金额：{{value}}', en: '"{{column}}" is not an amount: {{value}}' },
  noLevel: {
    'zh-cn': '无法判定抽检级别：任务来源和公告号均未写明国家、省或市',
    en: 'Sampling level unknown: neither the task source nor the notice names the state, a province or a city',
  },
  noFailingItem: {
    'zh-cn': '不合格产品缺少不合格项目',
    en: 'A failed product without its failing item',
  },
  repeated: { 'zh-cn': '与第 {{first}} 行重复（{{key}}）', en: 'Repeats line {{first}} ({{key}})' },
  badCaseNo: {
    'zh-cn': '案号无法识别：{{value}}',
    en: 'Case number not recognised: {{value}}',
  },
  badJson: { 'zh-cn': '不是有效的 JSON：{{value}}', en: 'Not valid JSON: {{value}}' },
  tooLong: { 'zh-cn': '“{{column}}”超过 {{max}} 字', en: '"{{column}}" is longer than {{max}} characters' },
} as const;
export type RejectCode = keyof typeof rejectReasons;

export interface Reject {
  line: number;
  /** The row's natural key or name, as far as it could be read. */
  key: string;
  code: RejectCode;
  values?: Record<string, string | number>;
}

export const rejectText = (r: { code: string; values?: Reject['values'] }, lang: Language) =>
  (rejectReasons[r.code as RejectCode]?.[lang] ?? r.code).replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
    String(r.values?.[k] ?? ''),
  );

/** A cell value short enough to quote in a reason. */
export const quote = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
