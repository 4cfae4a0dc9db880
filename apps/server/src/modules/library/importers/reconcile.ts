import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { numberKeys } from '../../../lib/search/number.js';
import { today } from '../dates.js';
import { applyEditions } from '../editions.js';
import { statusOn } from '../status.js';
import { countCache } from '../count-cache.js';
import { insertDocuments } from '../documents.repo.js';
import { joinWithdrawn, type HeldEdition, type Join, type WithdrawnRow } from './withdrawn-join.js';

/**
 * The one reconciliation of the standards catalogue, the CFSA withdrawn list and the product-standard pages, run
 * after they (and the curated documents) are loaded: each withdrawn-list row becomes the end of the edition it
 * describes (withdrawal-join.ts), so each edition is one document; a row that cannot be joined is kept as a document
 * of its own (title, withdrawal day, successor where certain, no number); undated successors take the list's day;
 * then every edition's status is computed from its dates as of today.
 */
export const catalogueFile = 'cn_food_safety_standards.csv';
export const productPagesFile = 'cn_food_product_standards_fulltext.jsonl';

export interface ReconcileReport {
  read: number;
  joined: { line: number; key: string; how: string }[];
  unjoined: { line: number; reason: string; successor: string | null }[];
  /** Implementation days filled from the list. */
  filled: { key: string; implementDate: string }[];
  /** Held standards whose status (validity, ended by, withdrawal day) the reconciliation changed. */
  statusesChanged: number;
  /** List rows kept on their own that are in force today (their withdrawal day is still ahead). */
  rowsInForce: number;
  /** List rows (joined or not) that end as 被替代 (a successor took over) rather than 废止. */
  rowsReplaced: number;
}

const day = (s: string | undefined) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s.trim()) ? s.trim() : null);
const tidyTitle = (t: string) => t.trim().replace(/^食品安全国家标准\s*/, '食品安全国家标准 ');

/** The withdrawn list's rows and, per successor number, the numbers it replaces (catalogue column and pages). */
export async function readSources(dir: string) {
  const withdrawn: WithdrawnRow[] = [];
  const named = new Map<string, { key: string; number: string }[]>();
  const name = (successor: string | undefined, replaces: string | undefined) => {
    const s = numberKeys(successor)?.key;
    if (!s || !replaces) return;
    for (const part of replaces.split(/[、,，;；]+|\s+(?=[A-Z])/)) {
      const k = numberKeys(part.trim())?.key;
      if (k && !(named.get(s) ?? []).some((n) => n.key === k))
        named.set(s, [...(named.get(s) ?? []), { key: k, number: part.trim().replace(/[—–]/g, '-') }]);
    }
  };
  const csv = path.join(dir, catalogueFile);
  if (existsSync(csv)) {
    const records = parse(await readFile(csv, 'utf8'), {
      columns: true,
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
    }) as Record<string, string>[];
    records.forEach((r, i) => {
      if (r.source === 'cfsa_withdrawn_list')
        withdrawn.push({
          line: i + 2,
          seq: r.seq ?? '',
          title: tidyTitle(r.title ?? ''),
          status: r.status ?? '',
          date: day(r.status_date),
        });
      else name(r.standard_no, r.replaces);
    });
  }
  const pages = path.join(dir, productPagesFile);
  if (existsSync(pages)) {
    for (const raw of (await readFile(pages, 'utf8')).split('\n')) {
      // Only the two short fields are needed: the lines hold whole texts, so they are not parsed to the end.
      const id = /"standard_id":\s*"([^"]*)"/.exec(raw)?.[1];
      const replaces = /"replaces":\s*"([^"]*)"/.exec(raw)?.[1];
      if (id && replaces) name(id, replaces);
    }
  }
  return { withdrawn, named };
}

interface Held extends Omit<HeldEdition, 'key' | 'code'> {
  key: string | null;
  code: string | null;
  validity: number;
  endedBy: string | null;
  category: string | null;
  sourceKey: string | null;
}
type Numbered = Held & HeldEdition;
const stateOf = (d: { validity: number; endedBy: string | null; abolishDate: string | null }) =>
  `${d.validity}|${d.endedBy ?? ''}|${d.abolishDate ?? ''}`;

const heldStandards = (database: Database) =>
  database.rows<Held>(sql`
    select id, number_key as key, number_code as code, title, implement_date::text as "implementDate",
      abolish_date::text as "abolishDate", publish_date::text as "publishDate", validity, ended_by as "endedBy",
      category, source_key as "sourceKey"
    from lib_documents where library = 'biaofa' and module = 'biaozhun'`);

const titleRowKey = (r: WithdrawnRow) => `std-title:${r.title}|${r.date ?? ''}|${r.seq}`;

