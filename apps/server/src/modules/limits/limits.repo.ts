/**
 * Query API of the limits database. Other areas (indicators, reports, the assistant)
 * read limits only through these functions; their names and shapes stay stable.
 *
 *   applicableLimits(db, { substanceId, foodNodeId, jurisdictions? })
 *       → every limit that applies to a substance in a food node: the node's own rows and those
 *         inherited from its groups (path from the group to the food), minus rows whose group
 *         excludes the food; `effective` marks the row that governs (the most specific one per
 *         jurisdiction and measured form), flagged OCR rows are never effective.
 *   limitsForFood(db, foodNodeId, jurisdictions?)      → the same for every substance of a food.
 *   limitsForFoods(db, foodNodeIds, jurisdictions?)    → limitsForFood of several foods in two queries.
 *   limitsForSubstance(db, substanceId, jurisdictions?) → every limit of a substance, any food.
 *   findSubstances(db, query, limit?)  → substances by any name (simplified or traditional), CAS, English.
 *   findFoods(db, query, limit?)       → food nodes of every scheme by name, plus the nodes mapped to them.
 *
 * Tables (schema/limits.ts): lim_jurisdictions, lim_substances, lim_reference_values,
 * lim_food_schemes, lim_food_nodes (path = ids root→node), lim_food_mappings, lim_limits
 * (value_mg_kg = normalised value), lim_limit_history, lim_import_runs, lim_notices, lim_saved_queries.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { libDocuments, limFoodMappings, limFoodNodes, limLimits, limSubstances } from '../../db/schema/index.js';
import { normaliseQuery } from './chinese.js';
import { excludedBy } from './import/labels.js';
import { today } from '../library/dates.js';
import { VOCABULARY_DECIDED_BY } from './import/vocabulary.js';

export interface FoodStep {
  id: number;
  nameZh: string;
  /** The English name ('' when there is none): pages in English name the path with it. */
  nameEn: string;
  nameSource: string;
}

/** A step of a food's path, as every path is read. */
export const stepColumns = {
  id: limFoodNodes.id,
  nameZh: limFoodNodes.nameZh,
  nameEn: limFoodNodes.nameEn,
  nameSource: limFoodNodes.nameSource,
};

/** A food node as lists name it (search, food picker, comparison): one column set for all. */
export const foodNodeColumns = {
  ...stepColumns,
  scheme: limFoodNodes.scheme,
  nameOrigin: limFoodNodes.nameOrigin,
  code: limFoodNodes.code,
  depth: limFoodNodes.depth,
  placedBy: limFoodNodes.placedBy,
};

/** A substance as lists name it (search, substance picker, the substance list). */
export const substanceColumns = {
  id: limSubstances.id,
  nameZh: limSubstances.nameZh,
  nameZhTw: limSubstances.nameZhTw,
  nameEn: limSubstances.nameEn,
  cas: limSubstances.cas,
  substanceClass: limSubstances.substanceClass,
  nameZhOrigin: limSubstances.nameZhOrigin,
};

export interface ApplicableLimit {
  id: number;
  substanceId: number;
  foodNodeId: number;
  jurisdiction: string;
  limitType: string;
  limitFor: string;
  valueRaw: string;
  value: number | null;
  unit: string;
  valueMgKg: number | null;
  basis: string;
  footnotes: string;
  excludes: string[];
  foodLabel: string;
  sourceDoc: string;
  sourceTable: string;
  docId: number | null;
  caveat: string;
  flagged: boolean;
  demo: boolean;
  /** Steps from the node that carries the limit down to the food asked about (one step: its own row). */
  path: FoodStep[];
  inherited: boolean;
  /** The row that governs for its jurisdiction and measured form. */
  effective: boolean;
}

const limitColumns = {
  id: limLimits.id,
  substanceId: limLimits.substanceId,
  foodNodeId: limLimits.foodNodeId,
  jurisdiction: limLimits.jurisdiction,
  limitType: limLimits.limitType,
  limitFor: limLimits.limitFor,
  valueRaw: limLimits.valueRaw,
  value: limLimits.value,
  unit: limLimits.unit,
  valueMgKg: limLimits.valueMgKg,
  basis: limLimits.basis,
  footnotes: limLimits.footnotes,
  excludes: limLimits.excludes,
  foodLabel: limLimits.foodLabel,
  sourceDoc: limLimits.sourceDoc,
  sourceTable: limLimits.sourceTable,
  docId: limLimits.docId,
  caveat: limLimits.caveat,
  flagged: limLimits.flagged,
  demo: limLimits.demo,
};

