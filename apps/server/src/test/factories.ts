import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { customers, members, memberRights, sessions } from '../db/schema/index.js';
import { hashPassword, hashToken, newToken } from '../lib/tokens.js';

const unique = () => randomBytes(4).toString('hex');

export async function createCustomer(db: Db, over: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({ name: `测试客户${unique()}`, ...over })
    .returning();
  return row!;
}

export interface MemberSpec {
  customerId?: number;
  username?: string;
  password?: string;
  rights?: string[];
  isSuper?: boolean;
  status?: number;
  email?: string;
}

/** A member with the given rule names; creates a customer when none is given. */
export async function createMember(db: Db, spec: MemberSpec = {}) {
  const customerId = spec.customerId ?? (await createCustomer(db)).id;
  const password = spec.password ?? 'Secret@2026';
  const [member] = await db
    .insert(members)
    .values({
      customerId,
      username: spec.username ?? `user_${unique()}`,
      passwordHash: await hashPassword(password),
      isSuper: spec.isSuper ?? false,
      status: spec.status ?? 1,
      email: spec.email ?? '',
    })
    .returning();
  if (spec.rights?.length)
    await db.insert(memberRights).values(spec.rights.map((ruleName) => ({ memberId: member!.id, ruleName })));
  return { ...member!, password };
}

/** A live session for a member: the body fields member calls carry. */
export async function memberSession(db: Db, member: { id: number; customerId: number }) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'member',
    subjectId: member.id,
    customerId: member.customerId,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return { token, customerId: member.customerId, auth: { customer_id: member.customerId, batoken: token } };
}

/** A live staff session token for a back-office user id. */
export async function staffSession(db: Db, staffId: number) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'staff',
    subjectId: staffId,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return { token, auth: { batoken: token } };
}
