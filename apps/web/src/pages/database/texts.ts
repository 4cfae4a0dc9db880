import { addTexts } from '../../i18n';

/** Words of /database (both languages). */
addTexts({
  'db.intro': {
    'zh-cn': '各数字查询工具的数据范围、数据量与最近更新日期；在搜索框输入后直接进入对应工具查询。',
    en: 'What each query tool holds, how many rows and how recent; type in a box to search that tool directly.',
  },
  'db.rows': { 'zh-cn': '数据量', en: 'Rows' },
  'db.source': { 'zh-cn': '数据来源', en: 'Source' },
  'db.lastUpdate': { 'zh-cn': '最近更新', en: 'Last update' },
  'db.search': { 'zh-cn': '在此工具中检索', en: 'Search this tool' },
  'db.open': { 'zh-cn': '进入', en: 'Open' },
  'db.noRight': { 'zh-cn': '您没有该工具的权限', en: 'You do not hold the right for this tool' },
  'db.about': { 'zh-cn': '约', en: 'about' },
  'db.loadFailed': { 'zh-cn': '查询工具加载失败', en: 'The query tools could not be loaded' },
});
