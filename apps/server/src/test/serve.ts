/**
 * One server process as main.ts starts it, without the demo content: tests start several of
 * these on one PostgreSQL (modules/security/two-servers.test.ts). Prints "listening" when ready.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { buildApp } from '../app.js';
import { startJobs } from '../jobs/index.js';
import { startCacheSync } from '../lib/cache-sync.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl });
const stopSync = await startCacheSync(database);
const app = await buildApp({ database, config });
await app.listen({ port: config.port, host: '127.0.0.1' });
const stopJobs = config.jobs ? await startJobs(database, config) : () => undefined;
console.log('listening');
process.on('SIGTERM', () => {
  stopJobs();
  void app
    .close()
    .then(stopSync)
    .then(() => database.close())
    .finally(() => process.exit(0));
});
