import { eq, inArray, sql } from 'drizzle-orm';
import type { ApplicableItem, CompareCell, JurisdictionInfo, Language, ParsedInputOf, api } from '@app/contract';
import type { Database } from '../../db/client.js';
import { limFoodNodes, limFoodSchemes, limSubstances } from '../../db/schema/index.js';
import { warn } from '../../lib/errors.js';
import { applicableItems, applicableReportRows } from './applicable-items.js';
import { coverage } from './import/static.js';
import { checkJurisdictions } from './limits.service.js';
import { foodNodeColumns } from './limits.repo.js';

type In<K extends keyof typeof api.hazardLimits> = ParsedInputOf<(typeof api.hazardLimits)[K]>;
type NodeRow = {
  id: number;
  scheme: string;
  jurisdiction: string;
  nameZh: string;
  nameEn: string;
  nameSource: string;
  nameOrigin: string;
  code: string | null;
  depth: number;
  placedBy: string;
  path: number[];
};

async function nodeWithJurisdiction(database: Database, id: number): Promise<NodeRow | undefined> {
  const [n] = await database.db
    .select({ ...foodNodeColumns, jurisdiction: limFoodSchemes.jurisdiction, path: limFoodNodes.path })
    .from(limFoodNodes)
    .innerJoin(limFoodSchemes, eq(limFoodSchemes.code, limFoodNodes.scheme))
    .where(eq(limFoodNodes.id, id));
  return n;
}

/**
 * The nodes standing for the food in each jurisdiction: the food itself in its own scheme;
 * elsewhere the nodes mapped to it and to each group above it (EU entries are per contaminant, so
 * rice maps to several of them, and 大米 reaches the cereal entries through 谷物). `rank` is how far
 * up the food's path a node was found: per substance the nearest mapped node governs.
 */
async function counterparts(database: Database, node: NodeRow, codes: string[], lang: Language) {
  // A node's name in the reader's language: the English one (source or portal translation) on English pages.
  const nameOf = (n: { nameZh: string; nameEn: string; nameSource: string }) =>
    (lang === 'en' ? n.nameEn || n.nameZh : n.nameZh || n.nameEn) || n.nameSource;
  const out = new Map<string, Target>();
  out.set(node.jurisdiction, { ids: [node.id], name: nameOf(node), rank: new Map([[node.id, 0]]) });
  const steps = [...node.path].reverse();
  const maps = await database.rows<{
    own: number;
    other: number;
    jurisdiction: string;
    nameZh: string;
    nameEn: string;
    nameSource: string;
  }>(sql`
    select case when m.from_id in ${steps} then m.from_id else m.to_id end as own,
           o.id as other, s.jurisdiction, o.name_zh as "nameZh", o.name_en as "nameEn", o.name_source as "nameSource"
      from lim_food_mappings m
      join lim_food_nodes o on o.id = case when m.from_id in ${steps} then m.to_id else m.from_id end
      join lim_food_schemes s on s.code = o.scheme
     where m.from_id in ${steps} or m.to_id in ${steps}`);
  for (const j of codes) {
    if (out.has(j)) continue;
    const rank = new Map<number, number>();
    let name = '';
    steps.forEach((step, i) => {
      const hits = maps.filter((m) => m.own === step && m.jurisdiction === j);
      if (hits.length && !name) name = hits.map(nameOf).join(lang === 'en' ? '; ' : '；');
      for (const h of hits) if (!rank.has(h.other)) rank.set(h.other, i);
    });
    if (rank.size) out.set(j, { ids: [...rank.keys()], name, rank });
  }
  return out;
}

/**
 * Per substance, the rows reached through the nearest mapped node: an EU entry mapped to 菠菜 itself
 * governs over one mapped to 叶菜蔬菜 for the same contaminant.
 */
function nearest<R extends { substanceId: number; path: { id: number }[] }>(
  rows: R[],
  target: Target | undefined,
): R[] {
  if (!target || target.rank.size < 2) return rows;
  const at = (r: R) => target.rank.get(r.path[r.path.length - 1]!.id) ?? 0;
  const best = new Map<number, number>();
  for (const r of rows) best.set(r.substanceId, Math.min(best.get(r.substanceId) ?? Infinity, at(r)));
  return rows.filter((r) => at(r) === best.get(r.substanceId));
}

