import { and, asc, eq, sql } from 'drizzle-orm';
import { indicatorCategories, type Indicator, type Placement, type ProductSource } from '@app/contract';
import type { Database } from '../../db/client.js';
import { indIndicators, indSpecLines, indSpecs, indStandards } from '../../db/schema/index.js';
import { warn } from '../../lib/errors.js';
import { additiveIndicators, limitIndicators, matchFood, matchPlaced, productName, type FoodMatch } from './general.js';
import { listCache } from './list-cache.js';
import { placementsOf } from './placement/placements.js';
import { stricterOwn } from './stricter.js';

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
  placements: Placement[];
  matchedBy: 'placement' | 'name' | 'chosen';
  readable: boolean;
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
      std: {
        number: indStandards.number,
        title: indStandards.title,
        refs: indStandards.refs,
        kind: indStandards.kind,
        readable: indStandards.readable,
      },
      ind: parsedColumns,
    })
    .from(indStandards)
    .leftJoin(indIndicators, eq(indIndicators.standardId, indStandards.id))
    .where(eq(indStandards.number, number))
    .orderBy(asc(indIndicators.position));
  const std = rows[0]?.std;
  // Methods and hygiene codes have no indicator list: they are not offered, and not answered.
  if (!std || std.kind !== 'product') throw warn('notFound');
  // A standard without parsed indicators comes back as one row with a null indicator id.
  const own = rows.flatMap((r) => (r.ind?.id != null ? [fromParsed(r.ind as IndicatorRow)] : []));
  return {
    title: `${std.number} ${std.title}`,
    name: productName(std.title),
    own,
    refs: std.refs,
    readable: std.readable,
  };
}

/** A specification of the customer, its lines, and the title of the product standard it is based on. */
export async function specLines(database: Database, customerId: number, specId: number) {
  const [found] = await database.db
    .select({ spec: indSpecs, baseTitle: indStandards.title })
    .from(indSpecs)
    .leftJoin(indStandards, eq(indStandards.number, indSpecs.baseStandard))
    .where(and(eq(indSpecs.id, specId), eq(indSpecs.customerId, customerId)));
  if (!found) throw warn('notFound');
  const lines = await database.db
    .select()
    .from(indSpecLines)
    .where(eq(indSpecLines.specId, found.spec.id))
    .orderBy(asc(indSpecLines.position));
  return { spec: found.spec, baseTitle: found.baseTitle, lines };
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

/**
 * Assembled lists of standards and categories, and what each food category inherits from the
 * general standards (many products share one: every 白酒 part, every 绿茶 part), kept until a
 * write to the tables they come from (list-cache.ts). A customer's specification is read each time.
 */
const assembledCache = listCache<Assembled>(30 * 60_000, 500);
const generalCache = listCache<{ match: FoodMatch; inherited: Indicator[] }>(30 * 60_000, 1000);
export const dropAssembledCache = () => assembledCache.clear();
export const dropGeneralCache = () => generalCache.clear();

/** `placed:<number>` reads the standard's placements; any other key is matched by name or node id. */
const inheritedFor = (database: Database, foodKey: string, placements: Placement[] = []) =>
  generalCache.get(database, foodKey, async () => {
    const match: FoodMatch = foodKey.startsWith('placed:')
      ? await matchPlaced(database, placements)
      : foodKey
        ? await matchFood(database, foodKey)
        : { nodes: [], additiveCategory: null };
    // Independent reads: on PostgreSQL they run on two connections at once.
    const [limits, additives] = await Promise.all([
      limitIndicators(database, match),
      additiveIndicators(database, match),
    ]);
    return { match, inherited: [...limits, ...additives] };
  });

export async function assemble(database: Database, customerId: number, source: ProductSource): Promise<Assembled> {
  if (source.kind === 'spec') return assembleUncached(database, customerId, source);
  return assembledCache.get(database, `${source.kind}|${source.key}|${source.food ?? ''}`, () =>
    assembleUncached(database, customerId, source),
  );
}

async function assembleUncached(database: Database, customerId: number, source: ProductSource): Promise<Assembled> {
  let title = source.key;
  let own: Indicator[] = [];
  let refs: string[] = [];
  let foodKey = source.food ?? '';
  let placements: Placement[] = [];
  let readable = true;
  const matchedBy: Assembled['matchedBy'] = foodKey || source.kind === 'category' ? 'chosen' : 'name';
  // A food category named by the caller need not wait for the product's own list.
  const early = foodKey ? inheritedFor(database, foodKey) : null;
  early?.catch(() => undefined); // awaited below; not an unhandled rejection if the own list fails first
  if (source.kind === 'standard') {
    const [s, placed] = await Promise.all([ownOfStandard(database, source.key), placementsOf(database, source.key)]);
    ({ title, own, refs, readable } = s);
    placements = placed;
    if (!foodKey && placed.length) foodKey = `placed:${source.key}`;
    foodKey ||= s.name;
  } else if (source.kind === 'spec') {
    const { spec, lines, baseTitle } = await specLines(database, customerId, Number(source.key) || 0);
    title = spec.name;
    own = lines.map((l) => fromSpecLine(spec, l));
    foodKey ||= baseTitle ? productName(baseTitle) : '';
  } else foodKey ||= source.key;
  const { match, inherited } = await (early ?? inheritedFor(database, foodKey, placements));
  if (source.kind === 'category') title = match.nodes[0]?.name ?? source.key;
  const indicators = stricterOwn(own, inherited).sort(
    (a, b) => categoryOrder.get(a.category)! - categoryOrder.get(b.category)!,
  );
  return {
    title,
    foodCategories: [
      ...match.nodes.map((n) => n.name),
      ...(match.additiveCategory ? [`${match.additiveCategory.code} ${match.additiveCategory.name}`] : []),
    ],
    references: refs,
    indicators,
    placements,
    matchedBy: foodKey.startsWith('placed:') ? 'placement' : matchedBy,
    readable,
  };
}

/** Product standards (with their count of parsed indicators), food categories, my specifications. */
export async function choices(database: Database, customerId: number) {
  const standards = await database.rows<{ key: string; label: string; hint: string; count: number }>(sql`
    select s.number as key, s.title as label, s.status as hint, count(i.id)::int as count
      from ind_standards s left join ind_indicators i on i.standard_id = s.id
     where s.kind = 'product'
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
