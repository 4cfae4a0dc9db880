import {
  allPortalRights,
  libraries,
  libraryKeys,
  libraryModuleRights,
  libraryRight,
  searchRight,
  type LibraryKey,
  type PortalRight,
} from './constants.js';
import { portalRoutes } from './routes.js';

type Label = readonly [zh: string, en: string];

/**
 * A service the provider sells, granted in the back office as one choice. Staff think in
 * services ("标准法规库（含检索）"), the portal checks rule names: a service grants every rule its
 * pages and calls need, so a member granted a service can use all of it (a library without its
 * search right answered 没有查询权限).
 */
export interface PortalService {
  key: string;
  name: Label;
  rights: readonly PortalRight[];
}

/** A library's rule names: its own, each module's, and its search right. */
const libraryRights = (library: LibraryKey): PortalRight[] => [
  library,
  ...libraryModuleRights.map((r) => libraryRight(library, r)),
  searchRight(library),
];

/** The rule names the routes under a path prefix name (their own and their parent's). */
const routeRights = (root: `/${string}`): PortalRight[] => {
  const found = new Set<PortalRight>();
  for (const r of portalRoutes) {
    if (r.path !== root && !r.path.startsWith(`${root}/`)) continue;
    if (r.permissions !== '*') found.add(r.permissions);
    if (r.parentPer) found.add(r.parentPer);
  }
  return [...found];
};

const libraryNames: Record<LibraryKey, Label> = {
  biaofa: ['标准法规库（含检索）', 'Standards library + search'],
  rihua: ['日化法规库（含检索）', 'Cosmetics library + search'],
  fodder: ['饲料法规库（含检索）', 'Feed library + search'],
};

/** The other areas: the routes under the root say which rules the service grants. */
const areaServices: { key: string; root: `/${string}`; name: Label }[] = [
  { key: 'limits', root: '/hazardsLimits', name: ['危害物限量', 'Hazard limits'] },
  { key: 'indicators', root: '/indicators', name: ['产品指标', 'Product indicators'] },
  { key: 'compliance', root: '/compliance', name: ['合规管理（义务与任务）', 'Compliance obligations'] },
  { key: 'reports', root: '/infoMonitor', name: ['信息监测与报告', 'Monitoring and reports'] },
  { key: 'information', root: '/information', name: ['资讯', 'News'] },
  { key: 'chain', root: '/industrialChain', name: ['产业链', 'Industrial chains'] },
  { key: 'sampling', root: '/sampleSystem', name: ['抽检数据', 'Sampling inspections'] },
  { key: 'penalty', root: '/penalty', name: ['行政处罚', 'Penalties'] },
  { key: 'judge', root: '/judge', name: ['裁判文书', 'Court judgments'] },
  { key: 'warnings', root: '/InternationalWarning', name: ['国际预警（RASFF）', 'International warnings'] },
  { key: 'tools', root: '/database', name: ['查询工具', 'Query tools'] },
  { key: 'assistant', root: '/assistant', name: ['AI合规助手', 'AI assistant'] },
  { key: 'labels', root: '/system/labelCheck', name: ['标签预审', 'Label pre-check'] },
];

/** Every service, in the order the grant screen lists them. */
export const portalServices: readonly PortalService[] = [
  ...libraryKeys.map((library) => ({
    key: libraries[library].key,
    name: libraryNames[library],
    rights: libraryRights(library),
  })),
  ...areaServices.map(({ key, name, root }) => ({ key, name, rights: routeRights(root) })),
];
export const serviceKeys = portalServices.map((s) => s.key);

const byKey = new Map(portalServices.map((s) => [s.key, s]));
/** The rule names the services grant together; an unknown key grants nothing. */
export const rightsOfServices = (keys: readonly string[]): PortalRight[] => [
  ...new Set(keys.flatMap((k) => byKey.get(k)?.rights ?? [])),
];

/** The services a member's rule names hold in full (what the grant screen shows as chosen). */
export const servicesHeld = (rights: Iterable<string>): string[] => {
  const held = new Set(rights);
  return portalServices.filter((s) => s.rights.every((r) => held.has(r))).map((s) => s.key);
};

/** The service a rule name belongs to (its first), so a single right can be named with its service. */
export const serviceOfRight = (right: string): PortalService | undefined =>
  portalServices.find((s) => s.rights.includes(right as PortalRight));

/** Rule names no service grants: they can still be granted one by one (detail of the grant screen). */
export const rightsOutsideServices = (): PortalRight[] => allPortalRights.filter((r) => !serviceOfRight(r));
