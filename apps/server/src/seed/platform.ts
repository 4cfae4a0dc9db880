import {
  allPortalRights,
  languages,
  libraryModuleRights,
  messages,
  portalRoutes,
  searchRight,
  type Language,
  type PortalRight,
} from '@app/contract';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import {
  customers,
  friendLinks,
  languagePacks,
  memberRights,
  members,
  menuRules,
  sysParams,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/tokens.js';
import { platformParamDefaults } from '../modules/member/platform-settings.js';
import { demoMenus } from './platform-menus.js';

/** The demo accounts (README lists them too). */
export const demoAccounts = {
  demo: { username: 'demo', password: 'Demo@2026', rights: allPortalRights, status: 1, email: 'demo@example.com' },
  viewer: {
    username: 'viewer',
    password: 'Viewer@2026',
    // The standard library only: its modules and search, no favourites, no rihua or fodder.
    rights: ['biaofa', searchRight('biaofa'), ...libraryModuleRights.filter((r) => r !== 'collection')],
    status: 1,
    email: 'viewer@example.com',
  },
  stopped: {
    username: 'stopped',
    password: 'Stopped@2026',
    rights: ['biaofa'],
    status: 0,
    email: 'stopped@example.com',
  },
} as const satisfies Record<string, { rights: readonly PortalRight[]; [more: string]: unknown }>;

/** Language pack rows: route titles under their langField, menu titles, and the message catalogue. */
export function languagePackRows() {
  const rows: { lang: Language; key: string; text: string }[] = [];
  const add = (key: string, zh: string, en: string) => {
    rows.push({ lang: 'zh-cn', key, text: zh }, { lang: 'en', key, text: en });
  };
  const seen = new Set<string>();
  for (const r of portalRoutes) {
    if (seen.has(r.langField)) continue;
    seen.add(r.langField);
    add(r.langField, r.title, r.en);
  }
  for (const m of demoMenus) add(`menu.${m.id}`, m.title, m.enTitle);
  for (const [key, text] of Object.entries(messages)) add(`msg.${key}`, text['zh-cn'], text.en);
  return rows.filter((r) => (languages as readonly string[]).includes(r.lang));
}

export async function seedPlatform(database: Database, _config: Config) {
  const { db } = database;
  const [customer] = await db
    .insert(customers)
    .values({
      name: '演示食品有限公司',
      enName: 'Demo Foods Co., Ltd.',
      platformName: '食品安全合规信息平台',
      platformEnName: 'Food Safety Compliance Portal',
      companyId: 1001,
      wechat: true,
      bilingual: true,
      // No drawn stand-in for a mini-program code: without the provider's real image the
      // dialog takes its notOpen path (小程序未开启！).
      miniProgramImage: '',
      kefuTruename: '王晓明',
      kefuMobile: '400-820-1234',
      kefuEmail: 'service@example.com',
      kefuQwimg: '',
      demo: true,
    })
    .returning();
  const customerId = customer!.id;

  await db.insert(friendLinks).values(
    [
      ['国家市场监督管理总局', 'https://www.samr.gov.cn/'],
      ['国家卫生健康委员会', 'https://www.nhc.gov.cn/'],
      ['国家食品安全风险评估中心', 'https://www.cfsa.net.cn/'],
      ['食品安全国家标准数据检索平台', 'https://sppt.cfsa.net.cn:8086/db'],
      ['海关总署', 'http://www.customs.gov.cn/'],
    ].map(([title, linkurl], i) => ({ customerId, title: title!, linkurl: linkurl!, sort: i + 1 })),
  );

  await db.insert(menuRules).values(demoMenus);
  const pack = languagePackRows();
  for (let i = 0; i < pack.length; i += 500) await db.insert(languagePacks).values(pack.slice(i, i + 500));

  await db.insert(sysParams).values(
    Object.entries(platformParamDefaults).map(([paramCode, d]) => ({
      paramCode,
      // The demo customer shows the weekly-report landing rule at work.
      paramValue: paramCode === 'weekly_report_customers' ? String(customerId) : d.value,
      remark: d.remark,
    })),
  );

  for (const account of Object.values(demoAccounts)) {
    const [member] = await db
      .insert(members)
      .values({
        customerId,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        realName: account.username,
        email: account.email,
        status: account.status,
      })
      .returning();
    await db.insert(memberRights).values(account.rights.map((ruleName) => ({ memberId: member!.id, ruleName })));
  }

  console.log(
    [
      'demo accounts (portal):',
      `  demo     / Demo@2026      every right`,
      `  viewer   / Viewer@2026    standard library only`,
      `  stopped  / Stopped@2026   stopped member (login refused)`,
    ].join('\n'),
  );
}
