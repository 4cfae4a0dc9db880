import type { StaffPermission } from './staff-permissions.js';
import { backOffice } from './back-office/index.js';

/**
 * The back-office screens, declared once (the spec does not give their paths: they live under
 * /admin with their own login page). The web router, the side menu and the page titles read
 * this table; the back-office menus stored in the database point at these paths (a test checks
 * every stored menu url resolves here), and `permission` is the menu permission a staff member
 * needs to open the screen (the same key the screen's list call checks on the server).
 */
export interface AdminRouteMeta<Page extends string = AdminPageKey> {
  path: string;
  title: string;
  en: string;
  /** Colon-style permission needed; '*' = any logged-in staff member. */
  permission: StaffPermission | '*';
  /** Page key the web maps to a component (its registry must cover every key). */
  page: Page;
  /** Side-menu group; undefined = not in the menu. */
  group?: AdminMenuGroup;
  /** Reachable without a staff session. */
  anonymous?: boolean;
}

export const adminMenuGroups = {
  account: { title: '账号管理', en: 'Accounts', icon: 'TeamOutlined' },
  permission: { title: '权限管理', en: 'Permissions', icon: 'SafetyOutlined' },
  settings: { title: '系统设置', en: 'Settings', icon: 'SettingOutlined' },
  logs: { title: '日志管理', en: 'Logs', icon: 'FileSearchOutlined' },
  monitor: { title: '资讯与报告', en: 'Reports and information', icon: 'FileTextOutlined' },
} as const;
export type AdminMenuGroup = keyof typeof adminMenuGroups;

/** A resource screen's title is its field sheet's, written once there (the screen and the xlsx read it too). */
const titleOf = (resource: keyof typeof backOffice) => {
  const [title, en] = backOffice[resource].title;
  return { title, en };
};

