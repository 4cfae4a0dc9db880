import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LimitItem, ParsedInputOf, api, Language } from '@app/contract';
import type { Database } from '../../db/client.js';
import { countColumn, dayColumn, parsedRows } from '../../db/parsed-rows.js';
import { z } from 'zod';
import {
  limFoodMappings,
  limFoodNodes,
  limFoodSchemes,
  limJurisdictions,
  limLimitHistory,
  limLimits,
  limNotices,
  limReferenceValues,
  limSubstances,
} from '../../db/schema/index.js';
import { warn } from '../../lib/errors.js';
import { today } from '../library/dates.js';
import { validityLabel } from '../library/status.js';
import {
  findFoods,
  findSubstances,
  limitsForFood,
  sourceDocuments,
  stepColumns,
  substanceColumns,
  type ApplicableLimit,
} from './limits.repo.js';
import { normaliseQuery } from './chinese.js';
import { countsByJurisdiction, pageInJurisdictionOrder, pageWindow } from './search-page.js';
import { keptWhileLimitsUnchanged } from './limits-cache.js';

type In<K extends keyof typeof api.hazardLimits> = ParsedInputOf<(typeof api.hazardLimits)[K]>;

/** Columns of a limit row as the pages show it (contract `limitItem`). */
export const itemColumns = {
  id: limLimits.id,
  substanceId: limLimits.substanceId,
  substanceZh: sql<string>`coalesce(nullif(${limSubstances.nameZh}, ''), nullif(${limSubstances.nameZhTw}, ''), ${limSubstances.nameEn})`,
  substanceEn: sql<string>`coalesce(nullif(${limSubstances.nameEn}, ''), ${limSubstances.nameZh})`,
  foodNodeId: limLimits.foodNodeId,
  foodZh: sql<string>`coalesce(nullif(${limFoodNodes.nameZh}, ''), ${limFoodNodes.nameSource})`,
  foodEn: limFoodNodes.nameEn,
  foodSource: limFoodNodes.nameSource,
  foodNameOrigin: limFoodNodes.nameOrigin,
  scheme: limFoodNodes.scheme,
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

export const selectItems = (database: Database) =>
  database.db
    .select(itemColumns)
    .from(limLimits)
    .innerJoin(limSubstances, eq(limSubstances.id, limLimits.substanceId))
    .innerJoin(limFoodNodes, eq(limFoodNodes.id, limLimits.foodNodeId));

export async function jurisdictionList(database: Database) {
  return database.db
    .select({
      code: limJurisdictions.code,
      nameZh: limJurisdictions.nameZh,
      nameEn: limJurisdictions.nameEn,
      noLimitRule: limJurisdictions.noLimitRule,
      noLimitZh: limJurisdictions.noLimitZh,
      noLimitEn: limJurisdictions.noLimitEn,
    })
    .from(limJurisdictions)
    .orderBy(asc(limJurisdictions.sort));
}

export async function options(database: Database) {
  const schemes = await database.db
    .select({
      code: limFoodSchemes.code,
      jurisdiction: limFoodSchemes.jurisdiction,
      nameZh: limFoodSchemes.nameZh,
      nameEn: limFoodSchemes.nameEn,
    })
    .from(limFoodSchemes)
    .orderBy(asc(limFoodSchemes.sort));
  return { jurisdictions: await jurisdictionList(database), schemes };
}

/** Refuses codes that are not jurisdictions, naming the first unknown one; answers every jurisdiction. */
export async function checkJurisdictions(database: Database, codes: string[] | undefined) {
  const all = await jurisdictionList(database);
  const known = new Set(all.map((j) => j.code));
  const unknown = codes?.find((c) => !known.has(c));
  if (unknown) throw warn('limitsUnknownJurisdiction', { code: unknown.slice(0, 8) });
  return all;
}

/** Food nodes matching a text, plus the nodes of other schemes mapped to them. */
export async function foodIdsFor(database: Database, text: string) {
  const foods = await findFoods(database, text, 200);
  const ids = new Set(foods.map((f) => f.id));
  for (const f of foods) for (const m of f.mappings) ids.add(m.nodeId);
  return { foods, ids: [...ids] };
}

// What a search looks up before its page, kept until the limits tables change (limits-cache.ts).
const keptSubstances = keptWhileLimitsUnchanged(findSubstances);
const keptFoodIds = keptWhileLimitsUnchanged(foodIdsFor);
const keptCounts = keptWhileLimitsUnchanged(countsByJurisdiction);

const sorts: Record<string, SQL> = {
  jurisdiction: sql`${limLimits.jurisdiction}`,
  substance: sql`${limSubstances.nameZh}`,
  food: sql`${limFoodNodes.nameZh}`,
  value: sql`${limLimits.valueMgKg}`,
};

export async function search(database: Database, input: In<'search'>) {
  const substance = input.substance?.trim() ?? '';
  const food = input.food?.trim() ?? '';
  if (!normaliseQuery(substance) && !normaliseQuery(food)) throw warn('limitsEmptyQuery');
  if (input.jurisdictions?.length) await checkJurisdictions(database, input.jurisdictions);
  const substances = substance ? await keptSubstances(database, substance, 200) : [];
  if (substance && !substances.length) throw warn('limitsUnknownSubstance');
  const { foods, ids: foodIds } = food ? await keptFoodIds(database, food) : { foods: [], ids: [] as number[] };
  if (food && !foodIds.length) throw warn('limitsUnknownFood');
  const where = and(
    substance
      ? inArray(
          limLimits.substanceId,
          substances.map((s) => s.id),
        )
      : undefined,
    food ? inArray(limLimits.foodNodeId, foodIds) : undefined,
  );
  const page = { offset: (input.page - 1) * input.pageSize, size: input.pageSize, desc: input.order === 'desc' };
  const wanted = (code: string) => !input.jurisdictions?.length || input.jurisdictions.includes(code);
  // One side alone (the common case, and the large one): totals from the kept counts and, in the
  // default order, a page read through the ordering indexes (search-page.ts).
  const side = substance && food ? undefined : substance ? ('substance' as const) : ('food' as const);
  const keys = side === 'substance' ? substances.map((s) => s.id) : foodIds;
  const fast = side && (input.sort ?? 'jurisdiction') === 'jurisdiction';
  const totals = side ? keptCounts(database, side, keys).then(sumByJurisdiction) : countGroups(database, where);
  // The page's jurisdictions follow from the totals: only their rows are read (search-page.ts).
  const page$ = fast
    ? totals.then((groups) =>
        selectItems(database)
          .where(
            pageInJurisdictionOrder(
              side,
              keys,
              pageWindow(
                groups.filter((g) => wanted(g.code)),
                page,
              ),
              page,
            ),
          )
          .orderBy(page.desc ? desc(limLimits.jurisdiction) : asc(limLimits.jurisdiction), asc(limLimits.id)),
      )
    : selectItems(database)
        .where(
          and(where, input.jurisdictions?.length ? inArray(limLimits.jurisdiction, input.jurisdictions) : undefined),
        )
        .orderBy(
          sql`${sorts[input.sort ?? ''] ?? sorts.jurisdiction!} ${page.desc ? sql`desc nulls last` : sql`asc nulls last`}`,
          asc(limLimits.jurisdiction),
          asc(limLimits.id),
        )
        .limit(page.size)
        .offset(page.offset);
  const [groups, list] = await Promise.all([totals, page$]);
  const total = groups.filter((g) => wanted(g.code)).reduce((a, g) => a + g.total, 0);
  return {
    list,
    total,
    page: input.page,
    pageSize: input.pageSize,
    substances: substances.slice(0, 20),
    foods: foods.slice(0, 20).map((f) => ({ ...f, code: f.code ?? null })),
    byJurisdiction: groups.sort((a, b) => a.code.localeCompare(b.code)),
  };
}

const countGroups = (database: Database, where: SQL | undefined) =>
  database.db
    .select({ code: limLimits.jurisdiction, total: count() })
    .from(limLimits)
    .where(where)
    .groupBy(limLimits.jurisdiction);

function sumByJurisdiction(counts: { jurisdiction: string; n: number }[]) {
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(c.jurisdiction, (totals.get(c.jurisdiction) ?? 0) + c.n);
  return [...totals].map(([code, total]) => ({ code, total }));
}

/** The source document with its validity and whether a newer version is in force (GB 2762-2022 → 2025). */
export async function sourceInfo(database: Database, docId: number | null, lang: Language) {
  if (!docId) return null;
  const doc = (await sourceDocuments(database, [docId])).get(docId);
  if (!doc) return null;
  return {
    id: docId,
    ...doc,
    validityLabel: validityLabel(doc.validity, lang, doc.endedBy),
    newerInForce: Boolean(doc.newerImplementDate && doc.newerImplementDate <= today()),
  };
}

export async function detail(database: Database, input: In<'detail'>, lang: Language) {
  const [limit] = await selectItems(database).where(eq(limLimits.id, input.id));
  if (!limit) throw warn('limitsNotFound');
  const [node] = await database.db
    .select({ path: limFoodNodes.path })
    .from(limFoodNodes)
    .where(eq(limFoodNodes.id, limit.foodNodeId));
  const steps = await database.db.select(stepColumns).from(limFoodNodes).where(inArray(limFoodNodes.id, node!.path));
  const path = node!.path.map((id) => steps.find((s) => s.id === id)!).filter(Boolean);
  const [jurisdiction] = (await jurisdictionList(database)).filter((j) => j.code === limit.jurisdiction);
  const history = await database.db
    .select({
      changedAt: limLimitHistory.changedAt,
      changedBy: limLimitHistory.changedBy,
      reason: limLimitHistory.reason,
      before: limLimitHistory.before,
      after: limLimitHistory.after,
    })
    .from(limLimitHistory)
    .where(eq(limLimitHistory.limitId, limit.id))
    .orderBy(desc(limLimitHistory.changedAt));
  const [substance] = await database.db
    .select({ useType: limSubstances.useType })
    .from(limSubstances)
    .where(eq(limSubstances.id, limit.substanceId));
  return {
    limit,
    substanceUseType: substance?.useType ?? '',
    path,
    jurisdiction: jurisdiction!,
    source: await sourceInfo(database, limit.docId, lang),
    history,
  };
}

/** A food node as the tree and the mappings list it. */
const nodeColumns = {
  id: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameSource: z.string(),
  nameOrigin: z.string(),
  code: z.string().nullable(),
};
const childRow = z.object({ ...nodeColumns, childCount: countColumn, limitCount: countColumn });
const mappedRow = z.object({
  ...nodeColumns,
  scheme: z.string(),
  depth: z.number(),
  relation: z.string(),
  decidedBy: z.string(),
});
/** Records naming a substance: their number and the latest ten. */
const totalRow = z.object({ n: countColumn });
const namingColumns = { id: z.number(), hazard: z.string(), date: dayColumn };
const samplingNamingRow = z.object({ ...namingColumns, productName: z.string() });
const rasffNamingRow = z.object({ ...namingColumns, product: z.string() });

/** Children with their counts: limits on the node or any node below it (the GIN index on path). */
async function childrenOf(database: Database, where: SQL) {
  return parsedRows(
    database,
    childRow,
    sql`
    select n.id, n.name_zh as "nameZh", n.name_en as "nameEn", n.name_source as "nameSource", n.name_origin as "nameOrigin", n.code,
           (select count(*)::int from lim_food_nodes c where c.parent_id = n.id) as "childCount",
           (select coalesce(sum(c.n), 0)::int from lim_food_counts c join lim_food_nodes d on d.id = c.food_node_id where d.path @> array[n.id]) as "limitCount"
      from lim_food_nodes n where ${where} order by n.code nulls last, n.id`,
  );
}

export async function tree(database: Database, input: In<'tree'>) {
  const where = input.parentId
    ? sql`n.parent_id = ${input.parentId}`
    : sql`n.scheme = ${input.scheme} and n.parent_id is null`;
  return { nodes: await childrenOf(database, where) };
}

export async function foodDetail(database: Database, input: In<'food'>) {
  const [node] = await database.db.select().from(limFoodNodes).where(eq(limFoodNodes.id, input.id));
  if (!node) throw warn('limitsUnknownFood');
  const limits = await limitsForFood(database, node.id);
  const enriched = await enrich(database, limits);
  const mapped = await parsedRows(
    database,
    mappedRow,
    sql`
    select n.id, n.scheme, n.name_zh as "nameZh", n.name_en as "nameEn", n.name_source as "nameSource", n.name_origin as "nameOrigin", n.code, n.depth,
           case when m.from_id = ${node.id} then m.relation when m.relation = 'broader' then 'narrower' when m.relation = 'narrower' then 'broader' else m.relation end as relation,
           m.decided_by as "decidedBy"
      from ${limFoodMappings} m join lim_food_nodes n on n.id = case when m.from_id = ${node.id} then m.to_id else m.from_id end
     where m.from_id = ${node.id} or m.to_id = ${node.id}`,
  );
  const steps = await database.db.select(stepColumns).from(limFoodNodes).where(inArray(limFoodNodes.id, node.path));
  return {
    node: {
      id: node.id,
      scheme: node.scheme,
      nameZh: node.nameZh,
      nameEn: node.nameEn,
      nameSource: node.nameSource,
      nameOrigin: node.nameOrigin,
      code: node.code,
      depth: node.depth,
      members: node.members,
    },
    path: node.path.map((id) => steps.find((s) => s.id === id)!).filter(Boolean),
    children: await childrenOf(database, sql`n.parent_id = ${node.id}`),
    mapped,
    limits: enriched,
  };
}

/** Adds the substance and food names to the repo's applicable limits. */
export async function enrich(database: Database, rows: ApplicableLimit[]) {
  if (!rows.length) return [];
  const items = await selectItems(database).where(
    inArray(
      limLimits.id,
      rows.map((r) => r.id),
    ),
  );
  const byId = new Map<number, LimitItem>(items.map((i) => [i.id, i]));
  return rows.map((r) => ({ ...byId.get(r.id)!, path: r.path, inherited: r.inherited, effective: r.effective }));
}

export async function foods(database: Database, input: In<'foods'>) {
  const list = await findFoods(database, input.q, 30, { collapse: true });
  return { list: list.map((f) => ({ ...f, code: f.code ?? null })) };
}

export async function substances(database: Database, input: In<'substances'>) {
  const q = normaliseQuery(input.q ?? '');
  const where = and(
    q
      ? sql`(${limSubstances.searchText} like ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or ${limSubstances.cas} = ${input.q!.trim()})`
      : undefined,
    input.substanceClass ? eq(limSubstances.substanceClass, input.substanceClass) : undefined,
  );
  const limitCount = sql<number>`(select coalesce(sum(c.n), 0)::int from lim_substance_counts c where c.substance_id = ${limSubstances.id})`;
  const order =
    input.sort === 'limitCount'
      ? limitCount
      : input.sort === 'cas'
        ? sql`${limSubstances.cas}`
        : input.sort === 'nameEn'
          ? sql`lower(${limSubstances.nameEn})`
          : sql`${limSubstances.id}`;
  const [list, [total]] = await Promise.all([
    database.db
      .select({ ...substanceColumns, limitCount })
      .from(limSubstances)
      .where(where)
      .orderBy(
        sql`${order} ${input.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}`,
        asc(limSubstances.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    database.db.select({ n: count() }).from(limSubstances).where(where),
  ]);
  return { list, total: total!.n, page: input.page, pageSize: input.pageSize };
}

/** The substance page: identity, reference values, every limit, and the records that name it. */
export async function substanceDetail(database: Database, input: In<'substance'>) {
  const [s] = await database.db.select().from(limSubstances).where(eq(limSubstances.id, input.id));
  if (!s) throw warn('limitsUnknownSubstance');
  const referenceValues = await database.db
    .select({
      kind: limReferenceValues.kind,
      qualifier: limReferenceValues.qualifier,
      value: limReferenceValues.value,
      valueRaw: limReferenceValues.valueRaw,
      unit: limReferenceValues.unit,
      source: limReferenceValues.source,
      year: limReferenceValues.year,
    })
    .from(limReferenceValues)
    .where(eq(limReferenceValues.substanceId, s.id))
    .orderBy(asc(limReferenceValues.kind), desc(limReferenceValues.year));
  const limits = await selectItems(database)
    .where(eq(limLimits.substanceId, s.id))
    .orderBy(asc(limLimits.jurisdiction), asc(limLimits.id))
    .limit(2000);
  const names = recordNames(s);
  const [sampling, rasff] = names.length
    ? await Promise.all([samplingNaming(database, names), rasffNaming(database, names)])
    : [
        { total: 0, recent: [] },
        { total: 0, recent: [] },
      ];
  return {
    substance: {
      id: s.id,
      nameZh: s.nameZh,
      nameZhTw: s.nameZhTw,
      nameEn: s.nameEn,
      cas: s.cas,
      substanceClass: s.substanceClass,
      synonyms: s.synonyms,
      useType: s.useType,
      nameZhOrigin: s.nameZhOrigin,
    },
    referenceValues,
    limits,
    sampling,
    rasff,
  };
}

/** Names to look for in hazard texts: short names match too much ("铅" is in "铅笔"), so only the hazard field is read. */
export const recordNames = (s: { nameZh: string; nameEn: string }) =>
  [s.nameZh, s.nameEn].map((n) => n.replace(/\s*\(.*\)$/, '').trim()).filter((n) => n.length >= 1);

const likeAny = (column: SQL, names: string[]) =>
  sql.join(
    names.map((n) => sql`${column} ilike ${`%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
    sql` or `,
  );

/** How many records name the hazard, and the ten most recent: one shape for both record tables. */
async function namingCounts<S extends z.ZodType>(
  database: Database,
  from: { table: SQL; where: SQL; columns: SQL; date: SQL; row: S },
) {
  const [total] = await parsedRows(
    database,
    totalRow,
    sql`select count(*)::int as n from ${from.table} where ${from.where}`,
  );
  const recent = await parsedRows(
    database,
    from.row,
    sql`select id, ${from.columns}, hazard, ${from.date} as date from ${from.table} where ${from.where} order by ${from.date} desc, id desc limit 10`,
  );
  return { total: total?.n ?? 0, recent };
}

const samplingNaming = (database: Database, names: string[]) =>
  namingCounts(database, {
    table: sql`sampling_records`,
    where: sql`result = 'fail' and (${likeAny(sql`hazard`, names)})`,
    columns: sql`product_name as "productName"`,
    date: sql`sampling_date`,
    row: samplingNamingRow,
  });

const rasffNaming = (database: Database, names: string[]) =>
  namingCounts(database, {
    table: sql`intl_warnings`,
    where: likeAny(sql`hazard`, names),
    columns: sql`product`,
    date: sql`notice_date`,
    row: rasffNamingRow,
  });

export async function notices(database: Database, input: In<'notices'>, lang: Language) {
  const where = input.kind ? eq(limNotices.kind, input.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(limNotices)
      .where(where)
      .orderBy(desc(limNotices.createdAt), desc(limNotices.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    database.db.select({ n: count() }).from(limNotices).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: lang === 'en' ? r.titleEn : r.titleZh,
      detail: r.detail,
      docId: r.docId,
      effectiveDate: r.effectiveDate,
      createdAt: r.createdAt,
    })),
    total: total!.n,
    page: input.page,
    pageSize: input.pageSize,
  };
}
