import { libraries, libraryKeys, searchRight, type LibraryKey, type MenuType, type PortalRight } from '../constants.js';
import { docModules, listedDocModules, type DocModuleTable } from '../doc-modules.js';
import type { RouteMeta } from './route.js';
import { libraryBasePath, libraryRoutes, moduleListPath } from './library.js';
import { assistantRoutes, otherAreas } from './areas.js';

/** One row of the portal's menu tree as stored (`menu_rules`); `url` is a route of the table. */
export interface PortalMenuRow {
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

type Label = readonly [zh: string, en: string];

/**
 * A menu entry names a route; its title and rule are the route's. `label` is for the few entries
 * whose menu text is shorter than the page title (the English menu bar is narrow); `rule` for an
 * entry shown to fewer members than may open its page.
 */
interface Entry {
  path: string;
  label?: Label;
  rule?: PortalRight;
}

// English top-level titles are kept short: all top-level entries share one 56 px bar.
const libraryTitles: Record<LibraryKey, Label> = {
  biaofa: ['标准法规', 'Standards'],
  rihua: ['日化法规', 'Cosmetics'],
  fodder: ['饲料法规', 'Feed'],
};

/**
 * A library's menu in order; an entry whose page the library lacks (the enterprise standards and
 * Q&A outside /system, the ingredient database outside /rihua) is left out.
 */
const libraryEntries = (library: LibraryKey, modules: DocModuleTable): Entry[] => {
  const base = libraryBasePath(library);
  return [
    { path: `${base}/index`, label: ['首页', 'Home'] },
    // The search page opens for every library member and tells one without the search right
    // 没有查询权限; the menu offers it only to members who may search.
    { path: `${base}/unifiedSearch`, rule: searchRight(library) },
    ...listedDocModules(modules).map((m) => ({ path: moduleListPath(library, m.module) })),
    { path: `${base}/noticeList` },
    { path: `${base}/coStandard` },
    { path: `${base}/statuteQA` },
    { path: `${base}/subject` },
    { path: `${base}/industrySearch` },
    { path: `${base}/map`, label: ['监管动态', 'Regulatory map'] },
    { path: `${base}/favorite` },
    { path: `${base}/ingredientDb`, label: ['化妆品原料数据库', 'Ingredients'] },
    // A right of its own: a member may check labels without every library module.
    { path: `${base}/labelCheck` },
  ];
};

interface AreaMenu {
  id: number;
  /** The area's root: a route, or the address that redirects to the area's default page. */
  path: string;
  label: Label;
  icon: string;
  /** Sub paths of the area's pages shown under it. */
  pages: string[];
}

/** The other areas of the portal, each with the pages its menu lists. */
const areas: AreaMenu[] = [
  { id: 100, path: '/industrialChain', label: ['产业链', 'Industry chain'], icon: 'apartment', pages: [] },
  {
    id: 110,
    path: '/infoMonitor',
    label: ['信息监测', 'Monitoring'],
    icon: 'radar-chart',
    pages: ['dayReport', 'weekReport', 'monthReport', 'monthUploadReport', 'newspaper', 'report'],
  },
  {
    id: 120,
    path: '/sampleSystem',
    label: ['抽检数据', 'Sampling'],
    icon: 'experiment',
    pages: ['visualization', 'dataQuery', 'dataStatistics', 'monitorWarning'],
  },
  {
    id: 130,
    path: '/penalty',
    label: ['行政处罚', 'Penalties'],
    icon: 'audit',
    pages: ['visualization', 'case', 'statisticsCase'],
  },
  {
    id: 140,
    path: '/judge',
    label: ['裁判文书', 'Judgments'],
    icon: 'bank',
    pages: ['visualization', 'judgeList', 'judgeStatistics', 'classicCaseAnalysis'],
  },
  {
    id: 150,
    path: '/compliance',
    label: ['合规义务', 'Obligations'],
    icon: 'safety-certificate',
    pages: ['verification', 'management', 'mymanagement', 'updateList', 'document'],
  },
  { id: 160, path: '/indicators', label: ['产品指标', 'Indicators'], icon: 'bar-chart', pages: [] },
  {
    id: 170,
    path: '/hazardsLimits',
    label: ['危害物限量', 'Hazard limits'],
    icon: 'alert',
    pages: ['indicatorQuery', 'indicatorContrast', 'basicSubstance', 'riskFactor'],
  },
  { id: 180, path: '/InternationalWarning', label: ['国际预警', 'Global alerts'], icon: 'global', pages: [] },
  { id: 190, path: '/database', label: ['数字查询工具', 'Query tools'], icon: 'database', pages: [] },
  { id: 195, path: '/information', label: ['参考信息', 'References'], icon: 'read', pages: [] },
];

/** One entry of each outward type: a plain link, and a login link that signs in by token. */
const outward: PortalMenuRow[] = [
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

const lookup = (routes: RouteMeta<string>[]) => {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  return (path: string) => byPath.get(path) ?? routes.find((r) => r.redirectFrom === path);
};

/** A stored menu rule names a right: a page open to every member has no menu entry of its own. */
const ruleOf = (r: RouteMeta<string>, own?: PortalRight): PortalRight => {
  const rule = own ?? r.permissions;
  if (rule === '*') throw new Error(`menu entry ${r.path} needs a right`);
  return rule;
};

const row = (r: RouteMeta<string>, e: Entry, id: number, parentId: number, sort: number): PortalMenuRow => ({
  id,
  ruleName: ruleOf(r, e.rule),
  title: e.label?.[0] ?? r.title,
  enTitle: e.label?.[1] ?? r.en,
  menuType: 'menu',
  url: e.path,
  parentId,
  sort,
  icon: '',
});

/**
 * The portal's menu tree, computed from the route table: each entry carries its route's title
 * and rule, an area's top entry the rule of the area. `modules` are the library document kinds
 * (a new listed kind gets its menu entry in every library).
 */
export function portalMenuRows(modules: DocModuleTable = docModules): PortalMenuRow[] {
  const rows: PortalMenuRow[] = [];
  for (const library of libraryKeys) {
    const find = lookup(libraryRoutes(library, modules));
    const id = libraries[library].menuId ?? 1;
    const [title, enTitle] = libraryTitles[library];
    rows.push({
      id,
      ruleName: libraries[library].key,
      title,
      enTitle,
      menuType: 'menu',
      url: libraryBasePath(library),
      parentId: 0,
      sort: id,
      icon: 'book',
    });
    const present = libraryEntries(library, modules).flatMap((e) => {
      const r = find(e.path);
      return r ? [{ e, r }] : [];
    });
    present.forEach(({ e, r }, i) => rows.push(row(r, e, id + 1 + i, id, i + 1)));
  }
  const find = lookup([...otherAreas, ...assistantRoutes]);
  for (const a of areas) {
    const top = find(a.path);
    if (!top) throw new Error(`menu area ${a.path} names no route`);
    const [title, enTitle] = a.label;
    const ruleName = ruleOf(top, top.parentPer);
    rows.push({
      id: a.id,
      ruleName,
      title,
      enTitle,
      menuType: 'menu',
      url: a.path,
      parentId: 0,
      sort: a.id,
      icon: a.icon,
    });
    a.pages.forEach((sub, i) => {
      const path = `${a.path}/${sub}`;
      const r = find(path);
      if (!r) throw new Error(`menu entry ${path} names no route`);
      rows.push(row(r, { path }, a.id + 1 + i, a.id, i + 1));
    });
  }
  return [...rows, ...outward];
}