const adminRouteTable = [
  {
    path: '/admin/login',
    title: '后台登录',
    en: 'Back-office login',
    permission: '*',
    page: 'admin/login',
    anonymous: true,
  },
  { path: '/admin', title: '后台首页', en: 'Back office', permission: '*', page: 'admin/home' },
  { path: '/admin/password', title: '修改密码', en: 'Change password', permission: '*', page: 'admin/password' },
  {
    path: '/admin/account/customer',
    ...titleOf('customers'),
    permission: 'sys:customer:page',
    page: 'admin/customer',
    group: 'account',
  },
  {
    path: '/admin/account/member',
    ...titleOf('members'),
    permission: 'sys:member:page',
    page: 'admin/member',
    group: 'account',
  },
  {
    path: '/admin/account/push',
    ...titleOf('push'),
    permission: 'sys:push:page',
    page: 'admin/push',
    group: 'account',
  },
  {
    path: '/admin/sys/user',
    ...titleOf('users'),
    permission: 'sys:user:page',
    page: 'admin/user',
    group: 'permission',
  },
  {
    path: '/admin/sys/role',
    ...titleOf('roles'),
    permission: 'sys:role:page',
    page: 'admin/role',
    group: 'permission',
  },
  {
    path: '/admin/sys/menu',
    ...titleOf('menus'),
    permission: 'sys:menu:list',
    page: 'admin/menu',
    group: 'permission',
  },
  {
    path: '/admin/sys/dept',
    ...titleOf('depts'),
    permission: 'sys:dept:list',
    page: 'admin/dept',
    group: 'permission',
  },
  {
    path: '/admin/sys/dict',
    ...titleOf('dict'),
    permission: 'sys:dict:page',
    page: 'admin/dict',
    group: 'settings',
  },
  {
    path: '/admin/sys/params',
    ...titleOf('params'),
    permission: 'sys:params:page',
    page: 'admin/params',
    group: 'settings',
  },
  {
    path: '/admin/sys/schedule',
    ...titleOf('schedule'),
    permission: 'sys:schedule:page',
    page: 'admin/schedule',
    group: 'settings',
  },
  {
    path: '/admin/sys/schedule-log',
    ...titleOf('scheduleLog'),
    permission: 'sys:schedule:log',
    page: 'admin/scheduleLog',
    group: 'settings',
  },
  {
    path: '/admin/sys/oss',
    title: '云存储配置',
    en: 'Cloud storage',
    permission: 'sys:oss:config',
    page: 'admin/oss',
    group: 'settings',
  },
  {
    path: '/admin/sys/keyword',
    ...titleOf('keywords'),
    permission: 'sys:keyword:page',
    page: 'admin/keyword',
    group: 'settings',
  },
  {
    path: '/admin/log/login',
    ...titleOf('loginLog'),
    permission: 'sys:log:login:page',
    page: 'admin/loginLog',
    group: 'logs',
  },
  {
    path: '/admin/log/operation',
    ...titleOf('operationLog'),
    permission: 'sys:log:operation:page',
    page: 'admin/operationLog',
    group: 'logs',
  },
  {
    path: '/admin/log/error',
    ...titleOf('errorLog'),
    permission: 'sys:log:error:page',
    page: 'admin/errorLog',
    group: 'logs',
  },
  {
    path: '/admin/info/article',
    title: '参考信息',
    en: 'Reference articles',
    permission: 'info:article:page',
    page: 'admin/article',
    group: 'monitor',
  },
  {
    path: '/admin/chain/chain',
    title: '产业链',
    en: 'Industrial chains',
    permission: 'chain:chain:page',
    page: 'admin/chain',
    group: 'monitor',
  },
  {
    path: '/admin/chain/node',
    title: '产业链节点',
    en: 'Chain nodes',
    permission: 'chain:node:page',
    page: 'admin/chainNode',
    group: 'monitor',
  },
  {
    path: '/admin/info/month-report',
    title: '月度报告上传',
    en: 'Monthly report upload',
    permission: 'info:monthly:page',
    page: 'admin/monthUpload',
    group: 'monitor',
  },
  {
    path: '/admin/sys/demo-data',
    title: '演示数据',
    en: 'Demo data',
    permission: 'sys:demo:page',
    page: 'admin/demoData',
    group: 'settings',
  },
  {
    path: '/admin/limits/import-runs',
    title: '限量导入记录',
    en: 'Limits import runs',
    permission: 'limits:import:page',
    page: 'admin/limitImportRuns',
    group: 'settings',
  },
  {
    path: '/admin/records/import',
    title: '记录导入',
    en: 'Record imports',
    permission: 'records:import:page',
    page: 'admin/recordImport',
    group: 'settings',
  },
  {
    path: '/admin/limits/limits',
    title: '限量更正',
    en: 'Limit corrections',
    permission: 'limits:limit:page',
    page: 'admin/limitCorrections',
    group: 'settings',
  },
  {
    path: '/admin/indicators/placements',
    title: '产品标准食品类别',
    en: "Standards' food categories",
    permission: 'indicators:placement:page',
    page: 'admin/indicatorPlacements',
    group: 'settings',
  },
  {
    path: '/admin/info/monitor-item',
    title: '舆情信息',
    en: 'Monitoring items',
    permission: 'info:item:page',
    page: 'admin/monitorItem',
    group: 'monitor',
  },
  {
    path: '/admin/info/briefing',
    title: '简报',
    en: 'Briefings',
    permission: 'info:briefing:page',
    page: 'admin/briefing',
    group: 'monitor',
  },
  {
    path: '/admin/info/briefing-entry',
    title: '简报条目',
    en: 'Briefing items',
    permission: 'info:entry:page',
    page: 'admin/briefingEntry',
    group: 'monitor',
  },
] as const satisfies readonly AdminRouteMeta<string>[];

/** Every `page` key of the admin route table: the web's admin page registry must cover them. */
export type AdminPageKey = (typeof adminRouteTable)[number]['page'];

export const adminRoutes: AdminRouteMeta[] = [...adminRouteTable];

export const findAdminRoute = (path: string) =>
  adminRoutes.find(
    (r) => r.path === path.replace(/[?#].*$/, '').replace(/\/+$/, '') || (path === '/admin/' && r.path === '/admin'),
  );

export const adminRouteAllowed = (route: AdminRouteMeta, permissions: ReadonlySet<string>, superAdmin: boolean) =>
  route.anonymous || route.permission === '*' || superAdmin || permissions.has(route.permission);
