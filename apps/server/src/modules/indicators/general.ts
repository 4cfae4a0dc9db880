import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Indicator, IndicatorCategory } from '@app/contract';
import type { Database } from '../../db/client.js';
import { libFoodCategories, libSafeItems, limSubstances } from '../../db/schema/index.js';
import { findFoods, limitsForFoods, type ApplicableLimit } from '../limits/limits.repo.js';
import { exceptNumbersOf } from '../library/importers/gb2760/gb2760-text.js';

/**
 * Indicators a product inherits from the general standards by food category: contaminants
 * (GB 2762), mycotoxins (GB 2761) and veterinary drugs (GB 31650) through the limits database
 * of the limits module (modules/limits/limits.repo.ts), additives' maximum use from GB 2760 (safeDb).
 */
const classCategory: Record<string, IndicatorCategory> = {
  contaminant: '污染物',
  mycotoxin: '真菌毒素',
  vet_drug: '兽药残留',
  pesticide: '农药残留',
  additive: '食品添加剂',
};

export interface FoodMatch {
  /** GB 2762/2761 (and mapped GB 31650) nodes the limits come from. */
  nodes: { id: number; name: string; scheme: string }[];
  /** GB 2760 food category (appendix E code) the additive uses come from. */
  additiveCategory: { code: string; name: string } | null;
}

type FoodNode = FoodMatch['nodes'][number];

/** "稻谷、糙米、大米(粉)" holds 大米(粉); "调味品" is itself: the names a node stands for. */
const members = (name: string) => [name, ...name.split(/[、,，]/).map((m) => m.trim())];

/**
 * The GB 2762 nodes of a placement's category path ("调味品/酱油"): those of its deepest label the
 * limits database holds, by name or as a member of a node naming several foods, under the same top
 * category. A label the database does not hold yet falls back to its parent, whose rows reach it.
 */
export async function nodesOfPath(database: Database, path: string): Promise<FoodNode[]> {
  const labels = path
    .split('/')
    .map((l) => l.trim())
    .filter(Boolean);
  if (!labels.length) return [];
  const candidates = await database.rows<FoodNode & { top: string }>(sql`
    select n.id, n.name_zh as name, n.scheme, t.name_zh as top
      from lim_food_nodes n join lim_food_nodes t on t.id = n.path[1]
     where n.scheme = 'GB2762' and t.name_zh = ${labels[0]!}`);
  for (let i = labels.length - 1; i >= 0; i--) {
    const found = candidates.filter((c) => members(c.name).includes(labels[i]!));
    if (found.length) return found.map(({ id, name, scheme }) => ({ id, name, scheme }));
  }
  return [];
}

/** A standard's placements as the nodes and category its general standards' rows are read for. */
export async function matchPlaced(database: Database, placed: { scheme: string; label: string }[]): Promise<FoodMatch> {
  const label = (scheme: string) => placed.find((p) => p.scheme === scheme)?.label ?? '';
  const nodes = label('GB2762') ? await nodesOfPath(database, label('GB2762')) : [];
  if (label('GB31650'))
    nodes.push(
      ...(await database.rows<FoodNode>(
        sql`select id, name_zh as name, scheme from lim_food_nodes where scheme = 'GB31650' and name_zh = ${label('GB31650')}`,
      )),
    );
  const [additiveCategory = null] = label('GB2760')
    ? await database.rows<{ code: string; name: string }>(
        sql`select code, name from ${libFoodCategories} where code = ${label('GB2760')}`,
      )
    : [];
  return { nodes, additiveCategory };
}

/** "食品安全国家标准 酱油" → "酱油"; "白酒质量要求 第1部分：浓香型白酒" → "浓香型白酒". */
export function productName(title: string): string {
  const t = title.replace(/食品安全国家标准|质量要求|质量通则|通则|通用技术条件/g, ' ').trim();
  const part = /第\s*\d+\s*部分\s*[:：]\s*(.+)$/.exec(t);
  return (part ? part[1]! : t).replace(/\s+/g, '').replace(/[（(].*?[)）]/g, '');
}

