import { spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Scenario } from '../run.js';

/**
 * Issue 2's install measure: `npm ci` of the whole workspace from the committed lockfile, in a
 * temp copy of the manifests (the working tree's node_modules is never touched). npm's own
 * download cache is used as a CI runner with a cache would; the report says so.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const manifests = ['package.json', 'package-lock.json', 'packages/contract/package.json', 'apps/server/package.json', 'apps/web/package.json'];

export const scenario: Scenario = {
  name: 'install',
  async run(ctx) {
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
    await dataSize(ctx);
    await firstStart(ctx);
  },
};

/** What the shipped public data adds to a clone: the files, and about what git stores (deflated). */
async function dataSize(ctx: Parameters<Scenario['run']>[0]) {
  const dir = path.join(repoRoot, 'data');
  let raw = 0;
  let packed = 0;
  for (const f of await readdir(dir)) {
    const bytes = await readFile(path.join(dir, f));
    raw += bytes.length;
    packed += gzipSync(bytes, { level: 9 }).length;
  }
  ctx.report('data/ in the clone', { MB: Math.round(raw / 1e5) / 10, 'MB compressed (≈ git objects)': Math.round(packed / 1e5) / 10 });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * Issue 8: `npm start` on a fresh data folder (the web already built, as after the first
 * build): seconds to the first HTTP answer, and to /readyz answering 200, i.e. the first
 * start's import of data/ (standards, laws, product texts, GB 2760/9685, RASFF) and demo
 * records done.
 */
async function firstStart(ctx: Parameters<Scenario['run']>[0]) {
  const dataDir = await ctx.tempDir();
  const port = await freePort();
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, JOBS: 'off', SKIP_WEB_BUILD: '1', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  let firstAnswer: number | undefined;
  try {
    for (;;) {
      if (Date.now() - started > 300_000) throw new Error('npm start: not ready after 300 s');
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (res) {
        firstAnswer ??= (Date.now() - started) / 1000;
        if (res.status === 200) break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    ctx.report('npm start on a fresh clone (pglite)', { 'first answer s': firstAnswer!, 'ready incl. import s': (Date.now() - started) / 1000 });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}
