import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { api, loginLogOperation, loginLogStatus } from '@app/contract';
import type { Db } from '../../db/client.js';
import { sessions, staffLoginLogs, sysUsers } from '../../db/schema/index.js';
import { implement } from '../../lib/endpoints.js';
import { requireStaff, type CallContext } from '../../lib/context.js';
import { warn } from '../../lib/errors.js';
import { hashPassword, hashToken, verifyPassword } from '../../lib/tokens.js';
import { checkCaptcha, issueCaptcha } from '../member/captcha.service.js';
import { endSession, openStaffSession } from './sessions.js';
import { splitPermissions, staffMenus } from './principal.js';
import { captchaDue, clearFailures, reserveAttempt } from '../../lib/lockout.js';

const calls = api.admin.auth;
// Answering "no such user" as fast as "wrong password" would tell which accounts exist.
const decoyHash = hashPassword('decoy-password-never-valid');

async function logLogin(ctx: CallContext, username: string, userId: number | null, status: number, operation: number) {
  await ctx.db.insert(staffLoginLogs).values({
    userId,
    username: username.slice(0, 100),
    status,
    operation,
    ip: ctx.req.ip ?? '',
    userAgent: String(ctx.req.headers['user-agent'] ?? '').slice(0, 500),
  });
}

async function findUser(db: Db, username: string) {
  const [user] = await db.select().from(sysUsers).where(eq(sysUsers.username, username)).limit(1);
  return user;
}

export const authImplementations = implement(calls, {
  captcha: async (_input, ctx) => {
    const captchaId = randomUUID();
    const image = await issueCaptcha(ctx.db, captchaId);
    return { captchaId, image, enabled: ctx.req.server.config.captcha };
  },
  login: async (input, ctx) => {
    const address = ctx.req.ip ?? '';
    // The captcha is checked before the password so that guessing costs a captcha per try; with
    // CAPTCHA=off it is still asked after repeated failures (lib/lockout.ts).
    const asked = ctx.req.server.config.captcha || (await captchaDue(ctx.database, 'staff', address, input.username));
    if (asked && !ctx.req.server.config.captcha && !input.captchaInfo) throw warn('captchaNeeded');
    if (asked && !(await checkCaptcha(ctx.db, input.captchaId, input.captchaInfo))) throw warn('wrongCaptcha');
    // The same steps for an unknown name and an existing one (lib/lockout.ts): count, look up, check.
    const attempt = await reserveAttempt(ctx.database, 'staff', address, input.username);
    const user = await findUser(ctx.db, input.username);
    if (attempt.locked) {
      await logLogin(ctx, input.username, user?.id ?? null, loginLogStatus.locked, loginLogOperation.login);
      throw warn('accountLocked', { minutes: attempt.minutes });
    }
    const right = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
    if (!user || !right) {
      await logLogin(
        ctx,
        input.username,
        user?.id ?? null,
        attempt.lastChance ? loginLogStatus.locked : loginLogStatus.failed,
        loginLogOperation.login,
      );
      if (attempt.lastChance) throw warn('accountLocked', { minutes: attempt.minutes });
      throw warn('wrongCredentials');
    }
    await clearFailures(ctx.database, 'staff', address, input.username);
    if (user.status !== 1) {
      await logLogin(ctx, input.username, user.id, loginLogStatus.failed, loginLogOperation.login);
      throw warn('accountStopped');
    }
    const session = await openStaffSession(ctx.db, user.id);
    await logLogin(ctx, user.username, user.id, loginLogStatus.success, loginLogOperation.login);
    ctx.say('loginSuccess');
    return session;
  },
  logout: async (_input, ctx) => {
    const staff = requireStaff(ctx);
    await endSession(ctx.db, staff.token);
    await logLogin(ctx, staff.username, staff.id, loginLogStatus.success, loginLogOperation.logout);
    ctx.say('logoutSuccess');
    return {};
  },
  me: async (_input, ctx) => {
    const staff = requireStaff(ctx);
    const [user] = await ctx.db.select().from(sysUsers).where(eq(sysUsers.id, staff.id));
    const menus = await staffMenus(ctx.db, staff.id, staff.isSuper);
    return {
      id: staff.id,
      username: staff.username,
      realName: user?.realName ?? '',
      superAdmin: staff.isSuper,
      permissions: [...new Set(menus.flatMap((m) => splitPermissions(m.permissions)))].sort(),
      menus: menus
        .filter((m) => m.type === 0)
        .map((m) => ({ id: m.id, pid: m.pid, name: m.name, icon: m.icon, url: m.url, sort: m.sort })),
    };
  },
  password: async (input, ctx) => {
    const staff = requireStaff(ctx);
    const [user] = await ctx.db.select().from(sysUsers).where(eq(sysUsers.id, staff.id));
    if (!user || !(await verifyPassword(input.password, user.passwordHash))) throw warn('wrongOldPassword');
    await ctx.db
      .update(sysUsers)
      .set({ passwordHash: await hashPassword(input.newPassword) })
      .where(eq(sysUsers.id, staff.id));
    // Other sessions of this user end; the one changing the password stays.
    await ctx.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.kind, 'staff'),
          eq(sessions.subjectId, staff.id),
          ne(sessions.tokenHash, hashToken(staff.token)),
        ),
      );
    ctx.say('operationSuccess');
    return {};
  },
});
