/**
 * `npx tsx src/cli/import-rasff.ts [file]`: loads the EU RASFF notifications into the
 * international warnings (idempotent: a second run reports every row unchanged) and prints the
 * report with each rejected row's line and reason. Without a file it reads
 * data/eu_rasff_notifications_2024-01_2025-08.csv. Uses DATABASE_URL or the PGlite data dir of `npm start`.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { importRasff } from '../modules/records/rasff-import.js';

const config = loadConfig();
const arg = process.argv.slice(2).find((a) => a !== '--');
const file = arg
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
  : path.join(config.publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv');
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await migrate(database);
  const started = Date.now();
  const r = await importRasff(database, file);
  console.log(
    `${path.basename(r.file)}: read ${r.read}, inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected.length} (${Date.now() - started} ms)`,
  );
  for (const x of r.rejected) console.log(`  line ${x.line} ${x.reference || '(no reference)'}: ${x.reason}`);
} finally {
  await database.close();
}
