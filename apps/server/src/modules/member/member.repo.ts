import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  customers,
  friendLinks,
  languagePacks,
  libFavorites,
  memberLoginLogs,
  memberOpenids,
  members,
  menuRules,
  passwordResets,
  sessions,
  ssoTokens,
  sysParams,
} from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

export type MemberRow = typeof members.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type MenuRuleRow = typeof menuRules.$inferSelect;

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

export async function memberByUsername(db: Db, username: string) {
  const [row] = await db.select().from(members).where(eq(members.username, username)).limit(1);
  return row;
}

export async function memberById(db: Db, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export async function membersByEmail(db: Db, email: string) {
  return db
    .select()
    .from(members)
    .where(
      and(sql`lower(${members.email}) = ${email.toLowerCase()}`, eq(members.deleted, false), eq(members.status, 1)),
    );
}

export async function customerById(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function setPassword(db: Db, memberId: number, passwordHash: string) {
  await db.update(members).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(members.id, memberId));
}

export async function setLanguage(db: Db, memberId: number, lang: string) {
  await db.update(members).set({ lang }).where(eq(members.id, memberId));
}

export async function createSession(db: Db, member: MemberRow, token: string, ms: number) {
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'member',
    subjectId: member.id,
    customerId: member.customerId,
    expiresAt: inFuture(ms),
  });
}

export async function endSession(db: Db, token: string) {
  await db.delete(sessions).where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'member')));
}

/** Ends every session of a member (password change or reset). */
export async function endSessionsOf(db: Db, memberId: number) {
  await db.delete(sessions).where(and(eq(sessions.subjectId, memberId), eq(sessions.kind, 'member')));
}

export async function writeLoginLog(db: Db, row: typeof memberLoginLogs.$inferInsert) {
  await db.insert(memberLoginLogs).values(row);
}

export async function activeMenuRules(db: Db) {
  return db.select().from(menuRules).where(eq(menuRules.status, 1)).orderBy(asc(menuRules.sort), asc(menuRules.id));
}

export async function languagePack(db: Db, lang: string) {
  return db
    .select({ key: languagePacks.key, text: languagePacks.text })
    .from(languagePacks)
    .where(eq(languagePacks.lang, lang));
}

export async function params(db: Db, codes: string[]) {
  const rows = await db.select().from(sysParams).where(inArray(sysParams.paramCode, codes));
  return new Map(rows.map((r) => [r.paramCode, r.paramValue]));
}

export async function friendLinksOf(db: Db, customerId: number) {
  return db
    .select({ title: friendLinks.title, linkurl: friendLinks.linkurl })
    .from(friendLinks)
    .where(eq(friendLinks.customerId, customerId))
    .orderBy(asc(friendLinks.sort), asc(friendLinks.id));
}

export async function openidOf(db: Db, memberId: number) {
  const [row] = await db.select().from(memberOpenids).where(eq(memberOpenids.memberId, memberId)).limit(1);
  return row?.openid;
}

/** The favourites change counter of a member in a library (see the note on the table). */
/** Favourites whose document changed since the member last looked (the library's lib_favorites). */
export async function favoriteChangeCount(db: Db, memberId: number, library: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(libFavorites)
    .where(and(eq(libFavorites.memberId, memberId), eq(libFavorites.library, library), eq(libFavorites.changed, true)));
  return Number(row?.n ?? 0);
}

export async function createResetToken(db: Db, memberId: number, token: string, ms: number) {
  await db.insert(passwordResets).values({ tokenHash: hashToken(token), memberId, expiresAt: inFuture(ms) });
}

/** Marks a live reset token used and returns its member id; undefined when unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: passwordResets.memberId });
  return row?.memberId;
}

/** A reset or a password change cancels every reset link still outstanding. */
export async function cancelResetTokens(db: Db, memberId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

export async function createSsoToken(db: Db, memberId: number, token: string, ms: number) {
  await db.insert(ssoTokens).values({ tokenHash: hashToken(token), memberId, expiresAt: inFuture(ms) });
}

export async function consumeSsoToken(db: Db, token: string) {
  const [row] = await db
    .update(ssoTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(ssoTokens.tokenHash, hashToken(token)), isNull(ssoTokens.usedAt), gt(ssoTokens.expiresAt, sql`now()`)),
    )
    .returning({ memberId: ssoTokens.memberId });
  return row?.memberId;
}