/** A text[] literal of bound parameters (a plain array would be spread as a list). */
const textArray = (xs: string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;

/** Food-category nodes for a product name, or for a node id the user chose ("node:12"). */
export async function matchFood(database: Database, key: string): Promise<FoodMatch> {
  const nodes: FoodMatch['nodes'] = [];
  if (/^node:\d+$/.test(key)) {
    const id = Number(key.slice(5));
    const found = await database.rows<{ id: number; name: string; scheme: string }>(
      sql`select id, name_zh as name, scheme from lim_food_nodes where id = ${id}`,
    );
    nodes.push(...found);
  } else {
    const foods = await findFoods(database, key, 10);
    const cn = foods
      .filter((f) => f.scheme === 'GB2762')
      .sort((a, b) => a.nameZh.length - b.nameZh.length)
      .slice(0, 2);
    nodes.push(...cn.map((f) => ({ id: f.id, name: f.nameZh, scheme: f.scheme })));
    const mapped = cn.flatMap((f) => f.mappings.map((m) => m.nodeId));
    const vet = foods.filter((f) => f.scheme === 'GB31650').slice(0, 2);
    nodes.push(...vet.map((f) => ({ id: f.id, name: f.nameZh, scheme: f.scheme })));
    if (mapped.length) {
      const more = await database.rows<{ id: number; name: string; scheme: string }>(
        sql`select id, name_zh as name, scheme from lim_food_nodes where id in ${mapped} and scheme = 'GB31650'`,
      );
      for (const m of more) if (!nodes.some((n) => n.id === m.id)) nodes.push(m);
    }
  }
  // GB 2760's category by the product's own name first, then by the limits' category names: one
  // query over every name (in that order, the shortest category name first for each).
  const names = [...new Set([key.startsWith('node:') ? '' : key, ...nodes.map((n) => n.name)].filter(Boolean))];
  const [additiveCategory = null] = names.length
    ? await database.rows<{ code: string; name: string }>(sql`
        select c.code, c.name
          from unnest(${textArray(names)}, ${textArray(names.map((n) => `%${n.replace(/[\\%_]/g, '')}%`))}) with ordinality q(name, pattern, ord)
          join ${libFoodCategories} c on c.name = q.name or c.name like q.pattern
         order by q.ord, length(c.name), c.code
         limit 1`)
    : [];
  return { nodes, additiveCategory };
}

const limitRequirement = (l: ApplicableLimit): Indicator['requirement'] =>
  l.value === null
    ? { kind: 'text', text: l.valueRaw }
    : { kind: 'max', max: l.value, text: `≤ ${l.valueRaw || l.value}` };

/** CN limits (effective rows) of the matched nodes as indicators. */
export async function limitIndicators(database: Database, match: FoodMatch): Promise<Indicator[]> {
  const byNode = await limitsForFoods(
    database,
    match.nodes.map((n) => n.id),
    ['CN'],
  );
  const limits = match.nodes.flatMap((n) => byNode.get(n.id) ?? []).filter((l) => l.effective);
  if (!limits.length) return [];
  const subs = await database.db
    .select({
      id: limSubstances.id,
      nameZh: limSubstances.nameZh,
      nameEn: limSubstances.nameEn,
      cls: limSubstances.substanceClass,
    })
    .from(limSubstances)
    .where(inArray(limSubstances.id, [...new Set(limits.map((l) => l.substanceId))]));
  const sub = new Map(subs.map((s) => [s.id, s]));
  const seen = new Set<number>();
  return limits
    .filter((l) => !seen.has(l.id) && seen.add(l.id))
    .map((l) => {
      const s = sub.get(l.substanceId);
      return {
        id: `l${l.id}`,
        name: s?.nameZh || s?.nameEn || l.limitFor,
        category: classCategory[s?.cls ?? ''] ?? '其他',
        requirement: limitRequirement(l),
        unit: l.unit,
        grade: '',
        scope: l.limitFor && l.limitFor !== s?.nameZh ? l.limitFor : '',
        methods: [],
        sourceStandard: l.sourceDoc,
        sourceClause: l.sourceTable,
        foodCategory: l.path.map((p) => p.nameZh).join(' › ') || l.foodLabel,
        remark: [l.basis, l.footnotes, l.caveat].filter(Boolean).join(' '),
        confidence: l.flagged ? 0.5 : 1,
        inheritedFrom: l.sourceDoc,
        sourceLines: '',
        safety: true,
      };
    });
}

/** Appendix E codes a use's category text excepts: "调味品(12.01 盐及代盐制品、12.09 香辛料类除外)". */
export function exceptedCodes(category: string): string[] {
  const out: string[] = [];
  for (const m of category.matchAll(/[(（[]([^()（）[\]]*?)除外[)）\]]/g))
    for (const c of m[1]!.matchAll(/\d{2}(?:\.\d{1,2})+/g)) out.push(c[0].replace(/\.0$/, ''));
  return out;
}

/** Whether appendix E code `code` is `ancestor` or sits below it. */
export const within = (code: string, ancestor: string) => code === ancestor || code.startsWith(`${ancestor}.`);

/**
 * GB 2760 uses that reach the matched category (GB 2760-2024 A.3): a use on a category applies to
 * every category below it unless its text excepts that one, and where a lower category sets its
 * own maximum for the same additive, the lower one governs.
 */
export async function additiveIndicators(database: Database, match: FoodMatch): Promise<Indicator[]> {
  const cat = match.additiveCategory;
  if (!cat) return [];
  const codes = cat.code.split('.').map((_, i, a) => a.slice(0, i + 1).join('.'));
  const [found, excepted] = await Promise.all([
    database.db
      .select()
      .from(libSafeItems)
      .where(
        and(
          eq(libSafeItems.kind, 'additive'),
          or(
            inArray(libSafeItems.foodCategoryCode, codes),
            and(isNull(libSafeItems.foodCategoryCode), like(libSafeItems.foodCategory, '各类食品%')),
          ),
        ),
      )
      .orderBy(libSafeItems.name, libSafeItems.id)
      .limit(1000),
    database.rows<{ code: string; no: number }>(
      sql`select code, exception_no as no from ${libFoodCategories} where exception_no is not null`,
    ),
  ]);
  // A use on all foods does not reach the categories of table A.2 under the numbers it names.
  const mine = excepted.filter((e) => within(cat.code, e.code)).map((e) => e.no);
  const reaching = found.filter((r) => {
    if (exceptedCodes(r.foodCategory ?? '').some((x) => within(cat.code, x))) return false;
    if (r.foodCategoryCode) return true;
    const numbers = exceptNumbersOf(r.foodCategory ?? '');
    return numbers.length > 0 && !mine.some((n) => numbers.includes(n));
  });
  const deepest = new Map<string, number>();
  for (const r of reaching) deepest.set(r.name, Math.max(deepest.get(r.name) ?? 0, (r.foodCategoryCode ?? '').length));
  const rows = reaching.filter((r) => (r.foodCategoryCode ?? '').length === deepest.get(r.name));
  return rows.map((r) => {
    // A maximum use is in g/kg unless it names its unit ("0.6g/L"), as table A.1's heading says.
    const m = /^(\d+(?:\.\d+)?)\s*(g\/kg|mg\/kg|g\/L|mg\/L)?$/.exec((r.maxUse ?? '').trim());
    const max = m ? Number(m[1]) : null;
    return {
      id: `a${r.id}`,
      name: r.name,
      category: '食品添加剂',
      requirement: max === null ? { kind: 'text', text: r.maxUse ?? '' } : { kind: 'max', max, text: `≤ ${m![1]}` },
      unit: max === null ? '' : (m![2] ?? 'g/kg'),
      grade: '',
      scope: r.func ?? '',
      methods: [],
      sourceStandard: r.source,
      sourceClause: r.source.replace(/^GB\s*2760-\d{4}\s*/, ''),
      foodCategory: `${r.foodCategoryCode ?? ''} ${r.foodCategory ?? ''}`.trim(),
      remark: r.remark ?? '',
      confidence: 1,
      inheritedFrom: r.source,
      sourceLines: '',
      safety: true,
    } satisfies Indicator;
  });
}
