import {
  libraries,
  libraryKeys,
  libraryRight,
  type LibraryKey,
  type LibraryModuleRight,
  type PortalRight,
} from './constants.js';

/**
 * Every portal route of spec section 2, declared once with the spec's metadata. The web
 * router, the route guard, the menu highlight, the page title and the favourites badge all
 * read this table; the server checks at start-up that every stored menu url resolves here.
 */
export interface RouteMeta<Page extends string = PageKey> {
  path: string;
  /** Chinese title; `en` is the English one. */
  title: string;
  en: string;
  /** Key of the title in the language pack. */
  langField: string;
  /** Rule name the member must hold; '*' = any logged-in member. */
  permissions: PortalRight | '*';
  /** Holding the parent permission also allows the route. */
  parentPer?: PortalRight;
  /** The favourites entry and badge show on this route. */
  hascollect?: boolean;
  /** Menu entry to highlight while on this route. */
  activePath?: string;
  /** Not checked by the guard (spec 6). */
  unchecked?: boolean;
  /** Reachable without logging in. */
  anonymous?: boolean;
  /** Rendered inside the portal shell (header, menu bar, footer). */
  shell: boolean;
  /**
   * Which page component renders it: the web's page registry must map every key (see
   * `PageKey`), so a route without a page fails the type check.
   */
  page: Page;
  library?: LibraryKey;
  /** The spec 2.2 redirect that adds isOpen=true when missing. */
  needsIsOpen?: boolean;
  /** Area default: visiting the area root redirects here. */
  redirectFrom?: string;
}

type Def<P extends string> = Omit<RouteMeta<P>, 'langField' | 'shell'> & { langField?: string; shell?: boolean };
/** One route; its `page` key keeps its literal type, so `PageKey` lists every page. */
const route = <const P extends string>(d: Def<P>): RouteMeta<P> => ({
  shell: true,
  langField: d.langField ?? `route.${d.path.replace(/^\//, '').replace(/[/.]/g, '_')}`,
  ...d,
});

/** Spec 2.1: outside the shell. */
const outside = [
  route({
    path: '/login',
    title: '登录',
    en: 'Login',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'login',
  }),
  route({
    path: '/updatePassword',
    title: '修改密码',
    en: 'Change password',
    permissions: '*',
    unchecked: true,
    shell: false,
    page: 'updatePassword',
  }),
  route({
    path: '/forgotPassword',
    title: '忘记密码',
    en: 'Forgot password',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'forgotPassword',
  }),
  route({
    path: '/home',
    title: '首页',
    en: 'Home',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'landing',
  }),
  route({
    path: '/demo',
    title: '演示',
    en: 'Demo',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'demo',
  }),
  route({
    path: '/noPermissions',
    title: '无权限',
    en: 'No permission',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'noPermissions',
  }),
  route({
    path: '/showFile',
    title: '文件查看',
    en: 'Document viewer',
    permissions: '*',
    shell: false,
    page: 'showFile',
  }),
  route({
    path: '/infoMonitor/report/detail',
    title: '报告详情',
    en: 'Report detail',
    permissions: '*',
    shell: false,
    page: 'infoMonitor/reportDetail',
  }),
  route({
    path: '/guide',
    title: '操作手册',
    en: 'Operation manual',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'guide',
  }),
  route({ path: '/message', title: '消息', en: 'Messages', permissions: '*', shell: false, page: 'message' }),
  route({
    path: '/message/detail',
    title: '消息详情',
    en: 'Message detail',
    permissions: '*',
    shell: false,
    page: 'message/detail',
  }),
  route({
    path: '/ad',
    title: '推广',
    en: 'Promotion',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'ad',
  }),
  route({
    path: '/dataSources',
    title: '数据来源',
    en: 'Data sources',
    permissions: '*',
    unchecked: true,
    anonymous: true,
    shell: false,
    page: 'dataSources',
  }),
];

/** The in-product AI assistant (issue 14), inside the shell. */
const assistantRoutes = [
  route({
    path: '/assistant',
    title: '法规智能助手',
    en: 'Regulatory assistant',
    permissions: 'comply_ai',
    page: 'assistant',
  }),
];

/** Module list/content routes per library: /{segment}/home/{library}.{module}/lists|content. */
const libraryModules: { module: string; right: LibraryModuleRight; title: string; en: string }[] = [
  { module: 'fagui', right: 'fagui', title: '法律法规', en: 'Laws and regulations' },
  { module: 'biaozhun', right: 'biaozhun', title: '标准', en: 'Standards' },
  { module: 'draft_regulation', right: 'draftregulation', title: '征求意见稿', en: 'Draft regulations' },
  { module: 'standard_notify', right: 'standardnotify', title: '标准通报', en: 'Standard notifications' },
];