export async function reconcileStandards(database: Database, dir: string, day = today()): Promise<ReconcileReport> {
  const { withdrawn, named } = await readSources(dir);
  const report: ReconcileReport = {
    read: withdrawn.length,
    joined: [],
    unjoined: [],
    filled: [],
    statusesChanged: 0,
    rowsInForce: 0,
    rowsReplaced: 0,
  };
  if (!withdrawn.length) return report;
  const before = await heldStandards(database);
  const editions = before.filter((e): e is Numbered => !!e.key && !!e.code);
  const { joins, filled } = joinWithdrawn(withdrawn, editions, named);
  const byKey = new Map(editions.map((e) => [e.key, e]));

  for (const f of filled) {
    await database.rows(sql`update lib_documents set implement_date = ${f.implementDate}::date,
      effective_date = coalesce(effective_date, ${f.implementDate}::date) where id = ${f.id}`);
    report.filled.push({ key: f.key, implementDate: f.implementDate });
  }
  // Joined rows describing an edition no source holds by number yet: it is added with the number its successor's page gives.
  const missing = joins.filter(
    (j): j is Extract<Join, { kind: 'joined' }> =>
      j.kind === 'joined' && j.edition.id === null && !byKey.has(j.edition.key),
  );
  if (missing.length) {
    await insertDocuments(
      database.db,
      missing.map((j) => ({
        sourceKey: `std:${j.edition.key}`,
        library: 'biaofa' as const,
        module: 'biaozhun' as const,
        title: j.row.title,
        docNumber: 'number' in j.edition ? j.edition.number : j.edition.key,
        category: editions.find((e) => e.id === j.successor?.id)?.category ?? null,
        validity: 3,
        body: '',
      })),
    );
    for (const e of (await heldStandards(database)).filter((e) => e.key && !byKey.has(e.key)))
      byKey.set(e.key!, e as Numbered);
  }

  const keep = new Set<string>();
  report.rowsReplaced = joins.filter((j) => j.endedBy === 'replaced').length;
  for (const j of joins) {
    const successorId = j.successor?.id;
    let id: number;
    if (j.kind === 'joined') {
      id = byKey.get(j.edition.key)!.id;
      report.joined.push({ line: j.row.line, key: j.edition.key, how: j.how });
      await database.rows(sql`update lib_documents set abolish_date = ${j.row.date}::date, ended_by = ${j.endedBy}
        where id = ${id}`);
    } else {
      report.unjoined.push({ line: j.row.line, reason: j.reason, successor: j.successor?.key ?? null });
      const sourceKey = titleRowKey(j.row);
      keep.add(sourceKey);
      const [found] = await database.rows<{ id: number }>(
        sql`select id from lib_documents where source_key = ${sourceKey}`,
      );
      const status = j.row.date
        ? statusOn({ implementDate: null, abolishDate: j.row.date, endedBy: j.endedBy, knownInForce: true }, day)
        : { validity: 3, endedBy: j.endedBy };
      if (status.validity !== 3) report.rowsInForce++;
      const fields = {
        abolishDate: j.row.date,
        invalidDate: status.validity === 3 ? j.row.date : null,
        validity: status.validity,
        endedBy: status.endedBy,
        category: j.successor ? (editions.find((e) => e.id === successorId)?.category ?? null) : '已废止标准',
      };
      if (found) {
        id = found.id;
        await database.rows(sql`update lib_documents set abolish_date = ${fields.abolishDate}::date,
          invalid_date = ${fields.invalidDate}::date, validity = ${fields.validity}, ended_by = ${fields.endedBy},
          category = ${fields.category} where id = ${id}`);
      } else {
        id = (
          await insertDocuments(database.db, [
            {
              sourceKey,
              library: 'biaofa',
              module: 'biaozhun',
              title: j.row.title,
              docNumber: null,
              body: '',
              ...fields,
            },
          ])
        )[0]!;
      }
    }
    if (successorId && successorId !== id)
      await database.rows(sql`insert into lib_doc_relations (from_id, to_id, kind)
        values (${successorId}, ${id}, 'replaces') on conflict do nothing`);
  }
  // Rows an earlier run kept on their own and that are now joined to their edition.
  const stale = before.filter((b) => b.sourceKey?.startsWith('std-title:') && !keep.has(b.sourceKey));
  if (stale.length)
    await database.rows(
      sql`delete from lib_documents where id in (${sql.join(
        stale.map((s) => sql`${s.id}`),
        sql`, `,
      )})`,
    );

  await settleJoined(database, report, day);
  await applyEditions(database, day);
  const after = new Map((await heldStandards(database)).map((a) => [a.id, stateOf(a)]));
  report.statusesChanged = before.filter((b) => after.has(b.id) && after.get(b.id) !== stateOf(b)).length;
  countCache(database).clear();
  return report;
}

/** Joined editions outside a numbered chain (the only one held) take their status from their dates here. */
async function settleJoined(database: Database, report: ReconcileReport, day: string) {
  const keys = report.joined.map((j) => j.key);
  if (!keys.length) return;
  const rows = await database.rows<{
    id: number;
    implementDate: string | null;
    abolishDate: string | null;
    endedBy: 'replaced' | 'abolished' | null;
  }>(sql`select id, implement_date::text as "implementDate", abolish_date::text as "abolishDate",
      ended_by as "endedBy" from lib_documents where library = 'biaofa' and number_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`);
  for (const r of rows) {
    const s = statusOn({ ...r, knownInForce: true }, day);
    await database.rows(sql`update lib_documents set validity = ${s.validity}, ended_by = ${s.endedBy ?? r.endedBy},
      invalid_date = ${s.validity === 3 ? r.abolishDate : null}::date, status_updated_at = now() where id = ${r.id}`);
  }
}

/** The reconciliation's report: counts, then each reason with its count and first lines. */
export function formatReconcile(r: ReconcileReport): string {
  const groups = new Map<string, number[]>();
  for (const u of r.unjoined) {
    const key = u.reason.replace(/[A-Z][A-Z/]*[\d.]+-\d{4}/g, 'X').replace(/line \d+/, 'line N');
    groups.set(key, [...(groups.get(key) ?? []), u.line]);
  }
  const withSuccessor = r.unjoined.filter((u) => u.successor).length;
  return [
    `withdrawn list: read ${r.read}, joined ${r.joined.length}, unjoined ${r.unjoined.length} (${withSuccessor} with their successor), implementation days filled ${r.filled.length}, statuses of held standards changed ${r.statusesChanged}, unjoined rows in force today ${r.rowsInForce}, rows ending 被替代 ${r.rowsReplaced} (the rest 废止)`,
    ...[...groups].map(
      ([reason, lines]) =>
        `  unjoined ${lines.length} × ${reason} (line ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', …' : ''})`,
    ),
  ].join('\n');
}
