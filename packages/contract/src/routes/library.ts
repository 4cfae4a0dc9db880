import { libraries, libraryRight, type LibraryKey, type LibraryModuleRight } from '../constants.js';
import { docModules, listedDocModules, type DocModuleTable } from '../doc-modules.js';
import { route } from './route.js';

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

/** A library's routes; the list and detail pages of its document kinds come from `modules`. */
export const libraryRoutes = (library: LibraryKey, modules: DocModuleTable = docModules) => {
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
      permissions: right('jgdt'),
      page: 'library/map',
      ...common,
    }),
    route({
      path: `${base}/map/detail`,
      title: '地区详情',
      en: 'Region detail',
      permissions: right('jgdt'),
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
    // Module list/content routes per library: /{segment}/home/{library}.{module}/lists|content.
    ...listedDocModules(modules).flatMap((m) => [
      route({
        path: moduleListPath(library, m.module),
        title: m.zh,
        en: m.en,
        permissions: right(m.right),
        page: 'library/moduleList',
        needsIsOpen: true,
        ...common,
      }),
      route({
        path: moduleContentPath(library, m.module),
        title: `${m.zh}详情`,
        en: `${m.en}: detail`,
        permissions: right(m.right),
        page: 'library/content',
        activePath: moduleListPath(library, m.module),
        ...common,
      }),
    ]),
    // The cosmetics ingredient database belongs to the cosmetics library alone.
    ...(library === 'rihua'
      ? [
          route({
            path: `${base}/ingredientDb`,
            title: '化妆品原料数据库',
            en: 'Cosmetic ingredient database',
            permissions: lib,
            page: 'cosmetics/ingredients',
            needsIsOpen: true,
            ...common,
          }),
        ]
      : []),
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
    route({
      path: `${base}/labelCheck`,
      title: '标签预审',
      en: 'Label pre-check',
      permissions: 'label_check',
      page: 'labels/check',
      needsIsOpen: true,
      ...common,
    }),
  ];
};
