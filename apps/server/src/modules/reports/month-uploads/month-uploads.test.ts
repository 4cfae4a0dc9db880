import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { createCustomer, createMember, memberSession } from '../../../test/factories.js';
import { caller, createStaff } from '../../admin/test-kit.js';
import { monthlyReportFiles } from '../../../db/schema/index.js';
import { multipart } from '../../../test/multipart.js';

let t: TestApp;
let staffToken: string;
let staff: ReturnType<typeof caller>;
const A = api.admin.monthUploads;

async function upload(name: string, data: Buffer, token = staffToken) {
  const { payload, headers } = multipart({ name, data });
  return (
    await t.app.inject({
      method: 'POST',
      url: A.file.path,
      payload,
      headers: { ...headers, batoken: token },
    })
  ).json() as {
    code: number;
    msg: string;
    data: any;
  };
}
const list = async (auth: object) =>
  (await t.app.inject({ method: 'POST', url: api.reports.monthUploadList.path, payload: auth })).json() as {
    code: number;
    data: any;
  };

beforeAll(async () => {
  t = await testApp();
  const s = await createStaff(t.database.db, {
    permissions: ['info:monthly:page', 'info:monthly:save', 'info:monthly:update', 'info:monthly:info'],
  });
  staffToken = s.token;
  staff = caller(t.app, s.token);
});
afterAll(async () => t?.close());

describe('monthly reports uploaded for a customer', () => {
  it('staff upload a file for one customer; only that customer lists it', async () => {
    const mine = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const member = (
      await memberSession(
        t.database.db,
        await createMember(t.database.db, { customerId: mine.id, rights: ['report_month_upload'] }),
      )
    ).auth;
    const stranger = (
      await memberSession(
        t.database.db,
        await createMember(t.database.db, { customerId: other.id, rights: ['report_month_upload'] }),
      )
    ).auth;
    const file = await upload('2026年10月合规月报.pdf', Buffer.from('%PDF-1.4\n% test\n'));
    expect(file.code).toBe(1);
    expect(file.data.name).toBe('2026年10月合规月报.pdf');
    // The upload answers a link signed for the uploader, never the bare stored url.
    expect(file.data.url).toMatch(/^\/files\/\d{8}\/[0-9a-f-]{36}\.pdf\?u=s\d+&e=\d+&t=/);
    expect((await t.app.inject({ method: 'GET', url: file.data.url })).statusCode).toBe(200);
    const bare = (file.data.url as string).split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: bare })).json().code).toBe(403);
    const saved = await staff(A.save, {
      customerId: mine.id,
      month: '2026-10',
      title: '10月合规月报',
      fileUrl: file.data.url,
    });
    expect(saved.code).toBe(1);
    const got = await list(member);
    expect(got.data.list).toMatchObject([
      {
        month: '2026-10',
        title: '10月合规月报',
        // A link signed for this member: month-report files are private to their member.
        fileUrl: expect.stringMatching(new RegExp(`^${bare}\\?u=m\\d+&e=\\d+&t=`)),
        fileName: '2026年10月合规月报.pdf',
      },
    ]);
    expect((await list(stranger)).data.total).toBe(0);
    // The back office's list signs the link for the staff user; saving it back stores the bare url.
    const row = (await staff(A.page, {})).data.list[0];
    expect(row.fileUrl).toMatch(/\?u=s\d+&e=\d+&t=/);
    expect((await t.app.inject({ method: 'GET', url: row.fileUrl })).statusCode).toBe(200);
    expect((await staff(A.update, { ...row, title: '10月月报' })).code).toBe(1);
    const [stored] = await t.database.db.select().from(monthlyReportFiles);
    expect(stored!.fileUrl).toBe(bare);
  });

  it('refuses a typed url, a bad month, disguised and oversized files, and callers without the right', async () => {
    const c = await createCustomer(t.database.db);
    expect(
      (await staff(A.save, { customerId: c.id, month: '2026-10', title: 'x', fileUrl: 'https://evil.example/x.pdf' }))
        .code,
    ).toBe(601);
    expect((await staff(A.save, { customerId: c.id, month: '2026-13', title: 'x', fileUrl: '/files/x' })).code).toBe(
      601,
    );
    expect((await upload('report.pdf', Buffer.from('<script>alert(1)</script>'))).code).toBe(601);
    expect((await upload('report.exe', Buffer.from('MZ'))).code).toBe(601);
    expect(
      await upload('big.pdf', Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024 + 1)])),
    ).toMatchObject({ code: 601, msg: '文件过大，最大10MB' });
    const reader = (await createStaff(t.database.db, { permissions: ['info:monthly:page'] })).token;
    expect((await upload('a.pdf', Buffer.from('%PDF-1.4'), reader)).code).toBe(403);
    const noRight = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['report_week'] })))
      .auth;
    expect((await list(noRight)).code).toBe(403);
  });
});
