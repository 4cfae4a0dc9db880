import { adminEndpoints, adminMenuGroups, adminRoutes, validity, type AdminMenuGroup } from '@app/contract';
import type { Database } from '../db/client.js';
import type { Db } from '../db/client.js';
import {
  sysDepts,
  sysDict,
  sysJobs,
  sysMenus,
  sysRoleDepts,
  sysRoleMenus,
  sysRoles,
  sysUserRoles,
  sysUsers,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/tokens.js';

/** Button names by the last segment of a permission. */
const actionNames: Record<string, [string, string]> = {
  info: ['查看', 'View'],
  save: ['新增', 'Create'],
  update: ['修改', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  pause: ['暂停', 'Pause'],
  resume: ['恢复', 'Resume'],
  run: ['立即执行', 'Run now'],
  reset: ['重置密码', 'Reset password'],
  status: ['启用停用', 'Stop or restart'],
  grant: ['授权', 'Grant rights'],
  push: ['推送设置', 'Push setting'],
  upload: ['上传', 'Upload'],
  page: ['列表', 'List'],
  list: ['列表', 'List'],
  config: ['配置', 'Configure'],
};

export interface MenuSeed {
  key: string;
  name: string;
  icon: string;
  type: 0 | 1;
  url: string;
  permissions: string[];
  children: MenuSeed[];
}

/**
 * The back-office menu tree, derived from the contract so that it cannot drift: a group menu
 * per side-menu group, a menu per screen (its url is the admin route, its permissions the
 * screen's list permission and `info`), and a button per other permission of that entity that
 * some endpoint checks. A test checks that every staff permission is reachable this way.
 */
export function adminMenuTree(): MenuSeed[] {
  const perms = [
    ...new Set(
      adminEndpoints().flatMap(({ endpoint: e }) =>
        e.access.kind === 'staff' && e.access.right !== 'any' ? [e.access.right] : [],
      ),
    ),
  ];
  const screenPerms = new Set(adminRoutes.map((r) => r.permission));
  const groups = Object.keys(adminMenuGroups) as AdminMenuGroup[];
  return groups.map((g) => ({
    key: g,
    name: adminMenuGroups[g].title,
    icon: adminMenuGroups[g].icon,
    type: 0,
    url: '',
    permissions: [],
    children: adminRoutes
      .filter((r) => r.group === g)
      .map((r) => {
        const prefix = r.permission.slice(0, r.permission.lastIndexOf(':'));
        const own = perms.filter(
          (p) => p.slice(0, p.lastIndexOf(':')) === prefix && (p === r.permission || !screenPerms.has(p)),
        );
        const onMenu = own.filter((p) => p === r.permission || p.endsWith(':info'));
        return {
          key: r.path,
          name: r.title,
          icon: '',
          type: 0 as const,
          url: r.path,
          permissions: onMenu,
          children: own
            .filter((p) => !onMenu.includes(p))
            .map((p) => ({
              key: p,
              name: actionNames[p.slice(p.lastIndexOf(':') + 1)]?.[0] ?? p,
              icon: '',
              type: 1 as const,
              url: '',
              permissions: [p],
              children: [],
            })),
        };
      }),
  }));
}

/** Writes the menu tree; answers the ids of every menu by key. */
export async function insertMenuTree(db: Db, nodes: MenuSeed[], pid = 0, ids = new Map<string, number>()) {
  for (const [i, n] of nodes.entries()) {
    const [row] = await db
      .insert(sysMenus)
      .values({
        pid,
        name: n.name,
        icon: n.icon,
        type: n.type,
        sort: i + 1,
        url: n.url,
        permissions: n.permissions.join(','),
      })
      .returning({ id: sysMenus.id });
    ids.set(n.key, row!.id);
    await insertMenuTree(db, n.children, row!.id, ids);
  }
  return ids;
}

const dictRows: { dictName: string; dictType: string; rows: [string, string][] }[] = [
  {
    dictName: '性别',
    dictType: 'gender',
    rows: [
      ['男', '0'],
      ['女', '1'],
      ['保密', '2'],
    ],
  },
  {
    dictName: '用户状态',
    dictType: 'user_status',
    rows: [
      ['停用', '0'],
      ['正常', '1'],
    ],
  },
  {
    dictName: '任务状态',
    dictType: 'job_status',
    rows: [
      ['暂停', '0'],
      ['正常', '1'],
    ],
  },
  {
    dictName: '登录状态',
    dictType: 'login_status',
    rows: [
      ['失败', '0'],
      ['成功', '1'],
      ['账号已锁定', '2'],
    ],
  },
  {
    dictName: '推送频率',
    dictType: 'push_frequency',
    rows: [
      ['每日', 'daily'],
      ['每周', 'weekly'],
    ],
  },
  { dictName: '时效性', dictType: 'validity', rows: Object.entries(validity).map(([code, v]) => [v['zh-cn'], code]) },
];

export const seedStaffPasswords = { admin: 'Admin@2026', manager: 'Manager@2026', auditor: 'Auditor@2026' } as const;

export async function seedAdmin(database: Database) {
  const db = database.db;
  const [hq] = await db.insert(sysDepts).values({ name: '总部', sort: 1 }).returning();
  const [tech, service, ops] = await db
    .insert(sysDepts)
    .values([
      { pid: hq!.id, name: '技术部', sort: 1 },
      { pid: hq!.id, name: '客服部', sort: 2 },
      { pid: hq!.id, name: '运营部', sort: 3 },
    ])
    .returning();

  const ids = await insertMenuTree(db, adminMenuTree());
  const menusUnder = (keys: string[]) => {
    const tree = adminMenuTree();
    const out: number[] = [];
    const walk = (n: MenuSeed, take: boolean) => {
      const t = take || keys.includes(n.key);
      if (t) out.push(ids.get(n.key)!);
      n.children.forEach((c) => walk(c, t));
    };
    tree.forEach((n) => walk(n, false));
    return out;
  };

  const [manager, auditor] = await db
    .insert(sysRoles)
    .values([
      { name: '客户经理', remark: '管理客户账号、权限与消息推送', deptId: service!.id },
      { name: '审计员', remark: '只读查看日志', deptId: tech!.id },
    ])
    .returning();
  await db.insert(sysRoleMenus).values([
    ...menusUnder(['account']).map((menuId) => ({ roleId: manager!.id, menuId })),
    ...menusUnder(['/admin/log/login', '/admin/log/operation', '/admin/log/error']).map((menuId) => ({
      roleId: auditor!.id,
      menuId,
    })),
  ]);
  await db.insert(sysRoleDepts).values([
    { roleId: manager!.id, deptId: service!.id },
    { roleId: manager!.id, deptId: ops!.id },
    { roleId: auditor!.id, deptId: tech!.id },
  ]);

  const users = await db
    .insert(sysUsers)
    .values([
      {
        username: 'admin',
        passwordHash: await hashPassword(seedStaffPasswords.admin),
        realName: '系统管理员',
        deptId: hq!.id,
        superAdmin: true,
        email: 'admin@portal.local',
      },
      {
        username: 'manager',
        passwordHash: await hashPassword(seedStaffPasswords.manager),
        realName: '王经理',
        deptId: service!.id,
        gender: 1,
        email: 'manager@portal.local',
        pushSet: true,
      },
      {
        username: 'auditor',
        passwordHash: await hashPassword(seedStaffPasswords.auditor),
        realName: '李审计',
        deptId: tech!.id,
        mobile: '13800000000',
      },
    ])
    .returning();
  await db.insert(sysUserRoles).values([
    { userId: users[1]!.id, roleId: manager!.id },
    { userId: users[2]!.id, roleId: auditor!.id },
  ]);

  await db.insert(sysDict).values(
    dictRows.flatMap((d) =>
      d.rows.map(([dictLabel, dictValue], i) => ({
        dictName: d.dictName,
        dictType: d.dictType,
        dictLabel,
        dictValue,
        sort: i + 1,
      })),
    ),
  );

  await db.insert(sysJobs).values([
    // Hourly: the job itself sends each account's mail at that account's hour.
    { beanName: 'mailPushJob', params: '', cronExpression: '0 0 * * * ?', remark: '邮件推送更新提醒', status: 1 },
    {
      beanName: 'favoriteCounterJob',
      params: '',
      cronExpression: '0 */10 * * * ?',
      remark: '收藏变更计数刷新',
      status: 1,
    },
    // Midnight in China (the scheduler reads expressions in China time): a standard in force from today reads so at once.
    { beanName: 'labelRefreshJob', params: '', cronExpression: '0 0 0 * * ?', remark: '每日刷新时效标签', status: 1 },
    // After midnight: the day, week and month that just ended get their stored report.
    {
      beanName: 'periodReportJob',
      params: '',
      cronExpression: '0 20 0 * * ?',
      remark: '生成日报、周报、月报',
      status: 1,
    },
    // Then the public-opinion items of the day before, derived from the rows the portal holds.
    { beanName: 'monitorItemJob', params: '', cronExpression: '0 30 0 * * ?', remark: '生成舆情监测条目', status: 1 },
  ]);
}
