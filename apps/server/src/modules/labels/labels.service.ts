import { and, count, desc, eq, sql } from 'drizzle-orm';
import { labelInput, type FoodLabel, type LabelResult } from '@app/contract';
import type { Database } from '../../db/client.js';
import { labelChecks } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { now } from '../../lib/clock.js';
import { contextBuilder } from './context.js';
import { checkLabel, countGroups } from './engine.js';

type Lang = 'zh-cn' | 'en';

/** When a check was made, in China time, as the page shows it. */
const checkedAtShown = sql<string>`to_char(${labelChecks.checkedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`;

/** Checks one label today; saved to the member's history unless asked not to. */
export async function checkOne(
  database: Database,
  label: FoodLabel,
  lang: Lang,
  memberId: number | null,
): Promise<LabelResult> {
  const builder = await contextBuilder(database, lang);
  const { findings, additives } = checkLabel(label, await builder.forLabel(label));
  const counts = countGroups(findings);
  let id: number | null = null;
  if (memberId !== null) {
    const [row] = await database.db
      .insert(labelChecks)
      .values({ memberId, foodName: label.foodName, label, counts, checkedAt: now().toISOString() })
      .returning({ id: labelChecks.id });
    id = row!.id;
  }
  return { id, editions: builder.editions, findings, additives, counts };
}

export async function history(database: Database, memberId: number, page: { page: number; pageSize: number }) {
  const where = eq(labelChecks.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    database.db
      .select({
        id: labelChecks.id,
        foodName: labelChecks.foodName,
        checkedAt: checkedAtShown,
        counts: labelChecks.counts,
      })
      .from(labelChecks)
      .where(where)
      .orderBy(desc(labelChecks.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    database.db.select({ n: count() }).from(labelChecks).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, counts: r.counts as LabelResult['counts'] })),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** A saved check of this member, checked again today (validity is read now, not when it was saved). */
export async function savedCheck(database: Database, memberId: number, id: number, lang: Lang) {
  const [row] = await database.db
    .select({ label: labelChecks.label, checkedAt: checkedAtShown })
    .from(labelChecks)
    .where(and(eq(labelChecks.id, id), eq(labelChecks.memberId, memberId)));
  if (!row) throw notFound();
  const label = labelInput.parse(row.label);
  const builder = await contextBuilder(database, lang);
  const { findings, additives } = checkLabel(label, await builder.forLabel(label));
  const result: LabelResult = { id, editions: builder.editions, findings, additives, counts: countGroups(findings) };
  return { label, result, checkedAt: row.checkedAt };
}
