import type { Seeder } from './index.js';
import { importLimitsData } from '../modules/limits/import/index.js';

/** The limits database from the real files in data/ (issue 10); nothing invented when they are absent. */
export const seedLimits: Seeder = async (database, config) => {
  for (const r of await importLimitsData(database, config.publicDataDir))
    console.log(
      `limits ${r.file.split('/').pop()}: read ${r.read}, inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected.length}`,
    );
};
