import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { message, type Language, languages, libraryKeys, type PushFrequency } from '@app/contract';
import { libKeywords, memberPushSettings, memberRights, members, inboxMessages } from '../db/schema/index.js';
import { deliverMail } from '../lib/mail.js';
import type { JobRun } from './beans.js';
import { chinaDay } from '../lib/clock.js';

const paramsSchema = z.object({ limit: z.number().int().positive().max(1000).optional() }).strict();

const dayMs = 86_400_000;
// China keeps no summer time: its days and weeks are fixed offsets of UTC+8.
/** 00:00 China time of the China day of d. */
const dayStart = (d: Date) => new Date(`${chinaDay(d)}T00:00:00+08:00`);
/** Monday 00:00 China time of the China week of d. */
const weekStart = (d: Date) => {
  const day = dayStart(d);
  return new Date(day.getTime() - ((new Date(`${chinaDay(d)}T00:00:00Z`).getUTCDay() + 6) % 7) * dayMs);
};
const chinaHour = (d: Date) => (d.getUTCHours() + 8) % 24;
/** Start of the period whose digest is already out when the last mail is at or after it (immediate: none). */
const periodStart: Record<PushFrequency, (at: Date) => Date | undefined> = {
  immediate: () => undefined,
  daily: dayStart,
  weekly: weekStart,
};

/**
 * E-mail push of update reminders, as each member set it (reminder settings): a member with e-mail push on gets one
 * mail listing their new messages of the kinds they kept on and the documents added or changed whose title holds one
 * of their reminder keywords, all since their last mail. Immediately: at each run with something new. Daily: once a
 * China day, from their send hour (China time). Weekly: once a China week, from Monday's send hour. Nothing new: no
 * mail, but the window moves on.
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
    const start = periodStart[frequency](at);
    const lastSent = settings?.lastSentAt
      ? new Date(String(settings.lastSentAt).replace(' ', 'T').replace(/\+00$/, 'Z'))
      : undefined;
    if (start && (chinaHour(at) < (settings?.sendHour ?? 8) || (lastSent && lastSent >= start))) continue;
    const since = lastSent ?? new Date(at.getTime() - (frequency === 'weekly' ? 7 : 1) * dayMs);
    const muted = settings?.mutedKinds ?? [];
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
          notInArray(inboxMessages.kind, ['briefing', ...muted]),
        ),
      )
      .orderBy(inboxMessages.createdAt)
      .limit(100);
    const hits = muted.includes('keyword_update') ? [] : await keywordHits(database, member.id, member.isSuper, since);
    if (recipients.length && (news.length || hits.length)) {
      const lines = [
        message('mailPushIntro', lang, {
          name: member.realName || member.username,
          since: chinaDay(since),
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
  const day = chinaDay(since);
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
