// `npm test`: type checks, lint, unit and server tests (PGlite and PostgreSQL), web tests,
// then browser tests in Chromium; ends with one summary line "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;
};
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = [];

if (run('npm', ['run', 'typecheck', '--silent']) !== 0) broken.push('typecheck');
if (run('npx', ['eslint', '.']) !== 0) broken.push('lint');
// The formatter's check: the tree is formatted (`npm run format` before committing).
const checkFormat = true;
if (checkFormat && run('npm', ['run', 'format:check', '--silent']) !== 0) broken.push('format');

const projects = ['contract', 'server-pglite', 'web'];
const pgHere = process.env.DATABASE_URL || existsSync('/usr/lib/postgresql/15/bin/initdb');
// In CI (REQUIRE_POSTGRES=1, set by .ci/run, or CI=true) a missing PostgreSQL fails the run instead of skipping it.
const pgRequired = process.env.REQUIRE_POSTGRES === '1' || process.env.CI === 'true';
if (pgHere) projects.push('server-postgres');
else if (pgRequired) {
  console.log(
    '\n!! server-postgres cannot run: no DATABASE_URL and no PostgreSQL 15 binaries under /usr/lib/postgresql/15/bin',
  );
  broken.push('postgres missing');
} else
  console.log(
    '\n!! server-postgres skipped: no DATABASE_URL and no PostgreSQL 15 binaries under /usr/lib/postgresql/15/bin',
  );

const vitestJson = path.join(root, '.test-results/vitest.json');
rmSync(vitestJson, { force: true });
const v = run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}
if (v !== 0) broken.push('vitest');

const e2eJson = path.join(root, '.test-results/e2e.json');
rmSync(e2eJson, { force: true });
if (process.env.SKIP_E2E === '1') console.log('\n!! browser tests skipped: SKIP_E2E=1');
else {
  const e = run('npx', ['playwright', 'test'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson } });
  if (existsSync(e2eJson)) {
    const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats;
    totals.passed += s.expected + (s.flaky ?? 0);
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  }
  if (e !== 0) broken.push('browser tests');
}

if (broken.length) console.log(`\nfailed steps: ${broken.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken.length ? 1 : 0);
