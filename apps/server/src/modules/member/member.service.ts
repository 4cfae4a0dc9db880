import {
  allPortalRights,
  loginLogOperation,
  loginLogStatus,
  message,
  type api,
  type Language,
  type LanguagePack,
  type MemberInfo,
  type OutputOf,
  type ParsedInputOf,
} from '@app/contract';
import type { CallContext, MemberProfile } from '../../lib/context.js';
import { requireMember } from '../../lib/context.js';
import { warn } from '../../lib/errors.js';
import { hashPassword, newToken, verifyPassword } from '../../lib/tokens.js';
import { checkCaptcha } from './captcha.service.js';
import { cachedMenuRules, menuTreeFor } from './menus.js';
import * as repo from './member.repo.js';
import { hostOf, idList, platformParams } from './platform-settings.js';
import { deliverMail } from '../../lib/mail.js';
import { captchaDue, clearFailures, reserveAttempt } from '../../lib/lockout.js';

type M = typeof api.member;
type In<K extends keyof M> = ParsedInputOf<M[K]>;
type Out<K extends keyof M> = Promise<OutputOf<M[K]>>;

export const sessionLifetimeMs = 7 * 24 * 3600_000;
const resetLifetimeMs = 30 * 60_000;
const ssoLifetimeMs = 2 * 60_000;

// Answering "no such user" as fast as "wrong password" would tell which accounts exist.
const decoyHash = hashPassword('decoy-password-never-valid');

const clientOf = (ctx: CallContext) => ({
  ip: ctx.req.ip ?? '',
  userAgent: String(ctx.req.headers['user-agent'] ?? '').slice(0, 500),
});

type CustomerFields = NonNullable<MemberProfile['customer']>;

function memberInfo(member: repo.MemberRow, customer: CustomerFields | undefined, token: string): MemberInfo {
  return {
    id: member.id,
    token,
    customer_id: member.customerId,
    username: member.username,
    real_name: member.realName,
    email: member.email,
    mobile: member.mobile,
    super: member.isSuper,
    parent_id: member.parentId,
    email_push: member.emailPush,
    lang: member.lang === 'en' ? 'en' : 'zh-cn',
    company_name: customer?.name ?? '',
    company_en_name: customer?.enName ?? '',
    platform_name: customer?.platformName ?? '',
    platform_en_name: customer?.platformEnName ?? '',
    company_id: customer?.companyId ?? null,
    theme_color: customer?.themeColor ?? '',
  };
}

async function startSession(ctx: CallContext, member: repo.MemberRow): Out<'login'> {
  const token = newToken();
  await repo.createSession(ctx.db, member, token, sessionLifetimeMs);
  await repo.writeLoginLog(ctx.db, {
    memberId: member.id,
    customerId: member.customerId,
    username: member.username,
    status: loginLogStatus.success,
    operation: loginLogOperation.login,
    ...clientOf(ctx),
  });
  ctx.say('loginSuccess');
  const customer = await repo.customerById(ctx.db, member.customerId);
  return {
    memberInfo: memberInfo(member, customer, token),
    cookie_data: [{ name: 'customer_id', value: String(member.customerId), domain: '' }],
  };
}

const usable = (m: repo.MemberRow) => m.status === 1 && !m.deleted;