type LimitRow = Omit<ApplicableLimit, 'path' | 'inherited' | 'effective'>;
type Resolved = Pick<ApplicableLimit, 'path' | 'inherited' | 'effective'>;
/** What inheritance reads of a row: callers may load only these and the columns they show. */
export type InheritableRow = Pick<
  LimitRow,
  'id' | 'substanceId' | 'foodNodeId' | 'jurisdiction' | 'limitFor' | 'excludes' | 'flagged'
>;

async function nodePath(database: Database, foodNodeId: number): Promise<FoodStep[]> {
  const [node] = await database.db
    .select({ path: limFoodNodes.path })
    .from(limFoodNodes)
    .where(eq(limFoodNodes.id, foodNodeId));
  if (!node) return [];
  const steps = await database.db.select(stepColumns).from(limFoodNodes).where(inArray(limFoodNodes.id, node.path));
  const byId = new Map(steps.map((s) => [s.id, s]));
  return node.path.map((id) => byId.get(id)!).filter(Boolean);
}

/**
 * Rows on the node and its ancestors, with the inheritance rules applied: a group's row does not
 * reach a food its exclusion list names (by any step below the group), and per jurisdiction and
 * measured form (limitFor) the row nearest the food governs.
 */
export function resolveInheritance<R extends InheritableRow>(rows: R[], path: FoodStep[]): (R & Resolved)[] {
  const depth = new Map(path.map((s, i) => [s.id, i]));
  // Per depth, the path from there down and the names below it, shared by that depth's rows: a
  // report resolves thousands of rows over a handful of depths (copies were most of its garbage).
  const tails = path.map((_, i) => path.slice(i));
  const namesBelow = path.map((_, i) => path.slice(i + 1).flatMap((s) => [s.nameZh, s.nameSource]));
  const out: (R & Resolved)[] = [];
  for (const r of rows) {
    const at = depth.get(r.foodNodeId);
    if (at === undefined) continue;
    if (r.excludes.length && at < path.length - 1 && excludedBy(r.excludes, namesBelow[at]!)) continue;
    out.push({ ...r, path: tails[at]!, inherited: at < path.length - 1, effective: false });
  }
  const best = new Map<string, R & Resolved>();
  for (const r of out) {
    if (r.flagged) continue;
    const k = `${r.substanceId}|${r.jurisdiction}|${r.limitFor}`;
    const cur = best.get(k);
    if (!cur || r.path.length < cur.path.length) best.set(k, r);
  }
  for (const r of best.values()) r.effective = true;
  // Codes are ASCII: a plain comparison orders them as the collator would, without its cost.
  return out.sort(
    (a, b) =>
      (a.jurisdiction < b.jurisdiction ? -1 : a.jurisdiction > b.jurisdiction ? 1 : 0) ||
      a.path.length - b.path.length ||
      a.id - b.id,
  );
}

/**
 * Rows of the editions in force on `day` (China time): an edition's rows carry the days it applies
 * (GB 2762-2025 from 2026-09-02; the 2022 rows end the day before), so an answer asked before the
 * change still reads 2022 and one asked after reads 2025. Undated rows always apply.
 */
export const inForce = (day: string = today()): SQL =>
  sql`(${limLimits.validFrom} is null or ${limLimits.validFrom} <= ${day}) and (${limLimits.validTo} is null or ${limLimits.validTo} >= ${day})`;

/** The jurisdictions asked for, among the rows in force. */
const jurisdictionFilter = (jurisdictions?: string[]): SQL | undefined =>
  and(inForce(), jurisdictions?.length ? inArray(limLimits.jurisdiction, jurisdictions) : undefined);

/** Every limit that applies to one substance in one food node (see the header). */
export async function applicableLimits(
  database: Database,
  q: { substanceId: number; foodNodeId: number; jurisdictions?: string[] },
): Promise<ApplicableLimit[]> {
  const path = await nodePath(database, q.foodNodeId);
  if (!path.length) return [];
  const rows = await database.db
    .select(limitColumns)
    .from(limLimits)
    .where(
      and(
        inArray(
          limLimits.foodNodeId,
          path.map((s) => s.id),
        ),
        eq(limLimits.substanceId, q.substanceId),
        jurisdictionFilter(q.jurisdictions),
      ),
    );
  return resolveInheritance(rows, path);
}

