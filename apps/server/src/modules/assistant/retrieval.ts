import { sql, type SQL } from 'drizzle-orm';
import { docModules, libraryKeys, libraryRight, type DocModule, type LibraryKey } from '@app/contract';
import type { Database } from '../../db/client.js';
import { queryTokens } from '../../lib/search/segment.js';
import { splitNumber } from '../../lib/search/number.js';
import { provinces } from '../library/provinces.js';
import { exclusionPattern } from './passages.js';

/**
 * Retrieval for the assistant: standard numbers first (the library's number keys), then the
 * question's words weighted by rarity, over the passages the member may read. Old texts
 * (abolished, ended) take part only when the question asks for them, and are labelled.
 */

export interface Reader {
  isSuper: boolean;
  rights: ReadonlySet<string>;
}

export interface Passage {
  id: number;
  kind: string;
  doc_id: number | null;
  doc_version: number | null;
  library: string;
  validity: number;
  anchor: string;
  label: string;
  source_title: string;
  text: string;
  /** The document's module (clause passages), for its address. */
  module: string | null;
  score: number;
}

// Words of the question form that say nothing about its subject.
const questionWords = new Set([
  '什么',
  '哪些',
  '多少',
  '是否',
  '如何',
  '怎么',
  '怎样',
  '吗',
  '呢',
  '请问',
  '需要',
  '能否',
  '哪个',
  '有没有',
  '是不是',
  '规定',
  '要求',
  '标准',
]);
const oldAsked = /废止|作废|旧版|旧标准|历史|以前|过去|被替代|替代前|abolish|old version|former|previous/i;
const OLD_VALIDITY = [3, 7];
// A local regulation answers a question about its own place; asked in general, the national
// text ranks first. Province names in a source title mark it local.
const LOCAL_FACTOR = 0.75;
const localPlaces = provinces.filter((p) => p !== '南海诸岛' && p !== '台湾');
// A question with none of these words asks what the law requires; standards' clauses then rank
// a little below laws' (their general sections share the law's vocabulary: 召回, 许可, 标签).
const technical =
  /标准|GB|限量|指标|检验|检测|测定|方法|含量|使用量|残留|微生物|污染物|添加剂|规格|要求值|limit|standard/i;
const STANDARD_FACTOR = 0.6;
// Judicial interpretations and court rules quote the law's articles; asked in general, the law answers.
const interpretationAsked = /解释|司法|法院|检察院|案例|判例|interpretation|court|case/i;
const interpretationTitle = '最高人民法院|最高人民检察院|司法解释|适用法律若干问题';
const INTERPRETATION_FACTOR = 0.6;
const INTERPRETATION_CATEGORIES = ['司法解释', '案例'];
const placeRegex = (places: readonly string[]) => `(${places.join('|')})(省|市|自治区)`;
// A word in more passages than this is too common to select candidates by itself.
const COMMON = 2000;

/** A text[] literal of bound values (drizzle would expand a bare array into a row). */
const textArray = (items: readonly (string | number)[]) =>
  items.length
    ? sql`array[${sql.join(
        items.map((i) => sql`${i}`),
        sql`, `,
      )}]`
    : sql`array[]::text[]`;

const quote = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
// Bound as a parameter: the tokens come from the user's question.
const tsq = (words: string[], op: '&' | '|') => sql`${words.map(quote).join(` ${op} `)}::tsquery`;

let totalCache: { at: number; n: number } | undefined;
async function passageTotal(database: Database): Promise<number> {
  if (totalCache && Date.now() - totalCache.at < 60_000) return totalCache.n;
  // The planner's row estimate (kept by analyze) for a big index: counting 2.8 million rows took 2.5 s.
  const [row] = await database.rows<{ n: number }>(sql`
    select case when c.reltuples > 100000 then c.reltuples::int else (select count(*)::int from assistant_passages) end as n
    from pg_class c where c.oid = 'assistant_passages'::regclass`);
  totalCache = { at: Date.now(), n: Math.max(1, row?.n ?? 1) };
  return totalCache.n;
}

// How many passages hold a word (capped at COMMON), kept between questions: words repeat, and
// the count moves only when the index is rebuilt.
const frequencyCache = new Map<string, number>();
const FREQUENCY_CACHE_SIZE = 20_000;

/**
 * Each word is counted by its own branch with the word bound as a value, so the planner sees it
 * and reads the full-text index; one statement correlated over an array of words scanned the
 * whole table for every rare word (600 ms over 2.8 million passages).
 */
async function wordFrequencies(database: Database, tokens: string[]): Promise<{ t: string; n: number }[]> {
  const missing = [...new Set(tokens.filter((t) => !frequencyCache.has(t)))];
  if (missing.length) {
    const rows = await database.rows<{ i: number; n: number }>(
      sql.join(
        missing.map(
          (t, i) =>
            sql`select ${i}::int as i, (select count(*) from (select 1 from assistant_passages where tsv @@ (quote_literal(${t}))::tsquery limit ${COMMON}) s)::int as n`,
        ),
        sql` union all `,
      ),
    );
    if (frequencyCache.size > FREQUENCY_CACHE_SIZE) frequencyCache.clear();
    for (const r of rows) frequencyCache.set(missing[r.i]!, r.n);
  }
  return tokens.map((t) => ({ t, n: frequencyCache.get(t) ?? 0 }));
}

/** Forgets the cached passage count and word frequencies (after a reindex). */
export const forgetPassageTotal = () => {
  totalCache = undefined;
  frequencyCache.clear();
};

/**
 * The passages a reader may be answered from: those of the libraries it holds, with the module's right. A document
 * filed in one library and shown in others too (`also_in`: 广告法 serves food, cosmetics and feed) is readable by a
 * reader holding its module's right in any library showing it, so its passages are theirs as well.
 */
