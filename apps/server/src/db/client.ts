import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema/index.js';
import { WorkerPglite, type WorkerOptions } from './worker-client.js';
import { lockDataDir } from './data-dir-lock.js';
import { resultRows } from './rows.js';
import { writeTrackingLogger as logger } from './write-tracking.js';

export type Schema = typeof schema;
/** The one database type every repository takes: the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows, the same shape on both drivers. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** PostgreSQL only: hears NOTIFY on `channel` over a connection of its own; returns a stop function. */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// node-postgres would turn int8 and numeric into strings and dates into Date objects; keep
// them as PGlite gives them so both drivers answer alike.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (v) => v);

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // A transaction left idle (a stuck handler) is ended by the server rather than holding its locks.
  const pool = new pg.Pool({ connectionString: url, max, idle_in_transaction_session_timeout: 60_000 });
  // A dropped idle connection is replaced by the pool; without a listener it would end the process.
  pool.on('error', (error) => console.error('postgres connection lost:', error.message));
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    rows: async <T>(q: SQL) => resultRows<T>(await db.execute(q)),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, onMessage) => {
      if (!/^\w+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.error(`postgres LISTEN ${channel} connection lost:`, error.message));
      client.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/** Embedded PGlite in a worker thread; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string, options: WorkerOptions = {}): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  const client = await WorkerPglite.start(dataDir, options).catch((e: Error) => {
    release();
    throw new Error(
      `the embedded database at ${dataDir} could not be opened (${e.message}). If a server was killed while writing, move that folder aside to start afresh, or set DATABASE_URL.`,
    );
  });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    rows: async <T>(q: SQL) => resultRows<T>(await db.execute(q)),
    close: async () => {
      await client.close();
      release();
    },
  };
}

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  onCrash?: (error: Error) => void;
}): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir, { onCrash: opts.onCrash, optimiseAtStart: true });
}

export { sql };
