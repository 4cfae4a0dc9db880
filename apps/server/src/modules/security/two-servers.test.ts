import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { testDatabase, testDbKind } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { createMember, memberSession } from '../../test/factories.js';
import { createStaff } from '../admin/test-kit.js';
import { sysJobLogs, sysJobs } from '../../db/schema/index.js';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';

/**
 * Two server processes on one PostgreSQL. A logout or a rights change made
 * through one is honoured by the other at once (not after its 2 s principal cache), and a
 * scheduled job runs once per slot although both schedulers fire.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startServer(url: string, filesDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/serve.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      CAPTCHA: 'off',
      JOBS: 'on',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '1',
      // One folder both servers see, as the README's multi-server section asks.
      FILES_DIR: filesDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

const post = async (base: string, p: string, body: object, token?: string) =>
  (await (
    await fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { batoken: token } : {}) },
      body: JSON.stringify(body),
    })
  ).json()) as {
    code: number;
  };

/** The code a call answers within `ms` (polled), or its last answer. */
async function settles(ms: number, ask: () => Promise<number>, want: number) {
  const until = Date.now() + ms;
  let code = await ask();
  while (code !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    code = await ask();
  }
  return code;
}

describe.skipIf(testDbKind !== 'postgres')('two servers on one PostgreSQL', () => {
  let database: Database;
  let a: { base: string; child: ChildProcess };
  let b: { base: string; child: ChildProcess };
  let jobId: number;
  beforeAll(async () => {
    database = await testDatabase();
    const [row] = await database.rows<{ name: string }>(sql`select current_database() as name`);
    const url = inject('pgTestUrl').replace(/\/[^/]*$/, `/${row!.name}`);
    const [job] = await database.db
      .insert(sysJobs)
      .values({ beanName: 'favoriteCounterJob', cronExpression: '* * * * * ?', status: 1 })
      .returning();
    jobId = job!.id;
    const filesDir = await mkdtemp(path.join(tmpdir(), 'portal-shared-files-'));
    [a, b] = await Promise.all([startServer(url, filesDir), startServer(url, filesDir)]);
  }, 120_000);
  afterAll(async () => {
    for (const s of [a, b]) s?.child.kill('SIGTERM');
    await database?.close();
  });

  it('a logout on one server is honoured by the other within 0.5 s (its cache lives 2 s)', async () => {
    const m = await createMember(database.db);
    const s = await memberSession(database.db, m);
    expect((await post(b.base, '/api/member/userInfo', s.auth)).code).toBe(1);
    expect((await post(a.base, '/api/member/logout', s.auth)).code).toBe(1);
    expect(await settles(500, async () => (await post(b.base, '/api/member/userInfo', s.auth)).code, 303)).toBe(303);
  });

  it('a rights change on one server is honoured by the other within 0.5 s', async () => {
    const m = await createMember(database.db, { rights: ['biaofa', 'rihua'] });
    const s = await memberSession(database.db, m);
    const admin = await createStaff(database.db, { superAdmin: true });
    const warnings = async () => (await post(b.base, '/comply/library/rihua/keywords/list', s.auth)).code;
    expect(await warnings()).toBe(1);
    const grant = await fetch(`${a.base}/admin-api/account/member/grant`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', batoken: admin.token },
      body: JSON.stringify({ id: m.id, rights: ['biaofa'] }),
    });
    expect(((await grant.json()) as { code: number }).code).toBe(1);
    expect(await settles(500, warnings, 403)).toBe(403);
  });

  it('a month report uploaded through one server opens through the other; without a signed link it is refused (issue 29)', async () => {
    const m = await createMember(database.db, { rights: ['report_month_upload'] });
    const s = await memberSession(database.db, m);
    const admin = await createStaff(database.db, { superAdmin: true });
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 shared')], { type: 'application/pdf' }), 'month.pdf');
    const up = (await (
      await fetch(`${a.base}/admin-api/info/month-report/file`, {
        method: 'POST',
        headers: { batoken: admin.token },
        body: form,
      })
    ).json()) as { code: number; data: { url: string } };
    expect(up.code).toBe(1);
    const saved = await fetch(`${a.base}/admin-api/info/month-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', batoken: admin.token },
      body: JSON.stringify({ customerId: m.customerId, month: '2026-10', title: '月报', fileUrl: up.data.url }),
    });
    expect(((await saved.json()) as { code: number }).code).toBe(1);
    const listed = (await post(b.base, '/comply/monitor/month-upload/list', s.auth)) as unknown as {
      data: { list: { fileUrl: string }[] };
    };
    const link = listed.data.list[0]!.fileUrl;
    const got = await fetch(b.base + link);
    expect(await got.text()).toBe('%PDF-1.4 shared');
    expect(got.headers.get('cache-control')).toBe('private, max-age=300');
    // The upload answers a link signed for the uploader; the stored file's address without its
    // signature is refused.
    const bare = (await (await fetch(b.base + up.data.url.split('?')[0]!)).json()) as { code: number };
    expect(bare.code).toBe(403);
  });

  it('a job due every second runs once per second across both servers', async () => {
    await new Promise((r) => setTimeout(r, 3_500));
    await database.db.update(sysJobs).set({ status: 0 }).where(eq(sysJobs.id, jobId));
    const logs = await database.db.select().from(sysJobLogs).where(eq(sysJobLogs.jobId, jobId));
    const seconds = logs.map((l) =>
      Math.floor(new Date(l.createdAt.replace(' ', 'T').replace(/\+00$/, 'Z')).getTime() / 1000),
    );
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seconds).size).toBe(seconds.length);
  });
});
