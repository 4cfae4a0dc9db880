import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import {
  factThreshold,
  requirementLabel,
  type Indicator,
  type Language,
  type ProductSource,
  type ResultInput,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import {
  indIndicators,
  indSpecLines,
  indSpecs,
  indStandards,
  libDocuments,
  libSafeItems,
} from '../../db/schema/index.js';
import { warn } from '../../lib/errors.js';
import { findSubstances, limitsForSubstance, applicableLimits } from '../limits/limits.repo.js';
import { assemble, dropAssembledCache, fromParsed, parsedColumns } from './assemble.js';
import { additiveIndicators, limitIndicators, matchFood } from './general.js';
import { checkOne } from './verdict.js';
import { nameKey } from './compare.js';
import { convert } from './units.js';
import { readRequirement } from './parse/requirement.js';

/**
 * The indicator a result row names: same name; else a name that starts the other; among grades
 * or product types the strictest maximum. The list's name keys are computed once and each
 * distinct name is matched once: 1,000 result rows against a list of a few hundred indicators
 * would otherwise normalise some 300,000 names.
 */
export function indicatorMatcher(list: Indicator[]): (name: string) => Indicator | undefined {
  const keyed = list.map((i) => ({ i, key: nameKey(i.name) }));
  const memo = new Map<string, Indicator | undefined>();
  return (name) => {
    const key = nameKey(name);
    if (memo.has(key)) return memo.get(key);
    const same = keyed.filter((k) => k.key === key);
    const pool = (same.length ? same : keyed.filter((k) => k.key.startsWith(key) || key.startsWith(k.key))).map(
      (k) => k.i,
    );
    const facts = pool.filter((i) => i.confidence >= factThreshold && i.requirement.kind !== 'text');
    const best = (facts.length ? facts : pool)
      .slice()
      .sort((a, b) => (a.requirement.max ?? Infinity) - (b.requirement.max ?? Infinity))[0];
    memo.set(key, best);
    return best;
  };
}

export async function checkResults(
  database: Database,
  customerId: number,
  source: ProductSource,
  results: ResultInput[],
  nearPercent: number,
  lang: Language,
) {
  const match = indicatorMatcher((await assemble(database, customerId, source)).indicators);
  return results.map((r, i) => {
    const ind = match(r.name);
    const { verdict, reason } = checkOne(r, ind, nearPercent, lang, factThreshold);
    return {
      row: i + 1,
      name: r.name,
      value: r.value,
      unit: r.unit,
      indicatorId: ind?.id ?? null,
      requirement: ind ? requirementLabel(ind.requirement, lang) : '',
      indicatorUnit: ind?.unit ?? '',
      verdict,
      reason,
    };
  });
}

/** Method standards in the library by their number without year ("GB 5009.12" → GB 5009.12-2023). */
async function methodDocuments(database: Database, methods: string[]) {
  const out: { number: string; title: string; documentId: number | null }[] = [];
  for (const m of methods.slice(0, 8)) {
    const number = m.replace(/\s+/g, ' ').trim();
    const compact = number.replace(/\s+/g, '');
    const [doc] = /^附录/.test(number)
      ? []
      : await database.db
          .select({ id: libDocuments.id, title: libDocuments.title, docNumber: libDocuments.docNumber })
          .from(libDocuments)
          .where(
            and(
              eq(libDocuments.library, 'biaofa'),
              or(
                like(libDocuments.docNumber, `${number}-%`),
                like(libDocuments.docNumber, `${number}—%`),
                like(sql`replace(${libDocuments.docNumber}, ' ', '')`, `${compact}-%`),
              ),
            ),
          )
          .orderBy(sql`${libDocuments.validity} = 1 desc`, sql`${libDocuments.docNumber} desc`)
          .limit(1);
    out.push({ number: doc?.docNumber ?? number, title: doc?.title ?? '', documentId: doc?.id ?? null });
  }
  return out;
}

async function indicatorById(
  database: Database,
  customerId: number,
  id: string,
): Promise<{ indicator: Indicator; sourceText: string }> {
  const n = Number(id.slice(1));
  if (!Number.isInteger(n) || n <= 0) throw warn('notFound');
  if (id.startsWith('p')) {
    const [row] = await database.db
      .select({ ...parsedColumns, tables: indStandards.tables })
      .from(indIndicators)
      .innerJoin(indStandards, eq(indStandards.id, indIndicators.standardId))
      .where(eq(indIndicators.id, n));
    if (!row) throw warn('notFound');
    return { indicator: fromParsed(row), sourceText: row.tables[row.clause] ?? row.sourceLines };
  }
  if (id.startsWith('s')) {
    const [row] = await database.db
      .select({ line: indSpecLines, spec: indSpecs })
      .from(indSpecLines)
      .innerJoin(indSpecs, eq(indSpecs.id, indSpecLines.specId))
      .where(and(eq(indSpecLines.id, n), eq(indSpecs.customerId, customerId)));
    if (!row) throw warn('notFound');
    const list = await assemble(database, customerId, { kind: 'spec', key: String(row.spec.id) });
    const ind = list.indicators.find((i) => i.id === id);
    if (!ind) throw warn('notFound');
    return {
      indicator: ind,
      sourceText: `${row.spec.name}\n${row.line.name} ${row.line.requirementText} ${row.line.unit}`,
    };
  }
  if (id.startsWith('l')) {
    const [row] = await database.rows<{ node: number }>(
      sql`select food_node_id as node from lim_limits where id = ${n}`,
    );
    if (!row) throw warn('notFound');
    const list = await limitIndicators(database, {
      nodes: [{ id: row.node, name: '', scheme: '' }],
      additiveCategory: null,
    });
    const ind = list.find((i) => i.id === id) ?? (await limitRowIndicator(database, n));
    const [raw] = await database.rows<{ text: string }>(
      sql`select concat_ws(' | ', source_doc, source_table, food_label, value_raw || ' ' || unit, footnotes) as text from lim_limits where id = ${n}`,
    );
    return { indicator: ind, sourceText: raw?.text ?? '' };
  }
  if (id.startsWith('a')) {
    const [row] = await database.db.select().from(libSafeItems).where(eq(libSafeItems.id, n));
    if (!row || !row.foodCategoryCode) throw warn('notFound');
    const list = await additiveIndicators(database, {
      nodes: [],
      additiveCategory: { code: row.foodCategoryCode, name: row.foodCategory ?? '' },
    });
    const ind = list.find((i) => i.id === id);
    if (!ind) throw warn('notFound');
    return {
      indicator: ind,
      sourceText: [row.source, row.foodCategoryCode, row.foodCategory, row.name, row.maxUse, row.remark]
        .filter(Boolean)
        .join(' | '),
    };
  }
  throw warn('notFound');
}

/** A limit row whose food node lost it to a more specific one: shown as it stands. */
async function limitRowIndicator(database: Database, id: number): Promise<Indicator> {
  const [r] = await database.rows<{
    name: string;
    value: number | null;
    raw: string;
    unit: string;
    doc: string;
    tbl: string;
    food: string;
  }>(sql`
    select s.name_zh as name, l.value, l.value_raw as raw, l.unit, l.source_doc as doc, l.source_table as tbl, l.food_label as food
      from lim_limits l join lim_substances s on s.id = l.substance_id where l.id = ${id}`);
  if (!r) throw warn('notFound');
  return {
    id: `l${id}`,
    name: r.name,
    category: '污染物',
    requirement: r.value === null ? { kind: 'text', text: r.raw } : { kind: 'max', max: r.value, text: `≤ ${r.raw}` },
    unit: r.unit,
    grade: '',
    scope: '',
    methods: [],
    sourceStandard: r.doc,
    sourceClause: r.tbl,
    foodCategory: r.food,
    remark: '',
    confidence: 1,
    inheritedFrom: r.doc,
    sourceLines: '',
    safety: true,
  };
}

export async function indicatorDetail(database: Database, customerId: number, id: string) {
  const { indicator, sourceText } = await indicatorById(database, customerId, id);
  const others = await sameIndicatorElsewhere(database, indicator.name, 30);
  return {
    indicator,
    sourceText,
    methods: await methodDocuments(database, indicator.methods),
    others: others.filter((o) => o.id !== indicator.id),
  };
}

/** The same indicator in other product standards (facts only) and in the general standards. */
async function sameIndicatorElsewhere(database: Database, name: string, limit: number): Promise<Indicator[]> {
  const rows = await database.db
    .select(parsedColumns)
    .from(indIndicators)
    .innerJoin(indStandards, eq(indStandards.id, indIndicators.standardId))
    .where(and(eq(indIndicators.name, name), sql`${indIndicators.confidence} >= ${factThreshold}`))
    .orderBy(asc(indStandards.number))
    .limit(limit);
  return rows.map(fromParsed);
}

/**
 * One indicator across standards and jurisdictions for a product: the product standard's own
 * row, the GB general standard's limit for the product's food category, the EU maximum level;
 * without a product, every row of the substance. The strictest maximum (by mg/kg) is marked.
 */
export async function indicatorAcross(
  database: Database,
  customerId: number,
  name: string,
  source: ProductSource | undefined,
) {
  const rows: { indicator: Indicator; jurisdiction: 'CN' | 'EU'; strictest: boolean }[] = [];
  let own: Indicator[] = [];
  if (source) {
    const list = await assemble(database, customerId, source);
    own = list.indicators.filter(
      (i) => nameKey(i.name) === nameKey(name) || nameKey(i.name).startsWith(`${nameKey(name)}(`),
    );
    rows.push(...own.map((indicator) => ({ indicator, jurisdiction: 'CN' as const, strictest: false })));
  } else {
    rows.push(
      ...(await sameIndicatorElsewhere(database, name, 40)).map((indicator) => ({
        indicator,
        jurisdiction: 'CN' as const,
        strictest: false,
      })),
    );
  }
  const [substance] = await findSubstances(database, name, 1);
  if (substance) {
    let eu: Awaited<ReturnType<typeof limitsForSubstance>> = [];
    if (source) {
      // EU rows of the food nodes mapped to the product's GB 2762 categories.
      const key = source.food ?? (source.kind === 'category' ? source.key : '');
      const match = key ? await matchFood(database, key) : null;
      const mapped = match?.nodes.length
        ? await database.rows<{ id: number }>(
            sql`select to_id as id from lim_food_mappings m join lim_food_nodes n on n.id = m.to_id where m.from_id in ${match.nodes.map((x) => x.id)} and n.scheme = 'EU2023_915'`,
          )
        : [];
      for (const m of mapped) {
        const lim = await applicableLimits(database, {
          substanceId: substance.id,
          foodNodeId: m.id,
          jurisdictions: ['EU'],
        });
        eu.push(
          ...lim
            .filter((l) => l.effective)
            .map((l) => ({ ...l, foodNameZh: l.foodLabel, foodNameEn: '', foodScheme: 'EU2023_915' })),
        );
      }
    }
    if (!source) {
      const cn = await limitsForSubstance(database, substance.id, ['CN']);
      rows.push(
        ...cn.slice(0, 60).map((l) => ({
          indicator: limitRow(l, substance.nameZh, 'CN'),
          jurisdiction: 'CN' as const,
          strictest: false,
        })),
      );
      eu = await limitsForSubstance(database, substance.id, ['EU']);
    }
    rows.push(
      ...eu.slice(0, 60).map((l) => ({
        indicator: limitRow(l, substance.nameZh, 'EU'),
        jurisdiction: 'EU' as const,
        strictest: false,
      })),
    );
  }
  // Strictest: the lowest maximum, compared in mg/kg where the unit allows it.
  const mgkg = (i: Indicator) =>
    i.requirement.kind === 'max' && i.confidence >= factThreshold ? convert(i.requirement.max!, i.unit, 'mg/kg') : null;
  const values = rows.map((r) => mgkg(r.indicator)).filter((v): v is number => v !== null);
  if (values.length > 1) {
    const min = Math.min(...values);
    for (const r of rows) if (mgkg(r.indicator) === min) r.strictest = true;
  }
  // The strictest first: on a long list (lead has some 80 rows) it is what the reader looks for.
  return rows.sort((a, b) => Number(b.strictest) - Number(a.strictest));
}

function limitRow(
  l: {
    id: number;
    value: number | null;
    valueRaw: string;
    unit: string;
    sourceDoc: string;
    sourceTable: string;
    foodLabel: string;
    limitFor: string;
    foodNameZh?: string | null;
  },
  name: string,
  j: 'CN' | 'EU',
): Indicator {
  return {
    id: `l${l.id}`,
    name,
    category: '污染物',
    requirement:
      l.value === null
        ? { kind: 'text', text: l.valueRaw }
        : { kind: 'max', max: l.value, text: `≤ ${l.valueRaw || l.value}` },
    unit: l.unit,
    grade: '',
    scope: l.limitFor,
    methods: [],
    sourceStandard: l.sourceDoc,
    sourceClause: l.sourceTable,
    foodCategory: j === 'EU' ? l.foodLabel : (l.foodNameZh ?? l.foodLabel),
    remark: '',
    confidence: 1,
    inheritedFrom: l.sourceDoc,
    sourceLines: '',
    safety: true,
  };
}

// --- my specifications -------------------------------------------------------------------

export async function listSpecs(database: Database, customerId: number) {
  const specs = await database.db
    .select()
    .from(indSpecs)
    .where(eq(indSpecs.customerId, customerId))
    .orderBy(sql`${indSpecs.updatedAt} desc`);
  const lines = specs.length
    ? await database.db
        .select()
        .from(indSpecLines)
        .where(
          inArray(
            indSpecLines.specId,
            specs.map((s) => s.id),
          ),
        )
        .orderBy(asc(indSpecLines.position))
    : [];
  return specs.map((s) => ({
    id: s.id,
    name: s.name,
    baseStandard: s.baseStandard,
    updatedAt: s.updatedAt.slice(0, 10),
    lines: lines
      .filter((l) => l.specId === s.id)
      .map((l) => ({
        name: l.name,
        category: l.category as Indicator['category'],
        requirement: l.requirementText,
        unit: l.unit,
        method: l.method,
        remark: l.remark,
      })),
  }));
}

export async function saveSpec(
  database: Database,
  customerId: number,
  input: {
    id?: number;
    name: string;
    baseStandard: string;
    lines: {
      name: string;
      category: Indicator['category'];
      requirement: string;
      unit: string;
      method: string;
      remark: string;
    }[];
  },
) {
  const id = await database.db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      const updated = await tx
        .update(indSpecs)
        .set({ name: input.name, baseStandard: input.baseStandard, updatedAt: new Date().toISOString() })
        .where(and(eq(indSpecs.id, id), eq(indSpecs.customerId, customerId)))
        .returning({ id: indSpecs.id });
      if (!updated.length) throw warn('notFound');
      await tx.delete(indSpecLines).where(eq(indSpecLines.specId, id));
    } else {
      [{ id }] = (await tx
        .insert(indSpecs)
        .values({ customerId, name: input.name, baseStandard: input.baseStandard })
        .returning({ id: indSpecs.id })) as [{ id: number }];
    }
    await tx.insert(indSpecLines).values(
      input.lines.map((l, position) => ({
        specId: id!,
        position,
        name: l.name,
        category: l.category,
        requirementText: l.requirement,
        requirement: readRequirement(l.requirement) ?? { kind: 'text' as const, text: l.requirement },
        unit: l.unit,
        method: l.method,
        remark: l.remark,
      })),
    );
    return id!;
  });
  dropAssembledCache();
  return id;
}

export async function deleteSpec(database: Database, customerId: number, id: number) {
  const gone = await database.db
    .delete(indSpecs)
    .where(and(eq(indSpecs.id, id), eq(indSpecs.customerId, customerId)))
    .returning({ id: indSpecs.id });
  return gone.length > 0;
}
