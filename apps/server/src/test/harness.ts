import pg from 'pg';
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { FastifyInstance } from 'fastify';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Which database this test run uses: set by the vitest project (TEST_DB=pglite|postgres). */
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

async function createPostgresDatabase(): Promise<string> {
  const base = inject('pgTestUrl');
  if (!base) throw new Error('TEST_DB=postgres but the global setup provided no server URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: base });
    try {
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      break;
    } catch (e) {
      await client.end().catch(() => undefined);
      if (attempt > 50) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return base.replace(/\/[^/]*$/, `/${name}`);
}

/** A fresh, migrated database of the run's kind. */
export async function testDatabase(): Promise<Database> {
  const database =
    testDbKind === 'postgres' ? await openPostgres(await createPostgresDatabase(), 5) : await openPglite();
  await migrate(database);
  return database;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dir = path.join(tmpdir(), `portal-test-${randomBytes(4).toString('hex')}`);
  return {
    ...loadConfig({ ...process.env, CAPTCHA: 'off' }),
    dataDir: dir,
    mailDir: path.join(dir, 'mail'),
    filesDir: path.join(dir, 'files'),
    jobs: false,
    trustProxy: true,
    logLevel: 'silent',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A real app on a real database, for `app.inject`. */
export async function testApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await testDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ database, config });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