async function rightsFilter(database: Database, reader: Reader): Promise<SQL> {
  if (reader.isSuper) return sql`true`;
  const libs = libraryKeys.filter((l) => reader.rights.has(l));
  const rights = [...reader.rights];
  const shownHere = libs.length
    ? await database.rows<{ id: number; module: string; alsoIn: LibraryKey[] }>(
        sql`select id, module, also_in as "alsoIn" from lib_documents where also_in && ${textArray(libs)}::text[] limit 5000`,
      )
    : [];
  const readable = shownHere
    .filter((d) => {
      const def = docModules[d.module as DocModule];
      return !!def && d.alsoIn.some((l) => libs.includes(l) && reader.rights.has(libraryRight(l, def.right)));
    })
    .map((d) => d.id);
  const alsoShown = readable.length ? sql` or p.doc_id = any(${textArray(readable)}::int[])` : sql``;
  // Passages outside the libraries (limits) carry an empty library and only their own right.
  return sql`((p.library = '' or p.library = any(${textArray(libs)}::text[])) and p.right_name = any(${textArray(rights)}::text[])${alsoShown})`;
}

export interface RetrievalQuery {
  question: string;
  reader: Reader;
  limit?: number;
  /** Take abolished texts too; otherwise only when the question asks for them. */
  includeOld?: boolean;
}

export interface Retrieved {
  passages: Passage[];
  tokens: string[];
  numberCode: string | null;
  includeOld: boolean;
}

export async function retrieve(database: Database, q: RetrievalQuery): Promise<Retrieved> {
  const limit = q.limit ?? 8;
  const includeOld = q.includeOld ?? oldAsked.test(q.question);
  const { keys, rest } = splitNumber(q.question);
  const tokens = queryTokens(rest).filter((t) => !questionWords.has(t) && t.length > 0);
  const numberCode = keys?.code ?? null;
  if (!tokens.length && !numberCode) return { passages: [], tokens, numberCode, includeOld };

  const total = await passageTotal(database);
  const df = tokens.length ? await wordFrequencies(database, tokens) : [];
  const present = df.filter((d) => d.n > 0);
  const weight = new Map(present.map((d) => [d.t, Math.log(1 + total / d.n)]));
  const rare = present.filter((d) => d.n < COMMON).map((d) => d.t);

  const selectors: SQL[] = [];
  if (numberCode) selectors.push(sql`p.number_code = ${numberCode}`);
  if (rare.length) selectors.push(sql`p.tsv @@ ${tsq(rare, '|')}`);
  else if (present.length)
    selectors.push(
      sql`p.tsv @@ ${tsq(
        present.map((d) => d.t),
        '&',
      )}`,
    );
  if (!selectors.length) return { passages: [], tokens, numberCode, includeOld };

  const matchScore = present.length
    ? sql.join(
        present.map((d) => {
          const w = weight.get(d.t)!;
          return sql`(case when p.tsv @@ ${tsq([d.t], '&')} then ${w}::float8 else 0 end + case when strpos(lower(regexp_replace(p.label || ' ' || p.source_title, ${exclusionPattern}, ' ', 'g')), ${d.t}) > 0 then ${w / 2}::float8 else 0 end)`;
        }),
        sql` + `,
      )
    : sql`0`;
  const numberScore = numberCode ? sql`case when p.number_code = ${numberCode} then 6 else 0 end` : sql`0`;
  const asked = localPlaces.filter((p) => q.question.includes(p));
  const localFactor = sql`case when p.source_title ~ ${placeRegex(localPlaces)}${asked.length ? sql` and p.source_title !~ ${placeRegex(asked)}` : sql``} then ${LOCAL_FACTOR}::float8 else 1 end`;
  const standardFactor = technical.test(q.question)
    ? sql`1`
    : sql`case when d.module = 'biaozhun' then ${STANDARD_FACTOR}::float8 else 1 end`;
  // A document's validity is read from the documents table now, not from the index (written at index time).
  const liveValidity = sql`coalesce((select d0.validity from lib_documents d0 where d0.id = p.doc_id), p.validity)`;
  const validityFilter = includeOld ? sql`true` : sql`not (${liveValidity} = any(${textArray(OLD_VALIDITY)}::int[]))`;
  // A law's own article ranks above an interpretation that quotes it, unless the question names one.
  const interpretationFactor = interpretationAsked.test(q.question)
    ? sql`1`
    : sql`case when d.category = any(${textArray(INTERPRETATION_CATEGORIES)}::text[]) or p.source_title ~ ${interpretationTitle} then ${INTERPRETATION_FACTOR}::float8 else 1 end`;
  const passages = await database.rows<Passage>(sql`
    with candidates as (
      select p.id from assistant_passages p
      where ${await rightsFilter(database, q.reader)} and ${validityFilter} and (${sql.join(selectors, sql` or `)})
      limit ${COMMON * 4}
    )
    select p.id, p.kind, p.doc_id, p.doc_version, p.library, coalesce(d.validity, p.validity) as validity, p.anchor, p.label, p.source_title, p.text, d.module,
      ((${matchScore}) + ${numberScore}) * ${localFactor} * ${standardFactor} * ${interpretationFactor} * (case when coalesce(d.validity, p.validity) = any(${textArray(OLD_VALIDITY)}::int[]) then 0.7 else 1 end) / (1 + length(p.text) / 4000.0) as score
    from assistant_passages p join candidates c on c.id = p.id left join lib_documents d on d.id = p.doc_id
    order by score desc, p.id
    limit ${limit}`);
  return { passages, tokens, numberCode, includeOld };
}
