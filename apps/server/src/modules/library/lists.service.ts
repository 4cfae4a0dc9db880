import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  docModules,
  gb2760CategoryCodes,
  gb2760CategoryEn,
  stateListKinds,
  type DocModule,
  type Language,
  type LibraryKey,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { libDocuments, libFoodCategories, libSafeItems, libSubjects } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { summaries, summaryColumns, type SummaryRow } from './documents.repo.js';
import { addDays, monthStart, nextMonthStart, today, weekStart } from './dates.js';
import { provinces } from './provinces.js';
import { inLibrary } from './library-filter.js';
import { industryLabel } from './industries.js';
import { columnOrder } from './sort-order.js';
import { queryTokens } from '../../lib/search/segment.js';
import { tsQuery } from '../../lib/search/vector.js';

/** Title match of a keyword; a keyword with no searchable token matches nothing. */
const titleMatch = (keyword: string) => {
  const tokens = queryTokens(keyword);
  return tokens.length ? sql`${libDocuments.titleTsv} @@ ${tsQuery(tokens)}` : sql`false`;
};

type StateKind = (typeof stateListKinds)[number];
const d = libDocuments;

/**
 * A document is "updated" on the days of its own dated events: published, implemented or
 * abolished. The import or edit date is when the portal touched the row, not news
 * about the document, so it is not counted (a first import would make every document "new").
 */
const ownDates = [d.publishDate, d.implementDate, d.abolishDate] as const;
const anyOwnDate = (from: string, to: string) => or(...ownDates.map((c) => and(gte(c, from), lt(c, to))))!;
/** The latest own date inside [from, to): the date a "this week" or "today" list sorts by. */
const latestOwnDate = (from: string, to: string) =>
  sql`greatest(${sql.join(
    ownDates.map((c) => sql`case when ${c} >= ${from} and ${c} < ${to} then ${c} end`),
    sql`, `,
  )})`;

/** The five state lists as date conditions on indexed columns. */
export function stateCondition(kind: StateKind, day = today()): SQL {
  const week = weekStart(day);
  switch (kind) {
    case 'weekBF':
      return and(gte(d.publishDate, week), lt(d.publishDate, addDays(week, 7)))!;
    case 'weekUpdate':
      return anyOwnDate(week, addDays(week, 7));
    case 'todayUpdate':
      return anyOwnDate(day, addDays(day, 1));
    case 'monthAbolish':
      return and(gte(d.abolishDate, monthStart(day)), lt(d.abolishDate, nextMonthStart(day)))!;
    case 'monthImplemented':
      return and(gte(d.implementDate, monthStart(day)), lt(d.implementDate, nextMonthStart(day)))!;
  }
}

const stateOrder = (kind: StateKind, day = today()) => {
  if (kind === 'monthAbolish') return d.abolishDate;
  if (kind === 'monthImplemented') return d.implementDate;
  if (kind === 'weekBF') return d.publishDate;
  const from = kind === 'weekUpdate' ? weekStart(day) : day;
  return latestOwnDate(from, addDays(from, kind === 'weekUpdate' ? 7 : 1));
};

interface Page {
  page: number;
  pageSize: number;
  /** A clicked column header (`publishDate` …); without one the list keeps its own order. */
  sort?: string;
  order?: 'asc' | 'desc';
}

/** Newest publication first, undated last: the own order of the topic, industry and province lists. */
const newestFirst = [sql`${d.publishDate} desc nulls last`, desc(d.id)];

async function pagedDocs(database: Database, where: SQL, ownOrder: SQL[], p: Page, lang: Language, memberId?: number) {
  const { db } = database;
  const byColumn = columnOrder(p.sort, p.order);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(d)
      .where(where)
      .orderBy(...(byColumn ? [byColumn] : ownOrder))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return {
    list: await summaries(db, rows as SummaryRow[], lang, memberId),
    total: Number(n),
    page: p.page,
    pageSize: p.pageSize,
  };
}