export async function login(input: In<'login'>, ctx: CallContext): Out<'login'> {
  const failed = (username: string, status: number, member?: repo.MemberRow) =>
    repo.writeLoginLog(ctx.db, {
      memberId: member?.id ?? null,
      customerId: member?.customerId ?? null,
      username: username.slice(0, 100),
      status,
      operation: loginLogOperation.login,
      ...clientOf(ctx),
    });

  if (input.token) {
    const memberId = await repo.consumeSsoToken(ctx.db, input.token);
    const member = memberId === undefined ? undefined : await repo.memberById(ctx.db, memberId);
    if (!member) throw warn('ssoTokenInvalid');
    if (!usable(member)) {
      await failed(member.username, loginLogStatus.failed, member);
      throw warn('accountStopped');
    }
    return startSession(ctx, member);
  }

  const username = input.username ?? '';
  const address = ctx.req.ip ?? '';
  if (ctx.req.server.config.captcha) {
    if (!input.captchaId || !input.captchaInfo) throw warn('required');
    if (!(await checkCaptcha(ctx.db, input.captchaId, input.captchaInfo))) throw warn('wrongCaptcha');
  } else if (await captchaDue(ctx.database, 'member', address, username)) {
    // CAPTCHA=off still asks it after repeated failures (lib/lockout.ts).
    if (!input.captchaId || !input.captchaInfo) throw warn('captchaNeeded');
    if (!(await checkCaptcha(ctx.db, input.captchaId, input.captchaInfo))) throw warn('wrongCaptcha');
  }
  // The same steps for an unknown name and an existing one (lib/lockout.ts): count, look up, check.
  const attempt = await reserveAttempt(ctx.database, 'member', address, username);
  if (attempt.locked) {
    await failed(username, loginLogStatus.locked, await repo.memberByUsername(ctx.db, username));
    throw warn('accountLocked', { minutes: attempt.minutes });
  }
  const member = await repo.memberByUsername(ctx.db, username);
  const right = await verifyPassword(input.password ?? '', member?.passwordHash ?? (await decoyHash));
  if (!member || !right) {
    if (attempt.lastChance) {
      await failed(username, loginLogStatus.locked, member);
      throw warn('accountLocked', { minutes: attempt.minutes });
    }
    await failed(username, loginLogStatus.failed, member);
    throw warn('wrongCredentials');
  }
  await clearFailures(ctx.database, 'member', address, username);
  if (!usable(member)) {
    await failed(username, loginLogStatus.failed, member);
    throw warn('accountStopped');
  }
  // The language the login page shows is the one the member chose to work in: it is the
  // session's language and the account keeps it (mails and single sign-on read it).
  if (input.lang && input.lang !== member.lang) {
    await repo.setLanguage(ctx.db, member.id, input.lang);
    return startSession(ctx, { ...member, lang: input.lang });
  }
  return startSession(ctx, member);
}

export async function loginSettings(_: In<'loginSettings'>, ctx: CallContext): Out<'loginSettings'> {
  const p = await platformParams(ctx.db);
  const brandHost = idList(p.brand_hosts.toLowerCase()).has(hostOf(ctx.req.headers.host));
  return {
    captcha: ctx.req.server.config.captcha,
    brandHost,
    brand: brandHost ? p.brand_name : '',
    platform_name: p.platform_name,
    platform_en_name: p.platform_en_name,
  };
}

export async function logout(_: In<'logout'>, ctx: CallContext): Out<'logout'> {
  const member = requireMember(ctx);
  await repo.endSession(ctx.db, member.token);
  await repo.writeLoginLog(ctx.db, {
    memberId: member.id,
    customerId: member.customerId,
    username: member.username,
    status: loginLogStatus.success,
    operation: loginLogOperation.logout,
    ...clientOf(ctx),
  });
  ctx.say('logoutSuccess');
  return null;
}

/** Read with the session itself (lib/principals.ts): no second round trip. */
function currentMemberInfo(ctx: CallContext) {
  const { profile, token } = requireMember(ctx);
  return memberInfo(profile.member, profile.customer ?? undefined, token);
}

export async function index(_: In<'index'>, ctx: CallContext): Out<'index'> {
  return { memberInfo: currentMemberInfo(ctx) };
}

export async function userInfo(_: In<'userInfo'>, ctx: CallContext): Out<'userInfo'> {
  const principal = requireMember(ctx);
  const info = currentMemberInfo(ctx);
  const rules = await cachedMenuRules(ctx.db);
  const held = principal.isSuper ? allPortalRights : [...principal.rights].sort();
  return {
    memberInfo: info,
    menus: menuTreeFor(rules, principal.isSuper, principal.rights),
    permission: held.map((rule_name) => ({ rule_name })),
  };
}

