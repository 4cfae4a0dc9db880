import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its data directory: two processes opening it both succeed, both
 * write, and the directory ends up unreadable. So the server holds a pid file beside it and
 * a second process refuses to start, naming the first. A file left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid))
      throw new Error(
        `the embedded database ${dataDir} is in use by process ${pid}; stop that server first, or set DATA_DIR to another folder`,
      );
  }
  writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};