export async function stateList(
  database: Database,
  library: LibraryKey,
  kind: StateKind,
  p: Page,
  lang: Language,
  memberId?: number,
) {
  return pagedDocs(
    database,
    and(inLibrary(library), stateCondition(kind))!,
    [sql`${stateOrder(kind)} desc nulls last`, desc(d.id)],
    p,
    lang,
    memberId,
  );
}

export async function libraryHome(database: Database, library: LibraryKey, lang: Language, memberId?: number) {
  const { db } = database;
  const byModule = await db
    .select({ module: d.module, n: count() })
    .from(d)
    .where(inLibrary(library))
    .groupBy(d.module);
  const states = Object.fromEntries(
    await Promise.all(
      stateListKinds.map(async (k) => {
        const [row] = await db
          .select({ n: count() })
          .from(d)
          .where(and(inLibrary(library), stateCondition(k)));
        return [k, Number(row?.n ?? 0)] as const;
      }),
    ),
  ) as Record<StateKind, number>;
  // 最新动态: the newest documents by publication, not by when the importer last touched them.
  const latest = await db
    .select(summaryColumns)
    .from(d)
    .where(inLibrary(library))
    .orderBy(sql`${d.publishDate} desc nulls last`, desc(d.id))
    .limit(10);
  return {
    modules: byModule.map((m) => ({
      key: m.module,
      label: docModules[m.module as DocModule]?.[lang === 'en' ? 'en' : 'zh'] ?? m.module,
      count: Number(m.n),
    })),
    states,
    latest: await summaries(db, latest as SummaryRow[], lang, memberId),
    total: byModule.reduce((s, m) => s + Number(m.n), 0),
  };
}

