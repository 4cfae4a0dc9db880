import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inboxKinds } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { inboxMessages } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(() => t?.close());

describe('the inbox answers whatever kinds are stored', () => {
  it('lists and opens a message of every kind a writer produces, and an unknown legacy kind as system', async () => {
    const m = await createMember(t.database.db, { rights: [] });
    const { auth } = await memberSession(t.database.db, m);
    // Every kind the writers use (forwards, favourite and keyword reminders, sampling warnings …).
    await t.database.db
      .insert(inboxMessages)
      .values(inboxKinds.map((kind) => ({ memberId: m.id, customerId: m.customerId, kind, title: kind })));
    // A row written by an older version with a kind the contract no longer knows, and a bad library.
    await t.database.db.execute(
      sql`insert into messages (member_id, customer_id, kind, title, library) values (${m.id}, ${m.customerId}, 'retired_kind', 'old', 'nolib')`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/message/list',
      payload: { ...auth, pageSize: 50 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(inboxKinds.length + 1);
    expect(new Set(body.data.list.map((x: { kind: string }) => x.kind))).toEqual(new Set(inboxKinds));
    const old = body.data.list.find((x: { title: string }) => x.title === 'old');
    expect(old).toMatchObject({ kind: 'system', library: null });
    for (const item of body.data.list as { id: number }[]) {
      const detail = await t.app.inject({
        method: 'POST',
        url: '/api/member/message/detail',
        payload: { ...auth, id: item.id },
      });
      expect(detail.json().code).toBe(1);
    }
  });
});
