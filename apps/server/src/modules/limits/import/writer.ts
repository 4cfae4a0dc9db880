import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  libDocuments,
  limFoodNodes,
  limImportRuns,
  limLimitHistory,
  limLimits,
  limNotices,
  limReferenceValues,
  limSubstances,
} from '../../../db/schema/index.js';
import { numberKeys } from '../../../lib/search/number.js';
import { searchText } from '../chinese.js';
import type { Batch, LimitIn } from './types.js';

export interface LimitsImportReport {
  file: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
  relations: number;
  /** Rows of an earlier reading of the file that it no longer has, removed. */
  dropped?: number;
}

const CHUNK = 400;
const chunks = <T>(xs: T[]) =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** Substances by key: a source that knows a name the table lacks fills it in; none is blanked. */
async function writeSubstances(database: Database, batch: Batch) {
  const byKey = new Map<string, (typeof batch.substances)[number]>();
  for (const s of batch.substances) {
    const prev = byKey.get(s.key);
    byKey.set(
      s.key,
      prev
        ? {
            ...prev,
            ...Object.fromEntries(Object.entries(s).filter(([, v]) => v)),
            synonyms: [...new Set([...(prev.synonyms ?? []), ...(s.synonyms ?? [])])],
          }
        : s,
    );
  }
  for (const part of chunks([...byKey.values()])) {
    await database.db
      .insert(limSubstances)
      .values(
        part.map((s) => ({
          key: s.key,
          nameZh: s.nameZh ?? '',
          nameZhTw: s.nameZhTw ?? '',
          nameEn: s.nameEn ?? '',
          synonyms: s.synonyms ?? [],
          cas: s.cas ?? null,
          substanceClass: s.substanceClass,
          useType: s.useType ?? '',
          searchText: searchText(s.nameZh, s.nameZhTw, s.nameEn, s.cas, ...(s.synonyms ?? [])),
        })),
      )
      .onConflictDoUpdate({
        target: limSubstances.key,
        set: {
          nameZh: sql`case when lim_substances.name_zh = '' then excluded.name_zh else lim_substances.name_zh end`,
          nameZhTw: sql`case when lim_substances.name_zh_tw = '' then excluded.name_zh_tw else lim_substances.name_zh_tw end`,
          nameEn: sql`case when lim_substances.name_en = '' then excluded.name_en else lim_substances.name_en end`,
          cas: sql`coalesce(lim_substances.cas, excluded.cas)`,
          synonyms: sql`array(select distinct unnest(lim_substances.synonyms || excluded.synonyms))`,
          // The source that states a use type is the authority on it (a new file version may change it).
          useType: sql`case when excluded.use_type = '' then lim_substances.use_type else excluded.use_type end`,
        },
        setWhere: sql`(excluded.use_type <> '' and excluded.use_type <> lim_substances.use_type) or (lim_substances.name_zh = '' and excluded.name_zh <> '') or (lim_substances.name_zh_tw = '' and excluded.name_zh_tw <> '') or (lim_substances.name_en = '' and excluded.name_en <> '') or (lim_substances.cas is null and excluded.cas is not null) or not (excluded.synonyms <@ lim_substances.synonyms)`,
      });
  }
  const keys = [...byKey.keys()];
  const ids = new Map<string, number>();
  for (const part of chunks(keys)) {
    const rows = await database.db.select().from(limSubstances).where(inArray(limSubstances.key, part));
    for (const r of rows) {
      ids.set(r.key, r.id);
      const text = searchText(r.nameZh, r.nameZhTw, r.nameEn, r.cas, ...r.synonyms);
      if (text !== r.searchText)
        await database.db.update(limSubstances).set({ searchText: text }).where(eq(limSubstances.id, r.id));
    }
  }
  return ids;
}

