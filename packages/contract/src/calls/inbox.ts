import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { librarySchema } from '../constants.js';
import { rowId } from '../ids.js';
import { recipientIssues, reminderSettingsSchema } from './reminders.js';

/**
 * The member's messages (/message, /message/detail): forwards from colleagues and update
 * reminders, rows of the `messages` table. Scoped to the calling member.
 */
export const inboxKinds = [
  'forward',
  'favorite_update',
  'keyword_update',
  'limit_update',
  'sampling_warning',
  'system',
  'briefing',
] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(inboxKinds),
  title: z.string(),
  content: z.string(),
  /** The document the message is about, opened in its library's content page. */
  docId: z.number().int().nullable(),
  library: librarySchema.nullable(),
  /** The document's module (biaozhun, fagui …), which picks its detail route. */
  docModule: z.string().nullable(),
  /** Who forwarded it ('' for system messages). */
  fromUsername: z.string(),
  read: z.boolean(),
  /** The moment it was written (timestamp with zone); pages show it in the viewer's zone. */
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

const id = rowId;

export const inbox = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/member/message/list',
    summary: "The member's messages, newest first, with the unread count",
    access: access.member(),
    input: z.object({ ...sessionFields, ...pageInput, unread: z.coerce.boolean().optional() }),
    output: pageOutput(inboxItemSchema).extend({ unread: z.number().int() }),
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/member/message/detail',
    summary: 'One message of the member; reading it marks it read',
    access: access.member(),
    input: z.object({ ...sessionFields, id }),
    output: inboxItemSchema,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/member/message/read',
    summary: 'Mark messages read (all of them when ids is empty)',
    access: access.member(),
    input: z.object({ ...sessionFields, ids: z.array(id).max(1000).default([]) }),
    output: z.object({ count: z.number().int() }),
  }),
  reminders: defineEndpoint({
    method: 'POST',
    path: '/api/member/reminder/settings',
    summary: "The member's reminder settings: which kinds, message centre and e-mail, how often",
    access: access.member(),
    input: z.object({ ...sessionFields }),
    output: reminderSettingsSchema.extend({ accountEmail: z.string() }),
  }),
  saveReminders: defineEndpoint({
    method: 'POST',
    path: '/api/member/reminder/save',
    summary: "Save the calling member's reminder settings (answers 操作成功)",
    access: access.member(),
    input: reminderSettingsSchema
      .extend(sessionFields)
      .superRefine((v, ctx) => recipientIssues({ recipients: v.recipients, push: false }, ctx)),
    output: z.null(),
  }),
};
