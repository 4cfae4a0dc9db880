import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** Staff sessions last a working day; they live in the core sessions table like members'. */
export const staffSessionMs = 12 * 3600_000;

export async function openStaffSession(db: Db, staffId: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + staffSessionMs).toISOString();
  await db.insert(sessions).values({ tokenHash: hashToken(token), kind: 'staff', subjectId: staffId, expiresAt });
  return { token, expiresAt };
}

/** Ends every live session of these subjects (stopped, deleted or re-passworded accounts). */
export async function endSessions(db: Db, kind: 'member' | 'staff', ids: number[]) {
  if (!ids.length) return;
  await db.delete(sessions).where(and(eq(sessions.kind, kind), inArray(sessions.subjectId, ids)));
}

export async function endSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
