import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { message, type Language, languages, libraryKeys } from '@app/contract';
import { libKeywords, memberPushSettings, memberRights, members, inboxMessages } from '../db/schema/index.js';
import { deliverMail } from '../lib/mail.js';
import type { JobRun } from './beans.js';
import { isoDay } from '../modules/library/dates.js';

const paramsSchema = z.object({ limit: z.number().int().positive().max(1000).optional() }).strict();

const dayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
/** Monday 00:00 UTC of the week of d. */
const weekStart = (d: Date) => new Date(dayStart(d).getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);

/**
 * E-mail push of update reminders: every member with e-mail push on, whose send hour has come
 * and who had no mail yet this day (daily) or week (weekly), gets one mail listing their new
 * messages and the documents added or changed since their last mail whose title holds one of
 * their reminder keywords. Nothing new: no mail, but the window moves on.
 */
export const mailPushJob: JobRun = async ({ database, config, params, at }) => {
  const { limit = 500 } = paramsSchema.parse(params);
  const db = database.db;
  const candidates = await db
    .select({ member: members, settings: memberPushSettings })
    .from(members)
    .leftJoin(memberPushSettings, eq(memberPushSettings.memberId, members.id))
    .where(and(eq(members.emailPush, true), eq(members.deleted, false), eq(members.status, 1)))
    .limit(limit);
  let sent = 0;
  for (const { member, settings } of candidates) {
    const frequency = settings?.frequency ?? 'daily';
    const periodStart = frequency === 'weekly' ? weekStart(at) : dayStart(at);
    const lastSent = settings?.lastSentAt
      ? new Date(String(settings.lastSentAt).replace(' ', 'T').replace(/\+00$/, 'Z'))
      : undefined;
    if (at.getUTCHours() < (settings?.sendHour ?? 8) || (lastSent && lastSent >= periodStart)) continue;
    const since = lastSent ?? new Date(at.getTime() - (frequency === 'weekly' ? 7 : 1) * 86_400_000);
    const recipients = (settings?.recipients || member.email).split(',').filter(Boolean);
    const lang: Language = (languages as readonly string[]).includes(member.lang) ? (member.lang as Language) : 'zh-cn';

    const news = await db
      .select({ title: inboxMessages.title })
      .from(inboxMessages)
      // A published briefing was mailed on its own when it came out (publish.ts): not twice.
      .where(
        and(
          eq(inboxMessages.memberId, member.id),
          gt(inboxMessages.createdAt, since.toISOString()),
          ne(inboxMessages.kind, 'briefing'),
        ),
      )
      .orderBy(inboxMessages.createdAt)
      .limit(100);
    const hits = await keywordHits(database, member.id, member.isSuper, since);
    if (recipients.length && (news.length || hits.length)) {
      const lines = [
        message('mailPushIntro', lang, {
          name: member.realName || member.username,
          since: isoDay(since),
        }),
        '',
        ...(news.length ? [`${message('mailPushMessages', lang)}:`, ...news.map((n) => `- ${n.title}`), ''] : []),
        ...(hits.length
          ? [`${message('mailPushKeywordHits', lang)}:`, ...hits.map((h) => `- [${h.keyword}] ${h.title}`)]
          : []),
      ];
      await deliverMail(config, { to: recipients, subject: message('mailPushSubject', lang), text: lines.join('\n') });
      sent++;
    }
    await db
      .insert(memberPushSettings)
      .values({ memberId: member.id, lastSentAt: at.toISOString(), recipients: settings?.recipients ?? member.email })
      .onConflictDoUpdate({ target: memberPushSettings.memberId, set: { lastSentAt: at.toISOString() } });
  }
  return `${sent} mails`;
};

/** Documents of the member's libraries added or changed since `since` whose title holds a keyword. */
async function keywordHits(
  database: Parameters<JobRun>[0]['database'],
  memberId: number,
  isSuper: boolean,
  since: Date,
) {
  const db = database.db;
  const words = (
    await db.select({ k: libKeywords.keyword }).from(libKeywords).where(eq(libKeywords.memberId, memberId))
  ).map((r) => r.k);
  if (!words.length) return [];
  const held = isSuper
    ? [...libraryKeys]
    : (
        await db
          .select({ r: memberRights.ruleName })
          .from(memberRights)
          .where(and(eq(memberRights.memberId, memberId), inArray(memberRights.ruleName, [...libraryKeys])))
      ).map((r) => r.r);
  if (!held.length) return [];
  const day = isoDay(since);
  // Only the few documents new since the last mail are scanned, through the add/update date indexes.
  const recent = await database.rows<{ id: number; title: string }>(sql`
    select id, title from lib_documents
    where library in (${sql.join(
      held.map((h) => sql`${h}`),
      sql`, `,
    )})
      and (add_date >= ${day}::date or update_date >= ${day}::date or content_updated_at >= ${since.toISOString()})
    order by id desc limit 2000`);
  const hits: { keyword: string; title: string }[] = [];
  for (const doc of recent) {
    const keyword = words.find((w) => doc.title.includes(w));
    if (keyword) hits.push({ keyword, title: doc.title });
  }
  return hits.slice(0, 100);
}
