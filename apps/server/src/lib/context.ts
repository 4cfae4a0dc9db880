import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language, MessageKey } from '@app/contract';
import type { Database, Db } from '../db/client.js';
import type { customers, members } from '../db/schema/index.js';
import { expired } from './errors.js';

type CustomerRow = typeof customers.$inferSelect;
export interface MemberProfile {
  member: typeof members.$inferSelect;
  customer: Pick<
    CustomerRow,
    'name' | 'enName' | 'platformName' | 'platformEnName' | 'companyId' | 'themeColor'
  > | null;
}

export interface MemberPrincipal {
  kind: 'member';
  id: number;
  customerId: number;
  username: string;
  isSuper: boolean;
  rights: ReadonlySet<string>;
  token: string;
  /** The member row and their customer's display fields, read with the session (user info shows them). */
  profile: MemberProfile;
}

export interface StaffPrincipal {
  kind: 'staff';
  id: number;
  username: string;
  isSuper: boolean;
  /** Colon-style menu permissions (sys:user:save …). */
  permissions: ReadonlySet<string>;
  /** Departments whose rows the staff member may see; undefined = all (super or no limit). */
  deptIds?: ReadonlySet<number>;
  token: string;
}

/** What every handler gets besides its validated input. */
export interface CallContext {
  db: Db;
  database: Database;
  lang: Language;
  params: Record<string, string>;
  member?: MemberPrincipal;
  staff?: StaffPrincipal;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Sets the envelope's msg for a successful answer (e.g. 操作成功). */
  say(key: MessageKey, vars?: Record<string, string | number>): void;
}

export const requireMember = (ctx: CallContext): MemberPrincipal => {
  if (!ctx.member) throw expired();
  return ctx.member;
};

export const requireStaff = (ctx: CallContext): StaffPrincipal => {
  if (!ctx.staff) throw expired();
  return ctx.staff;
};

/** A binary answer (captcha image, xlsx export, PDF), or a stream written while it is sent (NDJSON). */
export interface BlobAnswer {
  blob: Buffer | Uint8Array | string | Readable;
  contentType: string;
  filename?: string;
}
export const isBlobAnswer = (v: unknown): v is BlobAnswer =>
  typeof v === 'object' && v !== null && 'blob' in v && 'contentType' in v;
