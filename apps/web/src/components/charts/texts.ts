import { addTexts } from '../../i18n';

/** Strings of the chart pieces, both languages at once. */
addTexts({
  'chart.viewChart': { 'zh-cn': '图表', en: 'Chart' },
  'chart.viewTable': { 'zh-cn': '表格', en: 'Table' },
  'chart.viewToggle': { 'zh-cn': '切换图表或表格', en: 'Switch between chart and table' },
  'chart.province': { 'zh-cn': '省份', en: 'Province' },
  'chart.mapUnavailable': {
    'zh-cn': '地图数据不可用：服务器未找到省级地图文件',
    en: 'Map data unavailable: the server has no province map file',
  },
  'chart.mapShownAsTable': {
    'zh-cn': '以下为按省份统计的表格',
    en: 'The figures by province are shown as a table below',
  },
});
