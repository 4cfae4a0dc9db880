/** Labels of the classic case analysis pages (both languages). */
export const classicTexts = {
  title: { 'zh-cn': '标题', en: 'Title' },
  summary: { 'zh-cn': '摘要', en: 'Summary' },
  cause: { 'zh-cn': '案由', en: 'Cause' },
  foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
  publishDate: { 'zh-cn': '发布日期', en: 'Published' },
  judgments: { 'zh-cn': '关联裁判文书', en: 'Linked judgments' },
  keywordHint: { 'zh-cn': '标题、案由、摘要', en: 'Title, cause, summary' },
} as const;
