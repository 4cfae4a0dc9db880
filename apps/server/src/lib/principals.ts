import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, members, memberRights, customers } from '../db/schema/index.js';
import { hashToken } from './tokens.js';
import { cachedPrincipal } from './principal-cache.js';
import type { MemberPrincipal, StaffPrincipal } from './context.js';

/** Finds the live session of a token, or nothing. */
export async function findSession(db: Db, kind: 'member' | 'staff', token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, kind),
        gt(sessions.expiresAt, new Date().toISOString()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The member of a live session, their customer's display fields and their rights, in one
 * prepared statement: every portal call starts here, so it is one round trip, built once.
 */
const memberSessionQuery = (db: Db) =>
  db
    .select({
      member: members,
      customer: {
        name: customers.name,
        enName: customers.enName,
        platformName: customers.platformName,
        platformEnName: customers.platformEnName,
        companyId: customers.companyId,
        themeColor: customers.themeColor,
      },
      rights: sql<
        string[]
      >`array(select ${memberRights.ruleName} from ${memberRights} where ${memberRights.memberId} = ${members.id})`,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.subjectId))
    .leftJoin(customers, eq(customers.id, members.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.kind, 'member'),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(members.status, 1),
        eq(members.deleted, false),
      ),
    )
    .limit(1)
    .prepare('member_session');

const preparedFor = new WeakMap<Db, ReturnType<typeof memberSessionQuery>>();

export async function loadMember(db: Db, token: string): Promise<MemberPrincipal | undefined> {
  const tokenHash = hashToken(token);
  return cachedPrincipal(db, tokenHash, () => readMember(db, tokenHash, token));
}

async function readMember(db: Db, tokenHash: string, token: string): Promise<MemberPrincipal | undefined> {
  let query = preparedFor.get(db);
  if (!query) preparedFor.set(db, (query = memberSessionQuery(db)));
  const [row] = await query.execute({ tokenHash, now: new Date().toISOString() });
  if (!row) return undefined;
  const { member, customer, rights } = row;
  return {
    kind: 'member',
    id: member.id,
    customerId: member.customerId,
    username: member.username,
    isSuper: member.isSuper,
    rights: new Set(rights),
    token,
    profile: { member, customer },
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
