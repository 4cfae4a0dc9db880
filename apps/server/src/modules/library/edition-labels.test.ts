import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryApp, readXlsx, settle, xlsx } from './test-kit.js';
import { resetClock, useFixedClock } from '../../lib/clock.js';
import { resolveRow } from './novelty.service.js';
import { api, fillPath } from '@app/contract';

/**
 * Issue 23: 被替代 and 废止 are told apart wherever a status shows (code 3 for both), and the novelty check answers
 * an edition held without its number through the base number. Shipped data, today 2026-11-27 in China.
 */
let k: Awaited<ReturnType<typeof libraryApp>>;
let auth: { customer_id: number; batoken: string };
beforeAll(async () => {
  useFixedClock('2026-11-27T10:00:00+08:00');
  k = await libraryApp({ sharedData: true });
  auth = (await k.member(['biaofa', 'search', 'biaozhun'])).auth;
}, 600_000);
afterAll(async () => {
  resetClock();
  await k?.close();
});

const idOf = async (key: string) =>
  (await k.database.rows<{ id: number }>(sql`select id from lib_documents where number_key = ${key}`))[0]!.id;

const novelty = async (rows: string[]) => {
  const start = await k.upload(
    'noveltyStart',
    'biaofa',
    { name: 'check.xlsx', data: await xlsx(rows.map((r) => [r])) },
    auth,
    { mode: 'auto' },
  );
  expect(start.code).toBe(1);
  await settle();
  const res = await k.json('noveltyResults', 'biaofa', { id: start.data.id, pageSize: 100 }, auth);
  return { id: start.data.id as number, rows: res.data.list as Record<string, unknown>[] };
};

describe('被替代 and 废止', () => {
  it('the detail of GB 2762-2022 reads 被替代 / Replaced (code 3), with GB 2762-2025 in force', async () => {
    const id = await idOf('GB2762-2022');
    const zh = await k.json('content', 'biaofa', { itemid: id }, auth, { module: 'biaozhun' });
    expect(zh.data.status).toMatchObject({ validity: 3, label: '被替代', endedBy: 'replaced' });
    expect(zh.data.current).toMatchObject({ docNumber: 'GB 2762-2025' });
    const en = await k.app.inject({
      method: 'POST',
      url: fillPath(api.library.content.path, { library: 'biaofa', module: 'biaozhun' }),
      payload: { itemid: id, ...auth },
      headers: { cookie: 'languageName=en' },
    });
    expect(en.json().data.status.label).toBe('Replaced');
  });

  it('a list row abolished outright reads 废止; a replaced one 被替代, both code 3', async () => {
    const rows = await k.database.rows<{ id: number; endedBy: string }>(
      sql`select id, ended_by as "endedBy" from lib_documents where validity = 3 and module = 'biaozhun'
        and ended_by in ('replaced', 'abolished') order by ended_by, id`,
    );
    const abolished = rows.find((r) => r.endedBy === 'abolished')!;
    const replaced = rows.find((r) => r.endedBy === 'replaced')!;
    const res = await k.call('export', 'biaofa', { ids: [abolished.id, replaced.id], quantity: 2 }, auth);
    const sheet = await readXlsx(res.rawPayload);
    const text = sheet.slice(1).map((r) => r.join('|'));
    expect(text.some((r) => r.includes('|废止|') || r.endsWith('|废止'))).toBe(true);
    expect(text.some((r) => r.includes('被替代'))).toBe(true);
  });
});

describe('novelty check through the base number', () => {
  it('GB 29922-2013 (not held by number) is current until 2027-09-02, to be replaced by GB 29922-2025, and says it inferred', async () => {
    const { rows, id } = await novelty([
      'GB 29922-2013',
      'GB 2762-2022',
      'GB 29922-2025',
      'GB 25596-2010',
      'GB 29922-2099',
    ]);
    expect(rows[0]).toMatchObject({
      result: 'toBeReplaced',
      inferred: true,
      docNumber: null,
      statusLabel: '现行有效',
      replacedByNumber: 'GB 29922-2025',
      replacedByImplementDate: '2027-09-02',
    });
    expect(rows[1]).toMatchObject({ result: 'replaced', inferred: false, statusLabel: '被替代' });
    expect(rows[2]).toMatchObject({ result: 'toBeImplemented', implementDate: '2027-09-02' });
    expect(rows[3]).toMatchObject({ result: 'toBeReplaced', docNumber: 'GB 25596-2010', inferred: false });
    expect(rows[4]).toMatchObject({ result: 'notFound', inferred: false });
    const sheet = await readXlsx((await k.call('noveltyExport', 'biaofa', { id }, auth)).rawPayload);
    expect(sheet[2]).toContain('被替代');
  });

  it('resolves one row on its own (no inference when the held edition before is numbered)', () => {
    const cand = (id: number, key: string | null, validity = 2) => ({
      id,
      title: 'T',
      numberKey: key,
      numberCode: key ? key.replace(/-\d{4}$/, '') : null,
      numberDigits: null,
      validity,
      endedBy: null,
      publishDate: null,
    });
    const next = cand(2, 'GB9-2025', 1);
    const found = { byNumber: [next], byTitle: [], older: new Map([[2, [cand(1, 'GB9-2010')]]]) };
    expect(resolveRow('GB 9-2013', 'auto', found)).toEqual({ doc: undefined, inferred: false });
    const unnumbered = { ...found, older: new Map([[2, [cand(1, null)]]]) };
    expect(resolveRow('GB 9-2013', 'auto', unnumbered)).toMatchObject({ doc: { id: 1 }, inferred: true });
    expect(resolveRow('GB 9-2030', 'auto', unnumbered)).toEqual({ doc: undefined, inferred: false });
  });
});
