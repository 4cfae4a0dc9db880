import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { crudCalls } from '../admin-crud.js';
import { rowId, intColumn } from '../../ids.js';

/**
 * Public-opinion monitoring (/infoMonitor/report, right report_new) and briefings
 * (/infoMonitor/newspaper…, right report_news_report or the parent report_new).
 *
 * A monitoring item is either derived from a row the portal already holds (a library document
 * published, abolished or coming into force; an EU RASFF notification; a failed sampling batch),
 * linking to that row, or entered by staff in the back office. Nothing is invented: a staff
 * item made for a demo carries `demo` and is shown 演示数据. Staff compose a briefing issue from
 * items (ordered, each with a plain-text commentary) and publish it; members read it.
 */
export const monitorItemKinds = {
  regulation: { 'zh-cn': '法规标准', en: 'Regulation' },
  recall: { 'zh-cn': '召回', en: 'Recall' },
  warning: { 'zh-cn': '预警', en: 'Warning' },
  news: { 'zh-cn': '资讯', en: 'News' },
} as const;
export type MonitorItemKind = keyof typeof monitorItemKinds;
const kindKeys = Object.keys(monitorItemKinds) as [MonitorItemKind, ...MonitorItemKind[]];

/** Where an item comes from: one of the portal's own tables, or staff. */
export const monitorItemOrigins = {
  library: { 'zh-cn': '法规标准库', en: 'Regulation library' },
  rasff: { 'zh-cn': '欧盟RASFF', en: 'EU RASFF' },
  sampling: { 'zh-cn': '抽检数据', en: 'Sampling data' },
  staff: { 'zh-cn': '人工录入', en: 'Entered by staff' },
} as const;
export type MonitorItemOrigin = keyof typeof monitorItemOrigins;
const originKeys = Object.keys(monitorItemOrigins) as [MonitorItemOrigin, ...MonitorItemOrigin[]];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'formatError' });
const text = (max: number) => z.string().trim().max(max);
const recordId = rowId;
/**
 * Commentary and intros are plain text, shown as text: markup is refused with a message
 * (a pasted <script> must read as an error to staff, not silently become text to members).
 */
const plainText = (max: number) => text(max).refine((s) => !/<\/?[a-z!?]/i.test(s), { message: 'plainTextOnly' });
/** A link is a portal path or an http(s) address: never javascript: or data:. */
const itemLink = text(500).refine((s) => s === '' || /^\/(?!\/)/.test(s) || /^https?:\/\/[^\s]+$/i.test(s), {
  message: 'formatError',
});

export const monitorItem = z.object({
  id: z.number().int(),
  kind: z.enum(kindKeys),
  title: z.string(),
  source: z.string(),
  itemDate: z.string(),
  categories: z.array(z.string()),
  hazards: z.array(z.string()),
  summary: z.string(),
  /** The portal page of the source record, or the staff item's address. */
  link: z.string(),
  origin: z.enum(originKeys),
  demo: z.boolean(),
});
export type MonitorItem = z.infer<typeof monitorItem>;

export const briefingSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  issueNo: z.number().int(),
  intro: z.string(),
  publishedAt: z.string(),
  entryCount: z.number().int(),
  demo: z.boolean(),
});
export const briefingDetail = briefingSummary.extend({
  entries: z.array(z.object({ sort: z.number().int(), commentary: z.string(), item: monitorItem })),
});
export type BriefingDetail = z.infer<typeof briefingDetail>;

/** Lists travel as one comma-separated text in the back-office form (categories, hazards). */
const list = text(1000).default('');

