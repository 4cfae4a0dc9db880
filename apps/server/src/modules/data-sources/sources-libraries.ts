import type { SourceDef } from './sources.js';

const lawref = 'github LawRefBook/Laws @ 2f4c5c23 (2025-04-19)';
const olaiya = 'github go-bananas-wwj/olaiya_front @ e1b78124 (2026-08-15)';
const officialText: SourceDef['licence'] = [
  '官方文本，上游仓库无许可文件（法律法规及官方文件不受著作权法保护，著作权法第五条）',
  'Official text; no licence file upstream (laws and official documents are not protected by copyright, Copyright Law Art. 5)',
];

/** The sources of the cosmetics and feed libraries, the further food rules and the ingredient database. */
export const librarySources: SourceDef[] = [
  {
    key: 'regulations',
    file: 'cn_regulations_lawrefbook_additional.jsonl',
    title: [
      '化妆品、饲料、检验检疫、广告与电子商务等法律法规全文',
      'Laws and regulations on cosmetics, feed, inspection and quarantine, advertising, e-commerce … (full text)',
    ],
    publisher: [
      '全国人大常委会、国务院、国家市场监督管理总局、最高人民法院等',
      "NPC Standing Committee, State Council, SAMR, Supreme People's Court and others",
    ],
    origin: lawref,
    licence: officialText,
    attribution: 'LawRefBook/Laws',
    snapshot: '2025-04-19',
    usedBy: [
      '化妆品库、饲料库、标准法规库：法律法规（所在库为本站归类，见 library_shelves.csv）',
      'Cosmetics, feed and standard libraries: laws and regulations (the library is the portal’s placement, library_shelves.csv)',
    ],
    notes: [
      '11 部地方性法规及部分法律无日期；化妆品卫生监督条例已废止（2021-01-01 起由化妆品监督管理条例代替）；进出口商品检验法实施条例未收录（上游仅第1-3条）。',
      '11 local regulations and some laws have no dates; 化妆品卫生监督条例 is abolished (replaced by 化妆品监督管理条例 from 2021-01-01); the implementing rules of the import-export inspection law are left out (upstream holds articles 1-3 only).',
    ],
    imported: "select count(*)::int as n from lib_documents where source_key like 'reg:%'",
  },
  {
    key: 'foodRegDocs',
    file: 'cn_food_regulatory_docs_foodreg.jsonl',
    title: ['食品监管规章、标准发布公告与监管答复', 'Food rules, standard announcements and regulators’ replies'],
    publisher: ['国家市场监督管理总局、国家卫生健康委员会等', 'SAMR, NHC and others'],
    origin: 'github zzbangwei/foodreg-base @ 9169b509 (2026-08-06): raw/regulations, raw/announcements-standards',
    licence: 'CC BY-SA 4.0',
    attribution: 'zzbangwei/foodreg-base, CC BY-SA 4.0',
    snapshot: '2026-08-06',
    usedBy: [
      '标准法规库：部门规章（令第100号、第113号）、标准公告（链接所发布的标准）、法规问答（复函与建议提案答复）、通知公告',
      'Standard library: rules (SAMR orders 100 and 113), standard announcements (linked to the standards they publish), regulatory Q&A (reply letters), notices',
    ],
    notes: [
      '发文机关、日期、文号只取自文本本身（落款、标注行）；多数答复无文号。2 条标准公告的正文实为标准文本，未作为公告正文收录。',
      'Issuer, date and number are taken from the text itself (signature, labelled lines); most replies have no number. 2 announcements hold a standard’s text instead of theirs: that text is not shown as the announcement.',
    ],
    imported: "select count(*)::int as n from lib_documents where source_key like 'freg:%'",
  },
  {
    key: 'iecic',
    file: 'cn_iecic_2021_inci_cn.csv',
    title: ['已使用化妆品原料目录（2021年版）', 'Inventory of Existing Cosmetic Ingredients in China (2021)'],
    publisher: ['国家药品监督管理局（公告2021年第62号）', 'NMPA (announcement 2021 no. 62)'],
    origin: `${olaiya}: data/seed/inci_cn_map.json`,
    licence: officialText,
    attribution: 'NMPA; extraction by go-bananas-wwj/olaiya_front',
    snapshot: '2026-08-15',
    usedBy: ['化妆品库：原料数据库、配方原料核对', 'Cosmetics library: ingredient database, formula check'],
    notes: [
      '官方目录 8,965 条，无 INCI 名称的 30 条及另 2 条缺失；67 行标有提取问题（中文名称两名相连、INCI 词内空格），照原样显示并标记；无使用信息列。',
      'The official catalogue has 8,965 entries; the 30 without an INCI name and 2 others are missing; 67 rows carry extraction flags (two Chinese names run together, a space inside an INCI word), shown as given with their flag; no usage columns.',
    ],
    imported: 'select count(*)::int as n from cos_ingredients',
  },
  {
    key: 'stscTable3',
    file: 'cn_stsc_2015_table3_restricted.csv',
    title: [
      '化妆品安全技术规范（2015年版）表3 化妆品限用组分',
      'Safety and Technical Standards for Cosmetics (2015), table 3 restricted substances',
    ],
    publisher: ['国家食品药品监督管理总局', 'CFDA'],
    origin: `${olaiya}: data/seed/restricted_ingredients.json`,
    licence: officialText,
    attribution: 'CFDA; extraction by go-bananas-wwj/olaiya_front',
    snapshot: '2026-08-15',
    usedBy: ['化妆品库：原料数据库的限用要求', 'Cosmetics library: restrictions in the ingredient database'],
    notes: [
      '2015年原版，其后国家药监局的修订未收录；脚注1混合了两条脚注。',
      'The 2015 original; later NMPA amendments are not held; footnote 1 mixes two footnotes.',
    ],
    imported: 'select count(*)::int as n from cos_restricted',
  },
  {
    key: 'shelves',
    file: 'library_shelves.csv',
    title: ['法规所在库（本站归类）', 'Which library shows each regulation (portal placement)'],
    publisher: ['本站编辑', 'Portal editors'],
    origin: ['本站编写', 'Written by the portal'],
    licence: ['本站自有', 'The portal’s own'],
    attribution: 'portal editors',
    snapshot: '2026-11-27',
    usedBy: [
      '化妆品库、饲料库、标准法规库的法律法规归类',
      'Placement of laws in the cosmetics, feed and standard libraries',
    ],
    notes: [
      '本站的编辑决定，不是来源文件的事实；未列出的法规在标准法规库。',
      'An editorial decision of the portal, not a fact of the source; regulations not listed are in the standard library.',
    ],
  },
];
