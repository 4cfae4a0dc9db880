import { pgTable, serial, integer, text, boolean, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';
import { customers, members } from './core.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Portal menu rules. Ids are given, not generated: the spec names ids 61 (cosmetics)
 * and 76 (feed). A member sees a rule when they hold its rule_name (core member_rights);
 * super members see all. `url` must resolve to a route of the contract's table (checked at start).
 */
export const menuRules = pgTable(
  'menu_rules',
  {
    id: integer('id').primaryKey(),
    ruleName: text('rule_name').notNull(),
    title: text('title').notNull(),
    enTitle: text('en_title').notNull().default(''),
    /** link: external URL in a new window; login_link: token first; menu: a portal route. */
    menuType: text('menu_type', { enum: ['link', 'login_link', 'menu'] })
      .notNull()
      .default('menu'),
    url: text('url').notNull().default(''),
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(1),
    icon: text('icon').notNull().default(''),
    status: integer('status').notNull().default(1),
  },
  (t) => [index('menu_rules_parent_idx').on(t.parentId, t.sort)],
);

/** UI texts served by the language calls (language response). */
export const languagePacks = pgTable(
  'language_packs',
  {
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.key] })],
);

/** Portal login log: status 0 failed, 1 success, 2 locked; operation 0 login, 1 logout. */
export const memberLoginLogs = pgTable(
  'member_login_logs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id'),
    customerId: integer('customer_id'),
    username: text('username').notNull(),
    status: integer('status').notNull(),
    operation: integer('operation').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createDate: stamp('create_date').notNull().defaultNow(),
  },
  (t) => [
    index('member_login_logs_date_idx').on(t.createDate),
    index('member_login_logs_user_idx').on(t.username, t.createDate),
  ],
);

/** Captchas: single use, short-lived; only a hash of the lower-cased answer is kept. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    used: boolean('used').notNull().default(false),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Password-reset links: hashed token, expiry, single use. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
});

/**
 * Single-sign-on tokens handed to login_link entries (getSpylToken) and accepted by
 * POST /api/member/login {token}: hashed, short-lived, single use.
 */
export const ssoTokens = pgTable('sso_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
});

/**
 * Favourite change counter per member and library (change_num), kept by the back
 * office's counter job. collectionLists counts the library's lib_favorites directly, so the
 * badge is right between job runs.
 */
export const memberFavoriteChanges = pgTable(
  'member_favorite_changes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    library: text('library').notNull(),
    changeNum: integer('change_num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.library] })],
);

/** Footer friendship links of a customer (title, linkurl). */
export const friendLinks = pgTable(
  'friend_links',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    linkurl: text('linkurl').notNull(),
    sort: integer('sort').notNull().default(1),
  },
  (t) => [index('friend_links_customer_idx').on(t.customerId, t.sort)],
);

/** The wechat openid bound to a member (mini program), if any. */
export const memberOpenids = pgTable('member_openids', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  openid: text('openid').notNull(),
  boundAt: stamp('bound_at').notNull().defaultNow(),
});
