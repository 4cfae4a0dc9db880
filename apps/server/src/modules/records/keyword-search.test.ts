import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { recordModules, type RecordModuleName } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { normaliseText, queryTokens } from '../../lib/search/segment.js';
import { seedRecords } from '../../seed/records.js';
import { recordTables, type RecordTableDef } from './definitions.js';
import { keywordPage } from './keyword-pages.js';

/**
 * Keyword search over the records, checked against the records' own text: for a phrase a user
 * types (a product name, a company, a brand, a hazard, a penalised party, a cause), the list holds
 * every record with a searched field equal to it as typed (recall 1), and exactly the records the
 * plain token match over the whole table gives (the behaviour before the bounded search), on every
 * page, newest first, with the same total. A phrase inside longer text is found when jieba cuts the
 * text at the phrase's edges; the share of such substring matches found is printed, not required
 * (大众联合 holds 众联 as characters, not as a word).
 */
let t: TestApp;
let auth: { customer_id: number; batoken: string };
const post = async (url: string, body: Record<string, unknown> = {}) =>
  (await t.app.inject({ method: 'POST', url, payload: { ...auth, ...body } })).json() as {
    code: number;
    msg: string;
    data: { list: { id: number }[]; total: number; estimated: boolean };
  };

beforeAll(async () => {
  t = await testApp();
  const member = await createMember(t.database.db, {
    rights: ['cj', 'sanction_index', 'judge_datavi', 'international'],
  });
  auth = (await memberSession(t.database.db, member)).auth;
  await seedRecords(t.database, 'test');
});
afterAll(async () => t?.close());

/** Phrases users type, taken from the records: names, companies, brands, hazards, parties, causes. */
const phraseFields: Record<RecordModuleName, string[]> = {
  sampling: ['productName', 'producer', 'brand', 'hazard', 'sampledUnit'],
  penalty: ['party', 'riskFactor', 'caseName'],
  judge: ['cause', 'defendant', 'court'],
  international: ['product', 'hazard', 'originCountry'],
};
/** Everyday words typed on their own. */
const everyday = ['酱油', '花生油', '牛奶', '有限公司', '大米'];

type Row = Record<string, unknown> & { id: number };

async function allRows(def: RecordTableDef) {
  const cols = getTableColumns(def.table);
  const fields = [...def.searchFields, recordModules[def.name].spec.dateField];
  const select = fields.map((f) => `${cols[f]!.name} as "${f}"`).join(', ');
  return t.database.rows<Row>(sql.raw(`select id, ${select} from ${getTableName(def.table)} where demo`));
}

/** The plain token match over the whole table, newest first: the reference order and membership. */
async function reference(def: RecordTableDef, keyword: string, extra = '') {
  const cols = getTableColumns(def.table);
  const date = cols[recordModules[def.name].spec.dateField]!.name;
  const tokens = queryTokens(keyword).join(' ');
  const rows = await t.database.rows<{ id: number }>(
    sql`select id from ${def.table} where demo and search @@ plainto_tsquery('simple', ${tokens}) ${sql.raw(extra)}
        order by ${sql.raw(date)} desc nulls last, id desc`,
  );
  return rows.map((r) => Number(r.id));
}

/** Every page of a keyword list through the API. */
async function listed(name: RecordModuleName, body: Record<string, unknown>) {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; page <= 50; page++) {
    const r = await post(`${recordModules[name].spec.base}/list`, { ...body, page, pageSize: 100 });
    expect(r.code, r.msg).toBe(1);
    total = r.data.total;
    ids.push(...r.data.list.map((x) => Number(x.id)));
    if (r.data.list.length < 100) break;
  }
  return { ids, total };
}

const tally = { phrases: 0, typedMatches: 0, listed: 0, typedFound: 0, substrings: 0, substringsFound: 0 };

