/**
 * `npm run migrate`: applies the migrations as their own step (deploys run it before starting
 * new servers; the server also runs it at start), then checks that the database's schema is
 * the one the code's drizzle definitions describe. `--check` only checks. Exit code 1 on drift.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { schemaDrift } from '../db/drift.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  if (!process.argv.includes('--check')) {
    const applied = await migrate(database);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: nothing to apply');
  }
  const drift = await schemaDrift(database);
  if (drift.length) {
    console.error(
      `the database schema differs from the drizzle definitions (${drift.length}):\n${drift.map((d) => `  ${d}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else console.log('schema matches the drizzle definitions');
} finally {
  await database.close();
}
