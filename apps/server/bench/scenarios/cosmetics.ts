import path from 'node:path';
import ExcelJS from 'exceljs';
import { api } from '@app/contract';
import type { Scenario } from '../run.js';
import { importFile } from '../../src/modules/library/importers/index.js';
import { createMember, memberSession } from '../../src/test/factories.js';
import { timedCalls } from '../timed-calls.js';

/**
 * The cosmetics ingredient check: an xlsx of 1,000 INCI names (real catalogue names, a tenth
 * restricted ones, a tenth made up) uploaded, checked and answered over HTTP, then exported as
 * xlsx; and a search by name. Target: the 1,000-row check under 2 s. Each line carries the
 * machine's load beside the figures (see timedCalls).
 */
const dataDir = path.resolve(import.meta.dirname, '../../../../data');

async function formula(names: string[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('formula');
  ws.addRow(['INCI']);
  for (const n of names) ws.addRow([n]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const scenario: Scenario = {
  name: 'cosmetics',
  run: async (ctx) => {
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      await importFile(database, path.join(dataDir, 'cn_iecic_2021_inci_cn.csv'));
      await importFile(database, path.join(dataDir, 'cn_stsc_2015_table3_restricted.csv'));
      const member = await createMember(database.db, { rights: ['rihua'] });
      const { auth } = await memberSession(database.db, member);
      const server = await ctx.app(database, { publicDataDir: dataDir });
      const inci = (
        await database.rows<{ inci: string }>(
          // Every ninth catalogue row, the restricted ones included by their INCI.
          (await import('drizzle-orm'))
            .sql`select inci from cos_ingredients where serial::int % 9 = 0 order by serial limit 800`,
        )
      ).map((r) => r.inci);
      const names = [
        ...inci,
        ...Array.from(
          { length: 100 },
          (_, i) => ['SALICYLIC ACID', 'BENZALKONIUM CHLORIDE', 'SODIUM BENZOATE', 'TALC'][i % 4]!,
        ),
        ...Array.from({ length: 100 }, (_, i) => `MADE UP EXTRACT ${i}`),
      ].slice(0, 1000);
      const file = await formula(names);
      const upload = async () => {
        const form = new FormData();
        form.append('customer_id', String(auth.customer_id));
        form.append('file', new Blob([file]), 'formula.xlsx');
        const res = await fetch(`${server.url}${api.cosmetics.ingredientCheckUpload.path}`, {
          method: 'POST',
          body: form,
          headers: { batoken: auth.batoken },
        });
        const json = (await res.json()) as { code: number; data: { rows: unknown[] } };
        if (json.code !== 1 || json.data.rows.length !== 1000) throw new Error(`check: code ${json.code}`);
      };
      const post = async (url: string, body: object) => {
        const res = await fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...auth, ...body }),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        return res.arrayBuffer();
      };
      const time = timedCalls(ctx, kind);
      await upload(); // first call reads the catalogue into memory
      await time('ingredient check xlsx 1000 rows', 10, upload);
      await time('ingredient check export xlsx 1000 rows', 5, () =>
        post(api.cosmetics.ingredientCheckExport.path, { names }),
      );
      await time('ingredient search', 30, () =>
        post(api.cosmetics.ingredientSearch.path, { keyword: '水杨酸', pageSize: 20 }),
      );
    }
  },
};