/** Every limit that applies to a food node, all substances. */
export async function limitsForFood(
  database: Database,
  foodNodeId: number,
  jurisdictions?: string[],
): Promise<ApplicableLimit[]> {
  const path = await nodePath(database, foodNodeId);
  if (!path.length) return [];
  const rows = await database.db
    .select(limitColumns)
    .from(limLimits)
    .where(
      and(
        inArray(
          limLimits.foodNodeId,
          path.map((s) => s.id),
        ),
        jurisdictionFilter(jurisdictions),
      ),
    );
  return resolveInheritance(rows, path);
}

/**
 * limitsForFood for several food nodes at once, in two queries (every node's path with its steps,
 * then the rows of every step) instead of three per node: by node id. The indicator lists of
 * the indicators read two to four nodes per product on every uncached assembly.
 */
export async function limitsForFoods(
  database: Database,
  foodNodeIds: number[],
  jurisdictions?: string[],
): Promise<Map<number, ApplicableLimit[]>> {
  const out = new Map<number, ApplicableLimit[]>();
  if (!foodNodeIds.length) return out;
  const steps = await database.rows<FoodStep & { nodeId: number }>(sql`
    select n.id as "nodeId", f.id, f.name_zh as "nameZh", f.name_en as "nameEn", f.name_source as "nameSource"
      from ${limFoodNodes} n cross join lateral unnest(n.path) with ordinality s(step_id, ord)
      join ${limFoodNodes} f on f.id = s.step_id
     where n.id in ${foodNodeIds}
     order by n.id, s.ord`);
  const paths = new Map<number, FoodStep[]>();
  for (const { nodeId, ...step } of steps) paths.set(nodeId, [...(paths.get(nodeId) ?? []), step]);
  const stepIds = [...new Set(steps.map((s) => s.id))];
  const rows = stepIds.length
    ? await database.db
        .select(limitColumns)
        .from(limLimits)
        .where(and(inArray(limLimits.foodNodeId, stepIds), jurisdictionFilter(jurisdictions)))
    : [];
  for (const id of foodNodeIds) out.set(id, paths.has(id) ? resolveInheritance(rows, paths.get(id)!) : []);
  return out;
}

/**
 * Every limit of a substance in force, in any food (no inheritance: each row as the source states
 * it); `history` adds the rows of replaced editions.
 */
export async function limitsForSubstance(
  database: Database,
  substanceId: number,
  jurisdictions?: string[],
  opts: { history?: boolean } = {},
) {
  return database.db
    .select({
      ...limitColumns,
      foodNameZh: limFoodNodes.nameZh,
      foodNameEn: limFoodNodes.nameEn,
      foodScheme: limFoodNodes.scheme,
    })
    .from(limLimits)
    .innerJoin(limFoodNodes, eq(limFoodNodes.id, limLimits.foodNodeId))
    .where(
      and(
        eq(limLimits.substanceId, substanceId),
        opts.history
          ? jurisdictions?.length
            ? inArray(limLimits.jurisdiction, jurisdictions)
            : undefined
          : jurisdictionFilter(jurisdictions),
      ),
    )
    .orderBy(asc(limLimits.jurisdiction), asc(limLimits.id));
}

/** Escapes LIKE wildcards in a user's query. */
export const likeArg = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CAS = /^\d{2,7}-\d\d-\d$/;

/** Substances by any name, CAS or synonym; exact CAS and name-prefix matches first. */
export async function findSubstances(database: Database, query: string, limit = 20) {
  const q = normaliseQuery(query);
  if (!q) return [];
  // A CAS number names its substance: found on the CAS index, without testing every name.
  if (CAS.test(query.trim())) {
    const byCas = await database.db
      .select(substanceColumns)
      .from(limSubstances)
      .where(eq(limSubstances.cas, query.trim()))
      .orderBy(asc(limSubstances.id))
      .limit(limit);
    if (byCas.length) return byCas;
  }
  return database.db
    .select(substanceColumns)
    .from(limSubstances)
    .where(sql`${limSubstances.searchText} like ${likeArg(q)} or ${limSubstances.cas} = ${query.trim()}`)
    .orderBy(
      sql`(${limSubstances.cas} = ${query.trim()}) desc nulls last`,
      sql`(lower(${limSubstances.nameZh}) = ${q} or lower(${limSubstances.nameEn}) = ${q}) desc`,
      sql`length(${limSubstances.searchText})`,
    )
    .limit(limit);
}

