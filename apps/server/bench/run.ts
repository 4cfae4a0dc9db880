/**
 * The benchmark harness: `npm run bench` (root or apps/server) runs every bench/scenarios/*.ts,
 * `npm run bench -- platform library` only the named ones (file name or scenario name),
 * `--scale N` (or BENCH_SCALE) sets ctx.scale (default 1; scenarios multiply their data by it),
 * `--db pglite|postgres` limits ctx.kinds to one database.
 *
 * A scenario file exports:
 *
 *   export const scenario: Scenario = {
 *     name: 'library',
 *     run: async (ctx) => {
 *       for (const kind of ctx.kinds) {
 *         const database = await ctx.database(kind);   // fresh, migrated; closed after the scenario
 *         ... seed with ctx.scale ...
 *         const server = await ctx.app(database);      // buildApp + listen on a free loopback port
 *         const figures = await load({ url: server.url + '/api/...', body: {...}, connections: 50 });
 *         ctx.report(`search ${kind}`, figures);       // prints a line, appends to bench-results.json
 *       }
 *     },
 *   };
 *
 * ctx.database('pglite') opens PGlite in a temp dir (in its worker thread, as `npm start` does);
 * ctx.database('postgres') creates a database in a throwaway PostgreSQL 15 cluster (started once
 * for the run, from src/test/pg-cluster.ts), or in DATABASE_URL's server when that is set.
 * BENCH_KEEP=<dir> keeps the databases between runs (see createPgDatabase).
 * `load` (bench/load.ts) runs autocannon and gives p50/p95/p99 latency in ms and requests/s.
 * Results accumulate in apps/server/bench-results.json: one entry per report, with the time,
 * the scenario, the label, the figures and the scale.
 */
import { readdir, readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { postgresAvailable, startCluster, type Cluster } from '../src/test/pg-cluster.js';

export type DbKind = 'pglite' | 'postgres';
export type Figures = Record<string, number | string | boolean>;

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface BenchContext {
  /** A fresh, migrated database of that kind (closed when the scenario ends). */
  database(kind: DbKind): Promise<Database>;
  /** The connection URL of a PostgreSQL database from `database` (other processes open it too). */
  urlOf(database: Database): string | undefined;
  /** The real app on that database, listening on a free loopback port. CAPTCHA is off. */
  app(database: Database, config?: Partial<Config>): Promise<BenchServer>;
  /** Prints `label  k=v …` and appends the figures to bench-results.json. */
  report(label: string, figures: Figures): void;
  /** Data multiplier from --scale / BENCH_SCALE (default 1). */
  scale: number;
  /** The databases this run covers (both unless --db narrows it, postgres only when available). */
  kinds: DbKind[];
  /** A temp dir removed after the scenario. */
  tempDir(): Promise<string>;
}

export interface Scenario {
  name: string;
  run(ctx: BenchContext): Promise<void>;
}

const benchDir = import.meta.dirname;
const resultsFile = path.join(benchDir, '..', 'bench-results.json');

function parseArgs(argv: string[]) {
  const names: string[] = [];
  let scale = Number(process.env.BENCH_SCALE ?? 1);
  let db: DbKind | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--scale') scale = Number(argv[++i]);
    else if (a.startsWith('--scale=')) scale = Number(a.slice(8));
    else if (a === '--db') db = argv[++i] as DbKind;
    else if (a.startsWith('--db=')) db = a.slice(5) as DbKind;
    else names.push(a.replace(/\.ts$/, ''));
  }
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  return { names, scale, db };
}

let cluster: Cluster | undefined;
async function postgresBaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  cluster ??= await startCluster();
  return cluster.url();
}

/**
 * BENCH_KEEP=<dir> keeps each scenario's databases between runs (PGlite under that folder,
 * PostgreSQL as a named database in DATABASE_URL's server), so data seeded once at a large
 * scale serves many runs: the seeds only add what is missing.
 */
const keepDir = process.env.BENCH_KEEP;
if (keepDir && !process.env.DATABASE_URL)
  console.warn('BENCH_KEEP keeps PostgreSQL data only with DATABASE_URL (the throwaway cluster goes away)');

