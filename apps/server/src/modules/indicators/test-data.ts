import { existsSync } from 'node:fs';
import path from 'node:path';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { importLimitsData } from '../limits/import/index.js';
import { importFile } from '../library/importers/index.js';
import { importProductIndicators } from './import.js';
import { productStandardsFile } from './parse/product-standards-file.js';

/** The shipped data the /indicators data tests read; without it they are skipped. */
export const dataDir = path.resolve(import.meta.dirname, '../../../../../data');
export const hasData =
  existsSync(path.join(dataDir, productStandardsFile)) &&
  existsSync(path.join(dataDir, 'cn_gb2762_2022_contaminant_limits.csv'));

/** A fresh database with the limits, GB 2760 and the product standards imported, and a member with the right. */
export async function indicatorsTestApp(): Promise<{ t: TestApp; auth: { customer_id: number; batoken: string } }> {
  const t = await testApp({ publicDataDir: dataDir });
  await importLimitsData(t.database, dataDir);
  await importFile(t.database, path.join(dataDir, 'gb2760_2024_additive_uses.csv'));
  await importProductIndicators(t.database, dataDir);
  const m = await createMember(t.database.db, { rights: ['product_list'] });
  return { t, auth: (await memberSession(t.database.db, m)).auth };
}