/**
 * Food nodes of every scheme whose names (or the other names users know them by) contain the
 * query, each with the nodes mapped to it. Exact names first, the Chinese tree's before other
 * schemes'. `collapse` (the food picker) leaves out a node the vocabulary maps as the same food as
 * one listed before it (TFDA 落花生 under 花生): one entry per food, its other schemes in `mappings`.
 */
export async function findFoods(database: Database, query: string, limit = 30, opts: { collapse?: boolean } = {}) {
  const q = normaliseQuery(query);
  if (!q) return [];
  const direct = await database.db
    .select(foodNodeColumns)
    .from(limFoodNodes)
    .where(sql`${limFoodNodes.searchText} like ${likeArg(q)}`)
    .orderBy(
      sql`(lower(${limFoodNodes.nameZh}) = ${q} or lower(${limFoodNodes.nameEn}) = ${q} or exists (select 1 from unnest(${limFoodNodes.synonyms}) w where lower(w) = ${q})) desc`,
      sql`(${limFoodNodes.scheme} = 'GB2762') desc`,
      sql`length(${limFoodNodes.nameZh})`,
      asc(limFoodNodes.id),
    )
    .limit(limit);
  if (!direct.length) return [];
  const ids = direct.map((d) => d.id);
  const mapped = await database.db
    .select({
      fromId: limFoodMappings.fromId,
      toId: limFoodMappings.toId,
      relation: limFoodMappings.relation,
      decidedBy: limFoodMappings.decidedBy,
    })
    .from(limFoodMappings)
    .where(sql`${limFoodMappings.fromId} in ${ids} or ${limFoodMappings.toId} in ${ids}`);
  const all = direct.map((d) => ({
    ...d,
    mappings: mapped
      .filter((m) => m.fromId === d.id || m.toId === d.id)
      .map((m) =>
        m.fromId === d.id
          ? { nodeId: m.toId, relation: m.relation, decidedBy: m.decidedBy }
          : { nodeId: m.fromId, relation: inverse(m.relation), decidedBy: m.decidedBy },
      ),
  }));
  if (!opts.collapse) return all;
  // Shown nodes by id → name: an exact mapping of the vocabulary, or one between nodes of the same name, is one food.
  const shown = new Map<number, string>();
  return all.filter((d) => {
    const same = d.mappings.some(
      (m) =>
        m.relation === 'exact' &&
        shown.has(m.nodeId) &&
        (m.decidedBy === VOCABULARY_DECIDED_BY || shown.get(m.nodeId) === d.nameZh),
    );
    if (!same) shown.set(d.id, d.nameZh);
    return !same;
  });
}

const inverse = (r: string) => (r === 'broader' ? 'narrower' : r === 'narrower' ? 'broader' : r);

/** The library document of a limit's source, with its validity and the newer version replacing it. */
export async function sourceDocuments(database: Database, docIds: number[]) {
  if (!docIds.length) return new Map<number, SourceDoc>();
  const rows = await database.rows<SourceDoc & { id: number }>(sql`
    select d.id, d.doc_number as "docNumber", d.title, d.validity, d.ended_by as "endedBy", d.implement_date as "implementDate", d.abolish_date as "abolishDate",
           n.id as "newerId", n.doc_number as "newerNumber", n.implement_date as "newerImplementDate", n.validity as "newerValidity"
      from ${libDocuments} d
      left join lateral (select nd.* from lib_doc_relations r join lib_documents nd on nd.id = r.from_id
                          where r.to_id = d.id and r.kind = 'replaces' order by nd.publish_date desc nulls last limit 1) n on true
     where d.id in ${docIds}`);
  return new Map(rows.map((r) => [r.id, r]));
}

export interface SourceDoc {
  docNumber: string | null;
  title: string;
  validity: number;
  endedBy: string | null;
  implementDate: string | null;
  abolishDate: string | null;
  newerId: number | null;
  newerNumber: string | null;
  newerImplementDate: string | null;
  newerValidity: number | null;
}