export async function subjectList(database: Database, library: LibraryKey, p: Page & { keyword?: string }) {
  const { db } = database;
  const where = and(
    eq(libSubjects.library, library),
    p.keyword ? ilike(libSubjects.title, `%${p.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const docCount = sql<number>`(select count(*)::int from lib_subject_docs sd where sd.subject_id = ${libSubjects.id})`;
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({
        id: libSubjects.id,
        title: libSubjects.title,
        summary: libSubjects.summary,
        date: libSubjects.date,
        docCount,
      })
      .from(libSubjects)
      .where(where)
      .orderBy(desc(libSubjects.date), desc(libSubjects.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(libSubjects).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, docCount: Number(r.docCount) })),
    total: Number(n),
    page: p.page,
    pageSize: p.pageSize,
  };
}

export async function subjectDetail(
  database: Database,
  library: LibraryKey,
  id: number,
  p: Page,
  lang: Language,
  memberId?: number,
) {
  const { db } = database;
  const [s] = await db
    .select()
    .from(libSubjects)
    .where(and(eq(libSubjects.id, id), eq(libSubjects.library, library)));
  if (!s) throw notFound();
  const ids = sql`(select doc_id from lib_subject_docs where subject_id = ${id})`;
  const docs = await pagedDocs(database, sql`${d.id} in ${ids}`, newestFirst, p, lang, memberId);
  return {
    subject: { id: s.id, title: s.title, summary: s.summary, body: s.body, date: s.date, docCount: docs.total },
    docs,
  };
}

export async function industrySearch(
  database: Database,
  library: LibraryKey,
  q: Page & { industry?: string; keyword?: string },
  lang: Language,
  memberId?: number,
) {
  const { db } = database;
  const industries = await db
    .select({ key: d.industry, n: count() })
    .from(d)
    .where(and(inLibrary(library), sql`${d.industry} is not null`))
    .groupBy(d.industry)
    .orderBy(desc(count()));
  const where = and(
    inLibrary(library),
    q.industry ? eq(d.industry, q.industry) : sql`${d.industry} is not null`,
    q.keyword ? titleMatch(q.keyword) : undefined,
  )!;
  const page = await pagedDocs(database, where, newestFirst, q, lang, memberId);
  return {
    ...page,
    industries: industries.map((i) => ({
      key: i.key ?? '',
      label: industryLabel(i.key ?? '', lang),
      count: Number(i.n),
    })),
  };
}

export async function provinceCounts(database: Database, library: LibraryKey) {
  const rows = await database.db
    .select({ p: d.province, n: count() })
    .from(d)
    .where(and(inLibrary(library), sql`${d.province} is not null`))
    .groupBy(d.province);
  const byName = new Map(rows.map((r) => [r.p, Number(r.n)]));
  return { provinces: provinces.map((name) => ({ name, count: byName.get(name) ?? 0 })) };
}

export async function mapDetail(
  database: Database,
  library: LibraryKey,
  q: Page & { province: string; modules?: DocModule[]; keyword?: string },
  lang: Language,
  memberId?: number,
) {
  const { db } = database;
  const base = and(inLibrary(library), eq(d.province, q.province))!;
  const byModule = await db.select({ module: d.module, n: count() }).from(d).where(base).groupBy(d.module);
  const where = and(
    base,
    q.modules?.length ? inArray(d.module, q.modules) : undefined,
    q.keyword ? titleMatch(q.keyword) : undefined,
  )!;
  const page = await pagedDocs(database, where, newestFirst, q, lang, memberId);
  return {
    ...page,
    modules: byModule.map((m) => ({
      key: m.module,
      label: docModules[m.module as DocModule]?.[lang === 'en' ? 'en' : 'zh'] ?? m.module,
      count: Number(m.n),
    })),
  };
}

const like = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;

/** safeDb rows: a few thousand reference rows, so a contains-filter is a cheap scan. */
export async function safeDb(
  database: Database,
  q: Page & { kind: 'additive' | 'contact'; keyword?: string; foodCategoryCode?: string },
) {
  const { db } = database;
  const s = libSafeItems;
  const where = and(
    eq(s.kind, q.kind),
    q.keyword
      ? sql`(${ilike(s.name, like(q.keyword))} or ${ilike(s.code, like(q.keyword))} or ${ilike(s.cas, like(q.keyword))} or ${ilike(s.nameEn, like(q.keyword))})`
      : undefined,
    q.foodCategoryCode
      ? sql`(${s.foodCategoryCode} = ${q.foodCategoryCode} or ${s.foodCategoryCode} like ${`${q.foodCategoryCode.replace(/[%_\\]/g, '\\$&')}.%`})`
      : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(asc(s.name), asc(s.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return {
    list: rows.map(({ sourceKey: _k, ...r }) => ({ ...r, kind: r.kind as 'additive' | 'contact' })),
    total: Number(n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * foodDb: the GB 2760 category tree. A category's count is its permitted uses (rows of the
 * additive table) in it and in its sub-categories: exactly the rows safeDb lists for it. The
 * additives of table A.2 (all foods except categories 1-68) name no category and count in none.
 * Without a keyword or parent the whole tree is returned (a few hundred rows).
 */
export async function foodDb(database: Database, q: { keyword?: string; parentCode?: string }) {
  const { db } = database;
  const c = libFoodCategories;
  // The outer column is named with its table: a bare "code" inside the subquery is lib_safe_items.code.
  const uses = sql<number>`(select count(*)::int from lib_safe_items s where s.kind = 'additive' and (s.food_category_code = lib_food_categories.code or s.food_category_code like lib_food_categories.code || '.%'))`;
  // An English keyword finds the categories by the portal's English names too.
  const english = q.keyword
    ? gb2760CategoryCodes().filter((code) => gb2760CategoryEn(code)!.toLowerCase().includes(q.keyword!.toLowerCase()))
    : [];
  const where = q.keyword
    ? sql`(${ilike(c.name, like(q.keyword))} or ${c.code} like ${`${q.keyword.replace(/[%_\\]/g, '\\$&')}%`}${
        english.length ? sql` or ${inArray(c.code, english)}` : sql``
      })`
    : q.parentCode
      ? eq(c.parentCode, q.parentCode)
      : undefined;
  const rows = await db
    .select({ code: c.code, name: c.name, parentCode: c.parentCode, level: c.level, additiveCount: uses })
    .from(c)
    .where(where)
    .orderBy(asc(c.code))
    .limit(1000);
  return { list: rows.map((r) => ({ ...r, additiveCount: Number(r.additiveCount) })) };
}