async function pack(ctx: CallContext, lang: Language): Promise<LanguagePack> {
  const rows = await repo.languagePack(ctx.db, lang);
  // Spec 3: the language name is the first key; cookie_data tells the client what to store.
  return {
    [lang]: Object.fromEntries(rows.map((r) => [r.key, r.text])),
    cookie_data: [{ name: 'languageName', value: lang, domain: '' }],
  } as LanguagePack;
}

export async function setMemberLang(input: In<'setMemberLang'>, ctx: CallContext): Out<'setMemberLang'> {
  await repo.setLanguage(ctx.db, requireMember(ctx).id, input.lang);
  return pack(ctx, input.lang);
}

export const languagePack = (input: In<'languagePack'>, ctx: CallContext): Out<'languagePack'> => pack(ctx, input.lang);

export async function collectionLists(input: In<'collectionLists'>, ctx: CallContext): Out<'collectionLists'> {
  return { change_num: await repo.favoriteChangeCount(ctx.db, requireMember(ctx).id, input.system) };
}

/** Route of the built-in assistant (routes.ts). */
const inProductAssistantPath = '/assistant';

export async function aiUserInfo(_: In<'aiUserInfo'>, ctx: CallContext): Out<'aiUserInfo'> {
  // The in-product assistant unless the operator points the tab at another one.
  const { comply_ai_url: url } = await platformParams(ctx.db);
  return { url: url || inProductAssistantPath };
}

/** A single-use token the target of a login_link logs in with (POST /api/member/login {token}). */
async function ssoToken(ctx: CallContext) {
  const token = newToken();
  await repo.createSsoToken(ctx.db, requireMember(ctx).id, token, ssoLifetimeMs);
  return token;
}

export const spylToken = async (_: In<'spylToken'>, ctx: CallContext): Out<'spylToken'> => ({
  token: await ssoToken(ctx),
});
export const fraudSingleSign = async (_: In<'fraudSingleSign'>, ctx: CallContext): Out<'fraudSingleSign'> => ({
  permission: await ssoToken(ctx),
});

/**
 * Today's sampling warnings of the member's customer. The sampling module owns the warnings:
 * it installs its counter with `setTodayWarningCounter`; until it does, the count is 0.
 */
export type TodayWarningCounter = (ctx: CallContext) => Promise<{ num: number; demo: boolean }>;
let todayWarningCounter: TodayWarningCounter = async () => ({ num: 0, demo: false });
export const setTodayWarningCounter = (counter: TodayWarningCounter) => {
  todayWarningCounter = counter;
};

export const warningTodayNum = async (_: In<'warningTodayNum'>, ctx: CallContext): Out<'warningTodayNum'> =>
  todayWarningCounter(ctx);

export async function userOpenid(_: In<'userOpenid'>, ctx: CallContext): Out<'userOpenid'> {
  const openid = await repo.openidOf(ctx.db, requireMember(ctx).id);
  return { openid: openid ?? '', bound: !!openid };
}

export const friendLinks = async (_: In<'friendLinks'>, ctx: CallContext): Out<'friendLinks'> =>
  repo.friendLinksOf(ctx.db, requireMember(ctx).customerId);

export async function customerInfo(_: In<'customerInfo'>, ctx: CallContext): Out<'customerInfo'> {
  const c = await repo.customerById(ctx.db, requireMember(ctx).customerId);
  if (!c) throw warn('notFound');
  return {
    kefu_truename: c.kefuTruename,
    kefu_mobile: c.kefuMobile,
    kefu_email: c.kefuEmail,
    kefu_qwimg: c.kefuQwimg,
    demo: c.demo,
  };
}

