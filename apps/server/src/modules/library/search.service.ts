import { sql, type SQL } from 'drizzle-orm';
import {
  docModules,
  validity as validityTable,
  endedBy,
  type DocModule,
  type Language,
  type LibraryKey,
  type SearchInput,
  type ValidityCode,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { queryTokens } from '../../lib/search/segment.js';
import { tsQuery } from '../../lib/search/vector.js';
import { splitNumber, numberKeys, type NumberKeys } from '../../lib/search/number.js';
import { highlight, snippet } from '../../lib/search/highlight.js';
import { readableWindow } from './document-model/index.js';
import { warn } from '../../lib/errors.js';
import { favoriteIds, summarySelectSql, toSummary, type SummaryRow } from './documents.repo.js';
import { inLibrary } from './library-filter.js';
import { addDays, today } from './dates.js';
import { countCache } from './count-cache.js';
import { columnOrder } from './sort-order.js';

/** Search input without the session fields; module lists and exports reuse it. */
export type SearchQuery = Omit<SearchInput, 'customer_id' | 'batoken'>;

// Relevance is computed only over this many candidates per tier (number, title, body): a
// common term would otherwise be ranked over every match (DESIGN.md, known costs).
const CANDIDATES = 1000;

const dateColumn = {
  publishDate: 'publish_date',
  effectiveDate: 'effective_date',
  implementDate: 'implement_date',
  invalidDate: 'invalid_date',
  abolishDate: 'abolish_date',
  updateDate: 'update_date',
  addDate: 'add_date',
} as const;

const recentDays = { week: 7, month: 30, threeMonths: 91, halfYear: 182 } as const;

const tsq = (tokens: string[]) => tsQuery(tokens);

const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows whose number is the query's; a code without year also finds the numbers it begins (a
 * reader typing "DB13" or "GB276" is part way through a number). Exact matches still rank
 * first through numberScore.
 */
function numberCondition(keys: NumberKeys): SQL {
  if (keys.key) return sql`d.number_key = ${keys.key}`;
  if (keys.code) return sql`(d.number_code = ${keys.code} or d.number_code like ${likePrefix(keys.code)})`;
  return sql`d.number_digits = ${keys.digits}`;
}

/** How well a row's number matches: exact with year above same code above bare digits. */
function numberScore(keys: NumberKeys): SQL {
  return sql`(case when d.number_key = ${keys.key ?? ''} then 3 when d.number_code = ${keys.code ?? ''} then 2 when d.number_digits = ${keys.digits} then 1 else 0 end)`;
}

export interface Tier {
  cond: SQL;
  level: SQL;
  band: number;
}

export interface CompiledSearch {
  filters: SQL;
  /** Match of the keyword / advanced fields; undefined when there is nothing to match. */
  match?: SQL;
  /**
   * The parts of `match` by rank: each alone is a cheap indexed condition (number, title, body).
   * `band` orders them: every level of a tier lies above every level of a tier of a lower band,
   * so a page filled by the higher bands never depends on the lower ones.
   */
  tiers: Tier[];
  numberKeys: NumberKeys | null;
  titleTokens: string[];
  bodyTokens: string[];
  fullText: boolean;
  cacheKey: string;
}

