import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock.js';

describe('the embedded database lock', () => {
  const dir = () => path.join(mkdtempSync(path.join(tmpdir(), 'lock-')), 'pglite');

  it('refuses a data directory another live process holds, naming it', () => {
    const d = dir();
    writeFileSync(`${d}.lock`, String(process.ppid));
    expect(() => lockDataDir(d)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const d = dir();
    writeFileSync(`${d}.lock`, '2147483646');
    const release = lockDataDir(d);
    expect(readFileSync(`${d}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${d}.lock`)).toBe(false);
  });
});