type Target = { ids: number[]; name: string; rank: Map<number, number> };

const reasonText = (lang: Language, zh: string, en: string) => (lang === 'en' ? en : zh);

/** What a cell reads of its rows (the comparison passes full rows, the analysis report lean ones). */
type CellRow = Pick<ApplicableItem, 'effective' | 'limitType' | 'valueMgKg' | 'path' | 'inherited' | 'flagged'>;
type Cell<R> = Omit<CompareCell, 'rows'> & { rows: R[] };

/** One cell: the governing rows of a jurisdiction, or why there is none. */
function cellFor<R extends CellRow>(
  j: JurisdictionInfo,
  substanceClass: string,
  target: Target | undefined,
  rows: R[],
  lang: Language,
): Cell<R> {
  const base = {
    jurisdiction: j.code,
    foodNodeId: target?.ids[0] ?? null,
    foodName: target?.name ?? '',
    rows,
    strictest: false,
  };
  if (!target)
    return {
      ...base,
      status: 'no_mapping',
      reason: reasonText(
        lang,
        '该法域的食品分类中没有与此食品对应的类别',
        'No category of this jurisdiction is mapped to this food',
      ),
      valueMgKg: null,
    };
  const effective = rows.filter((r) => r.effective);
  const exempt = effective.find((r) => r.limitType === 'exempt');
  if (exempt)
    return { ...base, status: 'exempt', reason: reasonText(lang, '免订容许量', 'Exempt from MRLs'), valueMgKg: null };
  const valued = effective.filter((r) => r.valueMgKg !== null);
  if (valued.length) {
    const best = valued.reduce((a, b) => (b.valueMgKg! < a.valueMgKg! ? b : a));
    const from = best.path[0]!;
    return best.inherited
      ? {
          ...base,
          status: 'inherited',
          reason: reasonText(
            lang,
            `继承自类别「${from.nameZh || from.nameSource}」`,
            `Inherited from group "${from.nameEn || from.nameZh || from.nameSource}"`,
          ),
          valueMgKg: best.valueMgKg,
        }
      : { ...base, status: 'limit', reason: '', valueMgKg: best.valueMgKg };
  }
  if (rows.some((r) => r.flagged))
    return {
      ...base,
      status: 'flagged',
      reason: reasonText(
        lang,
        '仅有OCR存疑的数据行，未作为有效限量',
        'Only rows flagged as OCR errors; none is used as a limit',
      ),
      valueMgKg: null,
    };
  const cov = coverage[j.code];
  if (cov && !cov.classes.includes(substanceClass))
    return {
      ...base,
      status: 'not_in_database',
      reason: reasonText(lang, cov.missingZh, cov.missingEn),
      valueMgKg: null,
    };
  if (j.noLimitRule === 'positive_list')
    return { ...base, status: 'not_listed', reason: reasonText(lang, j.noLimitZh, j.noLimitEn), valueMgKg: null };
  return { ...base, status: 'no_limit', reason: reasonText(lang, j.noLimitZh, j.noLimitEn), valueMgKg: null };
}

/** The strictest among the cells that have a value, and only where two or more have one to compare. */
function markStrictest(cells: Omit<CompareCell, 'rows'>[]) {
  const values = cells.map((c) => c.valueMgKg).filter((v): v is number => v !== null);
  if (values.length < 2) return [];
  const min = Math.min(...values);
  for (const c of cells) if (c.valueMgKg === min) c.strictest = true;
  return cells.filter((c) => c.strictest).map((c) => c.jurisdiction);
}

async function prepare(database: Database, foodNodeId: number, codes: string[], lang: Language) {
  const all = await checkJurisdictions(database, codes);
  const node = await nodeWithJurisdiction(database, foodNodeId);
  if (!node) throw warn('limitsUnknownFood');
  const jurisdictions = codes.map((c) => all.find((j) => j.code === c)!);
  const targets = await counterparts(database, node, codes, lang);
  return { node, jurisdictions, targets };
}

const foodItem = (n: NodeRow) => ({
  id: n.id,
  scheme: n.scheme,
  nameZh: n.nameZh,
  nameEn: n.nameEn,
  nameSource: n.nameSource,
  nameOrigin: n.nameOrigin,
  code: n.code,
  depth: n.depth,
  placedBy: n.placedBy,
});

