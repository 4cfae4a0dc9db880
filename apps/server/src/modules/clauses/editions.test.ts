import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { testApp, type TestApp } from '../../test/harness.js';
import { libDocRelations, libDocuments } from '../../db/schema/index.js';
import { kit } from '../library/test-kit.js';
import { hasTexts, standardText as text } from '../library/document-model/test-texts.js';

// The comparison call on two editions of GB 2762 linked by "replaces", as the importers link
// them; a document of another chain is refused with the catalogue's message.
let t: TestApp;
let k: ReturnType<typeof kit>;
let ids: { old: number; next: number; other: number };
beforeAll(async () => {
  t = await testApp();
  k = kit(t);
  const doc = (docNumber: string, body: string) => ({
    library: 'biaofa',
    module: 'biaozhun',
    moduleCode: 5,
    title: `食品安全国家标准 ${docNumber}`,
    docNumber,
    body,
    validity: 2,
  });
  const rows = await t.database.db
    .insert(libDocuments)
    .values([
      doc('GB 2762-2022', text('GB 2762-2022')),
      doc('GB 2762-2025', text('GB 2762-2025')),
      doc('GB 7718-2025', ''),
    ])
    .returning({ id: libDocuments.id });
  ids = { old: rows[0]!.id, next: rows[1]!.id, other: rows[2]!.id };
  await t.database.db.insert(libDocRelations).values({ fromId: ids.next, toId: ids.old, kind: 'replaces' });
}, 120_000);
afterAll(() => t?.close());

describe('editions compared through the call', () => {
  it.runIf(hasTexts)(
    'compares GB 2762-2022 with -2025 in either order, older first',
    async () => {
      const { auth } = await k.member(['biaofa', 'biaozhun']);
      for (const [itemid, other] of [
        [ids.old, ids.next],
        [ids.next, ids.old],
      ]) {
        const r = await k.json('compareEditions', 'biaofa', { itemid, other }, auth, { module: 'biaozhun' });
        expect(r.code).toBe(1);
        expect(r.data.from.docNumber).toBe('GB 2762-2022');
        expect(r.data.to.docNumber).toBe('GB 2762-2025');
        expect(r.data.changes).toHaveLength(9);
        expect(r.data.clauses.find((c: { anchor: string }) => c.anchor === 'sec-3.5').change).toBe('wording');
      }
      const file = await k.call(
        'exportComparison',
        'biaofa',
        { itemid: ids.old, other: ids.next, format: 'xlsx' },
        auth,
        {
          module: 'biaozhun',
        },
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const cells = wb.worksheets[0]!.getSheetValues().flat().map(String).join('\n');
      expect(cells).toContain('修改了肉类干制品中铅的限量要求');
      const pdf = await k.call(
        'exportComparison',
        'biaofa',
        { itemid: ids.old, other: ids.next, format: 'pdf' },
        auth,
        {
          module: 'biaozhun',
        },
      );
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    },
    60_000,
  );

  it('refuses two documents that are not editions of one standard, and a caller without the right', async () => {
    const { auth } = await k.member(['biaofa', 'biaozhun']);
    const r = await k.json('compareEditions', 'biaofa', { itemid: ids.old, other: ids.other }, auth, {
      module: 'biaozhun',
    });
    expect(r.msg).toBe('只能比较同一标准的两个版本');
    const none = await k.member(['biaofa']);
    const denied = await k.json('compareEditions', 'biaofa', { itemid: ids.old, other: ids.next }, none.auth, {
      module: 'biaozhun',
    });
    expect(denied.code).not.toBe(1);
  });
});
