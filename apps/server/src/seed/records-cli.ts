/**
 * `npx tsx src/seed/records-cli.ts --scale bench|demo|test|<fraction of bench>`: brings the four
 * record tables up to that many generated records (deterministic; a re-run adds nothing), then
 * VACUUM ANALYZEs them so the planner's estimates (pager totals) are current. Uses DATABASE_URL or
 * the PGlite data dir of `npm start` (DATA_DIR).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { scales, seedRecords, type ScaleName } from './records.js';

const args = process.argv.slice(2);
const at = args.indexOf('--scale');
const raw = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--scale='))?.slice(8);
const scale: ScaleName | Record<keyof (typeof scales)['bench'], number> =
  raw && raw in scales
    ? (raw as ScaleName)
    : (Object.fromEntries(
        Object.entries(scales.bench).map(([k, v]) => [k, Math.round(v * Number(raw ?? 1))]),
      ) as Record<keyof (typeof scales)['bench'], number>);
if (typeof scale !== 'string' && Object.values(scale).some((v) => !Number.isFinite(v) || v < 0)) {
  console.error('usage: records-cli --scale bench|demo|test|<fraction>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await migrate(database);
  const started = Date.now();
  await seedRecords(database, scale, (s) => console.log(s));
  for (const t of ['sampling_records', 'penalty_records', 'judge_records', 'intl_warnings', 'record_summary'])
    await database.rows(sql.raw(`vacuum analyze ${t}`));
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await database.close();
}
