/**
 * `npm run import -- <file> [<file> …]`: loads the shared data files into the standard library
 * (idempotent: a second run reports everything unchanged) and prints what happened to each row.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { formatReport, importFile, sharedDataFiles } from '../modules/library/importers/index.js';
import { importLimitsFile, isLimitsFile } from '../modules/limits/import/index.js';
import { catalogueFile, formatReconcile, reconcileStandards } from '../modules/library/importers/reconcile.js';
import { importRecordsFile, isRecordsFile } from '../modules/records/import/cli.js';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (!files.length) {
  console.error(`usage: npm run import -- <file> …\nknown files: ${sharedDataFiles.join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  for (const f of files) {
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), f);
    if (isRecordsFile(file)) {
      console.log(await importRecordsFile(database, file));
      continue;
    }
    const report = isLimitsFile(file) ? await importLimitsFile(database, file) : await importFile(database, file);
    console.log(formatReport(report));
    // The withdrawn list rides in the catalogue file: its rows are joined to their editions once the catalogue is in.
    if (path.basename(file) === catalogueFile)
      console.log(formatReconcile(await reconcileStandards(database, path.dirname(file))));
  }
} finally {
  await database.close();
}
