// `npm start`: starts the API (which migrates, seeds demo data on first run and serves the SPA)
// and, when the web app's build is missing or older than its sources, builds it meanwhile.
import { spawn } from 'node:child_process';
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
const build = stale && process.env.SKIP_WEB_BUILD !== '1';
// The server starts at once, the web app builds beside it: the first answer does not wait for the
// build (a fresh clone's first minute), and /readyz turns 200 only once the build is done too.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: build ? { ...process.env, WEB_BUILD_PENDING: '1' } : process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(process.exitCode ?? code ?? 0));
if (build) {
  console.log('building the web app …');
  const vite = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  vite.on('exit', (code) => {
    if (code !== 0) {
      console.error(`the web app could not be built (vite exited with ${code})`);
      server.kill('SIGTERM');
      process.exitCode = code ?? 1;
      return;
    }
    console.log('web app built');
    if (server.connected) server.send('web-built');
  });
}
