import { adminCalls, monitorItemKinds, monitorItemOrigins } from '@app/contract';
import { defineResource, type Choice } from '../../components/crud/types';
import { adminCall } from '../admin/admin-call';

const items = adminCalls.monitorItems;
const briefings = adminCalls.briefings;
const entries = adminCalls.briefingEntries;

const bilingual = (o: Record<string, { 'zh-cn': string; en: string }>): Choice[] =>
  Object.entries(o).map(([value, l]) => ({ value, label: [l['zh-cn'], l.en] }));
const kindChoices = bilingual(monitorItemKinds);
const originChoices = bilingual(monitorItemOrigins);
const statusChoices: Choice[] = [
  { value: 'draft', label: ['草稿', 'Draft'] },
  { value: 'published', label: ['已发布', 'Published'] },
];
/** Drafts only: a published issue no longer takes items from the item list. */
const draftChoices = {
  key: 'briefing-drafts',
  load: async (): Promise<Choice[]> =>
    (await adminCall(briefings.page, { page: 1, pageSize: 100, status: 'draft' })).list.map((b) => ({
      value: b.id,
      label: `第${b.issueNo}期 ${b.title}`,
    })),
};
const briefingChoices = {
  key: 'briefings',
  load: async (): Promise<Choice[]> =>
    (await adminCall(briefings.page, { page: 1, pageSize: 100 })).list.map((b) => ({
      value: b.id,
      label: `第${b.issueNo}期 ${b.title}`,
    })),
};

/** Back office: public-opinion monitoring items, derived from the portal's rows or entered by staff. */
export const monitorItems = defineResource({
  name: 'monitorItems',
  title: ['舆情信息', 'Monitoring items'],
  calls: {
    list: items.page,
    info: items.info,
    create: items.save,
    update: items.update,
    delete: items.delete,
    export: items.export,
  },
  fields: {
    title: {
      type: 'text',
      label: ['标题', 'Title'],
      search: true,
      table: { sorter: true, ellipsis: true },
      form: { required: true, max: 300 },
    },
    kind: {
      type: 'select',
      label: ['类型', 'Kind'],
      choices: kindChoices,
      search: true,
      table: { sorter: true, tag: true },
      form: { required: true, initial: 'news' },
    },
    origin: { type: 'select', label: ['来源类型', 'Origin'], choices: originChoices, search: true, table: true },
    source: { type: 'text', label: ['来源', 'Source'], table: { ellipsis: true }, form: { max: 200 } },
    itemDate: {
      type: 'date',
      label: ['日期', 'Date'],
      table: { sorter: true },
      form: { required: true },
      search: { range: ['startDate', 'endDate'] },
    },
    categories: {
      type: 'text',
      label: ['食品类别（逗号分隔）', 'Food categories (comma separated)'],
      form: { max: 1000 },
    },
    hazards: { type: 'text', label: ['危害因素（逗号分隔）', 'Hazards (comma separated)'], form: { max: 1000 } },
    summary: { type: 'textarea', label: ['摘要（纯文本）', 'Summary (plain text)'], form: { max: 2000 } },
    link: {
      type: 'text',
      label: ['链接（站内路径或 http(s) 地址）', 'Link (portal path or http(s) address)'],
      form: { max: 500 },
    },
    demo: {
      type: 'switch',
      label: ['演示数据', 'Demo data'],
      table: true,
      form: { help: ['为演示录入、非真实的信息必须打开此开关', 'Turn on for anything made up for a demo'] },
    },
  },
  custom: [
    {
      key: 'derive',
      place: 'toolbar',
      select: 'none',
      label: ['从平台数据生成', 'Derive from portal data'],
      permission: 'info:item:save',
      form: {
        days: {
          type: 'number',
          label: ['最近天数', 'Last days'],
          form: { required: true, initial: 7, positive: true, max: 366 },
        },
      },
      submit: async (_rows, _ids, values) => adminCall(items.derive, { days: Number(values.days) }),
    },
    {
      key: 'addToBriefing',
      place: 'toolbar',
      select: 'many',
      label: ['加入简报', 'Add to a briefing'],
      permission: 'info:entry:save',
      form: {
        briefingId: {
          type: 'select',
          label: ['简报（草稿）', 'Briefing (draft)'],
          choices: draftChoices,
          form: { required: true },
        },
        commentary: { type: 'textarea', label: ['点评（纯文本）', 'Commentary (plain text)'], form: { max: 2000 } },
      },
      // One entry per item, appended in the order selected.
      submit: async (_rows, ids, values) => {
        for (const itemId of ids)
          await adminCall(entries.save, {
            briefingId: Number(values.briefingId),
            itemId,
            sort: 0,
            commentary: String(values.commentary ?? ''),
          });
      },
    },
  ],
});

