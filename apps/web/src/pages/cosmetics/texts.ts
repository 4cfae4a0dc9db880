import { ingredientVerdicts, ingredientVerdictLabels } from '@app/contract';
import { addTexts } from '../../i18n';

/** Words of the cosmetics ingredient database (both languages). */
addTexts({
  'cos.tab.search': { 'zh-cn': '原料查询', en: 'Search ingredients' },
  'cos.tab.check': { 'zh-cn': '配方原料核对', en: 'Check a formula' },
  'cos.keyword': { 'zh-cn': '中文名称 / INCI / 序号', en: 'Chinese name / INCI / serial' },
  'cos.keywordHint': { 'zh-cn': '如 烟酰胺、NIACINAMIDE、07359', en: 'e.g. 烟酰胺, NIACINAMIDE, 07359' },
  'cos.restrictedOnly': { 'zh-cn': '只看限用组分', en: 'Restricted only' },
  'cos.all': { 'zh-cn': '全部', en: 'All' },
  'cos.serial': { 'zh-cn': '序号', en: 'Serial' },
  'cos.cnName': { 'zh-cn': '中文名称', en: 'Chinese name' },
  'cos.inci': { 'zh-cn': 'INCI名称', en: 'INCI name' },
  'cos.status': { 'zh-cn': '目录与限用', en: 'Catalogue and restriction' },
  'cos.inCatalogue': { 'zh-cn': '在目录中', en: 'In the catalogue' },
  'cos.restrictedNo': { 'zh-cn': '限用组分（表3 第{no}项）', en: 'Restricted (table 3 no. {no})' },
  'cos.mayFallUnder': {
    'zh-cn': '可能属于表3 第{no}项所列类别，请核对',
    en: 'May belong to the class of table 3 no. {no}: check',
  },
  'cos.mayFallUnderWhy': {
    'zh-cn': '表3该项限用一类物质，未逐一列名；本平台按INCI名称提示，是否属于该类别请按原文核对。',
    en: 'That entry restricts a class without naming its members; the portal flags this by the INCI name. Check the entry’s text to see whether it applies.',
  },
  'cos.flag.inci_space_inside_word_suspected': {
    'zh-cn': '提取问题：INCI 词内疑有空格（照原样显示）',
    en: 'Extraction fault: a space inside an INCI word is suspected (shown as given)',
  },
  'cos.flag.cn_name_may_hold_two_names': {
    'zh-cn': '提取问题：中文名称可能是两个名称相连（照原样显示）',
    en: 'Extraction fault: the Chinese name may hold two names run together (shown as given)',
  },
  'cos.notFound': {
    'zh-cn': '“{q}”不在《已使用化妆品原料目录（2021年版）》中：使用新原料需注册或备案。',
    en: '"{q}" is not in the 2021 catalogue of ingredients used in China: a new ingredient needs registration or filing.',
  },
  'cos.sources': { 'zh-cn': '数据来源', en: 'Sources' },
  'cos.restricted.title': { 'zh-cn': '表3 化妆品限用组分', en: 'Table 3: restricted substances' },
  'cos.restricted.no': { 'zh-cn': '序号', en: 'No.' },
  'cos.restricted.name': { 'zh-cn': '物质名称', en: 'Substance' },
  'cos.restricted.scope': { 'zh-cn': '适用及（或）使用范围', en: 'Scope of use' },
  'cos.restricted.maxConc': { 'zh-cn': '化妆品使用时的最大允许浓度', en: 'Maximum concentration in the product' },
  'cos.restricted.other': { 'zh-cn': '其他限制和要求', en: 'Other limits and requirements' },
  'cos.restricted.label': {
    'zh-cn': '标签上必须标印的使用条件和注意事项',
    en: 'Conditions and warnings for the label',
  },
  'cos.restricted.footnotes': { 'zh-cn': '表注', en: 'Notes' },
  'cos.restricted.matchNote': {
    'zh-cn': '按表3条目所列名称与INCI匹配目录原料；条目写作“及其盐类”等时，其盐类、酯类需自行判断。',
    en: 'Catalogue entries are matched by the names and INCI the table prints; where an entry says "and its salts", its salts and esters need your own judgement.',
  },
  'cos.check.hint': {
    'zh-cn': '每行一个原料名称（INCI 或中文名称），或上传 xlsx（第一列，可有表头），每次最多 1000 个。',
    en: 'One ingredient name a line (INCI or Chinese), or upload an xlsx (first column, a header row allowed); at most 1,000 at once.',
  },
  'cos.check.run': { 'zh-cn': '核对', en: 'Check' },
  'cos.check.upload': { 'zh-cn': '上传 xlsx 核对', en: 'Check an xlsx' },
  'cos.check.template': { 'zh-cn': '下载模板', en: 'Download template' },
  'cos.check.export': { 'zh-cn': '导出 xlsx', en: 'Export xlsx' },
  'cos.check.row': { 'zh-cn': '行', en: 'Row' },
  'cos.check.name': { 'zh-cn': '原料名称', en: 'Ingredient name' },
  'cos.check.verdict': { 'zh-cn': '结果', en: 'Result' },
  'cos.check.entry': { 'zh-cn': '目录条目', en: 'Catalogue entry' },
  'cos.matched.inciIgnoringSpaces': {
    'zh-cn': '忽略空格后与有提取问题标记的目录行匹配',
    en: 'Matched a flagged catalogue row when spaces are ignored',
  },
  'cos.check.counts': {
    'zh-cn': '限用 {restricted} · 可能限用 {mayBeRestricted} · 已使用 {inCatalogue} · 不在目录 {notInCatalogue}',
    en: 'Restricted {restricted} · may be restricted {mayBeRestricted} · in the catalogue {inCatalogue} · not in the catalogue {notInCatalogue}',
  },
});
addTexts(Object.fromEntries(ingredientVerdicts.map((v) => [`cos.verdict.${v}`, ingredientVerdictLabels[v]])));
