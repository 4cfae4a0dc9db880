import type { PushFrequency, ReminderKind } from '@app/contract';
import { addTexts } from '../../i18n';

/** Strings of /reminderSettings, both languages. */
addTexts({
  'reminders.title': { 'zh-cn': '提醒设置', en: 'Reminder settings' },
  'reminders.kinds': { 'zh-cn': '提醒哪些变化', en: 'Which changes' },
  'reminders.channels': { 'zh-cn': '提醒方式', en: 'How' },
  'reminders.centre': { 'zh-cn': '站内消息', en: 'Message centre' },
  'reminders.email': { 'zh-cn': '电子邮件', en: 'E-mail' },
  'reminders.frequency': { 'zh-cn': '邮件频率', en: 'How often (e-mail)' },
  'reminders.sendHour': { 'zh-cn': '汇总发送时间（北京时间）', en: 'Digest time (China time)' },
  'reminders.recipients': { 'zh-cn': '收件邮箱', en: 'Recipients' },
  'reminders.recipientsHelp': {
    'zh-cn': '多个邮箱用逗号分隔；留空则发送到账号邮箱：{email}',
    en: 'Separate several addresses with commas; empty: the account e-mail {email}',
  },
  'reminders.noAccountEmail': { 'zh-cn': '（账号未设置邮箱）', en: '(no e-mail on the account)' },
  'reminders.alwaysArrive': {
    'zh-cn': '同事转发的消息和简报不受这些设置影响，总会送达。',
    en: 'Messages forwarded by colleagues and briefings are not affected by these settings: they always arrive.',
  },
  'reminders.save': { 'zh-cn': '保存', en: 'Save' },
});

/** Labels of the reminder kinds, keyed by the contract's list so a new kind without a label fails the type check. */
export const kindLabels: Record<ReminderKind, { 'zh-cn': string; en: string }> = {
  favorite_update: { 'zh-cn': '收藏的标准法规有更新', en: 'Followed standards changed' },
  keyword_update: { 'zh-cn': '关键词订阅命中', en: 'Keyword subscriptions' },
  limit_update: { 'zh-cn': '关注的限量查询结果变化', en: 'Watched limit queries' },
  sampling_warning: { 'zh-cn': '抽检预警', en: 'Sampling warnings' },
};

export const frequencyLabels: Record<PushFrequency, { 'zh-cn': string; en: string }> = {
  immediate: { 'zh-cn': '立即（每小时检查并发送）', en: 'Immediately (sent at the hourly run)' },
  daily: { 'zh-cn': '每日汇总', en: 'Daily digest' },
  weekly: { 'zh-cn': '每周汇总（周一）', en: 'Weekly digest (Mondays)' },
};