/** Back office: briefing issues; publishing one sends the message and the e-mail push. */
export const briefingIssues = defineResource({
  name: 'briefings',
  title: ['简报', 'Briefings'],
  calls: {
    list: briefings.page,
    info: briefings.info,
    create: briefings.save,
    update: briefings.update,
    delete: briefings.delete,
    export: briefings.export,
  },
  fields: {
    issueNo: {
      type: 'number',
      label: ['期号（0为自动）', 'Issue no. (0 = next)'],
      table: { sorter: true },
      form: { initial: 0 },
    },
    title: {
      type: 'text',
      label: ['标题', 'Title'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 200 },
    },
    status: { type: 'select', label: ['状态', 'Status'], choices: statusChoices, search: true, table: { tag: true } },
    entryCount: { type: 'number', label: ['条目数', 'Items'], table: true },
    publishedAt: { type: 'datetime', label: ['发布时间', 'Published'], table: { sorter: true } },
    intro: { type: 'textarea', label: ['导语（纯文本）', 'Introduction (plain text)'], form: { max: 2000 } },
    demo: { type: 'switch', label: ['演示数据', 'Demo data'], table: true, form: true },
  },
  custom: [
    {
      key: 'entries',
      place: 'row',
      label: ['条目', 'Items'],
      permission: 'info:entry:page',
      link: (r) => `/admin/info/briefing-entry?briefingId=${r.id}`,
    },
    {
      key: 'publish',
      place: 'row',
      label: ['发布', 'Publish'],
      permission: 'info:briefing:publish',
      visible: (r) => r.status === 'draft',
      confirm: [
        '发布后会员将收到站内消息和邮件推送，确定发布吗？',
        'Members get a message and the e-mail push once it is published. Publish?',
      ],
      run: (_rows, ids) => adminCall(briefings.publish, { id: ids[0]! }),
    },
  ],
});

/** Back office: the items of each issue, their order and commentary. */
export const briefingEntries = defineResource({
  name: 'briefingEntries',
  title: ['简报条目', 'Briefing items'],
  calls: {
    list: entries.page,
    info: entries.info,
    create: entries.save,
    update: entries.update,
    delete: entries.delete,
    export: entries.export,
  },
  fields: {
    briefingId: {
      type: 'select',
      label: ['简报', 'Briefing'],
      choices: briefingChoices,
      search: true,
      form: { required: true },
      detail: false,
    },
    briefingTitle: { type: 'text', label: ['简报', 'Briefing'], table: true },
    sort: {
      type: 'number',
      label: ['顺序（0为追加到末尾）', 'Order (0 = at the end)'],
      table: { sorter: true },
      form: { initial: 0 },
    },
    itemId: { type: 'number', label: ['舆情条目ID', 'Item id'], table: true, form: { required: true, positive: true } },
    itemTitle: { type: 'text', label: ['舆情条目', 'Item'], table: { ellipsis: true } },
    commentary: {
      type: 'textarea',
      label: ['点评（纯文本）', 'Commentary (plain text)'],
      table: { ellipsis: true },
      form: { max: 2000 },
    },
  },
});
