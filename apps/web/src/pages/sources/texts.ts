import { addTexts } from '../../i18n';

/** Words of the data sources page. */
addTexts({
  'sources.title': { 'zh-cn': '数据来源', en: 'Data sources' },
  'sources.intro': {
    'zh-cn':
      '本站展示的标准、法规、限量与国际预警均来自下列公开数据，随产品一同发布；每条导入记录的详情页注明其来源。没有公开来源的模块使用演示数据，并在页面上标为“演示数据”。',
    en: 'The standards, laws, limits and international warnings shown here come from the public data below, shipped with the product; the detail of each imported record names its source. Modules without a public source use demo data, marked "Demo data" on their pages.',
  },
  'sources.source': { 'zh-cn': '数据源', en: 'Source' },
  'sources.licence': { 'zh-cn': '许可', en: 'Licence' },
  'sources.snapshot': { 'zh-cn': '快照日期', en: 'Snapshot' },
  'sources.fileRows': { 'zh-cn': '文件行数', en: 'Rows in file' },
  'sources.importedRows': { 'zh-cn': '已导入', en: 'Imported' },
  'sources.usedBy': { 'zh-cn': '用于', en: 'Used by' },
  'sources.origin': { 'zh-cn': '获取自', en: 'Taken from' },
  'sources.attribution': { 'zh-cn': '署名', en: 'Attribution' },
  'sources.file': { 'zh-cn': '文件', en: 'File' },
  'sources.notes': { 'zh-cn': '质量说明', en: 'Quality notes' },
  'sources.demoTitle': { 'zh-cn': '演示数据', en: 'Demo data' },
  'sources.demoBody': {
    'zh-cn': '以下模块没有可公开获取的数据源，其记录为生成的演示数据，不是真实记录：',
    en: 'These modules have no publicly available source; their records are generated demo data, not real records:',
  },
  'sources.link': { 'zh-cn': '数据来源', en: 'Data sources' },
});
