import { z } from 'zod';
import { email } from './admin/shared.js';

/**
 * How and when update reminders reach a member. The kinds are the reminders the product writes (a followed
 * standard changed, a reminder keyword found in a new or changed document, a saved limit query whose result
 * changed, a failed sampling record matching a watch rule); forwards from colleagues and briefings are not
 * reminders and always arrive.
 */
export const reminderKinds = ['favorite_update', 'keyword_update', 'limit_update', 'sampling_warning'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** E-mail rhythm: at the push job's next run (hourly), once a China day, once a China week (from Monday). */
export const pushFrequencies = ['immediate', 'daily', 'weekly'] as const;
export type PushFrequency = (typeof pushFrequencies)[number];

/** The addresses of a comma-, semicolon- or space-separated list. */
export const recipientList = (recipients: string) => recipients.split(/[,;\s]+/).filter(Boolean);

/** Every address must be an e-mail (请输入正确的邮箱); with push on, at least one (请输入邮箱). */
export const recipientIssues = (v: { recipients: string; push: boolean }, ctx: z.RefinementCtx) => {
  const list = recipientList(v.recipients);
  if (v.push && list.length === 0) ctx.addIssue({ code: 'custom', message: 'enterEmail', path: ['recipients'] });
  if (list.some((e) => !email.safeParse(e).success))
    ctx.addIssue({ code: 'custom', message: 'invalidEmail', path: ['recipients'] });
};

export const reminderSettingsSchema = z.object({
  /** The kinds the member is told of (all of them until the member turns one off). */
  kinds: z.array(z.enum(reminderKinds)).max(reminderKinds.length),
  /** Reminders appear in the message centre. */
  centre: z.boolean(),
  /** Reminders are mailed (the account's e-mail push switch, also set by staff). */
  email: z.boolean(),
  frequency: z.enum(pushFrequencies),
  /** China hour 0..23 from which a daily or weekly digest goes out. */
  sendHour: z.number().int().min(0).max(23),
  /** Where the mail goes: comma-separated addresses (the account's e-mail when empty). */
  recipients: z.string().max(2000),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
