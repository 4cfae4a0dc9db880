import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { buildApp, type Readiness } from './app.js';
import { runUpkeep, seedIfEmpty } from './seed/index.js';
import { warmSegmenter } from './lib/search/segment.js';
import { startJobs } from './jobs/index.js';
import { startCacheSync } from './lib/cache-sync.js';
import { describeFileStore } from './lib/storage.js';
import { checkMenuRules } from './modules/member/menus.js';
import { checkAdminMenus } from './modules/admin/menu-check.js';

const started = Date.now();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting stops start-up with one clear line (README "Settings" lists each).
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  // The embedded database's worker died: every query now fails; exit so the supervisor restarts us.
  onCrash: (error) => {
    console.error(
      JSON.stringify({
        level: 60,
        time: Date.now(),
        msg: 'embedded database worker crashed; exiting',
        err: error.message,
      }),
    );
    process.exit(1);
  },
});
// Two servers on one PostgreSQL tell each other which cached rows changed (LISTEN/NOTIFY).
const stopCacheSync = await startCacheSync(database);
const applied = await migrate(database);
if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
await seedIfEmpty(database, config, 'accounts');
await checkMenuRules(database.db);
await checkAdminMenus(database.db);
// `npm start` builds the web app beside the server on a first start and says when it is done (IPC).
const readiness: Readiness = { ready: false, webPending: process.env.WEB_BUILD_PENDING === '1' };
process.on('message', (m) => {
  if (m === 'web-built') readiness.webPending = false;
});
// Which file store this server uses; with several servers on PostgreSQL it must be shared.
const store = await describeFileStore(database.db, config, database.kind);
if (store.warn) console.warn(`WARNING ${store.text}`);
else console.log(store.text);
const app = await buildApp({ database, config, readiness });
await app.listen({ port: config.port, host: config.host });
console.log(
  `compliance portal on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? ` at ${config.dataDir}/pglite` : ''}), answering in ${Date.now() - started} ms`,
);
try {
  const seededNow = await seedIfEmpty(database, config, 'content', (step) => (readiness.step = step));
  await runUpkeep(database, config);
  warmSegmenter();
  // Ready once the pages are built too.
  readiness.step = 'web';
  while (readiness.webPending) await new Promise((r) => setTimeout(r, 500));
  readiness.step = undefined;
  readiness.ready = true;
  if (seededNow) console.log(`demo content ready in ${Date.now() - started} ms`);
} catch (error) {
  // The portal keeps serving what it has; /readyz stays 503 so automation sees the failure.
  console.error('demo content could not be written:', error);
}
const stopJobs = config.jobs ? await startJobs(database, config) : () => undefined;

const shutdown = async () => {
  stopJobs();
  await app.close();
  await stopCacheSync();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
