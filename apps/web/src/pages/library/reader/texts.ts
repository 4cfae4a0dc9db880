import { textIssues } from '@app/contract';
import { addTexts } from '../../../i18n';

const issues: Record<(typeof textIssues)[number], { 'zh-cn': string; en: string }> = {
  spacedCharacters: { 'zh-cn': '字间空格已去除', en: 'spaces between characters removed' },
  splitNumbers: { 'zh-cn': '断行数字已接回', en: 'numbers cut at line ends joined' },
  pageFurniture: { 'zh-cn': '页眉页码已去除', en: 'page headers and numbers removed' },
  tocLeaders: { 'zh-cn': '目录引导线已去除', en: 'contents leaders removed' },
  markup: { 'zh-cn': '排版标记已转为文字', en: 'layout markup turned into text' },
  latexTables: { 'zh-cn': 'LaTeX 表格已还原', en: 'LaTeX tables rebuilt' },
  htmlTables: { 'zh-cn': 'HTML 表格已还原', en: 'HTML tables rebuilt' },
  markdownTables: { 'zh-cn': 'Markdown 表格已还原', en: 'markdown tables rebuilt' },
  wikiLinks: { 'zh-cn': '来源网站链接已转为文字', en: 'source-site links turned into text' },
  flattenedTables: {
    'zh-cn': '部分表格在PDF提取时被拆成逐格一行，按行显示',
    en: 'some tables were flattened one cell per line by the PDF extraction and are shown line by line',
  },
  unreadable: { 'zh-cn': '正文无法识读', en: 'text unreadable' },
};

addTexts({
  ...Object.fromEntries(Object.entries(issues).map(([k, v]) => [`reader.issue.${k}`, v])),
  'reader.contents': { 'zh-cn': '条款目录', en: 'Clauses' },
  'reader.print': { 'zh-cn': '打印', en: 'Print' },
  'reader.quality': {
    'zh-cn': '文本质量 {score}%（规整段落、标题与表格所占比例）',
    en: 'Text quality {score}% (share in well-formed paragraphs, headings and tables)',
  },
  'reader.repairs': { 'zh-cn': '本站整理：', en: 'Cleaned by this site: ' },
  'reader.unreadable': {
    'zh-cn': '该文本在来源的PDF提取中损坏（字体编码或乱码），无法显示；请以官方发布文本为准。',
    en: 'This text was garbled by the PDF extraction of its source (font codes or mis-decoded characters) and cannot be shown; refer to the official publication.',
  },
  'reader.sourceNote': { 'zh-cn': '来源页面附注', en: 'Note of the source page' },
  'reader.hit': { 'zh-cn': '检索词', en: 'Search term' },
  'editions.title': { 'zh-cn': '版本对比', en: 'Compare editions' },
  'editions.hint': {
    'zh-cn': '本标准的各版本（按替代关系）。选择另一版本，逐条比较差异。',
    en: 'The editions of this standard (by their replace links). Pick another edition to compare clause by clause.',
  },
  'editions.compare': { 'zh-cn': '与本版比较', en: 'Compare with this edition' },
  'editions.none': { 'zh-cn': '本标准在库中只有一个版本', en: 'The library holds one edition of this standard' },
  'editions.changes': {
    'zh-cn': '主要变化（新版前言所列）',
    en: 'Main changes (as the newer edition’s foreword lists them)',
  },
  'editions.noChanges': { 'zh-cn': '新版前言未列出主要变化', en: 'The newer edition’s foreword lists no main changes' },
  'editions.clauses': { 'zh-cn': '逐条比较', en: 'Clause by clause' },
  'editions.counts': {
    'zh-cn':
      '实质变化 {substantive}，措辞变化 {wording}，新增 {added}，删除 {removed}，仅格式 {formal}，未变 {unchanged}',
    en: 'substantive {substantive}, wording {wording}, added {added}, removed {removed}, layout only {formal}, unchanged {unchanged}',
  },
  'editions.kind.substantive': { 'zh-cn': '实质变化', en: 'Substantive' },
  'editions.kind.wording': { 'zh-cn': '措辞变化', en: 'Wording' },
  'editions.kind.added': { 'zh-cn': '新增', en: 'Added' },
  'editions.kind.removed': { 'zh-cn': '删除', en: 'Removed' },
  'editions.kind.formal': { 'zh-cn': '仅格式', en: 'Layout only' },
  'editions.kind.unchanged': { 'zh-cn': '未变', en: 'Unchanged' },
  'editions.cells': { 'zh-cn': '表格单元格变化', en: 'Table cells changed' },
  'editions.showFormal': { 'zh-cn': '显示仅格式变化', en: 'Show layout-only changes' },
  'editions.back': { 'zh-cn': '返回正文', en: 'Back to the text' },
  'editions.exportXlsx': { 'zh-cn': '导出 Excel', en: 'Export xlsx' },
  'editions.exportPdf': { 'zh-cn': '导出 PDF', en: 'Export PDF' },
  'editions.machineNote': {
    'zh-cn': '比较由本站按条款号自动生成；条款重新编号时按新增/删除列出。',
    en: 'Compared automatically by this site by clause number; a renumbered clause shows as removed and added.',
  },
});
