import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/harness.js';
import type { Database } from '../../../db/client.js';
import { loadConfig } from '../../../config.js';
import { seedLibrary } from '../../../seed/library.js';
import { seedLimits } from '../../../seed/limits.js';
import { reindexPassages } from '../reindex.js';
import { golden, scoreGolden } from './score.js';

/** The golden set's figure is a quality bar, not a timing: at least 90 % in the top 5. */
describe('assistant golden set', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    const config = loadConfig();
    await seedLibrary(database, config, { biaofa: 0, rihua: 0, fodder: 0 });
    await seedLimits(database, config);
    await reindexPassages(database);
  }, 600_000);
  afterAll(async () => database.close());

  it('has at least 50 questions built from the real data', () => {
    expect(golden.length).toBeGreaterThanOrEqual(50);
  });

  it('finds the expected passage in the top 5 for at least 90 % of the questions', async () => {
    const score = await scoreGolden(database);
    const misses = score.results.filter((r) => r.rank === null).map((r) => r.question);
    expect(score.rate, `missed: ${misses.join(' / ')}`).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
