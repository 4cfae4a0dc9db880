import { eq, inArray } from 'drizzle-orm';
import { recipientList, reminderKinds, type InboxKind, type ReminderKind, type ReminderSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { memberPushSettings, members } from '../../db/schema/index.js';
import { warn } from '../../lib/errors.js';
import type { MemberPrincipal } from '../../lib/context.js';

/** Settings of a member who never opened the page: what every member got before they existed. */
const defaults = { mutedKinds: [] as ReminderKind[], inCentre: true, frequency: 'daily' as const, sendHour: 8 };

const isReminder = (kind: InboxKind): kind is ReminderKind => (reminderKinds as readonly string[]).includes(kind);

/** The calling member's settings, with the defaults where none were saved. */
export async function readReminderSettings(db: Db, member: MemberPrincipal) {
  const [row] = await db
    .select({ m: members, s: memberPushSettings })
    .from(members)
    .leftJoin(memberPushSettings, eq(memberPushSettings.memberId, members.id))
    .where(eq(members.id, member.id));
  const s = { ...defaults, recipients: '', ...row?.s };
  return {
    kinds: reminderKinds.filter((k) => !s.mutedKinds.includes(k)),
    centre: s.inCentre,
    email: row?.m.emailPush ?? false,
    frequency: s.frequency,
    sendHour: s.sendHour,
    recipients: s.recipients,
    accountEmail: row?.m.email ?? '',
  };
}

/** Saves the calling member's own settings (the session names the member: no id is taken from the input). */
export async function saveReminderSettings(db: Db, member: MemberPrincipal, input: ReminderSettings) {
  const recipients = recipientList(input.recipients).join(',');
  const [account] = await db.select({ email: members.email }).from(members).where(eq(members.id, member.id));
  // Mail with no address to go to would be a setting that silently does nothing.
  if (input.email && !recipients && !account?.email) throw warn('enterEmail');
  const values = {
    mutedKinds: reminderKinds.filter((k) => !input.kinds.includes(k)),
    inCentre: input.centre,
    frequency: input.frequency,
    sendHour: input.sendHour,
    recipients,
  };
  await db.update(members).set({ emailPush: input.email }).where(eq(members.id, member.id));
  await db
    .insert(memberPushSettings)
    .values({ memberId: member.id, ...values })
    .onConflictDoUpdate({ target: memberPushSettings.memberId, set: values });
}

interface Routing {
  muted: ReminderKind[];
  centre: boolean;
  email: boolean;
}

/**
 * The reminder rows that reach their members, each marked whether the message centre lists it: a kind the member
 * turned off is dropped; with the message centre off the row is kept only for the e-mail digest, and dropped when
 * mail is off too. Other messages (forwards, briefings) pass unchanged.
 */
export async function routeReminders<T extends { memberId: number; kind: InboxKind }>(
  db: Db,
  rows: T[],
): Promise<(T & { inCentre: boolean })[]> {
  const ids = [...new Set(rows.filter((r) => isReminder(r.kind)).map((r) => r.memberId))];
  const routing = new Map<number, Routing>();
  for (let i = 0; i < ids.length; i += 1000) {
    const found = await db
      .select({
        id: members.id,
        muted: memberPushSettings.mutedKinds,
        centre: memberPushSettings.inCentre,
        email: members.emailPush,
      })
      .from(members)
      .leftJoin(memberPushSettings, eq(memberPushSettings.memberId, members.id))
      .where(inArray(members.id, ids.slice(i, i + 1000)));
    for (const f of found) routing.set(f.id, { muted: f.muted ?? [], centre: f.centre ?? true, email: f.email });
  }
  return rows.flatMap((r) => {
    const to = routing.get(r.memberId);
    if (!isReminder(r.kind) || !to) return [{ ...r, inCentre: true }];
    if (to.muted.includes(r.kind) || (!to.centre && !to.email)) return [];
    return [{ ...r, inCentre: to.centre }];
  });
}
