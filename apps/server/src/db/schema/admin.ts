import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  index,
  primaryKey,
  jsonb,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pushFrequencies, type ReminderKind } from '@app/contract';
import { members } from './core.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => stamp('created_at').notNull().defaultNow();

/** Back-office departments (a tree by pid; 0 = root). Data authorisation is by department. */
export const sysDepts = pgTable(
  'sys_depts',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('sys_depts_pid_idx').on(t.pid, t.sort)],
);

/** Staff users of the back office (admin user). */
export const sysUsers = pgTable(
  'sys_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull().default(''),
    deptId: integer('dept_id').notNull(),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    gender: integer('gender').notNull().default(0),
    /** 0 stopped, 1 normal. */
    status: integer('status').notNull().default(1),
    superAdmin: boolean('super_admin').notNull().default(false),
    pushSet: boolean('push_set').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sys_users_username_uq').on(t.username),
    index('sys_users_dept_idx').on(t.deptId, t.createdAt),
    index('sys_users_created_idx').on(t.createdAt),
  ],
);

/** Roles; `deptId` is the department of the staff member who made it (roles are dept-scoped rows too). */
export const sysRoles = pgTable('sys_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  remark: text('remark').notNull().default(''),
  deptId: integer('dept_id'),
  createdAt: createdAt(),
});

export const sysUserRoles = pgTable(
  'sys_user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => sysUsers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_roles_role_idx').on(t.roleId)],
);

/** Back-office menus and buttons (type 0 menu, 1 button); `permissions` comma separated, colon style. */
export const sysMenus = pgTable(
  'sys_menus',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    type: integer('type').notNull().default(0),
    sort: integer('sort').notNull().default(1),
    url: text('url').notNull().default(''),
    permissions: text('permissions').notNull().default(''),
    resources: jsonb('resources')
      .$type<{ url: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE' }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('sys_menus_pid_idx').on(t.pid, t.sort)],
);

export const sysRoleMenus = pgTable(
  'sys_role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRoles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => sysMenus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Data authorisation: holders of the role see rows of these departments. */
export const sysRoleDepts = pgTable(
  'sys_role_depts',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRoles.id, { onDelete: 'cascade' }),
    deptId: integer('dept_id')
      .notNull()
      .references(() => sysDepts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysDict = pgTable(
  'sys_dict',
  {
    id: serial('id').primaryKey(),
    dictName: text('dict_name').notNull(),
    dictType: text('dict_type').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictValue: text('dict_value').notNull(),
    sort: integer('sort').notNull().default(1),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('sys_dict_type_idx').on(t.dictType, t.sort),
    uniqueIndex('sys_dict_type_value_uq').on(t.dictType, t.dictValue),
  ],
);

export const sysJobs = pgTable('sys_jobs', {
  id: serial('id').primaryKey(),
  beanName: text('bean_name').notNull(),
  params: text('params').notNull().default(''),
  cronExpression: text('cron_expression').notNull(),
  remark: text('remark').notNull().default(''),
  /** 0 paused, 1 normal. */
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

export const sysJobLogs = pgTable(
  'sys_job_logs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').notNull(),
    beanName: text('bean_name').notNull(),
    params: text('params').notNull().default(''),
    /** 0 failed, 1 success. */
    status: integer('status').notNull(),
    error: text('error').notNull().default(''),
    times: integer('times').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sys_job_logs_created_idx').on(t.createdAt), index('sys_job_logs_job_idx').on(t.jobId, t.createdAt)],
);

/** Files saved through lib/storage.ts (local disk or the configured S3-compatible bucket). */
export const sysOssFiles = pgTable(
  'sys_oss_files',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    size: integer('size').notNull().default(0),
    /** Storage type at upload time: 0 local, 1..3 providers. */
    type: integer('type').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sys_oss_files_created_idx').on(t.createdAt)],
);

/** Back-office login log; portal logins are in member_login_logs (platform) and both are listed together. */
export const staffLoginLogs = pgTable(
  'staff_login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    status: integer('status').notNull(),
    operation: integer('operation').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createDate: stamp('create_date').notNull().defaultNow(),
  },
  (t) => [
    index('staff_login_logs_date_idx').on(t.createDate),
    index('staff_login_logs_user_idx').on(t.username, t.createDate),
  ],
);

/** Every non-GET call of the back office and the portal (lib/audit.ts writes it). */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    operatorKind: text('operator_kind').notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name').notNull().default(''),
    customerId: integer('customer_id'),
    summary: text('summary').notNull().default(''),
    /** 0 failed, 1 success. */
    status: integer('status').notNull(),
    requestUri: text('request_uri').notNull(),
    requestMethod: text('request_method').notNull(),
    requestParams: text('request_params').notNull().default(''),
    requestTime: integer('request_time').notNull().default(0),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('operation_logs_created_idx').on(t.createdAt),
    index('operation_logs_operator_idx').on(t.operatorName, t.createdAt),
  ],
);

/** The provider's keyword library (imported from xlsx). */
export const sysKeywords = pgTable(
  'sys_keywords',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    category: text('category').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sys_keywords_keyword_uq').on(t.keyword)],
);

/** Per-account e-mail push schedule and recipients; the switch itself is members.email_push. */
export const memberPushSettings = pgTable('member_push_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  frequency: text('frequency', { enum: pushFrequencies }).notNull().default('daily'),
  /** China hour from which a daily or weekly digest goes out. */
  sendHour: integer('send_hour').notNull().default(8),
  recipients: text('recipients').notNull().default(''),
  lastSentAt: stamp('last_sent_at'),
  /** Reminder kinds the member turned off (none: every kind, as before the setting existed). */
  mutedKinds: text('muted_kinds').array().$type<ReminderKind[]>().notNull().default([]),
  /** Reminders are listed in the message centre. */
  inCentre: boolean('in_centre').notNull().default(true),
});