const stateLists = [
  { key: 'weekBF', title: '本周发布', en: 'Published this week' },
  { key: 'weekUpdate', title: '本周更新', en: 'Updated this week' },
  { key: 'todayUpdate', title: '今日更新', en: 'Updated today' },
  { key: 'monthAbolish', title: '本月废止', en: 'Abolished this month' },
  { key: 'monthImplemented', title: '本月实施', en: 'Implemented this month' },
];

export const libraryBasePath = (library: LibraryKey) => `/${libraries[library].segment}`;
export const moduleListPath = (library: LibraryKey, module: string) =>
  `${libraryBasePath(library)}/home/${library}.${module}/lists`;
export const moduleContentPath = (library: LibraryKey, module: string) =>
  `${libraryBasePath(library)}/home/${library}.${module}/content`;

const libraryRoutes = (library: LibraryKey) => {
  const base = libraryBasePath(library);
  const lib = libraries[library].key;
  const right = (r: LibraryModuleRight) => libraryRight(library, r);
  const common = { library, hascollect: true };
  const list = [
    route({
      path: `${base}/index`,
      title: '首页',
      en: 'Library home',
      permissions: lib,
      page: 'library/index',
      redirectFrom: base,
      ...common,
    }),
    route({
      path: `${base}/unifiedSearch`,
      title: '统一检索',
      en: 'Unified search',
      permissions: lib,
      page: 'library/unifiedSearch',
      needsIsOpen: true,
      ...common,
    }),
    ...stateLists.map((s) =>
      route({
        path: `${base}/stateList/${s.key}`,
        title: s.title,
        en: s.en,
        permissions: lib,
        page: 'library/stateList',
        needsIsOpen: true,
        activePath: `${base}/index`,
        ...common,
      }),
    ),
    route({
      path: `${base}/noticeList`,
      title: '通知公告',
      en: 'Notices',
      permissions: right('notice'),
      page: 'library/noticeList',
      ...common,
    }),
    route({
      path: `${base}/subject`,
      title: '专题',
      en: 'Special topics',
      permissions: right('special'),
      page: 'library/subject',
      ...common,
    }),
    route({
      path: `${base}/subject/detail`,
      title: '专题详情',
      en: 'Topic detail',
      permissions: right('special'),
      page: 'library/subjectDetail',
      needsIsOpen: true,
      activePath: `${base}/subject`,
      ...common,
    }),
    route({
      path: `${base}/industrySearch`,
      title: '行业检索',
      en: 'Search by industry',
      permissions: right('attributes'),
      page: 'library/industrySearch',
      ...common,
    }),
    route({
      path: `${base}/map`,
      title: '地方法规地图',
      en: 'Regional map',
      permissions: lib,
      page: 'library/map',
      ...common,
    }),
    route({
      path: `${base}/map/detail`,
      title: '地区详情',
      en: 'Region detail',
      permissions: lib,
      page: 'library/mapDetail',
      activePath: `${base}/map`,
      ...common,
    }),
    route({
      path: `${base}/favorite`,
      title: '我的收藏',
      en: 'My favourites',
      permissions: right('collection'),
      page: 'library/favorite',
      ...common,
    }),
    ...libraryModules.flatMap((m) => [
      route({
        path: moduleListPath(library, m.module),
        title: m.title,
        en: m.en,
        permissions: right(m.right),
        page: 'library/moduleList',
        needsIsOpen: true,
        ...common,
      }),
      route({
        path: moduleContentPath(library, m.module),
        title: `${m.title}详情`,
        en: `${m.en}: detail`,
        permissions: right(m.right),
        page: 'library/content',
        activePath: moduleListPath(library, m.module),
        ...common,
      }),
    ]),
  ];
  if (library !== 'biaofa') return list;
  return [
    ...list,
    route({
      path: `${base}/coStandard`,
      title: '企业标准',
      en: 'Enterprise standards',
      permissions: right('company_reg'),
      page: 'library/coStandard',
      needsIsOpen: true,
      ...common,
    }),
    route({
      path: `${base}/coStandard/detail`,
      title: '企业标准详情',
      en: 'Enterprise standard detail',
      permissions: right('company_reg'),
      page: 'library/content',
      activePath: `${base}/coStandard`,
      ...common,
    }),
    route({
      path: `${base}/statuteQA`,
      title: '法规问答',
      en: 'Regulatory Q&A',
      permissions: right('question'),
      page: 'library/statuteQA',
      needsIsOpen: true,
      ...common,
    }),
    route({
      path: `${base}/statuteQA/detail`,
      title: '问答详情',
      en: 'Q&A detail',
      permissions: right('question'),
      page: 'library/statuteQADetail',
      activePath: `${base}/statuteQA`,
      ...common,
    }),
    route({
      path: `${base}/safeDb`,
      title: '食品安全数据库',
      en: 'Food safety database',
      permissions: lib,
      page: 'library/safeDb',
      needsIsOpen: true,
      ...common,
    }),
    route({
      path: `${base}/foodDb`,
      title: '食品分类数据库',
      en: 'Food category database',
      permissions: lib,
      page: 'library/foodDb',
      ...common,
    }),
  ];
};

