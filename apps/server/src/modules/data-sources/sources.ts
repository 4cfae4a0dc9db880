/**
 * The public sources the product ships in data/ (origin, licence and quality notes as
 * data/README.txt states them), and how to count what each gave the database. A file another
 * area imports names no count here (`imported` absent) until that area adds it.
 */
/** [中文, English]. */
type Text = readonly [string, string];
/** A note that is the same in both languages (a URL, a licence's own name) or [中文, English]. */
type Note = string | Text;

export interface SourceDef {
  key: string;
  file: string;
  title: Text;
  publisher: Text;
  origin: Note;
  licence: Note;
  attribution: string;
  snapshot: Note;
  usedBy: Text;
  notes: Text;
  /** SQL counting the rows this source gave the database. */
  imported?: string;
}

import { librarySources } from './sources-libraries.js';

const foodreg = 'github zzbangwei/foodreg-base @ 9169b509 (2026-08-06)';

export const sources: SourceDef[] = [
  {
    key: 'standards',
    file: 'cn_food_safety_standards.csv',
    title: [
      '食品安全国家标准目录（含已废止/被替代清单）',
      'National food-safety standards catalogue (with the withdrawn/replaced list)',
    ],
    publisher: ['国家食品安全风险评估中心（CFSA）', 'China National Center for Food Safety Risk Assessment (CFSA)'],
    origin: [
      `${foodreg}: wiki/tables/gb-master-catalog.md 与各标准页`,
      `${foodreg}: wiki/tables/gb-master-catalog.md and the standard pages`,
    ],
    licence: 'CC BY-SA 4.0',
    attribution: 'zzbangwei/foodreg-base, CC BY-SA 4.0',
    snapshot: [
      '截至2025年9月（目录）；仓库快照 2026-08-06',
      'Up to Sept. 2025 (catalogue); repository snapshot 2026-08-06',
    ],
    usedBy: [
      '标准法规库：标准（编号、名称、状态、日期、代替关系）',
      'Standard library: standards (number, title, status, dates, replacements)',
    ],
    notes: [
      '70 条标准号因PDF换行丢失而未导入；日期与代替关系不完整；“即将实施”以来源日期为准，本站按实施日每日更新。',
      '70 rows lost their number to PDF line-wrapping and are not imported; dates and replacements are partial; statuses are as of the source date and updated daily here by implementation day.',
    ],
    imported:
      "select count(*)::int as n from lib_documents where source_key like 'std:%' or source_key like 'std-title:%'",
  },
  {
    key: 'productTexts',
    file: 'cn_food_product_standards_fulltext.jsonl',
    title: ['GB 产品标准全文', 'Full texts of GB product standards'],
    publisher: ['国家卫生健康委员会、国家市场监督管理总局等（标准发布机构）', 'NHC, SAMR and the other issuing bodies'],
    origin: `${foodreg}: wiki/entities/food-product-standards/*.md`,
    licence: 'CC BY-SA 4.0',
    attribution: 'zzbangwei/foodreg-base, CC BY-SA 4.0',
    snapshot: '2026-08-06',
    usedBy: ['标准详情正文、全文检索、版本对比', 'Standard detail text, full-text search, version comparison'],
    notes: [
      'PDF/OCR 提取文本，表格被拉平；无法阅读的文本（字体编码、乱码、其他文件的内容）已排除，不建立索引。',
      "PDF/OCR text with flattened tables; unreadable texts (font codes, garbled characters, another document's text) are left out and not indexed.",
    ],
    imported: "select count(*)::int as n from lib_documents where source_key like 'std:%' and length(body) > 300",
  },
  {
    key: 'laws',
    file: 'cn_food_laws_lawrefbook.jsonl',
    title: [
      '食品相关法律、法规、规章与司法解释全文',
      'Food-related laws, regulations, rules and judicial interpretations (full text)',
    ],
    publisher: [
      '全国人大常委会、国务院、国家市场监督管理总局、最高人民法院等',
      "NPC Standing Committee, State Council, SAMR, Supreme People's Court and others",
    ],
    origin: 'github LawRefBook/Laws @ 2f4c5c23 (2025-04-19)',
    licence: [
      '法律法规文本不受著作权法保护（著作权法第五条）',
      'Laws and regulations are not protected by copyright (Copyright Law, Art. 5)',
    ],
    attribution: 'LawRefBook/Laws',
    snapshot: '2025-04-19',
    usedBy: [
      '标准法规库：法律法规；法规问答引用的条文',
      'Standard library: laws and regulations; the articles the Q&A quote',
    ],
    notes: ['地方性法规无日期。', 'Local regulations have no dates.'],
    imported: "select count(*)::int as n from lib_documents where source_key like 'law:%'",
  },
  {
    key: 'gb2760',
    file: 'gb2760_2024_additive_uses.csv',
    title: [
      'GB 2760-2024 食品添加剂使用范围和最大使用量',
      'GB 2760-2024 permitted food additive uses and maximum levels',
    ],
    publisher: ['国家卫生健康委员会、国家市场监督管理总局', 'NHC and SAMR'],
    origin: [
      `${foodreg}: wiki/entities/additives/*.md（来自 gb2760.cfsa.net.cn）`,
      `${foodreg}: wiki/entities/additives/*.md (from gb2760.cfsa.net.cn)`,
    ],
    licence: 'CC BY-SA 4.0',
    attribution: 'zzbangwei/foodreg-base, CC BY-SA 4.0',
    snapshot: '2026-08-06',
    usedBy: ['食品安全数据库（添加剂）、食品分类', 'Food safety database (additives), food categories'],
    notes: [
      '附录A.1 的部分子集；PDF 提取造成的错行已修复或剔除（见导入报告）。',
      'A partial subset of Table A.1; rows broken by PDF extraction are repaired or rejected (see the import report).',
    ],
    imported: "select count(*)::int as n from lib_safe_items where kind = 'additive'",
  },
  {
    key: 'gb9685',
    file: 'gb9685_2016_fcm_additives.csv',
    title: ['GB 9685-2016 食品接触材料及制品用添加剂名单', 'GB 9685-2016 food-contact material additives list'],
    publisher: ['国家卫生和计划生育委员会', 'National Health and Family Planning Commission'],
    origin: `${foodreg}: data/gb9685_master.json, gb9685_usage.json`,
    licence: 'CC BY-SA 4.0',
    attribution: 'zzbangwei/foodreg-base, CC BY-SA 4.0',
    snapshot: '2026-08-06',
    usedBy: ['食品安全数据库（食品接触材料添加剂）', 'Food safety database (food-contact additives)'],
    notes: ['', ''],
    imported: "select count(*)::int as n from lib_safe_items where kind = 'contact'",
  },
  {
    key: 'rasff',
    file: 'eu_rasff_notifications_2024-01_2025-08.csv',
    title: ['欧盟食品和饲料快速预警系统（RASFF）通报', 'EU Rapid Alert System for Food and Feed (RASFF) notifications'],
    publisher: ['欧盟委员会', 'European Commission'],
    origin: [
      'github M00N69/RASFFDB @ feae11b9 (2025-08-20)，来自 RASFF 每周导出',
      'github M00N69/RASFFDB @ feae11b9 (2025-08-20), from the weekly RASFF exports',
    ],
    licence: [
      'Commission Decision 2011/833/EU（注明出处即可再利用）',
      'Commission Decision 2011/833/EU (reuse with attribution)',
    ],
    attribution: 'European Commission, RASFF',
    snapshot: '2024-01-02 – 2025-08-08',
    usedBy: ['国际预警', 'International warnings'],
    notes: [
      '27 行与已读通报编号重复（同一通报导出两次），按编号合并。中文显示经本站词典翻译，详情页保留英文原文。',
      "27 lines repeat a reference already read (the same notification exported twice) and are merged. Chinese pages show the vocabularies through this site's dictionaries; the detail keeps the English.",
    ],
    imported: "select count(*)::int as n from intl_warnings where source = 'EU RASFF' and not demo",
  },
  {
    key: 'map',
    file: 'china_provinces.geojson',
    title: ['中国省级行政区划地图', 'Province-level map of China'],
    publisher: ['antvis/china-geojson', 'antvis/china-geojson'],
    origin: 'npm china-geojson@1.0.0',
    licence: 'MIT',
    attribution: 'antvis/china-geojson (MIT)',
    snapshot: '1.0.0',
    usedBy: ['地方法规地图、统计地图', 'Regional regulation map, statistics maps'],
    notes: [
      '仅供演示；公开展示的地图通常需要审图号。',
      'Demo use only: a map shown publicly in China normally needs an approved base map (a map approval number).',
    ],
  },
  ...(
    [
      [
        'limitsContaminants',
        'cn_gb2762_2022_contaminant_limits.csv',
        ['GB 2762-2022 食品中污染物限量', 'GB 2762-2022 contaminant limits'],
      ],
      [
        'limitsMycotoxins',
        'cn_gb2761_2017_mycotoxin_limits.csv',
        ['GB 2761-2017 食品中真菌毒素限量', 'GB 2761-2017 mycotoxin limits'],
      ],
      [
        'vetDrugs',
        'cn_gb31650_vet_drug_mrls.csv',
        ['GB 31650-2019 / GB 31650.1-2022 兽药最大残留限量', 'GB 31650-2019 / GB 31650.1-2022 veterinary drug MRLs'],
      ],
    ] as const
  ).map(([key, file, title]): SourceDef => ({
    key,
    file,
    title,
    publisher: ['国家卫生健康委员会、国家市场监督管理总局等', 'NHC, SAMR and others'] as const,
    origin: foodreg,
    licence: 'CC BY-SA 4.0',
    attribution: 'zzbangwei/foodreg-base, CC BY-SA 4.0',
    snapshot: ['2026-11-23（整理）', '2026-11-23 (compiled)'] as const,
    usedBy: ['限量数据（限量模块）', 'Limits (the limits module)'] as const,
    notes: ['详见 data/README.txt。', 'See data/README.txt.'] as const,
  })),
  {
    key: 'euLimits',
    file: 'eu_2023_915_contaminant_limits.csv',
    title: [
      '欧盟法规 (EU) 2023/915 附件一 污染物最高限量',
      'EU Regulation 2023/915 Annex I contaminant maximum levels',
    ],
    publisher: ['欧盟', 'European Union'],
    origin: 'EUR-Lex',
    licence: 'EU legal text, reuse with attribution',
    attribution: 'European Union, EUR-Lex',
    snapshot: ['2026-11-23（整理）', '2026-11-23 (compiled)'],
    usedBy: ['限量数据（限量模块）', 'Limits (the limits module)'],
    notes: ['产品名称为法文。', 'Product names are in French.'],
  },
  {
    key: 'twMrl',
    file: 'tw_tfda_pesticide_mrl.csv',
    title: ['中国台湾地区农药残留容许量标准', "Pesticide MRLs of China's Taiwan region (TFDA)"],
    publisher: ['中国台湾地区食品药物管理署（TFDA）', "TFDA (China's Taiwan region)"],
    origin: ['data.gov.tw dataset 8944（快照 2026-07-19）', 'data.gov.tw dataset 8944 (snapshot 2026-07-19)'],
    licence: 'Open Government Data License v1.0',
    attribution: 'TFDA',
    snapshot: '2026-07-19',
    usedBy: ['限量数据（限量模块）', 'Limits (the limits module)'],
    notes: ['繁体中文名称。', 'Names in traditional Chinese.'],
  },
  {
    key: 'efsa',
    file: 'efsa_openfoodtox_reference_values.csv',
    title: [
      'EFSA OpenFoodTox 健康指导值（ADI、ARfD、TDI…）',
      'EFSA OpenFoodTox health-based reference values (ADI, ARfD, TDI …)',
    ],
    publisher: ['欧洲食品安全局（EFSA）', 'European Food Safety Authority'],
    origin: 'EFSA OpenFoodTox (Zenodo)',
    licence: 'CC BY 4.0',
    attribution: 'EFSA OpenFoodTox (2022)',
    snapshot: '2022',
    usedBy: ['限量数据（限量模块）', 'Limits (the limits module)'],
    notes: ['仅英文名称；2022 年之后的意见未收录。', 'English names only; opinions after 2022 are missing.'],
  },
  ...librarySources,
];

/** Modules whose records are generated demonstration data (no public source exists). */
export const demoModules: Text[] = [
  ['食品抽检', 'Sampling inspections'],
  ['行政处罚', 'Administrative penalties'],
  ['裁判文书', 'Court judgments'],
];

/** A note in the reader's language. */
export const noteIn = (note: Note, lang: 'zh-cn' | 'en') =>
  typeof note === 'string' ? note : note[lang === 'en' ? 1 : 0];
