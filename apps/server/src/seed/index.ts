import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { sysParams } from '../db/schema/index.js';
import { seedPlatform } from './platform.js';
import { seedLibrary, upkeepWithdrawnJoin } from './library.js';
import { seedAdmin } from './admin.js';
import { seedDemoRecords } from './records.js';
import { reindexPassages } from '../modules/assistant/reindex.js';
import { seedLimits, upkeepLimitsNames } from './limits.js';
import { seedCompliance } from './compliance.js';
import { seedReportsArea } from '../modules/reports/seed.js';
import { seedIndicators } from './indicators.js';
import { refreshStatuses } from '../jobs/label-refresh.js';

/**
 * Demo data on first start. Each domain adds its seeder to `seeders`; they run in order once
 * per phase, when that phase has never run (marked by a param). Accounts and menus are written
 * before the server listens; content (libraries, records) after, so the first request is
 * answered in seconds while content fills in (GET /readyz answers 503 until it is done).
 */
export type Seeder = (database: Database, config: Config) => Promise<void>;
export type SeedPhase = 'accounts' | 'content';
export const seeders: { name: string; phase: SeedPhase; run: Seeder }[] = [
  { name: 'platform', phase: 'accounts', run: seedPlatform },
  { name: 'admin', phase: 'accounts', run: seedAdmin },
  { name: 'library', phase: 'content', run: seedLibrary },
  { name: 'records', phase: 'content', run: seedDemoRecords },
  { name: 'limits', phase: 'content', run: seedLimits },
  { name: 'compliance', phase: 'content', run: seedCompliance },
  { name: 'reports and information', phase: 'content', run: seedReportsArea },
  { name: 'indicators', phase: 'content', run: seedIndicators },
  { name: 'assistant index', phase: 'content', run: async (database) => void (await reindexPassages(database)) },
];

const marker = (phase: SeedPhase) => (phase === 'accounts' ? 'seeded' : 'seeded_content');

/** `onStep` hears each seeder's name as it starts ("library 1/9"): /readyz shows it as progress. */
export async function seedIfEmpty(
  database: Database,
  config: Config,
  phase: SeedPhase,
  onStep: (step: string) => void = () => undefined,
) {
  const done = await database.db.select().from(sysParams);
  if (done.some((p) => p.paramCode === marker(phase))) return false;
  const list = seeders.filter((x) => x.phase === phase);
  for (const [i, s] of list.entries()) {
    onStep(`${s.name} ${i + 1}/${list.length}`);
    console.log(`seeding ${s.name} (${i + 1}/${list.length}) …`);
    const t = Date.now();
    await s.run(database, config);
    console.log(`seeded ${s.name} in ${Date.now() - t} ms`);
  }
  await database.db
    .insert(sysParams)
    .values({ paramCode: marker(phase), paramValue: new Date().toISOString(), remark: `demo ${phase} written` });
  return true;
}

/**
 * Steps run at every start after the content seed: each brings an installation seeded by an
 * older version up to what the repo's data files now hold, and costs a query when nothing is missing.
 */
export const upkeep: { name: string; run: Seeder }[] = [
  { name: 'limits English names', run: upkeepLimitsNames },
  { name: 'withdrawn list joined to editions', run: upkeepWithdrawnJoin },
  // Statuses follow dates: a server that was down at midnight (China time) settles today's before answering.
  { name: 'library statuses for today', run: async (database) => void (await refreshStatuses(database)) },
];

export async function runUpkeep(database: Database, config: Config) {
  for (const u of upkeep) await u.run(database, config);
}
