import { getTableName, sql } from 'drizzle-orm';
import { recordModules } from '@app/contract';
import type { Database } from '../../db/client.js';
import type { RecordTableDef } from './definitions.js';

/**
 * A keyword page in date order can be read by walking a date-ordered btree (a dimension's
 * `(province, date, id)` index, else the date index) and testing each record's vector, instead of
 * intersecting the word's posting lists in the word index. A word in 1 of 40 records of 浙江
 * (酱油 at 10 million records) fills a page of 20 after about 800 records, where the word index
 * intersects lists of hundreds of thousands of records (30–50 ms alone, seconds with 10 clients).
 * A rare word is the other way round, so the walk is taken only when it reads few records.
 */

/** Above this many records walked, the word index reads the page (each record walked is one heap fetch and one vector test). */
export const walkRows = 2000;

type Input = Record<string, unknown>;
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

const leading = new Map<string, Promise<Set<string>>>();

/** Columns that lead a btree of the table followed by its date column (the indexes do not change while serving). */
function dateIndexed(database: Database, def: RecordTableDef) {
  const table = getTableName(def.table);
  const key = `${database.kind}:${table}`;
  let found = leading.get(key);
  if (!found) {
    const date = def.cols[recordModules[def.name].spec.dateField as string]!.name;
    found = database.rows<{ def: string }>(sql`select indexdef as def from pg_indexes where tablename = ${table}`).then(
      (rows) =>
        new Set(
          rows.flatMap((r) => {
            const m = /USING btree \((\w+), (\w+)/.exec(r.def);
            return m && m[2] === date && !/ WHERE /.test(r.def) ? [m[1]!] : [];
          }),
        ),
    );
    found.catch(() => leading.delete(key));
    leading.set(key, found);
  }
  return found;
}

/**
 * Whether a keyword page in date order is read by the walk: the records walked are about
 * (offset + page) × (records the walked index holds within the dates) / (records matched), the
 * counts from `count` (the pager-total cache). Only the dates and the statistics dimensions may
 * filter the list: another filter (a city, a result) has no index to walk, and the date index
 * walked would read every record it rejects. Of several dimensions the one whose index holds the
 * most records is counted (the planner may pick any).
 */
export async function walkable(
  database: Database,
  def: RecordTableDef,
  input: Input,
  matched: number,
  upTo: number,
  count: (input: Input) => Promise<{ total: number }>,
) {
  if (!matched) return false;
  const dims = def.summary.dims as Record<string, string>;
  const others = Object.keys(def.filters).filter((k) => !(k in dims) && present(input[k]));
  if (others.length) return false;
  const dates = { startDate: input.startDate, endDate: input.endDate };
  const indexed = await dateIndexed(database, def);
  const walked = Object.keys(dims).filter((d) => present(input[d]) && indexed.has(def.cols[dims[d]!]!.name));
  const scopes = walked.length
    ? await Promise.all(walked.map((d) => count({ ...dates, [d]: input[d] })))
    : [await count(dates)];
  const scope = Math.max(...scopes.map((s) => s.total));
  return (upTo * scope) / matched <= walkRows;
}
