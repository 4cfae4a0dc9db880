import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import type { Scenario } from '../run.js';

/**
 * Issue 2's install measure: `npm ci` of the whole workspace from the committed lockfile, in a
 * temp copy of the manifests (the working tree's node_modules is never touched). npm's own
 * download cache is used as a CI runner with a cache would; the report says so.
 * Issue 8's: a `git clone` of the committed tree (commit first: the working tree's changes are
 * not in it), what data/ adds to it, and `npm start` there up to the first answer and to ready.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const manifests = [
  'package.json',
  'package-lock.json',
  'packages/contract/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
];

export const scenario: Scenario = {
  name: 'install',
  async run(ctx) {
    // BENCH_SKIP_NPM_CI=1 measures only the clone and its first start (npm ci takes minutes on a busy machine).
    if (process.env.BENCH_SKIP_NPM_CI !== '1') await npmCi(ctx);
    const clone = await freshClone(ctx);
    await dataSize(ctx, clone);
    await firstStart(ctx, clone);
  },
};

async function npmCi(ctx: Parameters<Scenario['run']>[0]) {
  const dir = await ctx.tempDir();
  for (const m of manifests) {
    await mkdir(path.dirname(path.join(dir, m)), { recursive: true });
    await copyFile(path.join(repoRoot, m), path.join(dir, m));
  }
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`npm ci exited with ${code}`);
  ctx.report('npm ci (lockfile, npm cache warm)', { s: (Date.now() - started) / 1000 });
}

const run = (cmd: string, args: string[], cwd: string) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (c) => (c === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${c}`))));
  });

/**
 * A fresh clone of the committed tree (what a user gets; no ../shared beside it, no built web, no
 * database), with the working tree's node_modules hard-linked in as `npm ci` would leave them.
 */
async function freshClone(ctx: Parameters<Scenario['run']>[0]) {
  const dir = path.join(await ctx.tempDir(), 'portal');
  await run('git', ['clone', '--quiet', '--no-local', repoRoot, dir], tmpdir());
  // The root's and each workspace's own node_modules (apps/web keeps a few of its own).
  for (const nm of [
    'node_modules',
    'apps/web/node_modules',
    'apps/server/node_modules',
    'packages/contract/node_modules',
  ])
    if (existsSync(path.join(repoRoot, nm))) await run('cp', ['-al', path.join(repoRoot, nm), path.join(dir, nm)], dir);
  if (existsSync(path.join(dir, '../shared'))) throw new Error('a ../shared folder is beside the clone');
  return dir;
}

/** What the shipped public data adds to a clone: the files, and the git objects that hold them. */
async function dataSize(ctx: Parameters<Scenario['run']>[0], clone: string) {
  const files = (await run('du', ['-sb', path.join(clone, 'data')], clone)).split('\t')[0];
  const ids = (await run('git', ['rev-list', '--objects', '--all', '--', 'data'], clone))
    .split('\n')
    .filter((l) => l.includes(' data/') || l.endsWith(' data'))
    .map((l) => l.split(' ')[0])
    .join('\n');
  const sizes = await new Promise<string>((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch-check=%(objectsize) %(objectsize:disk)'], {
      cwd: clone,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (c) => (c === 0 ? resolve(out) : reject(new Error(`git cat-file exited with ${c}`))));
    child.stdin.end(`${ids}\n`);
  });
  let raw = 0;
  let disk = 0;
  for (const line of sizes.trim().split('\n')) {
    const [a, b] = line.split(' ').map(Number);
    raw += a ?? 0;
    disk += b ?? 0;
  }
  const gitDir = (await run('du', ['-sb', path.join(clone, '.git')], clone)).split('\t')[0];
  const mb = (n: number) => Math.round(n / 1e5) / 10;
  ctx.report('data/ in a fresh clone', {
    'files MB': mb(Number(files)),
    'git objects of data/ (all history) MB': mb(disk),
    'same, uncompressed MB': mb(raw),
    'whole .git MB': mb(Number(gitDir)),
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * Issue 8: `npm start` in a fresh clone (no web build, empty database): seconds to the first
 * HTTP answer, then each step /readyz reports (web build, library import, records, RASFF …),
 * and to /readyz answering 200: the whole import of data/ and demo records done, web built.
 */
async function firstStart(ctx: Parameters<Scenario['run']>[0], clone: string) {
  const port = await freePort();
  const load = os.loadavg().map((n) => Math.round(n * 10) / 10);
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(clone, 'var'),
      JOBS: 'off',
      CAPTCHA: 'off',
      DATABASE_URL: '',
      PUBLIC_DATA_DIR: '',
      WEB_DIST: '',
      SKIP_WEB_BUILD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The server's own lines (time to listen, each seeding step) go beside the figures.
  let log = '';
  const keep = (d: Buffer) => (log += d.toString());
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  let firstAnswer: number | undefined;
  let step: string | null | undefined;
  const s = () => Math.round((Date.now() - started) / 100) / 10;
  try {
    for (;;) {
      if (Date.now() - started > 900_000) throw new Error('npm start: not ready after 900 s');
      if (exited !== undefined) throw new Error(`npm start exited with ${exited} before it was ready`);
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (res) {
        if (firstAnswer === undefined) {
          firstAnswer = s();
          console.log(`  first answer after ${firstAnswer} s`);
        }
        const body = (await res.json().catch(() => ({}))) as { data?: { step?: string | null } };
        if (res.status === 200) break;
        if (body.data?.step !== step) {
          step = body.data?.step;
          console.log(`  ${String(s()).padStart(6)} s  /readyz step: ${step ?? '-'}`);
        }
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const line of log.split('\n'))
      if (/answering in|^seeded |demo content ready|web app built|migrations applied/.test(line))
        console.log(`    server: ${line.slice(0, 160)}`);
    const page = await fetch(`http://127.0.0.1:${port}/system/index`);
    ctx.report('npm start in a fresh clone (pglite)', {
      'first answer s': firstAnswer!,
      'ready incl. import and web build s': s(),
      'page status': page.status,
    });
    ctx.report('load average at start / end (1, 5, 15 min)', {
      start: load.join(' '),
      end: os
        .loadavg()
        .map((n) => Math.round(n * 10) / 10)
        .join(' '),
    });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 2000));
  }
}