export const briefingAdmin = {
  items: {
    ...crudCalls({
      base: '/admin-api/info/monitor-item',
      perm: 'info:item',
      title: 'Monitoring items (public opinion)',
      item: monitorItem.extend({ categories: z.string(), hazards: z.string(), createDate: z.string() }),
      form: {
        kind: z.enum(kindKeys, { message: 'formatError' }),
        title: z.string().trim().min(1).max(300),
        source: text(200).default(''),
        itemDate: day,
        categories: list,
        hazards: list,
        summary: plainText(2000).default(''),
        link: itemLink.default(''),
        demo: z.coerce.boolean().default(false),
      },
      filters: {
        kind: z.enum(kindKeys).optional().or(z.literal('')),
        origin: z.enum(originKeys).optional().or(z.literal('')),
        title: text(100).optional(),
      },
    }),
    /** Derives items from the portal's own rows of the last `days` days now (the job does it daily). */
    derive: defineEndpoint({
      method: 'POST',
      path: '/admin-api/info/monitor-item/derive',
      input: z.object({ days: z.coerce.number().int().min(1).max(366).default(7) }),
      output: z.object({ created: z.number().int() }),
      access: access.staff('info:item:save'),
      summary: 'Derive monitoring items from library changes, RASFF notifications and failed sampling batches',
    }),
  },
  briefings: {
    ...crudCalls({
      base: '/admin-api/info/briefing',
      perm: 'info:briefing',
      title: 'Briefing issues',
      item: briefingSummary.extend({ status: z.enum(['draft', 'published']), createDate: z.string() }),
      form: {
        title: z.string().trim().min(1).max(200),
        issueNo: z.coerce.number().int().min(0).max(99999).default(0),
        intro: plainText(2000).default(''),
        demo: z.coerce.boolean().default(false),
      },
      filters: { title: text(100).optional(), status: z.enum(['draft', 'published']).optional().or(z.literal('')) },
    }),
    /** Publishes a draft: members read it, get a message, and those with e-mail push a mail. */
    publish: defineEndpoint({
      method: 'POST',
      path: '/admin-api/info/briefing/publish',
      input: z.object({ id: recordId }),
      output: z.object({ id: z.number().int(), messages: z.number().int(), mails: z.number().int() }),
      access: access.staff('info:briefing:publish'),
      summary: 'Publish a briefing issue (refused when it has no item or is already published)',
    }),
  },
  entries: crudCalls({
    base: '/admin-api/info/briefing-entry',
    perm: 'info:entry',
    title: 'Items of a briefing issue',
    item: z.object({
      id: z.number().int(),
      briefingId: z.number().int(),
      briefingTitle: z.string(),
      itemId: z.number().int(),
      itemTitle: z.string(),
      itemKind: z.enum(kindKeys),
      sort: z.number().int(),
      commentary: z.string(),
    }),
    form: {
      briefingId: recordId,
      itemId: recordId,
      /** 0 = after the issue's last item. */
      sort: z.coerce.number().int().min(0).max(9999).default(0),
      commentary: plainText(2000).default(''),
    },
    filters: { briefingId: intColumn.optional().or(z.literal('')) },
  }),
};

export const briefingCalls = {
  monitorItemList: defineEndpoint({
    method: 'POST',
    path: '/comply/monitor/items/list',
    input: z.object({
      ...sessionFields,
      ...pageInput,
      kind: z.enum(kindKeys, { message: 'formatError' }).optional().or(z.literal('')),
      keyword: text(100).optional(),
      startDate: day.optional().or(z.literal('')),
      endDate: day.optional().or(z.literal('')),
    }),
    output: pageOutput(monitorItem),
    access: access.member('report_new'),
    summary: 'Monitoring items, newest first, each linking to its source record',
  }),
  briefingList: defineEndpoint({
    method: 'POST',
    path: '/comply/monitor/briefing/list',
    input: z.object({ ...sessionFields, ...pageInput }),
    output: pageOutput(briefingSummary),
    access: access.member(),
    summary: 'Published briefing issues, newest first (right report_news_report or report_new)',
  }),
  briefingDetail: defineEndpoint({
    method: 'POST',
    path: '/comply/monitor/briefing/detail',
    input: z.object({ ...sessionFields, id: recordId }),
    output: briefingDetail,
    access: access.member(),
    summary: 'One published briefing issue with its ordered items',
  }),
};
