import {
  libraryBasePath,
  libraryKeys,
  libraryRight,
  moduleListPath,
  searchRight,
  type LibraryKey,
  type LibraryModuleRight,
  type MenuType,
  type PortalRight,
} from '@app/contract';

/** One stored menu rule of the demo tree; `url` is a route of the contract's table. */
export interface MenuSeed {
  id: number;
  ruleName: PortalRight;
  title: string;
  enTitle: string;
  menuType: MenuType;
  url: string;
  parentId: number;
  sort: number;
  icon: string;
}

/** Top-level ids of the libraries: the spec fixes 61 (cosmetics) and 76 (feed). */
const libraryMenuIds: Record<LibraryKey, number> = { biaofa: 1, rihua: 61, fodder: 76 };
// English top-level titles are kept short: all 16 entries share one 56 px bar (issue 15).
const libraryTitles: Record<LibraryKey, [string, string]> = {
  biaofa: ['标准法规', 'Standards'],
  rihua: ['日化法规', 'Cosmetics'],
  fodder: ['饲料法规', 'Feed'],
};

/**
 * Library children: [title, en, right, url builder, the one library having it]; coStandard and
 * statuteQA exist only in /system, the ingredient database only in /rihua.
 */
const libraryChildren: [
  string,
  string,
  LibraryModuleRight | 'lib' | 'search' | 'label_check',
  (l: LibraryKey) => string,
  LibraryKey?,
][] = [
  ['首页', 'Home', 'lib', (l) => `${libraryBasePath(l)}/index`],
  ['统一检索', 'Unified search', 'search', (l) => `${libraryBasePath(l)}/unifiedSearch`],
  ['法律法规', 'Laws and regulations', 'fagui', (l) => moduleListPath(l, 'fagui')],
  ['标准', 'Standards', 'biaozhun', (l) => moduleListPath(l, 'biaozhun')],
  ['征求意见稿', 'Draft regulations', 'draftregulation', (l) => moduleListPath(l, 'draft_regulation')],
  ['标准通报', 'Standard notifications', 'standardnotify', (l) => moduleListPath(l, 'standard_notify')],
  ['通知公告', 'Notices', 'notice', (l) => `${libraryBasePath(l)}/noticeList`],
  ['企业标准', 'Enterprise standards', 'company_reg', (l) => `${libraryBasePath(l)}/coStandard`, 'biaofa'],
  ['法规问答', 'Regulatory Q&A', 'question', (l) => `${libraryBasePath(l)}/statuteQA`, 'biaofa'],
  ['专题', 'Special topics', 'special', (l) => `${libraryBasePath(l)}/subject`],
  ['行业检索', 'Search by industry', 'attributes', (l) => `${libraryBasePath(l)}/industrySearch`],
  ['监管动态', 'Regulatory map', 'jgdt', (l) => `${libraryBasePath(l)}/map`],
  ['我的收藏', 'My favourites', 'collection', (l) => `${libraryBasePath(l)}/favorite`],
  ['化妆品原料数据库', 'Ingredients', 'lib', (l) => `${libraryBasePath(l)}/ingredientDb`, 'rihua'],
  // A right of its own: a member may check labels without every library module.
  ['标签预审', 'Label pre-check', 'label_check', (l) => `${libraryBasePath(l)}/labelCheck`, 'biaofa'],
];

const libraryMenus = (library: LibraryKey): MenuSeed[] => {
  const id = libraryMenuIds[library];
  const [title, enTitle] = libraryTitles[library];
  const top: MenuSeed = {
    id,
    ruleName: library,
    title,
    enTitle,
    menuType: 'menu',
    url: libraryBasePath(library),
    parentId: 0,
    sort: id,
    icon: 'book',
  };
  const children = libraryChildren
    .filter(([, , , , only]) => !only || library === only)
    .map(([t, en, right, url], i): MenuSeed => ({
      id: id + 1 + i,
      ruleName:
        right === 'lib'
          ? library
          : right === 'search'
            ? searchRight(library)
            : right === 'label_check'
              ? right
              : libraryRight(library, right),
      title: t,
      enTitle: en,
      menuType: 'menu',
      url: url(library),
      parentId: id,
      sort: i + 1,
      icon: '',
    }));
  return [top, ...children];
};

type Area = [
  id: number,
  title: string,
  en: string,
  rule: PortalRight,
  url: string,
  icon: string,
  children: [string, string, PortalRight, string][],
];

