import { and, asc, eq, sql } from 'drizzle-orm';
import { indicatorCategories, type Indicator, type ProductSource } from '@app/contract';
import type { Database } from '../../db/client.js';
import { indIndicators, indSpecLines, indSpecs, indStandards } from '../../db/schema/index.js';
import { warn } from '../../lib/errors.js';
import { additiveIndicators, limitIndicators, matchFood, productName, type FoodMatch } from './general.js';

/**
 * The indicator list of a product: its own indicators (parsed from the product standard, or the
 * lines of one of my specifications) plus those inherited from the general standards by food
 * category. An own indicator and an inherited one of the same name both stay: the list shows
 * where each comes from, and the comparison pages set them side by side.
 */
export interface Assembled {
  title: string;
  foodCategories: string[];
  references: string[];
  indicators: Indicator[];
}

const safetyCategories = new Set(['污染物', '真菌毒素', '农药残留', '兽药残留', '微生物', '食品添加剂']);
const categoryOrder = new Map(indicatorCategories.map((c, i) => [c, i]));

type IndicatorRow = typeof indIndicators.$inferSelect & { number: string; title: string };

export const fromParsed = (r: IndicatorRow): Indicator => ({
  id: `p${r.id}`,
  name: r.name,
  category: r.category as Indicator['category'],
  requirement: r.requirement,
  unit: r.unit,
  grade: r.grade,
  scope: r.scope,
  methods: r.methods,
  sourceStandard: r.number,
  sourceClause: r.clause,
  foodCategory: productName(r.title),
  remark: r.remark,
  confidence: r.confidence,
  inheritedFrom: null,
  sourceLines: r.sourceLines,
  safety: safetyCategories.has(r.category),
});

export const parsedColumns = {
  id: indIndicators.id,
  standardId: indIndicators.standardId,
  position: indIndicators.position,
  name: indIndicators.name,
  unit: indIndicators.unit,
  category: indIndicators.category,
  requirement: indIndicators.requirement,
  grade: indIndicators.grade,
  scope: indIndicators.scope,
  methods: indIndicators.methods,
  clause: indIndicators.clause,
  remark: indIndicators.remark,
  confidence: indIndicators.confidence,
  sourceLines: indIndicators.sourceLines,
  number: indStandards.number,
  title: indStandards.title,
};

/** The standard and its parsed indicators in one query (not its tables: only the detail page reads those). */
async function ownOfStandard(database: Database, number: string) {
  const rows = await database.db
    .select({
      std: { number: indStandards.number, title: indStandards.title, refs: indStandards.refs },
      ind: parsedColumns,
    })
    .from(indStandards)
    .leftJoin(indIndicators, eq(indIndicators.standardId, indStandards.id))
    .where(eq(indStandards.number, number))
    .orderBy(asc(indIndicators.position));
  const std = rows[0]?.std;
  if (!std) throw warn('notFound');
  // A standard without parsed indicators comes back as one row with a null indicator id.
  const own = rows.flatMap((r) => (r.ind?.id != null ? [fromParsed(r.ind as IndicatorRow)] : []));
  return { title: `${std.number} ${std.title}`, name: productName(std.title), own, refs: std.refs };
}

export async function specLines(database: Database, customerId: number, specId: number) {
  const [spec] = await database.db
    .select()
    .from(indSpecs)
    .where(and(eq(indSpecs.id, specId), eq(indSpecs.customerId, customerId)));
  if (!spec) throw warn('notFound');
  const lines = await database.db
    .select()
    .from(indSpecLines)
    .where(eq(indSpecLines.specId, spec.id))
    .orderBy(asc(indSpecLines.position));
  return { spec, lines };
}

const fromSpecLine = (spec: typeof indSpecs.$inferSelect, l: typeof indSpecLines.$inferSelect): Indicator => ({
  id: `s${l.id}`,
  name: l.name,
  category: l.category as Indicator['category'],
  requirement: l.requirement,
  unit: l.unit,
  grade: '',
  scope: '',
  methods: l.method ? [l.method] : [],
  sourceStandard: spec.name,
  sourceClause: '',
  foodCategory: spec.baseStandard,
  remark: l.remark,
  confidence: 1,
  inheritedFrom: null,
  sourceLines: '',
  safety: safetyCategories.has(l.category),
});

