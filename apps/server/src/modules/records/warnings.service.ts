import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { sampling, type OutputOf, type ParsedInputOf, type WarningRule, type records } from '@app/contract';
import type { Database } from '../../db/client.js';
import { resultRows } from '../../db/rows.js';
import { inboxMessages, samplingRecords, samplingWarnings, samplingWatchRules } from '../../db/schema/index.js';
import { requireMember, type CallContext } from '../../lib/context.js';
import { notFound, warn } from '../../lib/errors.js';
import { descNullsLast, pageWindow } from './record-module.js';
import { recordTables } from './definitions.js';
import { fill, matchedLabel, valueLabel, warningTexts, warningTitle } from './texts.js';
import { inEveryLanguage, languageOf } from '../library/message-texts.js';
import { deleteOwned } from '../../lib/owned-delete.js';
import { routeReminders } from '../member/reminders.js';

/**
 * Monitoring warnings. A batch of new sampling records is matched against every enabled watch
 * rule in one statement: each failed record matching a customer's rules becomes one warning
 * (unique per customer and record, so a re-run or a second matching rule adds nothing) and the
 * warnings actually inserted become one message each to the rule's owner, in their language.
 */
export async function matchWarnings(database: Database, recordIds: number[]) {
  if (!recordIds.length) return 0;
  return database.db.transaction(async (tx) => {
    const found = resultRows<{
      customerId: number;
      memberId: number | null;
      ruleName: string;
      matched: string;
      lang: string;
      product: string;
      producer: string;
      hazard: string;
      date: string;
      unit: string;
      province: string;
      value: number | null;
      limit: number | null;
      unit2: string;
    }>(
      await tx.execute(sql`
      with cand as (
        select distinct on (r.customer_id, s.id)
          r.customer_id, r.member_id, r.id as rule_id, r.name as rule_name, s.id as record_id,
          coalesce(
            (select 'product:' || k from unnest(r.products) k where strpos(lower(s.product_name), lower(k)) > 0 limit 1),
            (select 'brand:' || k from unnest(r.brands) k where strpos(lower(s.brand), lower(k)) > 0 limit 1),
            (select 'producer:' || k from unnest(r.producers) k where strpos(lower(s.producer), lower(k)) > 0 limit 1),
            (select 'keyword:' || k from unnest(r.keywords) k
               where strpos(lower(s.product_name || ' ' || s.brand || ' ' || s.producer || ' ' || s.hazard || ' ' || s.food_category || ' ' || s.sampled_unit), lower(k)) > 0 limit 1)
          ) as matched
        from sampling_records s
        join sampling_watch_rules r on r.enabled
        where s.id = any(${`{${recordIds.join(',')}}`}::int[]) and s.result = 'fail'
        order by r.customer_id, s.id, r.id
      ),
      ins as (
        insert into sampling_warnings (customer_id, member_id, rule_id, rule_name, matched, record_id)
        select customer_id, member_id, rule_id, rule_name, matched, record_id from (
          -- the first of the customer's rules that matched: one warning per customer and record
          select distinct on (customer_id, record_id) * from cand where matched is not null order by customer_id, record_id, rule_id
        ) firsts
        on conflict (customer_id, record_id) do nothing
        returning customer_id, member_id, rule_name, matched, record_id
      )
      select ins.customer_id as "customerId", ins.member_id as "memberId", ins.rule_name as "ruleName", ins.matched,
        coalesce(m.lang, 'zh-cn') as lang, s.product_name as product, s.producer, s.hazard, s.sampling_date::text as date,
        s.sampled_unit as unit, s.sampled_province as province, s.measured_value as value, s.limit_value as "limit", s.unit as unit2
      from ins join sampling_records s on s.id = ins.record_id left join members m on m.id = ins.member_id`),
    );
    const notes = found
      .filter((r) => r.memberId !== null)
      .map((r) => ({
        memberId: r.memberId!,
        customerId: r.customerId,
        kind: 'sampling_warning' as const,
        ...inEveryLanguage(languageOf(r.lang), (lang) => {
          const vars = {
            product: r.product,
            producer: r.producer,
            // Coded and named values in the reader's language; names of products and firms are data.
            hazard: valueLabel('sampling', 'hazard', r.hazard, lang),
            date: r.date,
            unit: r.unit,
            province: valueLabel('sampling', 'sampledProvince', r.province, lang),
            unit2: r.unit2,
            rule: r.ruleName,
            matched: matchedLabel(r.matched, lang),
            value: r.value ?? '-',
            limit: r.limit ?? '-',
          };
          return { title: warningTitle(vars, lang), content: fill(warningTexts.content[lang], vars) };
        }),
      }));
    const routed = await routeReminders(tx, notes);
    if (routed.length) await tx.insert(inboxMessages).values(routed);
    return found.length;
  });
}