describe.each(Object.keys(recordModules) as RecordModuleName[])('keyword search of %s', (name) => {
  const def = recordTables[name] as unknown as RecordTableDef;

  it('finds every record with a field equal to the phrase, the same set and order as the plain match', async () => {
    const rows = await allRows(def);
    const values = new Set<string>(everyday);
    for (const field of phraseFields[name]) {
      const distinct = [...new Set(rows.map((r) => String(r[field] ?? '')).filter((v) => v.length >= 2))].sort();
      for (const v of distinct.slice(0, 6)) values.add(v);
    }
    expect(values.size).toBeGreaterThan(everyday.length + 5);
    for (const phrase of values) {
      const norm = normaliseText(phrase);
      const text = (r: Row) => def.searchFields.map((f) => normaliseText(String(r[f] ?? '')));
      const typed = rows.filter((r) => text(r).some((v) => v === norm)).map((r) => r.id);
      const inside = rows.filter((r) => text(r).some((v) => v.includes(norm))).map((r) => r.id);
      const expected = await reference(def, phrase);
      const got = await listed(name, { keyword: phrase });
      expect(got.ids, phrase).toEqual(expected);
      expect(got.total, phrase).toBe(expected.length);
      const found = new Set(got.ids);
      const missing = typed.filter((id) => !found.has(id));
      expect(missing, `${name} "${phrase}" misses records with a field equal to it`).toEqual([]);
      tally.phrases++;
      tally.typedMatches += typed.length;
      tally.listed += got.ids.length;
      tally.typedFound += typed.length - missing.length;
      tally.substrings += inside.length;
      tally.substringsFound += inside.filter((id) => found.has(id)).length;
    }
  });

  it('gives each small page, newest or oldest first, as the slice of the plain match', async () => {
    const rows = await allRows(def);
    const cols = getTableColumns(def.table);
    const date = cols[recordModules[name].spec.dateField]!.name;
    // The word of the first search field most records share: many months, many windows.
    const counts = new Map<string, number>();
    for (const r of rows)
      for (const w of queryTokens(String(r[def.searchFields[0]!] ?? ''))) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [word] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const newest = await reference(def, word);
    expect(newest.length).toBeGreaterThan(14);
    const oldest = (
      await t.database.rows<{ id: number }>(
        sql`select id from ${def.table} where demo and search @@ plainto_tsquery('simple', ${word})
            order by ${sql.raw(date)} asc nulls first, id asc nulls first`,
      )
    ).map((r) => Number(r.id));
    for (const [order, expected] of [
      ['desc', newest],
      ['asc', oldest],
    ] as const)
      for (const page of [1, 2, Math.ceil(expected.length / 7)]) {
        const r = await post(`${recordModules[name].spec.base}/list`, { keyword: word, order, page, pageSize: 7 });
        const slice = expected.slice((page - 1) * 7, page * 7);
        expect(
          r.data.list.map((x) => Number(x.id)),
          `${word} ${order} page ${page}`,
        ).toEqual(slice);
        // The month windows themselves (the list takes them only above a few thousand matches).
        const windowed = await keywordPage(t.database, def, {
          where: sql`demo`,
          words: sql`plainto_tsquery('simple', ${word})`,
          fields: { id: def.cols.id! },
          order:
            order === 'asc'
              ? [sql`${sql.raw(date)} asc nulls first`, sql`id asc nulls first`]
              : [sql`${sql.raw(date)} desc nulls last`, sql`id desc nulls last`],
          ascending: order === 'asc',
          offset: (page - 1) * 7,
          limit: 7,
        });
        expect(
          windowed.map((x) => Number(x.id)),
          `windows: ${word} ${order} page ${page}`,
        ).toEqual(slice);
      }
  });

  it('keeps the plain match with a dimension filter and a date range', async () => {
    const dims = Object.entries(def.summary.dims) as [string, string][];
    const [dim, field] = dims[0]!;
    const col = getTableColumns(def.table)[field]!.name;
    const [top] = await t.database.rows<{ v: string }>(
      sql.raw(
        `select ${col} as v from ${getTableName(def.table)} where demo group by 1 order by count(*) desc limit 1`,
      ),
    );
    const date = getTableColumns(def.table)[recordModules[name].spec.dateField]!.name;
    const [range] = await t.database.rows<{ lo: string; hi: string }>(
      sql.raw(
        `select percentile_disc(0.25) within group (order by ${date})::text as lo, percentile_disc(0.75) within group (order by ${date})::text as hi from ${getTableName(def.table)} where demo`,
      ),
    );
    for (const keyword of [...everyday, String((await allRows(def))[3]?.[def.searchFields[0]!] ?? '')]) {
      const value = top!.v.replace(/'/g, "''");
      const byDim = await reference(def, keyword, `and ${col} = '${value}'`);
      expect((await listed(name, { keyword, [dim]: top!.v })).ids, `${keyword} ${dim}`).toEqual(byDim);
      const byDate = await reference(def, keyword, `and ${date} between '${range!.lo}' and '${range!.hi}'`);
      expect((await listed(name, { keyword, startDate: range!.lo, endDate: range!.hi })).ids, keyword).toEqual(byDate);
    }
  });
});

describe('exact phrases, all modules', () => {
  it('recall of records with a field equal to the phrase is 1', () => {
    // Printed for the report: how many phrases, and how the listed set compares with the typed one.
    console.log(
      `keyword search: ${tally.phrases} phrases; fields equal to the phrase: ${tally.typedFound}/${tally.typedMatches} found; ` +
        `phrase anywhere in the text: ${tally.substringsFound}/${tally.substrings} found; ${tally.listed} listed`,
    );
    expect(tally.typedFound).toBe(tally.typedMatches);
  });
});
