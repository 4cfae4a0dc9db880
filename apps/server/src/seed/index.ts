import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { sysParams } from '../db/schema/index.js';
import { seedPlatform } from './platform.js';
import { seedLibrary } from './library.js';
import { seedAdmin } from './admin.js';
import { seedDemoRecords } from './records.js';

/**
 * Demo data on first start. Each domain adds its seeder to `seeders`; they run in order once,
 * when the database has never been seeded (marked by the `seeded` param).
 */
export type Seeder = (database: Database, config: Config) => Promise<void>;
export const seeders: { name: string; run: Seeder }[] = [{ name: 'platform', run: seedPlatform }, { name: 'library', run: seedLibrary }, { name: 'admin', run: seedAdmin }, { name: 'records', run: seedDemoRecords }];

export async function seedIfEmpty(database: Database, config: Config) {
  const done = await database.db.select().from(sysParams);
  if (done.some((p) => p.paramCode === 'seeded')) return false;
  for (const s of seeders) {
    const t = Date.now();
    await s.run(database, config);
    console.log(`seeded ${s.name} in ${Date.now() - t} ms`);
  }
  await database.db.insert(sysParams).values({ paramCode: 'seeded', paramValue: new Date().toISOString(), remark: 'demo data written' });
  return true;
}