/** Spec 4.3: an image with a 成功 message, or 'notOpen' with 小程序未开启！. */
export async function miniProgramCode(_: In<'miniProgramCode'>, ctx: CallContext): Out<'miniProgramCode'> {
  const c = await repo.customerById(ctx.db, requireMember(ctx).customerId);
  if (!c?.wechat || !c.miniProgramImage) {
    ctx.say('miniProgramNotOpen');
    return { image: 'notOpen' };
  }
  ctx.say('operationSuccess');
  return { image: c.miniProgramImage };
}

export async function forgotPassword(input: In<'forgotPassword'>, ctx: CallContext): Out<'forgotPassword'> {
  const config = ctx.req.server.config;
  const origin = ((await platformParams(ctx.db)).portal_url || `http://localhost:${config.port}`).replace(/\/+$/, '');
  for (const member of await repo.membersByEmail(ctx.db, input.email)) {
    const token = newToken();
    await repo.createResetToken(ctx.db, member.id, token, resetLifetimeMs);
    const lang: Language = member.lang === 'en' ? 'en' : 'zh-cn';
    const link = `${origin}/forgotPassword?token=${encodeURIComponent(token)}`;
    await deliverMail(config, {
      to: [member.email],
      subject: message('resetMailSubject', lang),
      text: `${member.username}\n\n${message('resetMailBody', lang, { minutes: resetLifetimeMs / 60_000, link })}\n`,
    });
  }
  // The same answer for known and unknown addresses: the call must not reveal who is registered.
  ctx.say('resetMailSent');
  return null;
}

export async function resetPassword(input: In<'resetPassword'>, ctx: CallContext): Out<'resetPassword'> {
  const memberId = await repo.consumeResetToken(ctx.db, input.token);
  if (memberId === undefined) throw warn('resetLinkInvalid');
  await repo.setPassword(ctx.db, memberId, await hashPassword(input.password));
  await repo.cancelResetTokens(ctx.db, memberId);
  await repo.endSessionsOf(ctx.db, memberId);
  ctx.say('resetSuccess');
  return null;
}

export async function updatePassword(input: In<'updatePassword'>, ctx: CallContext): Out<'updatePassword'> {
  const principal = requireMember(ctx);
  const member = await repo.memberById(ctx.db, principal.id);
  if (!member || !(await verifyPassword(input.oldPassword, member.passwordHash))) throw warn('wrongOldPassword');
  await repo.setPassword(ctx.db, member.id, await hashPassword(input.newPassword));
  await repo.cancelResetTokens(ctx.db, member.id);
  // Other sessions end; the one that changed the password stays.
  await repo.endSessionsOf(ctx.db, member.id);
  await repo.createSession(ctx.db, member, principal.token, sessionLifetimeMs);
  ctx.say('operationSuccess');
  return null;
}

export async function customerSettings(_: In<'customerSettings'>, ctx: CallContext): Out<'customerSettings'> {
  const principal = requireMember(ctx);
  const c = await repo.customerById(ctx.db, principal.customerId);
  if (!c) throw warn('notFound');
  const p = await platformParams(ctx.db);
  const id = String(c.id);
  const landing = idList(p.monthly_report_customers).has(id)
    ? '/infoMonitor/monthReport'
    : idList(p.weekly_report_customers).has(id)
      ? '/infoMonitor/weekReport'
      : '/infoMonitor/dayReport';
  return {
    logo: c.logo,
    company_name: c.name,
    company_en_name: c.enName,
    platform_name: c.platformName || p.platform_name,
    platform_en_name: c.platformEnName || p.platform_en_name,
    company_id: c.companyId,
    theme_color: c.themeColor,
    wechat: c.wechat,
    bilingual: c.bilingual,
    logo_link: idList(p.show_page_customers).has(id) ? p.show_page_url : '/',
    info_monitor_landing: landing,
  };
}