type AreaPage<S extends string> = readonly [sub: S, title: string, en: string, permissions?: PortalRight];
/** The page key of an area page: the prefix without its slash, then the sub path. */
type AreaPageKey<Prefix extends string, S extends string> = Prefix extends `/${infer P}` ? `${P}/${S}` : never;
/** An area of spec 2.3: pages under one prefix, its default page first. */
const area = <const Prefix extends `/${string}`, const S extends string>(
  prefix: Prefix,
  permissions: PortalRight,
  pages: readonly AreaPage<S>[],
  defaultSub?: NoInfer<S>,
) =>
  pages.map(([sub, title, en, own]) =>
    route({
      path: `${prefix}/${sub}`,
      title,
      en,
      permissions: own ?? permissions,
      parentPer: own ? permissions : undefined,
      page: `${prefix.slice(1)}/${sub}` as AreaPageKey<Prefix, S>,
      redirectFrom: sub === defaultSub ? prefix : undefined,
      activePath: sub.includes('/') ? `${prefix}/${sub.split('/')[0]}` : undefined,
    }),
  );

const otherAreas = [
  route({
    path: '/industrialChain',
    title: '产业链',
    en: 'Industrial chain',
    permissions: 'chain',
    page: 'industrialChain/index',
  }),
  route({
    path: '/industrialChain/detailList',
    title: '产业链详情',
    en: 'Industrial chain detail',
    permissions: 'chain',
    page: 'industrialChain/detailList',
    activePath: '/industrialChain',
  }),
  ...area(
    '/infoMonitor',
    'report_new',
    [
      ['dayReport', '日报', 'Daily report', 'report_date'],
      ['weekReport', '周报', 'Weekly report', 'report_week'],
      ['monthReport', '月报', 'Monthly report', 'report_month'],
      ['monthUploadReport', '月度上传报告', 'Monthly uploaded report', 'report_month_upload'],
      ['detail', '监测详情', 'Monitoring detail'],
      ['report', '舆情报告', 'Public-opinion report'],
      ['newspaper', '简报', 'Newspaper', 'report_news_report'],
      ['newspaper/list', '简报列表', 'Newspaper list', 'report_news_report'],
      ['newspaper/detail', '简报详情', 'Newspaper detail', 'report_news_report'],
    ],
    'weekReport',
  ),
  ...area(
    '/sampleSystem',
    'cj',
    [
      ['visualization', '抽检可视化', 'Sampling overview'],
      ['dataQuery', '抽检数据查询', 'Sampling data'],
      ['dataQuery/detail', '抽检详情', 'Sampling record'],
      ['dataQuery/detailMore', '相关抽检', 'Related records'],
      ['dataStatistics', '抽检统计', 'Sampling statistics'],
      ['monitorWarning', '监测预警', 'Monitoring warnings'],
      ['Reporting', '抽检报告', 'Sampling report'],
    ],
    'dataQuery',
  ),
  ...area(
    '/penalty',
    'sanction_index',
    [
      ['visualization', '处罚可视化', 'Penalty overview'],
      ['case', '行政处罚案例', 'Penalty cases'],
      ['caseDetail', '处罚详情', 'Penalty detail'],
      ['statisticsCase', '处罚统计', 'Penalty statistics'],
    ],
    'case',
  ),
  ...area(
    '/judge',
    'judge_datavi',
    [
      ['visualization', '裁判可视化', 'Judgment overview'],
      ['judgeList', '裁判文书', 'Court judgments'],
      ['judgeList/detail', '裁判详情', 'Judgment detail'],
      ['judgeStatistics', '裁判统计', 'Judgment statistics'],
      ['classicCaseAnalysis', '典型案例分析', 'Classic case analysis'],
      ['classicCaseAnalysis/detail', '案例分析详情', 'Case analysis detail'],
    ],
    'judgeList',
  ),
  ...area(
    '/compliance',
    'hgywy_hgywy',
    [
      ['verification', '合规义务核查', 'Obligation verification', 'hgywy_compliance'],
      ['verification/detail', '核查详情', 'Verification detail', 'hgywy_compliance'],
      ['management', '合规义务管理', 'Obligation management', 'hgywy_oblmanage'],
      ['management/add', '新增合规义务', 'Add obligation', 'hgywy_oblmanage'],
      ['updateList', '义务更新列表', 'Obligation updates'],
      ['update', '义务更新', 'Obligation update'],
      ['associationList', '关联列表', 'Associations'],
      ['mymanagement', '我的合规义务', 'My obligations', 'hgywy_oblmymanage'],
      ['mymanagement/associationList', '我的关联列表', 'My associations', 'hgywy_oblmymanage'],
      ['document', '合规文件', 'Compliance documents', 'hgywy_autofile'],
    ],
    'verification',
  ),
  ...area(
    '/indicators',
    'product_list',
    [
      ['select', '指标选择', 'Choose indicators'],
      ['detail', '指标详情', 'Indicator detail'],
      ['result', '指标结果', 'Indicator results'],
      ['one', '单项对比', 'Single comparison'],
      ['all', '全部对比', 'Full comparison'],
    ],
    'select',
  ),
  route({ path: '/task', title: '任务', en: 'Tasks', permissions: '*', page: 'task/index' }),
  route({
    path: '/task/detail',
    title: '任务详情',
    en: 'Task detail',
    permissions: '*',
    page: 'task/detail',
    activePath: '/task',
  }),
  route({
    path: '/database',
    title: '数字查询工具',
    en: 'Digital query tools',
    permissions: 'smalldb',
    page: 'database/index',
  }),
  route({
    path: '/information',
    title: '参考信息',
    en: 'Reference information',
    permissions: 'otnews',
    page: 'information/index',
  }),
  route({
    path: '/information/detail',
    title: '信息详情',
    en: 'Information detail',
    permissions: 'otnews',
    page: 'information/detail',
    activePath: '/information',
  }),
  ...area(
    '/hazardsLimits',
    'whwxl',
    [
      ['indicatorQuery', '限量查询', 'Limit query'],
      ['notices', '限量公告', 'Limit notices'],
      ['queryLists', '查询列表', 'Query lists'],
      ['detail', '限量详情', 'Limit detail'],
      ['indicatorContrast', '指标对比', 'Indicator comparison'],
      ['compareResult', '对比结果', 'Comparison result'],
      ['analysis', '限量分析', 'Limit analysis'],
      ['analysisReport', '分析报告', 'Analysis report'],
      ['basicSubstance', '基础物质库', 'Basic substances'],
      ['basicSubstance/list', '基础物质列表', 'Basic substance list'],
      ['basicSubstance/detail', '基础物质详情', 'Basic substance detail'],
      ['riskFactor', '风险因子', 'Risk factors'],
      ['searchResult', '检索结果', 'Search results'],
      ['searchResult/detail', '检索结果详情', 'Search result detail'],
      ['detailTree', '分类树', 'Category tree'],
      ['foodDetail', '食品原料详情', 'Food ingredient detail'],
      ['list', '限量列表', 'Limit list'],
    ],
    'indicatorQuery',
  ),
  ...area(
    '/InternationalWarning',
    'international',
    [
      ['index', '国际预警', 'International warnings'],
      ['detail', '预警详情', 'Warning detail'],
      ['analyze', '预警分析', 'Warning analysis'],
    ],
    'index',
  ),
];

