import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  index,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** A customer company (stored customer settings, footer contact, brand). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  enName: text('en_name').notNull().default(''),
  platformName: text('platform_name').notNull().default(''),
  platformEnName: text('platform_en_name').notNull().default(''),
  logo: text('logo').notNull().default(''),
  companyId: integer('company_id'),
  themeColor: text('theme_color').notNull().default('#1E6BD1'),
  wechat: boolean('wechat').notNull().default(false),
  bilingual: boolean('bilingual').notNull().default(true),
  miniProgramImage: text('mini_program_image').notNull().default(''),
  brand: text('brand').notNull().default(''),
  kefuTruename: text('kefu_truename').notNull().default(''),
  kefuMobile: text('kefu_mobile').notNull().default(''),
  kefuEmail: text('kefu_email').notNull().default(''),
  kefuQwimg: text('kefu_qwimg').notNull().default(''),
  /** A customer made for demonstrations: its service contact is shown as 演示数据 (migration 0010). */
  demo: boolean('demo').notNull().default(false),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

/** A portal member: a user of a customer company. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    isSuper: boolean('is_super').notNull().default(false),
    /** Sub-accounts see data their parent account was granted. */
    parentId: integer('parent_id'),
    showParentData: boolean('show_parent_data').notNull().default(true),
    /** 0 stopped, 1 active. */
    status: integer('status').notNull().default(1),
    deleted: boolean('deleted').notNull().default(false),
    emailPush: boolean('email_push').notNull().default(false),
    lang: text('lang').notNull().default('zh-cn'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_username_uq').on(t.username), index('members_customer_idx').on(t.customerId)],
);

/** The rule names (the portal's permission keys) a member holds. */
export const memberRights = pgTable(
  'member_rights',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ruleName: text('rule_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ruleName] })],
);

/** Login sessions of members and staff: only the token's hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['member', 'staff'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    customerId: integer('customer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_subject_idx').on(t.kind, t.subjectId)],
);

/** Settings the spec withholds and the back office's params (paramCode, paramValue, remark). */
export const sysParams = pgTable('sys_params', {
  id: serial('id').primaryKey(),
  paramCode: text('param_code').notNull().unique(),
  paramValue: text('param_value').notNull().default(''),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
});

/** Every server fault (error log). */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: serial('id').primaryKey(),
    requestUri: text('request_uri').notNull(),
    requestMethod: text('request_method').notNull(),
    requestParams: text('request_params').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    errorInfo: text('error_info').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt)],
);
