import { monitorItemKinds } from '@app/contract';
import { addTexts } from '../../i18n';

/** Words of the monitoring items (舆情) and briefings (简报) pages, both languages. */
addTexts({
  ...Object.fromEntries(Object.entries(monitorItemKinds).map(([k, v]) => [`im.itemKind.${k}`, v])),
  'im.itemDate': { 'zh-cn': '日期', en: 'Date' },
  'im.kindLabel': { 'zh-cn': '类型', en: 'Kind' },
  'im.itemTitle': { 'zh-cn': '标题', en: 'Title' },
  'im.itemSource': { 'zh-cn': '来源', en: 'Source' },
  'im.itemTags': { 'zh-cn': '类别 / 危害', en: 'Categories / hazards' },
  'im.itemKeyword': { 'zh-cn': '关键词', en: 'Keyword' },
  'im.itemKeywordHint': { 'zh-cn': '标题或摘要中的词', en: 'A word of the title or summary' },
  'im.itemRange': { 'zh-cn': '日期范围', en: 'Dates' },
  'im.itemsHint': {
    'zh-cn': '条目来自平台已有数据（法规标准库变化、欧盟RASFF通报、抽检不合格）和运营人员录入，点击标题查看来源记录。',
    en: 'Items come from the portal’s own data (library changes, EU RASFF notifications, failed sampling batches) and from staff; a title opens its source record.',
  },
  'im.issueNo': { 'zh-cn': '第{n}期', en: 'No. {n}' },
  'im.issue': { 'zh-cn': '期号', en: 'Issue' },
  'im.briefingTitle': { 'zh-cn': '简报标题', en: 'Title' },
  'im.entryCount': { 'zh-cn': '条目数', en: 'Items' },
  'im.publishedAt': { 'zh-cn': '发布时间', en: 'Published' },
  'im.commentary': { 'zh-cn': '编者点评', en: 'Commentary' },
  'im.allIssues': { 'zh-cn': '往期简报', en: 'All issues' },
  'im.backToList': { 'zh-cn': '返回列表', en: 'Back to the list' },
  'im.noBriefing': { 'zh-cn': '暂无已发布的简报', en: 'No briefing has been published yet' },
  'im.openSource': { 'zh-cn': '查看来源', en: 'Open the source' },
});