const routeTable = [...outside, ...libraryKeys.flatMap(libraryRoutes), ...otherAreas, ...assistantRoutes];

/**
 * Every `page` key of the route table, inferred from it. The web's page registry is typed
 * `Record<PageKey, …>`, so a new route without a page (or a "planned" entry) fails `tsc`.
 */
export type PageKey = (typeof routeTable)[number]['page'];
// A route list annotated `RouteMeta[]` would widen the keys to string and switch that check off.
const pageKeysAreLiteral: string extends PageKey ? never : true = true;
void pageKeysAreLiteral;

export const portalRoutes: RouteMeta[] = routeTable;

const byPath = new Map(portalRoutes.map((r) => [r.path.toLowerCase(), r]));

/** Strips a trailing `.html` and the query, the way the router matches (spec 2.4). */
export const normalizeRoutePath = (url: string) =>
  (url.split(/[?#]/)[0] ?? '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';

export const findRoute = (url: string): RouteMeta | undefined => {
  const path = normalizeRoutePath(url).toLowerCase();
  return byPath.get(path) ?? portalRoutes.find((r) => r.redirectFrom?.toLowerCase() === path);
};

/** Spec 6: the route rule. `rights` are the member's rule names. */
export const routeAllowed = (meta: RouteMeta, rights: ReadonlySet<string>, isSuper: boolean) =>
  meta.unchecked ||
  meta.anonymous ||
  isSuper ||
  meta.permissions === '*' ||
  rights.has(meta.permissions) ||
  (meta.parentPer !== undefined && rights.has(meta.parentPer));
