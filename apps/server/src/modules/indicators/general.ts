import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Indicator, IndicatorCategory } from '@app/contract';
import type { Database } from '../../db/client.js';
import { libFoodCategories, libSafeItems, limSubstances } from '../../db/schema/index.js';
import { findFoods, limitsForFoods, type ApplicableLimit } from '../limits/limits.repo.js';

/**
 * Indicators a product inherits from the general standards by food category: contaminants
 * (GB 2762), mycotoxins (GB 2761) and veterinary drugs (GB 31650) through the limits database
 * of issue 10 (modules/limits/limits.repo.ts), additives' maximum use from GB 2760 (safeDb).
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

/** GB 2760 uses of the matched category and its parents (a use on 12 applies to 12.04). */
export async function additiveIndicators(database: Database, match: FoodMatch): Promise<Indicator[]> {
  const cat = match.additiveCategory;
  if (!cat) return [];
  const codes = cat.code.split('.').map((_, i, a) => a.slice(0, i + 1).join('.'));
  const rows = await database.db
    .select()
    .from(libSafeItems)
    .where(and(eq(libSafeItems.kind, 'additive'), inArray(libSafeItems.foodCategoryCode, codes)))
    .orderBy(libSafeItems.name, libSafeItems.id)
    .limit(500);
  return rows.map((r) => {
    const max = r.maxUse && /^\d+(?:\.\d+)?$/.test(r.maxUse.trim()) ? Number(r.maxUse) : null;
    return {
      id: `a${r.id}`,
      name: r.name,
      category: '食品添加剂',
      requirement: max === null ? { kind: 'text', text: r.maxUse ?? '' } : { kind: 'max', max, text: `≤ ${r.maxUse}` },
      unit: max === null ? '' : 'g/kg',
      grade: '',
      scope: r.func ?? '',
      methods: [],
      sourceStandard: r.source,
      sourceClause: '',
      foodCategory: `${r.foodCategoryCode ?? ''} ${r.foodCategory ?? ''}`.trim(),
      remark: r.remark ?? '',
      confidence: 1,
      inheritedFrom: r.source,
      sourceLines: '',
      safety: true,
    } satisfies Indicator;
  });
}
