import type { Seeder } from './index.js';
import { importLimitsData } from '../modules/limits/import/index.js';
import { fillEnglishNames } from '../modules/limits/import/names-en.js';

/** The limits database from the real files in data/; nothing invented when they are absent. */
export const seedLimits: Seeder = async (database, config) => {
  for (const r of await importLimitsData(database, config.publicDataDir))
    console.log(
      `limits ${r.file.split('/').pop()}: read ${r.read}, inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected.length}`,
    );
};

/** An installation seeded before data/limits_food_names_en.csv gets the English food names at its next start. */
export const upkeepLimitsNames: Seeder = async (database, config) => {
  const n = await fillEnglishNames(database, config.publicDataDir);
  if (n) console.log(`limits: ${n} food nodes given their English names`);
};
