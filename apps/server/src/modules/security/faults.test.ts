import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fillPath, type Endpoint } from '@app/contract';
import { allImplementations } from '../index.js';
import { testApp, testConfig, testDatabase, type TestApp } from '../../test/harness.js';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig, repoRoot, settingNames } from '../../config.js';
import { jsonProblem, maxJsonDepth } from '../../lib/json-guard.js';

/** Issue 16, items 9-12: every fault is answered with the envelope and recorded. */
const writes = allImplementations.map((i) => i.endpoint).filter((e) => e.method !== 'GET' && !e.upload);
const urlOf = (e: Endpoint) =>
  fillPath(e.path, {
    id: 1,
    library: 'biaofa',
    system: 'system',
    module: 'x',
    dictType: 'gender',
    day: '20260101',
    name: 'a',
  });

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('9. deeply nested JSON', () => {
  it('arrays 100,000 deep are refused on every write path with 请求格式错误, never a raw 500', async () => {
    const deep = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(writes.length).toBeGreaterThan(50);
    for (const e of writes) {
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e),
        payload: deep,
        headers: { 'content-type': 'application/json' },
      });
      expect({ path: e.path, status: res.statusCode, body: res.json() }).toEqual({
        path: e.path,
        status: 400,
        body: { code: 601, msg: '请求格式错误' },
      });
    }
  });

  it('the guard counts depth outside strings only', () => {
    expect(jsonProblem(`{"a":"${'['.repeat(1000)}"}`)).toBeUndefined();
    expect(jsonProblem(`${'['.repeat(maxJsonDepth)}${']'.repeat(maxJsonDepth)}`)).toBeUndefined();
    expect(jsonProblem(`${'['.repeat(maxJsonDepth + 1)}`)).toBe('tooDeep');
  });
});

describe('10. NUL bytes', () => {
  it('a NUL in a string is a format error on every write path, not a server fault', async () => {
    const payload = JSON.stringify({
      username: 'a\u0000b',
      password: 'x\u0000',
      keyword: '\u0000',
      name: 'n\u0000',
      title: '\u0000',
    });
    for (const e of writes) {
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e),
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect({ path: e.path, code: res.json().code }).toEqual({ path: e.path, code: 601 });
    }
    const errors = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from error_logs`);
    expect(Number(errors[0]!.n)).toBe(0);
  });

  it('a NUL in the query is refused too; an escaped backslash before u0000 is not NUL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/captcha?x=%00' });
    expect(res.json()).toEqual({ code: 601, msg: '请求格式错误' });
    expect(jsonProblem('{"a":"\\\\u0000"}')).toBeUndefined();
    expect(jsonProblem('{"a":"\\u0000"}')).toBe('nulCharacter');
  });
});

describe('11. faults reach the structured log', () => {
  it('a fault whose error-log insert fails still reaches stdout as JSON with the request id; /healthz checks the database', async () => {
    const lines: string[] = [];
    const database = await testDatabase();
    const app = await buildApp({
      database,
      config: testConfig(),
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
    });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Break both the call (its table) and the error log.
      await database.rows(sql`alter table error_logs rename to error_logs_gone`);
      await database.rows(sql`alter table members rename to members_gone`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: 'a', password: 'b' },
        headers: { 'x-request-id': 'req-fault-1' },
      });
      expect(res.json().code).toBe(500);
      const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; reqId?: string });
      expect(logged.some((l) => l.msg === 'server fault' && l.level === 50 && l.reqId === 'req-fault-1')).toBe(true);
      expect(logged.some((l) => l.msg === 'error log not written' && l.reqId === 'req-fault-1')).toBe(true);
      await database.close();
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('12. settings are validated', () => {
  it('PORT=abc stops start-up with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ JOBS: 'of' })).toThrow(/JOBS/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(loadConfig({ PORT: '3116', CAPTCHA: 'off' })).toMatchObject({ port: 3116, captcha: false });
  });

  it('config.ts reads the environment only through its schema and the README table lists every one', () => {
    const source = readFileSync(path.join(repoRoot, 'apps/server/src/config.ts'), 'utf8');
    expect([...source.matchAll(/env(?:\.|\[')([A-Z_]+)/g)].map((m) => m[1])).toEqual([]);
    expect(settingNames).toContain('PORT');
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    for (const name of settingNames)
      expect({ name, listed: readme.includes(`| \`${name}\` |`) }).toEqual({ name, listed: true });
  });
});
