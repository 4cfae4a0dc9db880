import { addTexts } from '../../i18n';

/** Words of the back office's demo-data screen. */
addTexts({
  'admin.demo.title': { 'zh-cn': '演示数据', en: 'Demo data' },
  'admin.demo.hint': {
    'zh-cn':
      '抽检、处罚、裁判文书等模块不随产品附带公开数据，首次启动时写入生成的演示记录（页面上标为“演示数据”）；官方公布的文件可在“记录导入”中导入。模块有导入记录后只显示导入的记录，演示记录不计入任何统计。删除后这些模块只保留真实导入的记录。',
    en: 'Sampling, penalties and judgments ship no public data: the first start writes generated demo records (marked "Demo data" on every page); the published files can be loaded under Record imports. Once a module holds imported records it shows only those, and demo records count in no figure. Deleting them leaves only the real imported records.',
  },
  'admin.demo.module': { 'zh-cn': '模块', en: 'Module' },
  'admin.demo.demoRows': { 'zh-cn': '演示记录', en: 'Demo rows' },
  'admin.demo.realRows': { 'zh-cn': '真实记录', en: 'Real rows' },
  'admin.demo.action': { 'zh-cn': '操作', en: 'Action' },
  'admin.demo.delete': { 'zh-cn': '删除演示数据', en: 'Delete demo data' },
  'admin.demo.confirmTitle': { 'zh-cn': '删除“{module}”的演示数据？', en: 'Delete the demo data of "{module}"?' },
  'admin.demo.confirmBody': {
    'zh-cn':
      '将删除 {n} 条演示记录，保留 {kept} 条真实记录。删除的记录不可恢复（可在本页重新生成同样的演示记录），此操作记入操作日志。',
    en: '{n} demo rows will be deleted and {kept} real rows kept. The deleted rows cannot be recovered (the same generated rows can be written again here); the action is logged.',
  },
  'admin.demo.deleted': { 'zh-cn': '已删除 {n} 条演示记录', en: '{n} demo rows deleted' },
  'admin.demo.restore': { 'zh-cn': '重新生成演示数据', en: 'Generate demo data again' },
  'admin.demo.restoreTitle': {
    'zh-cn': '重新生成“{module}”的演示数据？',
    en: 'Generate the demo data of "{module}" again?',
  },
  'admin.demo.restoreBody': {
    'zh-cn': '将写入首次启动时的 {n} 条生成记录（页面上标为“演示数据”），并记入操作日志。',
    en: 'The {n} generated records of the first start are written again (marked "Demo data" on every page); the action is logged.',
  },
  'admin.demo.restored': { 'zh-cn': '已生成 {n} 条演示记录', en: '{n} demo rows generated' },
});