/** Nodes by (scheme, key); parents, paths and depths are set once every node of the batch has an id. */
export async function writeNodes(database: Database, batch: Batch) {
  const byKey = new Map<string, (typeof batch.nodes)[number]>();
  for (const n of batch.nodes)
    byKey.set(`${n.scheme}\u0000${n.key}`, { ...byKey.get(`${n.scheme}\u0000${n.key}`), ...n });
  const nodes = [...byKey.values()];
  for (const part of chunks(nodes)) {
    await database.db
      .insert(limFoodNodes)
      .values(
        part.map((n) => ({
          scheme: n.scheme,
          key: n.key,
          code: n.code ?? null,
          nameSource: n.nameSource,
          nameZh: n.nameZh ?? '',
          nameEn: n.nameEn ?? '',
          nameOrigin: n.nameOrigin ?? 'source',
          members: n.members ?? '',
          synonyms: n.synonyms ?? [],
          placedBy: n.placedBy ?? 'source',
        })),
      )
      .onConflictDoUpdate({
        target: [limFoodNodes.scheme, limFoodNodes.key],
        set: {
          nameSource: sql`excluded.name_source`,
          nameZh: sql`case when excluded.name_zh = '' then lim_food_nodes.name_zh else excluded.name_zh end`,
          nameEn: sql`case when excluded.name_en = '' then lim_food_nodes.name_en else excluded.name_en end`,
          nameOrigin: sql`excluded.name_origin`,
          members: sql`case when excluded.members = '' then lim_food_nodes.members else excluded.members end`,
          code: sql`coalesce(excluded.code, lim_food_nodes.code)`,
          synonyms: sql`array(select distinct unnest(lim_food_nodes.synonyms || excluded.synonyms))`,
          placedBy: sql`excluded.placed_by`,
        },
        setWhere: sql`not (excluded.synonyms <@ lim_food_nodes.synonyms) or lim_food_nodes.placed_by is distinct from excluded.placed_by or (lim_food_nodes.name_source, lim_food_nodes.name_origin) is distinct from (excluded.name_source, excluded.name_origin) or (excluded.name_zh <> '' and excluded.name_zh <> lim_food_nodes.name_zh) or (excluded.name_en <> '' and excluded.name_en <> lim_food_nodes.name_en) or (excluded.members <> '' and excluded.members <> lim_food_nodes.members)`,
      });
  }
  const schemes = [...new Set(nodes.map((n) => n.scheme))];
  const all = await database.db.select().from(limFoodNodes).where(inArray(limFoodNodes.scheme, schemes));
  const id = new Map(all.map((r) => [`${r.scheme}\u0000${r.key}`, r]));
  const parentKey = new Map(
    nodes.map((n) => [`${n.scheme}\u0000${n.key}`, n.parentKey ? `${n.scheme}\u0000${n.parentKey}` : null]),
  );
  const pathOf = (k: string, guard = 0): number[] => {
    const row = id.get(k)!;
    const pk = parentKey.has(k)
      ? parentKey.get(k)
      : row.parentId
        ? ([...id.entries()].find(([, r]) => r.id === row.parentId)?.[0] ?? null)
        : null;
    return pk && guard < 20 && id.has(pk) ? [...pathOf(pk, guard + 1), row.id] : [row.id];
  };
  for (const n of nodes) {
    const k = `${n.scheme}\u0000${n.key}`;
    const row = id.get(k)!;
    const path = pathOf(k);
    const parentId = path.length > 1 ? path[path.length - 2]! : null;
    const text = searchText(row.nameSource, row.nameZh, row.nameEn, row.code, row.members, ...row.synonyms);
    if (row.parentId !== parentId || row.path.join() !== path.join() || row.searchText !== text)
      await database.db
        .update(limFoodNodes)
        .set({ parentId, path, depth: path.length - 1, searchText: text })
        .where(eq(limFoodNodes.id, row.id));
  }
  return new Map([...id.entries()].map(([k, r]) => [k, r.id]));
}

const compared = [
  'substanceId',
  'foodNodeId',
  'jurisdiction',
  'limitType',
  'limitFor',
  'valueRaw',
  'value',
  'unit',
  'valueMgKg',
  'basis',
  'footnotes',
  'excludes',
  'foodLabel',
  'sourceDoc',
  'sourceTable',
  'caveat',
  'flagged',
  'origin',
  'validFrom',
] as const;
type LimitRow = typeof limLimits.$inferInsert;

/**
 * Writes one file's batch. Limits are upserted by source key; a changed limit keeps its old
 * values in the history and the import leaves a notice, so saved queries and the notices page
 * can say what changed and from when.
 */
