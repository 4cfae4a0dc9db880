import { and, eq, sql } from 'drizzle-orm';
import { languages, message, type BriefingDetail, type Language } from '@app/contract';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import {
  memberPushSettings,
  memberRights,
  members,
  inboxMessages,
  monitorBriefings,
} from '../../../db/schema/index.js';
import { deliverMail } from '../../../lib/mail.js';
import { warn } from '../../../lib/errors.js';
import { briefingDetail, briefingRights } from './briefings.service.js';

export const briefingPath = (id: number) => `/infoMonitor/newspaper/detail?id=${id}`;

/** Active members who may read briefings: super accounts and holders of the right or its parent. */
async function readers(database: Database) {
  return database.db
    .selectDistinct({
      id: members.id,
      customerId: members.customerId,
      lang: members.lang,
      emailPush: members.emailPush,
      email: members.email,
      recipients: memberPushSettings.recipients,
    })
    .from(members)
    .leftJoin(memberRights, eq(memberRights.memberId, members.id))
    .leftJoin(memberPushSettings, eq(memberPushSettings.memberId, members.id))
    .where(
      and(
        eq(members.deleted, false),
        eq(members.status, 1),
        sql`(${members.isSuper} or ${memberRights.ruleName} in (${sql.join(
          briefingRights.map((r) => sql`${r}`),
          sql`, `,
        )}))`,
      ),
    );
}

/** The mail of one issue: its items in order, each with the commentary and the portal link. */
function mailText(d: BriefingDetail, lang: Language) {
  const lines = [d.title, d.intro, ''];
  for (const [i, x] of d.entries.entries()) {
    lines.push(
      `${i + 1}. ${x.item.title} (${x.item.source} ${x.item.itemDate})${x.item.demo ? (lang === 'en' ? ' [demo data]' : ' [演示数据]') : ''}`,
    );
    if (x.commentary) lines.push(`   ${x.commentary}`);
  }
  lines.push(
    '',
    message('briefingMessage', lang, { issueNo: d.issueNo, count: d.entries.length, path: briefingPath(d.id) }),
  );
  return lines.filter((l, i) => l !== '' || i > 1).join('\n');
}

/**
 * Publishes a draft: refused when it is empty or already out. Every reader gets a message in the
 * message centre; readers with e-mail push on get the issue by mail now (to their push
 * recipients), written as .eml files when no SMTP server is set.
 */
export async function publishBriefing(database: Database, config: Config, id: number) {
  const draft = await briefingDetail(database, id, true);
  const [row] = await database.db
    .select({ status: monitorBriefings.status })
    .from(monitorBriefings)
    .where(eq(monitorBriefings.id, id));
  if (row?.status === 'published') throw warn('briefingPublished');
  if (!draft.entries.length) throw warn('briefingEmpty');
  // The status check is in the UPDATE too: two staff publishing at once send one round of inboxMessages.
  const done = await database.db
    .update(monitorBriefings)
    .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(monitorBriefings.id, id), eq(monitorBriefings.status, 'draft')))
    .returning({ id: monitorBriefings.id });
  if (!done.length) throw warn('briefingPublished');
  const published = await briefingDetail(database, id);
  const to = await readers(database);
  const langOf = (l: string): Language => ((languages as readonly string[]).includes(l) ? (l as Language) : 'zh-cn');
  for (let i = 0; i < to.length; i += 500) {
    await database.db.insert(inboxMessages).values(
      to.slice(i, i + 500).map((r) => ({
        memberId: r.id,
        customerId: r.customerId,
        kind: 'briefing' as const,
        title: published.title,
        content: message('briefingMessage', langOf(r.lang), {
          issueNo: published.issueNo,
          count: published.entries.length,
          path: briefingPath(id),
        }),
      })),
    );
  }
  let mails = 0;
  for (const r of to.filter((x) => x.emailPush)) {
    const recipients = (r.recipients || r.email)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!recipients.length) continue;
    const lang = langOf(r.lang);
    await deliverMail(config, {
      to: recipients,
      subject: message('briefingMailSubject', lang, { title: published.title }),
      text: mailText(published, lang),
    });
    mails++;
  }
  return { id, messages: to.length, mails };
}
