import { addTexts } from '../../i18n';

/** Words of the generic list piece (both languages). */
addTexts({
  'list.search': { 'zh-cn': '查询', en: 'Search' },
  'list.reset': { 'zh-cn': '重置', en: 'Reset' },
  'list.export': { 'zh-cn': '导出', en: 'Export' },
  'list.exportTitle': { 'zh-cn': '导出数据', en: 'Export data' },
  'list.exportQuantity': { 'zh-cn': '导出条数', en: 'Number of rows' },
  'list.exportHint': { 'zh-cn': '按当前查询条件导出，最多1000条', en: 'Exports the current query, at most 1000 rows' },
  'list.exportHintMax': {
    'zh-cn': '按当前查询条件导出，最多{max}条',
    en: 'Exports the current query, at most {max} rows',
  },
  'list.exportQuantityMax': { 'zh-cn': '请输入1-{max}的正整数', en: 'Please enter a positive integer from 1 to {max}' },
  'list.exportProgress': { 'zh-cn': '正在导出 {n} 条记录，已用 {s} 秒…', en: 'Exporting {n} rows, {s} s so far…' },
  'list.exportScope': { 'zh-cn': '导出前 {n} 条，共 {total} 条', en: 'Exports the first {n} of {total} rows' },
  'list.exportScopeAll': { 'zh-cn': '导出全部 {n} 条', en: 'Exports all {n} rows' },
  'list.exportScopeEstimated': {
    'zh-cn': '导出前 {n} 条，共约 {total} 条',
    en: 'Exports the first {n} of about {total} rows',
  },
  'list.exportScopeMax': { 'zh-cn': '（一次最多导出 {max} 条）', en: '(at most {max} rows per export)' },
  'list.total': { 'zh-cn': '共 {total} 条', en: '{total} in total' },
  'list.totalEstimated': { 'zh-cn': '约 {total} 条', en: 'About {total}' },
  'list.selected': { 'zh-cn': '已选 {count} 条', en: '{count} selected' },
  'list.all': { 'zh-cn': '全部', en: 'All' },
  'list.startDate': { 'zh-cn': '开始日期', en: 'Start date' },
  'list.endDate': { 'zh-cn': '结束日期', en: 'End date' },
  'list.loadFailed': { 'zh-cn': '加载失败', en: 'Loading failed' },
  'list.retry': { 'zh-cn': '重试', en: 'Retry' },
  'list.ok': { 'zh-cn': '确定', en: 'OK' },
});
