import { addTexts } from '../../i18n';

/** Words of /industrialChain (both languages). */
addTexts({
  'chain.intro': {
    'zh-cn':
      '按食品行业展示从原料到餐饮、进口的各环节，以及与之相关的标准、抽检不合格、行政处罚和国际预警（实时统计，点击数字查看明细）。',
    en: 'Each food sector from raw materials to catering and import, with the standards, sampling failures, penalties and international warnings that concern each stage (live counts; click a figure for the rows).',
  },
  'chain.empty': { 'zh-cn': '暂无产业链，请在后台维护', en: 'No chains yet; staff define them in the back office' },
  'chain.loadFailed': { 'zh-cn': '产业链加载失败', en: 'The chains could not be loaded' },
  'chain.title': { 'zh-cn': '标题', en: 'Title' },
  'chain.info': { 'zh-cn': '说明', en: 'Details' },
  'chain.date': { 'zh-cn': '日期', en: 'Date' },
  'chain.ties': { 'zh-cn': '关联食品类别', en: 'Food categories' },
  'chain.back': { 'zh-cn': '返回产业链', en: 'Back to the chains' },
});
