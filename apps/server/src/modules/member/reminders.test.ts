import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inboxCalls } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { mailsTo } from '../../test/mail-files.js';
import { inboxMessages, libDocuments, libFavorites, libKeywords, members } from '../../db/schema/index.js';
import { mailPushJob } from '../../jobs/mail-push.js';
import { notifyChange } from '../library/editor.service.js';
import { routeReminders } from './reminders.js';

// Reminder settings: a member chooses which reminders reach them, through the message centre and/or e-mail, and
// how often the mail goes out; the writers of reminders and the e-mail push job honour it. Times are China time.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const post = async (url: string, payload: object, en = false) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: en ? { cookie: 'languageName=en' } : {},
    })
  ).json<{ code: number; msg: string; data: unknown }>();

async function session(m: Member) {
  const { auth } = await memberSession(t.database.db, m);
  return {
    read: async () => (await post(inboxCalls.reminders.path, auth)).data as Record<string, unknown>,
    save: (v: object, en = false) => post(inboxCalls.saveReminders.path, { ...auth, ...v }, en),
    list: async () =>
      ((await post(inboxCalls.list.path, { ...auth, pageSize: 50 })).data as { list: { title: string }[] }).list.map(
        (x) => x.title,
      ),
  };
}

const everything = {
  kinds: ['favorite_update', 'keyword_update', 'limit_update', 'sampling_warning'],
  centre: true,
  email: true,
  frequency: 'daily',
  sendHour: 8,
  recipients: '',
};

describe('the reminder settings page answers and keeps one member’s own settings', () => {
  it('a member who never opened the page has what every member had before: every kind, message centre, daily', async () => {
    const m = await createMember(t.database.db, { email: 'never@example.com' });
    expect(await (await session(m)).read()).toEqual({
      kinds: ['favorite_update', 'keyword_update', 'limit_update', 'sampling_warning'],
      centre: true,
      email: false,
      frequency: 'daily',
      sendHour: 8,
      recipients: '',
      accountEmail: 'never@example.com',
    });
  });

  it('saves, answers 操作成功, and reads back what was saved (addresses tidied)', async () => {
    const m = await createMember(t.database.db, { email: 'own@example.com' });
    const s = await session(m);
    const answer = await s.save({
      ...everything,
      kinds: ['favorite_update', 'limit_update'],
      centre: false,
      frequency: 'weekly',
      sendHour: 9,
      recipients: 'a@example.com; b@example.com',
    });
    expect(answer).toMatchObject({ code: 1, msg: '操作成功' });
    expect(await s.read()).toMatchObject({
      kinds: ['favorite_update', 'limit_update'],
      centre: false,
      email: true,
      frequency: 'weekly',
      sendHour: 9,
      recipients: 'a@example.com,b@example.com',
    });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.emailPush).toBe(true);
  });

  it('refuses bad input with the catalogue message, in both languages', async () => {
    const m = await createMember(t.database.db);
    const s = await session(m);
    expect(await s.save({ ...everything, frequency: 'hourly' })).toMatchObject({ code: 601, msg: 'frequency格式错误' });
    expect(await s.save({ ...everything, kinds: ['everything'] })).toMatchObject({ code: 601, msg: 'kinds.0格式错误' });
    expect(await s.save({ ...everything, sendHour: 24 })).toMatchObject({ code: 601 });
    expect(await s.save({ ...everything, recipients: 'a@example.com, not-an-email' })).toMatchObject({
      code: 601,
      msg: '请输入正确的邮箱',
    });
    // E-mail on with no address on the account and none given: nowhere to send.
    expect(await s.save(everything)).toMatchObject({ code: 601, msg: '请输入邮箱' });
    expect(await s.save(everything, true)).toMatchObject({ code: 601, msg: 'Please enter the e-mail' });
    expect(await s.save({ ...everything, recipients: 'x@example', email: false }, true)).toMatchObject({
      code: 601,
      msg: 'Please enter a correct e-mail',
    });
    // Nothing was saved by the refused calls.
    expect(await s.read()).toMatchObject({ email: false, frequency: 'daily' });
  });

  it('needs a session, and a member changes only their own settings whatever id they send', async () => {
    expect((await post(inboxCalls.reminders.path, {})).code).not.toBe(1);
    expect((await post(inboxCalls.saveReminders.path, everything)).code).not.toBe(1);
    const a = await createMember(t.database.db, { email: 'a@example.com' });
    const b = await createMember(t.database.db, { email: 'b@example.com' });
    const sa = await session(a);
    const sb = await session(b);
    await sa.save({ ...everything, kinds: [], memberId: b.id, member_id: b.id, id: b.id });
    expect(await sa.read()).toMatchObject({ kinds: [] });
    expect(await sb.read()).toMatchObject({ kinds: everything.kinds, email: false });
  });
});

