import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { openPostgres } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startCacheSync } from '../src/lib/cache-sync.js';
import { warmSegmenter } from '../src/lib/search/segment.js';

/**
 * One server process of the mixed bench (scenarios/mixed.ts): the real app on the PostgreSQL
 * of DATABASE_URL with its production pool and the cache sync between servers, as `npm start`
 * runs it there, without the start-up seeding (the scenario seeds once). It tells the parent its
 * address, and its RSS when asked.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'bench-mixed-'));
const database = await openPostgres(process.env.DATABASE_URL!);
const stopSync = await startCacheSync(database);
const app = await buildApp({
  database,
  config: {
    ...loadConfig({ ...process.env, CAPTCHA: 'off' }),
    trustProxy: true,
    dataDir: dir,
    mailDir: path.join(dir, 'mail'),
    filesDir: path.join(dir, 'files'),
    jobs: false,
    logLevel: 'warn',
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
warmSegmenter();
const { port } = app.server.address() as { port: number };
const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);
process.send!({ url: `http://127.0.0.1:${port}`, rssMb: rssMb() });
process.on('message', (m) => {
  if (m === 'rss') process.send!({ rssMb: rssMb() });
  if (m === 'close')
    void (async () => {
      await app.close();
      await stopSync();
      await database.close();
      process.exit(0);
    })();
});
