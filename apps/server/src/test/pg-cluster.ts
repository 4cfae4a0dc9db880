import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const postgresAvailable = () => existsSync(path.join(BIN, 'initdb'));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** initdb refuses root: run the server binaries as the postgres user when we are root. */
const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

export interface Cluster {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

/** Starts a throwaway PostgreSQL cluster on a free loopback port, trusting local connections. */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const [initCmd, initArgs] = asPostgres(path.join(BIN, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });
  const [cmd, args] = asPostgres(path.join(BIN, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=256MB',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: 'ignore' });
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const sock = net.connect(port, '127.0.0.1', () => {
        sock.end();
        resolve(true);
      });
      sock.on('error', () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > deadline) throw new Error('PostgreSQL did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  // Accepting TCP is not yet accepting queries; the pg client retries below in createDatabase.
  return {
    url,
    stop: async () => {
      // runuser does not pass signals on: ask pg_ctl to stop the server itself.
      const [stopCmd, stopArgs] = asPostgres(path.join(BIN, 'pg_ctl'), [
        'stop',
        '-D',
        dataDir,
        '-m',
        'immediate',
        '-w',
      ]);
      try {
        execFileSync(stopCmd, stopArgs, { stdio: 'pipe' });
      } catch {
        child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