describe('the reminder writers honour the settings', () => {
  it('a kind turned off writes nothing; message centre off keeps the row for the mail only; both off writes nothing', async () => {
    const [doc] = await t.database.db
      .insert(libDocuments)
      .values({ library: 'biaofa', module: 'biaozhun', moduleCode: 5, title: 'GB 9999-2099 提醒设置测试标准' })
      .returning();
    const make = async (settings: object) => {
      const m = await createMember(t.database.db, { email: `w${Math.random()}@example.com` });
      await (await session(m)).save({ ...everything, ...settings });
      await t.database.db.insert(libFavorites).values({ memberId: m.id, docId: doc!.id, library: 'biaofa' });
      return m;
    };
    const asToday = await make({ email: false });
    const muted = await make({ kinds: ['keyword_update'] });
    const mailOnly = await make({ centre: false });
    const neither = await make({ centre: false, email: false });
    await notifyChange(t.database, doc!, 'content');
    const rows = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.docId, doc!.id));
    const of = (m: Member) => rows.filter((r) => r.memberId === m.id);
    expect(of(asToday)).toMatchObject([{ kind: 'favorite_update', inCentre: true }]);
    expect(of(muted)).toEqual([]);
    expect(of(mailOnly)).toMatchObject([{ kind: 'favorite_update', inCentre: false }]);
    expect(of(neither)).toEqual([]);
    expect(await (await session(asToday)).list()).toContain('GB 9999-2099 提醒设置测试标准');
    expect(await (await session(mailOnly)).list()).not.toContain('GB 9999-2099 提醒设置测试标准');
  });
});

describe('every reminder kind is routed the same way; forwards always arrive', () => {
  it('drops each muted kind, keeps the others, passes a forward through', async () => {
    const m = await createMember(t.database.db, { email: 'route@example.com' });
    const kinds = ['favorite_update', 'keyword_update', 'limit_update', 'sampling_warning', 'forward'] as const;
    const rows = (memberId: number) => kinds.map((kind) => ({ memberId, kind }));
    expect((await routeReminders(t.database.db, rows(m.id))).map((r) => r.kind)).toEqual(kinds);
    for (const muted of kinds.slice(0, 4)) {
      await (await session(m)).save({ ...everything, kinds: everything.kinds.filter((k) => k !== muted) });
      const routed = await routeReminders(t.database.db, rows(m.id));
      expect(routed.map((r) => r.kind)).toEqual(kinds.filter((k) => k !== muted));
    }
    // Message centre and e-mail both off: only the forward is written.
    await (await session(m)).save({ ...everything, centre: false, email: false });
    expect(await routeReminders(t.database.db, rows(m.id))).toEqual([
      { memberId: m.id, kind: 'forward', inCentre: true },
    ]);
  });
});

