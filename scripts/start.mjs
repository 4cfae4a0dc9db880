// `npm start`: builds the web app when its build is missing or older than its sources, then
// starts the API (which migrates, seeds demo data on first run and serves the SPA).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const sources = [path.join(root, 'apps/web/src'), path.join(root, 'packages/contract/src')];
const stale = !existsSync(dist) || Math.max(...sources.map(newest)) > statSync(dist).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('building the web app …');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
