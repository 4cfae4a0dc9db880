import { spawn } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
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
  },
};