/** Each jurisdiction's counterpart nodes, as the applicable-rows readers take them. */
const nodesByJurisdiction = (targets: Map<string, Target>, codes: string[]) =>
  new Map(codes.map((code) => [code, targets.get(code)?.ids ?? []]));

export async function compare(database: Database, input: In<'compare'>, lang: Language) {
  const [substance] = await database.db.select().from(limSubstances).where(eq(limSubstances.id, input.substanceId));
  if (!substance) throw warn('limitsUnknownSubstance');
  const codes = [...new Set(input.jurisdictions)];
  const { node, jurisdictions, targets } = await prepare(database, input.foodNodeId, codes, lang);
  const rows = await applicableItems(database, nodesByJurisdiction(targets, codes), substance.id);
  const cells = jurisdictions.map((j) =>
    cellFor(
      j,
      substance.substanceClass,
      targets.get(j.code),
      nearest(rows.get(j.code) ?? [], targets.get(j.code)),
      lang,
    ),
  );
  markStrictest(cells);
  return {
    substance: {
      id: substance.id,
      nameZh: substance.nameZh || substance.nameZhTw || substance.nameEn,
      nameZhTw: substance.nameZhTw,
      nameEn: substance.nameEn,
      cas: substance.cas,
      substanceClass: substance.substanceClass,
      nameZhOrigin: substance.nameZhOrigin,
    },
    food: foodItem(node),
    jurisdictions,
    cells,
  };
}

/** One collator for the whole sort: `localeCompare(…, 'zh')` builds one per comparison. */
const chineseOrder = new Intl.Collator('zh');

export async function analysis(database: Database, input: In<'analysis'>, lang: Language) {
  const codes = [...new Set(input.jurisdictions)];
  const { node, jurisdictions, targets } = await prepare(database, input.foodNodeId, codes, lang);
  const byJ = new Map(
    [...(await applicableReportRows(database, nodesByJurisdiction(targets, codes)))].map(
      ([code, rows]) => [code, nearest(rows, targets.get(code))] as const,
    ),
  );
  const ids = [...new Set([...byJ.values()].flat().map((r) => r.substanceId))];
  type Row = NonNullable<ReturnType<typeof byJ.get>>[number];
  const bySubstance = new Map<string, Row[]>();
  for (const [code, rows] of byJ)
    for (const r of rows) {
      const key = `${code}|${r.substanceId}`;
      const list = bySubstance.get(key);
      if (list) list.push(r);
      else bySubstance.set(key, [r]);
    }
  const subs = ids.length
    ? await database.db
        .select({
          id: limSubstances.id,
          nameZh: limSubstances.nameZh,
          nameZhTw: limSubstances.nameZhTw,
          nameEn: limSubstances.nameEn,
          substanceClass: limSubstances.substanceClass,
        })
        .from(limSubstances)
        .where(inArray(limSubstances.id, ids))
    : [];
  const rows = subs
    .map((s) => {
      // The report carries only the governing rows of each cell (superseded ones are on the food page).
      const cells = jurisdictions.map((j) => {
        const cell = cellFor(
          j,
          s.substanceClass,
          targets.get(j.code),
          bySubstance.get(`${j.code}|${s.id}`) ?? [],
          lang,
        );
        return {
          ...cell,
          rows: cell.rows
            .filter((r) => r.effective)
            .map((r) => ({
              id: r.id,
              valueRaw: r.valueRaw,
              unit: r.unit,
              limitFor: r.limitFor,
              sourceDoc: r.sourceDoc,
              sourceTable: r.sourceTable,
              inherited: r.inherited,
            })),
        };
      });
      const strictest = markStrictest(cells);
      const gaps = cells.filter((c) => !['limit', 'inherited', 'exempt'].includes(c.status)).map((c) => c.jurisdiction);
      return {
        substanceId: s.id,
        substanceZh: s.nameZh || s.nameZhTw || s.nameEn,
        substanceEn: s.nameEn || s.nameZh,
        cells,
        strictest,
        gaps,
      };
    })
    .sort((a, b) => a.gaps.length - b.gaps.length || chineseOrder.compare(a.substanceZh, b.substanceZh));
  return { food: foodItem(node), jurisdictions, rows, generatedAt: new Date().toISOString() };
}