export function compileSearch(library: LibraryKey, q: SearchQuery): CompiledSearch {
  if (q.fullLibrary && q.category) throw warn('fullLibraryWithCategory');
  const day = today();
  const filters: SQL[] = [inLibrary(library, 'd')];
  const modules = q.fullLibrary ? undefined : q.modules;
  if (modules?.length)
    filters.push(
      sql`d.module in (${sql.join(
        modules.map((m) => sql`${m}`),
        sql`, `,
      )})`,
    );
  if (q.province) filters.push(sql`d.province = ${q.province}`);
  if (q.quick === 'newToday') filters.push(sql`d.add_date = ${day}`);
  if (q.quick === 'newWeek') filters.push(sql`d.add_date >= ${addDays(day, -7)}`);
  if (q.quick === 'contentWeek') filters.push(sql`d.content_updated_at >= ${addDays(day, -7)}`);
  if (q.quick === 'statusToday') filters.push(sql`d.status_updated_at >= ${day}`);
  if (q.recent) filters.push(sql`d.publish_date >= ${addDays(day, -recentDays[q.recent])}`);

  // Fields that advanced mode combines with AND / OR; in ordinary mode they are all ANDed.
  const fields: SQL[] = [];
  if (q.status?.length)
    fields.push(
      sql`d.validity in (${sql.join(
        q.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (q.category) fields.push(sql`d.category = ${q.category}`);
  if (q.industry) fields.push(sql`d.industry = ${q.industry}`);
  if (q.department) fields.push(sql`d.department = ${q.department}`);
  for (const [field, range] of Object.entries(q.dates ?? {})) {
    const col = sql.raw(`d.${dateColumn[field as keyof typeof dateColumn]}`);
    if (range?.from && range?.to) fields.push(sql`${col} between ${range.from} and ${range.to}`);
    else if (range?.from) fields.push(sql`${col} >= ${range.from}`);
    else if (range?.to) fields.push(sql`${col} <= ${range.to}`);
  }

  const split = splitNumber(q.keyword ?? '');
  let keys = split.keys;
  const keywordTokens = queryTokens(split.keys ? split.rest : (q.keyword ?? ''));
  let titleTokens = keywordTokens;
  if (q.mode === 'advanced') {
    const titleToks = queryTokens(q.title ?? '');
    if (titleToks.length) fields.push(sql`d.title_tsv @@ ${tsq(titleToks)}`);
    const numKeys = numberKeys(q.docNumber ?? '');
    if (numKeys) {
      fields.push(numberCondition(numKeys));
      keys = keys ?? numKeys;
    }
    titleTokens = [...new Set([...keywordTokens, ...titleToks])];
  }
  if (fields.length)
    filters.push(
      q.mode === 'advanced' && q.logic === 'or' ? sql`(${sql.join(fields, sql` or `)})` : sql.join(fields, sql` and `),
    );

  let match: SQL | undefined;
  const tiers: Tier[] = [];
  if (split.keys) {
    const cond = split.rest
      ? sql`(${numberCondition(split.keys)} and d.title_tsv @@ ${tsq(keywordTokens.length ? keywordTokens : [split.rest])})`
      : numberCondition(split.keys);
    tiers.push({ cond, level: sql`3 + ${numberScore(split.keys)}`, band: 3 });
  }
  if (keywordTokens.length && !split.keys) {
    tiers.push({ cond: sql`d.title_tsv @@ ${tsq(keywordTokens)}`, level: sql`2`, band: 2 });
    if (q.fullText) tiers.push({ cond: sql`d.body_tsv @@ ${tsq(keywordTokens)}`, level: sql`1`, band: 1 });
  }
  // A number alone may also be written in bodies (e.g. 按GB 2760执行).
  const numberWords = split.keys && !split.rest && q.fullText ? queryTokens(q.keyword ?? '') : [];
  if (numberWords.length) tiers.push({ cond: sql`d.body_tsv @@ ${tsq(numberWords)}`, level: sql`1`, band: 1 });
  if (tiers.length)
    match = sql`(${sql.join(
      tiers.map((t) => t.cond),
      sql` or `,
    )})`;
  else if (q.keyword && !keywordTokens.length && !split.keys) match = sql`false`;

  return {
    filters: sql.join(filters, sql` and `),
    match,
    tiers,
    numberKeys: keys,
    titleTokens,
    bodyTokens: q.fullText ? [...new Set([...keywordTokens, ...(split.keys ? queryTokens(q.keyword ?? '') : [])])] : [],
    fullText: q.fullText,
    cacheKey: JSON.stringify([library, { ...q, page: 0, pageSize: 0, sortBy: '', sort: '', order: '' }]),
  };
}

export interface Facets {
  total: number;
  estimated: boolean;
  module: { key: string; count: number }[];
  status: { key: string; count: number }[];
}

type FacetRow = { module: string; validity: number; n: number };

function toFacets(rows: FacetRow[], estimated: boolean): Facets {
  const byModule = new Map<string, number>();
  const byStatus = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    total += r.n;
    byModule.set(r.module, (byModule.get(r.module) ?? 0) + r.n);
    byStatus.set(String(r.validity), (byStatus.get(String(r.validity)) ?? 0) + r.n);
  }
  return {
    total,
    estimated,
    module: [...byModule].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count),
    status: [...byStatus].map(([key, count]) => ({ key, count })).sort((a, b) => Number(a.key) - Number(b.key)),
  };
}

// Above this many matches (planner's estimate) totals and facets come from a page sample of
// about SAMPLE_MATCHES matching rows (1% to 5% of the table), scaled up, and are flagged as
// estimates: counting every match of a common term in the bodies reads the whole table.
const EXACT_LIMIT = 20_000;
const SAMPLE_MATCHES = 1000;

async function plannedRows(database: Database, where: SQL): Promise<number> {
  const [row] = await database.rows<Record<string, unknown>>(
    sql`explain (format json) select 1 from lib_documents d where ${where}`,
  );
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[] | undefined;
  return plan?.[0]?.Plan['Plan Rows'] ?? 0;
}

/** Total and facet counts in one grouped query, cached (pager totals of a common term are costly). */
export async function facetCounts(database: Database, c: CompiledSearch): Promise<Facets> {
  return countCache(database).get(c.cacheKey, async () => {
    const where = c.match ? sql`${c.filters} and ${c.match}` : c.filters;
    const planned = c.match ? await plannedRows(database, where) : 0;
    if (planned <= EXACT_LIMIT) {
      return toFacets(
        await database.rows<FacetRow>(
          sql`select d.module, d.validity, count(*)::int as n from lib_documents d where ${where} group by d.module, d.validity`,
        ),
        false,
      );
    }
    const percent = Math.min(5, Math.max(1, Math.ceil((SAMPLE_MATCHES * 100) / planned)));
    // Scaled by the rows the sample read against the table's rows, not by the percentage: the
    // sample takes whole pages, and how many (and how full) varies by some 10%.
    // One pass over the sample: each group's matches and rows read, summed here for the scale.
    const groups = await database.rows<FacetRow & { sampled: number; rows: number }>(sql`
      select d.module, d.validity, (count(*) filter (where ${where}))::int as n, count(*)::int as sampled,
        (select reltuples from pg_class where oid = 'lib_documents'::regclass)::float8 as rows
      from lib_documents d tablesample system (${sql.raw(String(percent))}) repeatable (7)
      group by d.module, d.validity`);
    const sampled = groups.reduce((sum, g) => sum + g.sampled, 0);
    const tableRows = groups[0]?.rows ?? 0;
    const scale = tableRows > 0 && sampled > 0 ? tableRows / sampled : 100 / percent;
    return toFacets(
      groups
        .filter((g) => g.n > 0)
        .map((g) => ({ module: g.module, validity: g.validity, n: Math.round(g.n * scale) })),
      true,
    );
  });
}

const orderByDate = sql`d.publish_date desc nulls last, d.id desc`;

interface RankedPage {
  rows: SummaryRow[];
  /** Totals and facets, when the candidates are every match (no tier reached its cap). */
  facets?: Facets;
  /** The member's favourites among the rows and the rows' bodies, when the page query read them. */
  favorites?: Set<number>;
  bodies?: Map<number, string>;
}

/** What the page query also reads for its rows: favourite flags of this member, bodies for snippets. */
interface PageExtras {
  memberId?: number;
  bodies: boolean;
}

type CandidateRow = SummaryRow & {
  candidates: number;
  widest: number;
  facets: FacetRow[] | string | null;
  favorite: boolean;
  body?: string;
};

/**
 * One relevance-ordered page from the candidates of `tiers` (each capped at CANDIDATES), with,
 * in the same query, the number of distinct candidates, the size of the largest tier (a tier at
 * its cap may have more matches) and the facet counts of the candidates.
 */
async function candidatePage(
  database: Database,
  c: CompiledSearch,
  tiers: Tier[],
  offset: number,
  limit: number,
  extras: PageExtras,
) {
  const score = c.titleTokens.length ? sql`ts_rank(d.title_tsv, ${tsq(c.titleTokens)})` : sql`0`;
  // Each tier reads its rows whole, so the candidates need no second lookup by id. One tier
  // holds each row once, so only several tiers need the distinct pass.
  const cand = sql.join(
    tiers.map(
      (t, i) =>
        sql`(select ${summarySelectSql}, ${t.level} as tier, ${sql.raw(String(i))} as t, ${score} as score, length(d.title) as len
          from lib_documents d where ${c.filters} and ${t.cond} limit ${CANDIDATES})`,
    ),
    sql` union all `,
  );
  const body = extras.bodies ? sql`, (select b.body from lib_documents b where b.id = q.id) as body` : sql``;
  const rows = await database.rows<CandidateRow>(sql`
    with cand as (${cand}),
    hit as materialized (${tiers.length === 1 ? sql`select * from cand` : sql`select distinct on (id) * from cand order by id, tier desc`}),
    stats as (select
      (select count(*)::int from hit) as candidates,
      (select coalesce(max(n), 0)::int from (select count(*) as n from cand group by t) w) as widest,
      (select json_agg(f) from (select module, validity, count(*)::int as n from hit group by module, validity) f) as facets)
    select stats.*, p.* from stats left join lateral (
      select q.*, exists (select 1 from lib_favorites f where f.member_id = ${extras.memberId ?? 0} and f.doc_id = q.id) as favorite ${body}
      from (select * from hit order by tier desc, score desc, len, "publishDate" desc nulls last, id desc limit ${limit} offset ${offset}) q
    ) p on true`);
  const head = rows[0]!;
  const facets = typeof head.facets === 'string' ? (JSON.parse(head.facets) as FacetRow[]) : (head.facets ?? []);
  const page = rows.filter((r) => r.id !== null);
  return {
    rows: page,
    candidates: head.candidates,
    capped: head.widest >= CANDIDATES,
    facets,
    favorites: new Set(page.filter((r) => r.favorite).map((r) => r.id)),
    bodies: extras.bodies ? new Map(page.map((r) => [r.id, r.body ?? ''])) : undefined,
  };
}

/**
 * Relevance order: tiers are queried a band at a time (number, then title, then body) until
 * the page is full, so a common word in the bodies is not read when titles fill the page.
 * When every tier was read and none reached its cap, the candidates are every match and the
 * totals come with them; past the candidates the remaining matches follow in date order.
 */
async function rankedPage(
  database: Database,
  c: CompiledSearch,
  offset: number,
  limit: number,
  extras: PageExtras,
): Promise<RankedPage> {
  const cuts = c.tiers.flatMap((t, i) => (i + 1 === c.tiers.length || c.tiers[i + 1]!.band !== t.band ? [i + 1] : []));
  let page: Awaited<ReturnType<typeof candidatePage>> | undefined;
  let read = 0;
  for (const cut of cuts) {
    page = await candidatePage(database, c, c.tiers.slice(0, cut), offset, limit, extras);
    read = cut;
    if (page.rows.length === limit) break;
  }
  const { rows, candidates, capped, facets, favorites, bodies } = page!;
  const complete = read === c.tiers.length && !capped;
  if (rows.length === limit || !capped)
    return { rows, facets: complete ? toFacets(facets, false) : undefined, favorites, bodies };
  // Past the ranked candidates: the remaining matches in date order.
  const candIds = sql`select id from (${sql.join(
    c.tiers.map((t) => sql`(select d.id from lib_documents d where ${c.filters} and ${t.cond} limit ${CANDIDATES})`),
    sql` union all `,
  )}) c`;
  const rest = await database.rows<SummaryRow>(
    sql`select ${summarySelectSql} from lib_documents d where ${c.filters} and ${c.match!} and d.id not in (${candIds}) order by ${orderByDate} limit ${limit - rows.length} offset ${Math.max(0, offset - candidates)}`,
  );
  return { rows: [...rows, ...rest] };
}

/** One page of rows in the list's order: a clicked column, else relevance or date (exports read it). */
export async function pageRows(
  database: Database,
  c: CompiledSearch,
  q: Pick<SearchQuery, 'sortBy' | 'sort' | 'order'>,
  offset: number,
  limit: number,
): Promise<SummaryRow[]> {
  const byColumn = columnOrder(q.sort, q.order, 'd');
  return (await searchPage(database, c, q.sortBy, offset, limit, { bodies: false }, byColumn)).rows;
}

async function searchPage(
  database: Database,
  c: CompiledSearch,
  sortBy: 'relevance' | 'date',
  offset: number,
  limit: number,
  extras: PageExtras,
  byColumn?: SQL,
): Promise<RankedPage> {
  if (!byColumn && sortBy === 'relevance' && c.match && c.tiers.length)
    return rankedPage(database, c, offset, limit, extras);
  const where = c.match ? sql`${c.filters} and ${c.match}` : c.filters;
  return {
    rows: await database.rows<SummaryRow>(
      sql`select ${summarySelectSql} from lib_documents d where ${where} order by ${byColumn ?? orderByDate} limit ${limit} offset ${offset}`,
    ),
  };
}

const moduleLabel = (m: string, lang: Language) => {
  const def = docModules[m as DocModule];
  return def ? (lang === 'en' ? def.en : def.zh) : m;
};
// Code 3 counts both ways a document ends: the facet names both (废止 / 被替代).
const statusLabel = (s: string, lang: Language) =>
  s === '3'
    ? `${validityTable[3][lang]} / ${endedBy.replaced[lang]}`
    : (validityTable[Number(s) as ValidityCode] ?? validityTable[0])[lang];

export async function runSearch(
  database: Database,
  library: LibraryKey,
  q: SearchQuery,
  lang: Language,
  memberId?: number,
) {
  const started = performance.now();
  const compiled = compileSearch(library, q);
  const offset = (q.page - 1) * q.pageSize;
  // Totals start beside the page when the page query cannot give them: date order, no keyword,
  // and on PostgreSQL (a second connection) full text, whose body tier nearly always reaches its cap.
  const byColumn = columnOrder(q.sort, q.order, 'd');
  const ranked = !byColumn && q.sortBy === 'relevance' && compiled.tiers.length > 0;
  const early =
    !ranked || (database.kind === 'postgres' && compiled.tiers.some((t) => t.band === 1))
      ? facetCounts(database, compiled)
      : undefined;
  const page = await searchPage(
    database,
    compiled,
    q.sortBy,
    offset,
    q.pageSize,
    { memberId, bodies: compiled.bodyTokens.length > 0 },
    byColumn,
  ).catch(async (e: unknown) => {
    await early?.catch(() => undefined);
    throw e;
  });
  const rows = page.rows;
  const [facets, favorites, bodies] = await Promise.all([
    early ?? page.facets ?? facetCounts(database, compiled),
    page.favorites ??
      favoriteIds(
        database.db,
        memberId,
        rows.map((r) => r.id),
      ),
    compiled.bodyTokens.length && rows.length
      ? (page.bodies ??
        database
          .rows<{ id: number; body: string }>(
            sql`select id, body from lib_documents where id in (${sql.join(
              rows.map((r) => sql`${r.id}`),
              sql`, `,
            )})`,
          )
          .then((found) => new Map(found.map((r) => [r.id, r.body]))))
      : undefined,
  ]);
  const list = rows.map((r) => toSummary(r, lang, favorites));
  const marks = [...new Set([...compiled.titleTokens, ...compiled.bodyTokens])];
  for (const item of list) {
    if (marks.length) item.titleHighlight = highlight(item.title, marks);
    if (bodies)
      item.snippet = snippet(readableWindow(bodies.get(item.id) ?? '', compiled.bodyTokens), compiled.bodyTokens);
  }
  return {
    list,
    total: facets.total,
    ...(facets.estimated ? { estimated: true } : {}),
    page: q.page,
    pageSize: q.pageSize,
    facets: {
      module: facets.module.map((f) => ({ ...f, label: moduleLabel(f.key, lang) })),
      status: facets.status.map((f) => ({ ...f, label: statusLabel(f.key, lang) })),
    },
    numberKey: compiled.numberKeys
      ? (compiled.numberKeys.key ?? compiled.numberKeys.code ?? compiled.numberKeys.digits)
      : null,
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  };
}
