import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { judge, type OutputOf, type ParsedInputOf, type records } from '@app/contract';
import { judgeClassicCases, judgeClassicLinks, judgeRecords } from '../../db/schema/index.js';
import type { CallContext } from '../../lib/context.js';
import { notFound, warn } from '../../lib/errors.js';
import { pageWindow } from './record-module.js';
import { recordTables } from './definitions.js';
import { queryTokens } from '../../lib/search/segment.js';

/** Classic case analyses: a small table of articles, each linked to the judgments it discusses. */
type G = typeof records;
const c = judgeClassicCases;
const listCols = {
  id: c.id,
  title: c.title,
  summary: c.summary,
  cause: c.cause,
  foodCategory: c.foodCategory,
  publishDate: c.publishDate,
  demo: c.demo,
};

export async function classicList(
  input: ParsedInputOf<G['classicList']>,
  ctx: CallContext,
): Promise<OutputOf<G['classicList']>> {
  const { page, pageSize } = input;
  if ((page - 1) * pageSize >= pageWindow) throw warn('pageWindow', { max: pageWindow });
  // A few hundred articles at most: a token containment test over them is cheap.
  const tokens = input.keyword ? queryTokens(input.keyword) : [];
  const where = tokens.length ? and(...tokens.map((t) => ilikeAny(t))) : undefined;
  const [list, [total]] = await Promise.all([
    ctx.db
      .select(listCols)
      .from(c)
      .where(where)
      .orderBy(desc(c.publishDate), desc(c.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(c).where(where),
  ]);
  return { list, total: Number(total?.n ?? 0), page, pageSize };
}

const ilikeAny = (t: string) =>
  sql`strpos(lower(${c.title} || ' ' || ${c.summary} || ' ' || ${c.cause}), lower(${t})) > 0`;

/**
 * One article with its judgments. The judgments' columns follow the judge module's definition,
 * so their type is the engine's loose row: the records group is bound with `implementEngine`
 * and the answer is checked by the call's output schema.
 */
export async function classicDetail(input: ParsedInputOf<G['classicDetail']>, ctx: CallContext) {
  const [row] = await ctx.db
    .select({ ...listCols, body: c.body })
    .from(c)
    .where(eq(c.id, input.id));
  if (!row) throw notFound();
  const links = await ctx.db
    .select({ id: judgeClassicLinks.judgmentId })
    .from(judgeClassicLinks)
    .where(eq(judgeClassicLinks.caseId, input.id));
  const fields = ['id', 'demo', ...Object.keys(judge.spec.item)];
  const cols = Object.fromEntries(fields.map((f) => [f, recordTables.judge.cols[f]!]));
  const judgments = links.length
    ? await ctx.db
        .select(cols)
        .from(judgeRecords)
        .where(
          inArray(
            judgeRecords.id,
            links.map((l) => l.id),
          ),
        )
        .orderBy(desc(judgeRecords.judgmentDate))
    : [];
  return { ...row, judgments };
}
