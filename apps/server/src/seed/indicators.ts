import type { Seeder } from './index.js';
import { importProductIndicators } from '../modules/indicators/import.js';

/** Indicators parsed from the real product standards in data/; nothing when the file is absent. */
export const seedIndicators: Seeder = async (database, config) => {
  const r = await importProductIndicators(database, config.publicDataDir);
  if (r)
    console.log(
      `indicators: ${r.standards} product standards, ${r.withIndicators} with requirement tables, ${r.indicators} indicators (${r.facts} shown as fact)`,
    );
};