async function createPgDatabase(keepAs?: string): Promise<string> {
  const base = await postgresBaseUrl();
  const name = keepAs ?? `bench_${randomBytes(5).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: base });
    try {
      await client.connect();
      const exists = keepAs ? (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount : 0;
      if (!exists) await client.query(`create database ${name}`);
      await client.end();
      return base.replace(/\/[^/]*$/, `/${name}`);
    } catch (e) {
      await client.end().catch(() => undefined);
      // A just-started cluster accepts TCP before it accepts queries.
      if (attempt > 50) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function appendResults(entries: object[]) {
  const old: object[] = existsSync(resultsFile) ? JSON.parse(await readFile(resultsFile, 'utf8')) : [];
  await writeFile(resultsFile, `${JSON.stringify([...old, ...entries], null, 2)}\n`);
}

const formatFigures = (f: Figures) =>
  Object.entries(f)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? +v.toFixed(2) : v}`)
    .join('  ');

async function runScenario(scenario: Scenario, scale: number, kinds: DbKind[]) {
  const cleanups: (() => Promise<unknown>)[] = [];
  const entries: object[] = [];
  const urls = new WeakMap<Database, string>();
  const ctx: BenchContext = {
    scale,
    kinds,
    async database(kind) {
      const keepAs = keepDir ? `bench_${scenario.name}_${String(scale).replace(/\W/g, '_')}` : undefined;
      const url = kind === 'postgres' ? await createPgDatabase(keepAs) : undefined;
      const database = url
        ? await openPostgres(url, 20)
        : await openPglite(keepAs ? path.join(keepDir!, keepAs) : await ctx.tempDir(), { optimiseAtStart: true });
      if (url) urls.set(database, url);
      await migrate(database);
      cleanups.push(() => database.close());
      return database;
    },
    urlOf: (database) => urls.get(database),
    async app(database, overrides = {}) {
      const dir = await ctx.tempDir();
      const config: Config = {
        ...loadConfig({ ...process.env, CAPTCHA: 'off' }),
        // The load generator poses as many clients through X-Forwarded-For, as a proxy would.
        trustProxy: true,
        dataDir: dir,
        mailDir: path.join(dir, 'mail'),
        filesDir: path.join(dir, 'files'),
        jobs: false,
        // The figures measure the calls; request lines on stdout would bury the report.
        logLevel: 'warn',
        ...overrides,
      };
      const app = await buildApp({ database, config });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const close = () => app.close();
      cleanups.push(close);
      return { url: `http://127.0.0.1:${port}`, app, config, close };
    },
    report(label, figures) {
      console.log(`  ${label.padEnd(44)} ${formatFigures(figures)}`);
      entries.push({ at: new Date().toISOString(), scenario: scenario.name, label, scale, ...figures });
    },
    async tempDir() {
      const dir = await mkdtemp(path.join(tmpdir(), 'bench-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
  };
  const started = Date.now();
  console.log(`▶ ${scenario.name} (scale ${scale})`);
  try {
    await scenario.run(ctx);
  } finally {
    // Apps close before their databases: undo in reverse order.
    for (const c of cleanups.reverse()) await c().catch((e: unknown) => console.warn(`  cleanup: ${String(e)}`));
    await appendResults(entries);
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function main() {
  const { names, scale, db } = parseArgs(process.argv.slice(2));
  const pgOk = !!process.env.DATABASE_URL || postgresAvailable();
  const kinds: DbKind[] = (db ? [db] : (['pglite', 'postgres'] as DbKind[])).filter((k) => k !== 'postgres' || pgOk);
  if (!pgOk) console.warn('PostgreSQL: no DATABASE_URL and no binaries under /usr/lib/postgresql/15/bin; PGlite only');
  const dir = path.join(benchDir, 'scenarios');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort();
  const loaded: { file: string; scenario: Scenario }[] = [];
  for (const file of files) {
    const mod = (await import(path.join(dir, file))) as { scenario?: Scenario };
    if (!mod.scenario) throw new Error(`${file} exports no \`scenario\``);
    loaded.push({ file: file.replace(/\.ts$/, ''), scenario: mod.scenario });
  }
  const chosen = names.length
    ? loaded.filter((l) => names.includes(l.file) || names.includes(l.scenario.name))
    : loaded;
  const unknown = names.filter((n) => !loaded.some((l) => l.file === n || l.scenario.name === n));
  if (unknown.length)
    throw new Error(`no scenario named ${unknown.join(', ')}; have ${loaded.map((l) => l.file).join(', ')}`);
  let failed = false;
  try {
    for (const { scenario } of chosen) {
      try {
        await runScenario(scenario, scale, kinds);
      } catch (e) {
        failed = true;
        console.error(`✗ ${scenario.name}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      }
    }
  } finally {
    await cluster?.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
