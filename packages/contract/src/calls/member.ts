import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { libraries, libraryRight, librarySchema, type LibraryKey } from '../constants.js';
import {
  cookieDataSchema,
  langField,
  languagePackSchema,
  loginInput,
  memberInfoSchema,
  menuNodeSchema,
  msg,
  newPassword,
  password,
} from './member/shapes.js';

// The shapes live in member/shapes.ts; importers of `calls/member.js` still find them here.
export {
  cookieDataSchema,
  languagePackSchema,
  memberInfoSchema,
  menuNodeSchema,
  type LanguagePack,
  type MemberInfo,
  type MenuNode,
} from './member/shapes.js';

/**
 * Platform calls: login, session, user info, language packs, shell data.
 * The named calls keep the spec's method, path, payload and answer; the unnamed ones follow
 * its style (POST, body with customer_id and batoken, envelope answer).
 */

/** The collection right of the library named by the path (`rihua_collection` …). */
const collectionRight = (params: Record<string, string>) => {
  const system = params.system ?? '';
  return system in libraries ? libraryRight(system as LibraryKey, 'collection') : '!unknown-library';
};

export const member = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/member/login',
    summary: 'Log in with account, password and captcha, or by single-sign-on token alone',
    access: access.public,
    rateLimit: { max: 30, timeWindow: 60_000 },
    input: loginInput,
    output: z.object({ memberInfo: memberInfoSchema, cookie_data: cookieDataSchema.optional() }),
  }),
  loginSettings: defineEndpoint({
    method: 'GET',
    path: '/api/member/login',
    summary: 'Login page settings: captcha on/off, brand of the requested host, platform names',
    access: access.public,
    input: z.object({}),
    output: z.object({
      captcha: z.boolean(),
      /** True on a brand host: logged-out users land on /home instead of /login. */
      brandHost: z.boolean(),
      brand: z.string(),
      platform_name: z.string(),
      platform_en_name: z.string(),
    }),
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/member/logout',
    summary: 'End the session (answers 退出成功)',
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: z.null(),
  }),
  index: defineEndpoint({
    method: 'POST',
    path: '/api/member/index',
    summary: 'Member home: the member fields (body passed through)',
    access: access.member(),
    input: z.object({ ...sessionFields }).passthrough(),
    output: z.object({ memberInfo: memberInfoSchema }),
  }),
  captcha: defineEndpoint({
    method: 'POST',
    path: '/api/api/captcha',
    summary: 'Captcha image (SVG) for the id the client chose; single use, 5 minutes',
    access: access.public,
    answer: 'blob',
    rateLimit: { max: 60, timeWindow: 60_000 },
    input: z.object({
      id: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[\w-]+$/, msg('formatError')),
    }),
    output: z.unknown(),
  }),
  setMemberLang: defineEndpoint({
    method: 'POST',
    path: '/api/member/setMemberLang',
    summary: "Set the member's language; answers { [languageName]: translations, cookie_data }",
    access: access.member(),
    input: z.object({ ...sessionFields, lang: langField }),
    output: languagePackSchema,
  }),
  languagePack: defineEndpoint({
    method: 'POST',
    path: '/api/member/languagePack',
    summary: 'Language pack zh-cn or en (no session needed, the login page uses it)',
    access: access.public,
    input: z.object({ ...sessionFields, lang: langField.default('zh-cn') }),
    output: languagePackSchema,
  }),
  collectionLists: defineEndpoint({
    method: 'POST',
    // find-my-way ends a param at '.', so this matches biaofa.collection, rihua.collection …
    path: '/comply/:system.collection/collectionLists',
    summary: 'Favourites change counter of a library (badge)',
    access: access.member(collectionRight),
    input: z.object({ ...sessionFields, system: librarySchema }),
    output: z.object({ change_num: z.number().int() }),
  }),
  aiUserInfo: defineEndpoint({
    method: 'POST',
    path: '/comply/ai/my_user_info',
    summary: 'AI assistant address for the member (data.url); 暂无链接 when not configured',
    access: access.member('comply_ai'),
    input: z.object({ ...sessionFields }),
    output: z.object({ url: z.string() }),
  }),
  spylToken: defineEndpoint({
    method: 'POST',
    path: '/comply/biaofa.biaofa/getSpylToken',
    queryInput: true,
    summary: 'Short-lived single-use token appended to a login_link menu entry (query customer_id, batoken)',
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: z.object({ token: z.string() }),
  }),
  fraudSingleSign: defineEndpoint({
    method: 'POST',
    path: '/api/member/fraudSingleSign',
    queryInput: true,
    summary: 'Permission value appended to the food-fraud entry link (query customer_id, batoken)',
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: z.object({ permission: z.string() }),
  }),
  warningTodayNum: defineEndpoint({
    method: 'GET',
    path: '/cj/warning/today_num',
    summary: "Sampling warnings of today (0 until the sampling module's table exists)",
    access: access.member('cj'),
    input: z.object({ ...sessionFields }),
    /** `demo`: the warnings are on generated records (the badge is marked 演示数据); never both kinds in one count. */
    output: z.object({ num: z.number().int(), demo: z.boolean() }),
  }),
  userOpenid: defineEndpoint({
    method: 'POST',
    path: '/comply/index/useropenid',
    summary: "The member's bound wechat openid ('' when not bound)",
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: z.object({ openid: z.string(), bound: z.boolean() }),
  }),
  friendLinks: defineEndpoint({
    method: 'POST',
    path: '/api/kefu_index/gwlinks',
    summary: "Friendship links of the member's customer (footer)",
    access: access.member(),
    tokenField: 'token',
    input: z.object({ ...sessionFields, token: z.string().max(200).optional() }),
    output: z.array(z.object({ title: z.string(), linkurl: z.string() })),
  }),
  customerInfo: defineEndpoint({
    method: 'POST',
    path: '/api/kefu_index/getCustomerInfo',
    summary: "Footer contact details of the member's customer",
    access: access.member(),
    tokenField: 'token',
    input: z.object({ ...sessionFields, token: z.string().max(200).optional() }),
    output: z.object({
      kefu_truename: z.string(),
      kefu_mobile: z.string(),
      kefu_email: z.string(),
      kefu_qwimg: z.string(),
      /** The customer is a demonstration one: the contact above is shown as 演示数据. */
      demo: z.boolean(),
    }),
  }),
  userInfo: defineEndpoint({
    method: 'POST',
    path: '/api/member/userInfo',
    summary: 'Current member: memberInfo (with super), menu tree, permission list',
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: z.object({
      memberInfo: memberInfoSchema,
      menus: z.array(menuNodeSchema),
      permission: z.array(z.object({ rule_name: z.string() })),
    }),
  }),
  miniProgramCode: defineEndpoint({
    method: 'POST',
    path: '/api/member/miniProgramCode',
    summary: "Mini-program code image (data URL or URL), or 'notOpen' with msg 小程序未开启！",
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: z.object({ image: z.string() }),
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/member/forgotPassword',
    summary: 'Mail a password-reset link (same answer whether or not the e-mail is known)',
    access: access.public,
    rateLimit: { max: 10, timeWindow: 60_000 },
    input: z.object({
      email: z.string(msg('enterEmail')).trim().min(1, msg('enterEmail')).max(200).email(msg('invalidEmail')),
    }),
    output: z.null(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/member/resetPassword',
    summary: 'Set a new password with the token of a reset link (answers 重置成功)',
    access: access.public,
    rateLimit: { max: 20, timeWindow: 60_000 },
    input: z
      .object({ token: z.string().min(1).max(200), password: newPassword, confirmPassword: z.string().min(1).max(128) })
      .refine((v) => v.password === v.confirmPassword, {
        message: 'confirmPasswordMismatch',
        path: ['confirmPassword'],
      }),
    output: z.null(),
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/api/member/updatePassword',
    summary: 'Change password: old, new, confirm (确认密码与新密码输入不一致)',
    access: access.member(),
    input: z
      .object({ ...sessionFields, oldPassword: password, newPassword, confirmPassword: z.string().min(1).max(128) })
      .refine((v) => v.newPassword === v.confirmPassword, {
        message: 'confirmNewPasswordMismatch',
        path: ['confirmPassword'],
      }),
    output: z.null(),
  }),
  customerSettings: defineEndpoint({
    method: 'POST',
    path: '/api/member/customerSettings',
    summary: "Stored settings of the member's customer: logo, names, theme colour, flags, logo link, landing",
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: z.object({
      logo: z.string(),
      company_name: z.string(),
      company_en_name: z.string(),
      platform_name: z.string(),
      platform_en_name: z.string(),
      company_id: z.number().int().nullable(),
      theme_color: z.string(),
      wechat: z.boolean(),
      bilingual: z.boolean(),
      /** Where the logo links: the shell root, or the static show page. */
      logo_link: z.string(),
      /** Report page this customer lands on in /infoMonitor (weekly default, monthly for some). */
      info_monitor_landing: z.string(),
    }),
  }),
};
