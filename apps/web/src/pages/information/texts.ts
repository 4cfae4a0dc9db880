import { addTexts } from '../../i18n';

/** Words of /information (both languages). */
addTexts({
  'info.keyword': { 'zh-cn': '关键词', en: 'Keyword' },
  'info.keywordHint': { 'zh-cn': '标题或摘要', en: 'Title or summary' },
  'info.category': { 'zh-cn': '分类', en: 'Category' },
  'info.title': { 'zh-cn': '标题', en: 'Title' },
  'info.source': { 'zh-cn': '来源', en: 'Source' },
  'info.publishDate': { 'zh-cn': '发布日期', en: 'Published' },
  'info.demo': { 'zh-cn': '演示数据', en: 'Demo data' },
  'info.back': { 'zh-cn': '返回列表', en: 'Back to the list' },
});
