import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, members, memberRights } from '../db/schema/index.js';
import { hashToken } from './tokens.js';
import type { MemberPrincipal, StaffPrincipal } from './context.js';

/** Finds the live session of a token, or nothing. */
export async function findSession(db: Db, kind: 'member' | 'staff', token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, kind), gt(sessions.expiresAt, new Date().toISOString())))
    .limit(1);
  return row;
}

export async function loadMember(db: Db, token: string): Promise<MemberPrincipal | undefined> {
  const session = await findSession(db, 'member', token);
  if (!session) return undefined;
  const [member] = await db.select().from(members).where(eq(members.id, session.subjectId)).limit(1);
  if (!member || member.status !== 1 || member.deleted) return undefined;
  const rights = await db.select({ r: memberRights.ruleName }).from(memberRights).where(eq(memberRights.memberId, member.id));
  return {
    kind: 'member',
    id: member.id,
    customerId: member.customerId,
    username: member.username,
    isSuper: member.isSuper,
    rights: new Set(rights.map((r) => r.r)),
    token,
  };
}

/**
 * Staff principals come from the back office's users, roles and menus. The back-office module
 * installs its loader at start-up; until then no staff call is allowed (deny by default).
 */
export type StaffLoader = (db: Db, staffId: number, token: string) => Promise<StaffPrincipal | undefined>;
let staffLoader: StaffLoader = async () => undefined;
export const setStaffLoader = (loader: StaffLoader) => {
  staffLoader = loader;
};

export async function loadStaff(db: Db, token: string): Promise<StaffPrincipal | undefined> {
  const session = await findSession(db, 'staff', token);
  if (!session) return undefined;
  return staffLoader(db, session.subjectId, token);
}