/** Short-lived cache of assembled lists of standards and categories (they change only on import). */
const cache = new Map<string, { at: number; value: Assembled }>();
const ttlMs = 60_000;
export const dropAssembledCache = () => cache.clear();

/**
 * What a food category inherits from the general standards, by food key: many products share a
 * category (every 白酒 part, every 绿茶 part), and these rows change only when the limits or GB 2760
 * are imported again, hence a longer life than the assembled lists.
 */
const generalCache = new Map<string, { at: number; value: { match: FoodMatch; inherited: Indicator[] } }>();
const generalTtlMs = 10 * 60_000;
export const dropGeneralCache = () => generalCache.clear();

async function inheritedFor(database: Database, foodKey: string) {
  const hit = generalCache.get(foodKey);
  if (hit && Date.now() - hit.at < generalTtlMs) return hit.value;
  const match: FoodMatch = foodKey ? await matchFood(database, foodKey) : { nodes: [], additiveCategory: null };
  // Independent reads: on PostgreSQL they run on two connections at once.
  const [limits, additives] = await Promise.all([
    limitIndicators(database, match),
    additiveIndicators(database, match),
  ]);
  const inherited = [...limits, ...additives];
  if (generalCache.size > 1000) generalCache.clear();
  const value = { match, inherited };
  generalCache.set(foodKey, { at: Date.now(), value });
  return value;
}

export async function assemble(database: Database, customerId: number, source: ProductSource): Promise<Assembled> {
  const cacheKey = source.kind === 'spec' ? '' : `${source.kind}|${source.key}|${source.food ?? ''}`;
  const hit = cacheKey ? cache.get(cacheKey) : undefined;
  if (hit && Date.now() - hit.at < ttlMs) return hit.value;
  let title = source.key;
  let own: Indicator[] = [];
  let refs: string[] = [];
  let foodKey = source.food ?? '';
  if (source.kind === 'standard') {
    const s = await ownOfStandard(database, source.key);
    ({ title, own, refs } = s);
    foodKey ||= s.name;
  } else if (source.kind === 'spec') {
    const { spec, lines } = await specLines(database, customerId, Number(source.key) || 0);
    title = spec.name;
    own = lines.map((l) => fromSpecLine(spec, l));
    if (spec.baseStandard) {
      const [std] = await database.db
        .select({ title: indStandards.title })
        .from(indStandards)
        .where(eq(indStandards.number, spec.baseStandard));
      foodKey ||= std ? productName(std.title) : '';
    }
  } else foodKey ||= source.key;
  const { match, inherited } = await inheritedFor(database, foodKey);
  if (source.kind === 'category') title = match.nodes[0]?.name ?? source.key;
  const indicators = [...own, ...inherited].sort(
    (a, b) => categoryOrder.get(a.category)! - categoryOrder.get(b.category)!,
  );
  const value: Assembled = {
    title,
    foodCategories: [
      ...match.nodes.map((n) => n.name),
      ...(match.additiveCategory ? [`${match.additiveCategory.code} ${match.additiveCategory.name}`] : []),
    ],
    references: refs,
    indicators,
  };
  if (cacheKey) {
    if (cache.size > 500) cache.clear();
    cache.set(cacheKey, { at: Date.now(), value });
  }
  return value;
}

/** Product standards (with their count of parsed indicators), food categories, my specifications. */
export async function choices(database: Database, customerId: number) {
  const standards = await database.rows<{ key: string; label: string; hint: string; count: number }>(sql`
    select s.number as key, s.title as label, s.status as hint, count(i.id)::int as count
      from ind_standards s left join ind_indicators i on i.standard_id = s.id
     group by s.id order by count(i.id) desc, s.number`);
  const categories = await database.rows<{ key: string; label: string; hint: string; count: number }>(sql`
    select 'node:' || n.id as key, n.name_zh as label, n.scheme as hint, count(l.id)::int as count
      from lim_food_nodes n join lim_limits l on l.food_node_id = n.id and l.jurisdiction = 'CN'
     where n.scheme = 'GB2762'
     group by n.id order by n.path`);
  const specs = await database.rows<{ key: string; label: string; hint: string; count: number }>(sql`
    select s.id::text as key, s.name as label, s.base_standard as hint, count(l.id)::int as count
      from ind_specs s left join ind_spec_lines l on l.spec_id = s.id
     where s.customer_id = ${customerId}
     group by s.id order by s.updated_at desc`);
  return { standards, categories, specs };
}