const ruleOut = (r: typeof samplingWatchRules.$inferSelect & { createdBy: string }): WarningRule => ({
  id: r.id,
  name: r.name,
  keywords: r.keywords,
  products: r.products,
  brands: r.brands,
  producers: r.producers,
  enabled: r.enabled,
  createdBy: r.createdBy,
  createdAt: r.createdAt.slice(0, 10),
});

type G = typeof records;
type In<K extends keyof G> = ParsedInputOf<G[K]>;
type Out<K extends keyof G> = Promise<OutputOf<G[K]>>;

const rulesOf = (database: Database, customerId: number, id?: number) =>
  database.rows<typeof samplingWatchRules.$inferSelect & { createdBy: string }>(sql`
    select r.id, r.name, r.keywords, r.products, r.brands, r.producers, r.enabled, r.created_at as "createdAt",
      coalesce(m.username, '') as "createdBy"
    from sampling_watch_rules r left join members m on m.id = r.member_id
    where r.customer_id = ${customerId} ${id ? sql`and r.id = ${id}` : sql``}
    order by r.id`);

export async function ruleList(_: In<'ruleList'>, ctx: CallContext): Out<'ruleList'> {
  const member = requireMember(ctx);
  return { list: (await rulesOf(ctx.database, member.customerId)).map(ruleOut) };
}

export async function ruleSave(input: In<'ruleSave'>, ctx: CallContext): Out<'ruleSave'> {
  const member = requireMember(ctx);
  const uniq = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
  const values = {
    name: input.name,
    keywords: uniq(input.keywords),
    products: uniq(input.products),
    brands: uniq(input.brands),
    producers: uniq(input.producers),
    enabled: input.enabled,
  };
  if (!values.keywords.length && !values.products.length && !values.brands.length && !values.producers.length)
    throw warn('warningRuleEmpty');
  let id = input.id;
  if (id) {
    const done = await ctx.db
      .update(samplingWatchRules)
      .set(values)
      .where(and(eq(samplingWatchRules.id, id), eq(samplingWatchRules.customerId, member.customerId)))
      .returning({ id: samplingWatchRules.id });
    if (!done.length) throw notFound();
  } else {
    const [row] = await ctx.db
      .insert(samplingWatchRules)
      .values({ ...values, customerId: member.customerId, memberId: member.id })
      .returning({ id: samplingWatchRules.id });
    id = row!.id;
  }
  ctx.say('operationSuccess');
  const [saved] = await rulesOf(ctx.database, member.customerId, id);
  return ruleOut(saved!);
}

export async function ruleDelete(input: In<'ruleDelete'>, ctx: CallContext): Out<'ruleDelete'> {
  const member = requireMember(ctx);
  const deleted = await deleteOwned(
    ctx.db,
    samplingWatchRules,
    samplingWatchRules.id,
    eq(samplingWatchRules.customerId, member.customerId),
    input.ids,
  );
  ctx.say('operationSuccess');
  return { deleted };
}

export async function warningList(input: In<'warningList'>, ctx: CallContext): Out<'warningList'> {
  const member = requireMember(ctx);
  const { page, pageSize } = input;
  // dateRangeFields gives the date keys as an index signature.
  const range = input as { startDate?: string; endDate?: string };
  if ((page - 1) * pageSize >= pageWindow) throw warn('pageWindow', { max: pageWindow });
  const w = samplingWarnings;
  const where = and(
    eq(w.customerId, member.customerId),
    input.ruleId ? eq(w.ruleId, input.ruleId) : undefined,
    input.unread ? eq(w.read, false) : undefined,
    range.startDate ? gte(w.createdAt, `${range.startDate}T00:00:00+08:00`) : undefined,
    range.endDate ? lte(w.createdAt, `${range.endDate}T23:59:59.999+08:00`) : undefined,
  );
  const s = samplingRecords;
  const recordCols = Object.fromEntries(
    ['id', 'demo', ...Object.keys(sampling.spec.item)].map((f) => [f, recordTables.sampling.cols[f]!]),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: w.id,
        ruleId: w.ruleId,
        ruleName: w.ruleName,
        matched: w.matched,
        createdAt: w.createdAt,
        read: w.read,
        record: recordCols,
      })
      .from(w)
      .innerJoin(s, eq(s.id, w.recordId))
      .where(where)
      .orderBy(descNullsLast(w.createdAt), desc(w.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(w).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      ...r,
      matched: matchedLabel(r.matched, ctx.lang),
    })) as OutputOf<G['warningList']>['list'],
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

export async function warningRead(input: In<'warningRead'>, ctx: CallContext): Out<'warningRead'> {
  const member = requireMember(ctx);
  const done = await ctx.db
    .update(samplingWarnings)
    .set({ read: true })
    .where(and(inArray(samplingWarnings.id, input.ids), eq(samplingWarnings.customerId, member.customerId)))
    .returning({ id: samplingWarnings.id });
  ctx.say('operationSuccess');
  return { updated: done.length };
}