export async function writeBatch(database: Database, file: string, batch: Batch): Promise<LimitsImportReport> {
  const report: LimitsImportReport = {
    file,
    read: batch.read,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: [...batch.rejected],
    relations: 0,
  };
  // The run names the file, not where this server keeps it (staff saw "/work/main/data/…").
  const [run] = await database.db
    .insert(limImportRuns)
    .values({ file: path.basename(file) })
    .returning({ id: limImportRuns.id });
  const subIds = await writeSubstances(database, batch);
  const nodeIds = await writeNodes(database, batch);

  for (const part of chunks(batch.refValues)) {
    const values = part.flatMap((v) =>
      subIds.has(v.substanceKey)
        ? [
            {
              substanceId: subIds.get(v.substanceKey)!,
              kind: v.kind,
              qualifier: v.qualifier ?? '',
              value: v.value,
              valueRaw: v.valueRaw,
              unit: v.unit,
              source: v.source,
              year: v.year,
              sourceKey: v.sourceKey,
            },
          ]
        : [],
    );
    if (values.length) await database.db.insert(limReferenceValues).values(values).onConflictDoNothing();
  }

  const seen = new Set<string>();
  const rows: LimitRow[] = [];
  for (const l of batch.limits) {
    if (seen.has(l.sourceKey)) {
      report.rejected.push({ line: 0, reason: `same pesticide, food and value as an earlier row: ${l.sourceKey}` });
      continue;
    }
    seen.add(l.sourceKey);
    rows.push(toRow(l, subIds.get(l.substanceKey)!, nodeIds.get(`${l.scheme}\u0000${l.nodeKey}`)!));
  }
  const existing = new Map<string, typeof limLimits.$inferSelect>();
  for (const part of chunks(rows.map((r) => r.sourceKey)))
    for (const r of await database.db.select().from(limLimits).where(inArray(limLimits.sourceKey, part)))
      existing.set(r.sourceKey, r);
  const fresh = rows.filter((r) => !existing.has(r.sourceKey));
  for (const part of chunks(fresh)) await database.db.insert(limLimits).values(part);
  report.inserted = fresh.length;
  const changes: string[] = [];
  for (const r of rows) {
    const old = existing.get(r.sourceKey);
    if (!old) continue;
    const diff = compared.filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(r[k] ?? null));
    if (!diff.length) {
      report.unchanged++;
      continue;
    }
    report.updated++;
    const before = Object.fromEntries(diff.map((k) => [k, old[k]]));
    const after = Object.fromEntries(diff.map((k) => [k, r[k]]));
    await database.db
      .update(limLimits)
      .set({ ...r, updatedAt: sql`now()` })
      .where(eq(limLimits.id, old.id));
    await database.db
      .insert(limLimitHistory)
      .values({ limitId: old.id, changedBy: `import ${file.split('/').pop()}`, reason: 'import', before, after });
    if (changes.length < 50) changes.push(`${r.foodLabel}: ${String(old.valueRaw)} → ${String(r.valueRaw)}`);
  }
  await database.db
    .update(limImportRuns)
    .set({
      finishedAt: sql`now()`,
      read: report.read,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      rejected: report.rejected.slice(0, 500),
    })
    .where(eq(limImportRuns.id, run!.id));
  if (report.inserted || report.updated) {
    const name = file.split('/').pop()!;
    await database.db.insert(limNotices).values({
      kind: 'import',
      titleZh: `导入 ${name}：新增 ${report.inserted} 条，更新 ${report.updated} 条限量`,
      titleEn: `Import of ${name}: ${report.inserted} limits added, ${report.updated} changed`,
      detail: {
        file: name,
        inserted: report.inserted,
        updated: report.updated,
        rejected: report.rejected.length,
        changes,
      },
    });
  }
  return report;
}

function toRow(l: LimitIn, substanceId: number, foodNodeId: number): LimitRow {
  return {
    sourceKey: l.sourceKey,
    substanceId,
    foodNodeId,
    jurisdiction: l.jurisdiction,
    limitType: l.limitType,
    limitFor: l.limitFor ?? '',
    valueRaw: l.valueRaw,
    value: l.value,
    unit: l.unit,
    valueMgKg: l.valueMgKg,
    basis: l.basis ?? '',
    footnotes: l.footnotes ?? '',
    excludes: l.excludes ?? [],
    foodLabel: l.foodLabel,
    sourceDoc: l.sourceDoc,
    sourceTable: l.sourceTable ?? '',
    caveat: l.caveat ?? '',
    flagged: l.flagged ?? false,
    origin: l.origin,
    demo: l.demo ?? false,
    validFrom: l.validFrom ?? null,
    ...(l.validTo !== undefined ? { validTo: l.validTo } : {}),
  };
}

/**
 * The edition a newer one replaces stays as history: its rows end the day before the newer
 * edition applies, so answers read the edition in force on the day they are asked.
 */
export async function closeReplacedEdition(database: Database, replaced: string, lastDay: string | null) {
  await database.db
    .update(limLimits)
    .set({ validTo: lastDay })
    .where(and(eq(limLimits.sourceDoc, replaced), sql`${limLimits.validTo} is distinct from ${lastDay}`));
}

/**
 * Rows an earlier import of the same file wrote that its current reading no longer has (a label
 * now placed on each of its foods, a node renamed): the file is the truth for its own rows.
 */
export async function dropStale(database: Database, origin: string, keep: string[]) {
  const rows = await database.db
    .select({ id: limLimits.id, sourceKey: limLimits.sourceKey })
    .from(limLimits)
    .where(eq(limLimits.origin, origin));
  const kept = new Set(keep);
  const stale = rows.filter((r) => !kept.has(r.sourceKey)).map((r) => r.id);
  for (const part of chunks(stale)) await database.db.delete(limLimits).where(inArray(limLimits.id, part));
  return stale.length;
}

/** Points each limit at the library document of its source standard (by the number with year). */
export async function linkDocuments(database: Database) {
  const docs = await database.db.selectDistinct({ sourceDoc: limLimits.sourceDoc }).from(limLimits);
  for (const { sourceDoc } of docs) {
    const key = numberKeys(sourceDoc)?.key;
    if (!key) continue;
    const [doc] = await database.db
      .select({ id: libDocuments.id })
      .from(libDocuments)
      .where(and(eq(libDocuments.numberKey, key), eq(libDocuments.library, 'biaofa')))
      .limit(1);
    if (doc)
      await database.db
        .update(limLimits)
        .set({ docId: doc.id })
        .where(and(eq(limLimits.sourceDoc, sourceDoc), sql`${limLimits.docId} is distinct from ${doc.id}`));
  }
}