describe('the e-mail push job honours the settings (clock injected, mails read from the files written)', () => {
  const at = (chinaTime: string) => new Date(`${chinaTime}+08:00`);
  const run = (when: string) => mailPushJob({ database: t.database, config: t.config, params: {}, at: at(when) });
  let n = 0;
  async function member(settings: object) {
    const address = `push${++n}-${Date.now()}@example.com`;
    const m = await createMember(t.database.db, { email: address });
    await (await session(m)).save({ ...everything, ...settings });
    return { m, mails: () => mailsTo(t.config.mailDir, address), s: await session(m) };
  }
  const note = (m: Member, title: string, chinaTime: string, kind = 'favorite_update' as const) =>
    t.database.db
      .insert(inboxMessages)
      .values({ memberId: m.id, customerId: m.customerId, kind, title, createdAt: at(chinaTime).toISOString() });

  it('daily: one mail per China day from the send hour, gathering the changes since the last one', async () => {
    const { m, mails } = await member({ frequency: 'daily', sendHour: 0 });
    await note(m, '日报一', '2030-03-04T23:10:00');
    await run('2030-03-04T23:30:00');
    expect(await mails()).toHaveLength(1);
    // 00:30 China time is still the 4th in UTC: a new China day, a new digest.
    await note(m, '日报二', '2030-03-05T00:10:00');
    await run('2030-03-05T00:30:00');
    await note(m, '日报三', '2030-03-05T09:00:00');
    await run('2030-03-05T10:00:00');
    await run('2030-03-05T23:59:00');
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('日报一');
    expect(sent[1]).toContain('日报二');
    expect(sent[1]).not.toContain('日报一');
    // The third change waits for the next China day's digest.
    await run('2030-03-06T00:05:00');
    const third = await mails();
    expect(third).toHaveLength(3);
    expect(third[2]).toContain('日报三');
  });

  it('daily before the send hour (China time) sends nothing yet', async () => {
    const { m, mails } = await member({ frequency: 'daily', sendHour: 8 });
    await note(m, '早报', '2030-03-04T06:00:00');
    await run('2030-03-04T07:59:00');
    expect(await mails()).toHaveLength(0);
    await run('2030-03-04T08:00:00');
    expect(await mails()).toHaveLength(1);
  });

  it('weekly: one mail per China week, from Monday’s send hour', async () => {
    const { m, mails } = await member({ frequency: 'weekly', sendHour: 8 });
    // 2030-03-04 is a Monday.
    await note(m, '周报一', '2030-03-03T12:00:00');
    await run('2030-03-04T08:00:00');
    await note(m, '周报二', '2030-03-05T12:00:00');
    await run('2030-03-06T08:00:00');
    await run('2030-03-10T23:00:00');
    expect(await mails()).toHaveLength(1);
    await run('2030-03-11T08:00:00');
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('周报二');
  });

  it('immediately: a mail at each run with something new, whatever the hour', async () => {
    const { m, mails } = await member({ frequency: 'immediate', sendHour: 8 });
    await note(m, '即时一', '2030-03-04T02:10:00');
    await run('2030-03-04T03:00:00');
    await run('2030-03-04T04:00:00');
    await note(m, '即时二', '2030-03-04T04:30:00');
    await run('2030-03-04T05:00:00');
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('即时二');
    expect(sent[1]).not.toContain('即时一');
  });

  it('a kind turned off is not mailed (keyword hits included); other kinds still are', async () => {
    const { m, mails } = await member({ frequency: 'immediate', kinds: ['favorite_update'] });
    await t.database.db.insert(libKeywords).values({ memberId: m.id, keyword: '静音关键词' });
    await t.database.db.insert(libDocuments).values({
      library: 'biaofa',
      module: 'biaozhun',
      moduleCode: 5,
      title: 'GB 9998-2099 静音关键词标准',
      addDate: '2030-03-04',
    });
    await note(m, '收藏的标准有更新', '2030-03-04T09:00:00');
    await note(m, '关键词提醒不该出现', '2030-03-04T09:00:00', 'keyword_update' as never);
    await run('2030-03-04T10:00:00');
    const [mail] = await mails();
    expect(mail).toContain('收藏的标准有更新');
    expect(mail).not.toContain('关键词提醒不该出现');
    expect(mail).not.toContain('静音关键词标准');
  });

  it('e-mail off: no mail, the message centre still shows it; centre off: mailed, not listed', async () => {
    const centreOnly = await member({ email: false, frequency: 'immediate' });
    const mailOnly = await member({ centre: false, frequency: 'immediate' });
    for (const x of [centreOnly, mailOnly]) {
      const [doc] = await t.database.db
        .insert(libDocuments)
        .values({ library: 'biaofa', module: 'biaozhun', moduleCode: 5, title: `GB 9997-2099 渠道测试 ${x.m.id}` })
        .returning();
      await t.database.db.insert(libFavorites).values({ memberId: x.m.id, docId: doc!.id, library: 'biaofa' });
      await notifyChange(t.database, doc!, 'status');
      await t.database.db
        .update(inboxMessages)
        .set({ createdAt: at('2030-03-04T09:00:00').toISOString() })
        .where(eq(inboxMessages.docId, doc!.id));
    }
    await run('2030-03-04T10:00:00');
    expect(await centreOnly.mails()).toHaveLength(0);
    expect(await centreOnly.s.list()).toContain(`GB 9997-2099 渠道测试 ${centreOnly.m.id}`);
    const mailed = await mailOnly.mails();
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toContain(`GB 9997-2099 渠道测试 ${mailOnly.m.id}`);
    expect(await mailOnly.s.list()).not.toContain(`GB 9997-2099 渠道测试 ${mailOnly.m.id}`);
  });
});