/** The other areas of spec 2.3, each with its pages: [title, en, rule, url]. */
const areas: Area[] = [
  [100, '产业链', 'Industry chain', 'chain', '/industrialChain', 'apartment', []],
  [
    110,
    '信息监测',
    'Monitoring',
    'report_new',
    '/infoMonitor',
    'radar-chart',
    [
      ['日报', 'Daily report', 'report_date', '/infoMonitor/dayReport'],
      ['周报', 'Weekly report', 'report_week', '/infoMonitor/weekReport'],
      ['月报', 'Monthly report', 'report_month', '/infoMonitor/monthReport'],
      ['月度上传报告', 'Monthly uploaded report', 'report_month_upload', '/infoMonitor/monthUploadReport'],
      ['简报', 'Newspaper', 'report_news_report', '/infoMonitor/newspaper'],
      ['舆情报告', 'Public-opinion report', 'report_new', '/infoMonitor/report'],
    ],
  ],
  [
    120,
    '抽检数据',
    'Sampling',
    'cj',
    '/sampleSystem',
    'experiment',
    [
      ['抽检可视化', 'Sampling overview', 'cj', '/sampleSystem/visualization'],
      ['抽检数据查询', 'Sampling data', 'cj', '/sampleSystem/dataQuery'],
      ['抽检统计', 'Sampling statistics', 'cj', '/sampleSystem/dataStatistics'],
      ['监测预警', 'Monitoring warnings', 'cj', '/sampleSystem/monitorWarning'],
    ],
  ],
  [
    130,
    '行政处罚',
    'Penalties',
    'sanction_index',
    '/penalty',
    'audit',
    [
      ['处罚可视化', 'Penalty overview', 'sanction_index', '/penalty/visualization'],
      ['行政处罚案例', 'Penalty cases', 'sanction_index', '/penalty/case'],
      ['处罚统计', 'Penalty statistics', 'sanction_index', '/penalty/statisticsCase'],
    ],
  ],
  [
    140,
    '裁判文书',
    'Judgments',
    'judge_datavi',
    '/judge',
    'bank',
    [
      ['裁判可视化', 'Judgment overview', 'judge_datavi', '/judge/visualization'],
      ['裁判文书', 'Court judgments', 'judge_datavi', '/judge/judgeList'],
      ['裁判统计', 'Judgment statistics', 'judge_datavi', '/judge/judgeStatistics'],
      ['典型案例分析', 'Classic case analysis', 'judge_datavi', '/judge/classicCaseAnalysis'],
    ],
  ],
  [
    150,
    '合规义务',
    'Obligations',
    'hgywy_hgywy',
    '/compliance',
    'safety-certificate',
    [
      ['合规义务核查', 'Obligation verification', 'hgywy_compliance', '/compliance/verification'],
      ['合规义务管理', 'Obligation management', 'hgywy_oblmanage', '/compliance/management'],
      ['我的合规义务', 'My obligations', 'hgywy_oblmymanage', '/compliance/mymanagement'],
      ['义务更新列表', 'Obligation updates', 'hgywy_hgywy', '/compliance/updateList'],
      ['合规文件', 'Compliance documents', 'hgywy_autofile', '/compliance/document'],
    ],
  ],
  [160, '产品指标', 'Indicators', 'product_list', '/indicators', 'bar-chart', []],
  [
    170,
    '危害物限量',
    'Hazard limits',
    'whwxl',
    '/hazardsLimits',
    'alert',
    [
      ['限量查询', 'Limit query', 'whwxl', '/hazardsLimits/indicatorQuery'],
      ['指标对比', 'Indicator comparison', 'whwxl', '/hazardsLimits/indicatorContrast'],
      ['基础物质库', 'Basic substances', 'whwxl', '/hazardsLimits/basicSubstance'],
      ['风险因子', 'Risk factors', 'whwxl', '/hazardsLimits/riskFactor'],
    ],
  ],
  [180, '国际预警', 'Global alerts', 'international', '/InternationalWarning', 'global', []],
  [190, '数字查询工具', 'Query tools', 'smalldb', '/database', 'database', []],
  [195, '参考信息', 'References', 'otnews', '/information', 'read', []],
];

const areaMenus = areas.flatMap(([id, title, enTitle, ruleName, url, icon, children]): MenuSeed[] => [
  { id, ruleName, title, enTitle, menuType: 'menu', url, parentId: 0, sort: id, icon },
  ...children.map(([t, en, rule, u], i): MenuSeed => ({
    id: id + 1 + i,
    ruleName: rule,
    title: t,
    enTitle: en,
    menuType: 'menu',
    url: u,
    parentId: id,
    sort: i + 1,
    icon: '',
  })),
]);

/** One entry of each outward type (spec 4.3): a plain link, and a login link that signs in by token. */
const outward: MenuSeed[] = [
  {
    id: 200,
    ruleName: 'zhuanan',
    title: '标准全文公开',
    enTitle: 'Open standards',
    menuType: 'link',
    url: 'https://openstd.samr.gov.cn/bzgk/gb/',
    parentId: 0,
    sort: 200,
    icon: 'link',
  },
  // The login link lands on the portal's own /login, which signs in with the appended token (SSO).
  {
    id: 210,
    ruleName: 'zhuanan',
    title: '单点登录',
    enTitle: 'SSO',
    menuType: 'login_link',
    url: '/login',
    parentId: 0,
    sort: 210,
    icon: 'login',
  },
];

export const demoMenus: MenuSeed[] = [...libraryKeys.flatMap(libraryMenus), ...areaMenus, ...outward];
