import { addTexts } from '../../i18n';

/** Words of the records pages (sampling, penalties, judgments, international warnings). */
addTexts({
  'rec.keyword': { 'zh-cn': '关键词', en: 'Keyword' },
  'rec.dateRange': { 'zh-cn': '日期', en: 'Date' },
  'rec.detail': { 'zh-cn': '详情', en: 'Detail' },
  'rec.view': { 'zh-cn': '查看', en: 'View' },
  'rec.actions': { 'zh-cn': '操作', en: 'Actions' },
  'rec.back': { 'zh-cn': '返回列表', en: 'Back to the list' },
  'rec.related': { 'zh-cn': '相关记录', en: 'Related records' },
  'rec.relatedOf': { 'zh-cn': '{label}：{value}', en: '{label}: {value}' },
  'rec.viewAll': { 'zh-cn': '查看全部', en: 'View all' },
  'rec.notFound': { 'zh-cn': '记录不存在', en: 'The record does not exist' },
  'rec.missingId': { 'zh-cn': '缺少记录编号', en: 'No record was named' },
  'rec.yes': { 'zh-cn': '是', en: 'Yes' },
  'rec.no': { 'zh-cn': '否', en: 'No' },
  'rec.exportSelected': { 'zh-cn': '导出所选', en: 'Export selected' },
  // statistics
  'rec.stat.rows': { 'zh-cn': '统计维度', en: 'Rows' },
  'rec.stat.cols': { 'zh-cn': '交叉维度', en: 'Columns' },
  'rec.stat.byPeriod': { 'zh-cn': '按时间', en: 'By period' },
  'rec.stat.period': { 'zh-cn': '时间粒度', en: 'Period' },
  'rec.stat.year': { 'zh-cn': '年', en: 'Year' },
  'rec.stat.quarter': { 'zh-cn': '季度', en: 'Quarter' },
  'rec.stat.month': { 'zh-cn': '月', en: 'Month' },
  'rec.stat.measure': { 'zh-cn': '统计指标', en: 'Measure' },
  'rec.stat.limit': { 'zh-cn': '显示前', en: 'Top' },
  'rec.stat.months': { 'zh-cn': '月份范围', en: 'Months' },
  'rec.stat.startMonth': { 'zh-cn': '开始月份', en: 'Start month' },
  'rec.stat.endMonth': { 'zh-cn': '结束月份', en: 'End month' },
  'rec.stat.total': { 'zh-cn': '合计', en: 'Total' },
  'rec.stat.table': { 'zh-cn': '交叉统计表', en: 'Cross-tab' },
  'rec.stat.chart': { 'zh-cn': '{rows}（{measure}）', en: '{rows} ({measure})' },
  'rec.stat.share': { 'zh-cn': '占比', en: 'Share' },
  'rec.stat.export': { 'zh-cn': '导出统计表', en: 'Export the table' },
  'rec.stat.filters': { 'zh-cn': '筛选', en: 'Filters' },
  'rec.stat.apply': { 'zh-cn': '统计', en: 'Compute' },
  'rec.stat.topN': { 'zh-cn': '前 {n} 项', en: 'Top {n}' },
  'rec.vis.filters': { 'zh-cn': '统计月份', en: 'Months' },
  'rec.export.progress': { 'zh-cn': '正在导出 {n} 条记录，已用 {s} 秒…', en: 'Exporting {n} records, {s} s so far…' },
  'rec.export.done': { 'zh-cn': '导出完成', en: 'Export finished' },
  'rec.chinaShare': { 'zh-cn': '中国原产占比', en: 'China-origin share' },
  'rec.share': { 'zh-cn': '占比 {p}', en: '{p} of all' },
  'rec.failRate': { 'zh-cn': '不合格率', en: 'Failure rate' },
  'lim.demoNotScored': {
    'zh-cn': '标“演示数据”的列统计的是生成的演示记录，不计入综合得分和年度趋势。',
    en: 'Columns marked "Demo data" count generated records; they are left out of the score and the trend.',
  },
  'rec.demo': { 'zh-cn': '演示数据', en: 'Demo data' },
  'rec.demoBanner': {
    'zh-cn': '演示数据：本模块的记录为生成的演示数据，不是真实的抽检、处罚或裁判记录，统计与图表同样仅供演示。',
    en: 'Demo data: the records of this module are generated for demonstration; they are not real inspections, penalties or judgments, and neither are their statistics and charts.',
  },
  'rec.sourceBanner': {
    'zh-cn': '数据来源：{source}，覆盖 {from} – {to}',
    en: 'Source: {source}, covering {from} – {to}',
  },
});

// Names, places and free texts of the records stay as published; an English page says so.
addTexts({
  'rec.originalLanguage': {
    'zh-cn': '名称、地点等按原文显示',
    en: 'Names, places and texts are shown as published, in their own language',
  },
});
