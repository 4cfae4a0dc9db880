import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedInputOf, api } from '@app/contract';
import type { Database } from '../../db/client.js';
import {
  limFoodNodes,
  limImportRuns,
  limLimitHistory,
  limLimits,
  limNotices,
  limSubstances,
} from '../../db/schema/index.js';
import { normaliseQuery } from './chinese.js';
import { findFoods, findSubstances, likeArg } from './limits.repo.js';
import { itemColumns } from './limits.service.js';
import type { StaffPrincipal } from '../../lib/context.js';
import { warn } from '../../lib/errors.js';
import { parseNumber } from './import/types.js';
import { tryMgKg } from './units.js';
import { refreshSavedQueries } from './queries.service.js';

type In<K extends keyof typeof api.admin.limits> = ParsedInputOf<(typeof api.admin.limits)[K]>;

const rejectedLines = (rejected: { line: number; reason: string }[]) =>
  rejected.map((r) => `${r.line}: ${r.reason}`).join('\n');

export async function importRuns(database: Database, input: In<'importRuns'>) {
  const where = input.file ? ilike(limImportRuns.file, likeArg(input.file)) : undefined;
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(limImportRuns)
      .where(where)
      .orderBy(desc(limImportRuns.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    database.db.select({ n: count() }).from(limImportRuns).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, rejectedCount: r.rejected.length, rejectedText: rejectedLines(r.rejected) })),
    total: total!.n,
    page: input.page,
    pageSize: input.pageSize,
  };
}

const adminSorts: Record<string, SQL> = {
  id: sql`${limLimits.id}`,
  updatedAt: sql`${limLimits.updatedAt}`,
  valueMgKg: sql`${limLimits.valueMgKg}`,
  jurisdiction: sql`${limLimits.jurisdiction}`,
};

/** Limits for corrections: a text matches the substance's or the food's names (the search's own lookups). */
export async function adminLimits(database: Database, input: In<'limits'>) {
  const q = input.q ? normaliseQuery(input.q) : '';
  const [substances, foods] = q
    ? await Promise.all([findSubstances(database, input.q!, 200), findFoods(database, input.q!, 200)])
    : [[], []];
  const where = and(
    q
      ? substances.length || foods.length
        ? or(
            substances.length
              ? inArray(
                  limLimits.substanceId,
                  substances.map((s) => s.id),
                )
              : undefined,
            foods.length
              ? inArray(
                  limLimits.foodNodeId,
                  foods.map((f) => f.id),
                )
              : undefined,
          )
        : sql`false`
      : undefined,
    input.jurisdiction ? eq(limLimits.jurisdiction, input.jurisdiction) : undefined,
    input.flaggedFilter ? eq(limLimits.flagged, input.flaggedFilter === 'yes') : undefined,
  );
  const order = adminSorts[input.sort ?? ''] ?? adminSorts.id!;
  const [rows, [total]] = await Promise.all([
    database.db
      .select({ ...itemColumns, updatedAt: limLimits.updatedAt })
      .from(limLimits)
      .innerJoin(limSubstances, eq(limSubstances.id, limLimits.substanceId))
      .innerJoin(limFoodNodes, eq(limFoodNodes.id, limLimits.foodNodeId))
      .where(where)
      .orderBy(sql`${order} ${input.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`}`, desc(limLimits.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    database.db.select({ n: count() }).from(limLimits).where(where),
  ]);
  const history = rows.length
    ? await database.db
        .select()
        .from(limLimitHistory)
        .where(
          inArray(
            limLimitHistory.limitId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(limLimitHistory.changedAt), desc(limLimitHistory.id))
    : [];
  return {
    list: rows.map((r) => {
      const own = history.filter((h) => h.limitId === r.id);
      return {
        id: r.id,
        jurisdiction: r.jurisdiction,
        substanceZh: r.substanceZh,
        foodZh: r.foodZh,
        limitType: r.limitType,
        valueRaw: r.valueRaw,
        unit: r.unit,
        valueMgKg: r.valueMgKg,
        basis: r.basis,
        footnotes: r.footnotes,
        flagged: r.flagged,
        sourceDoc: r.sourceDoc,
        sourceTable: r.sourceTable,
        demo: r.demo,
        updatedAt: r.updatedAt,
        historyCount: own.length,
        historyText: own.map(historyLine).join('\n'),
      };
    }),
    total: total!.n,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** "2026-11-23 10:00 admin (reason): valueRaw 0.2 → 0.3; unit …" */
function historyLine(h: typeof limLimitHistory.$inferSelect) {
  const before = h.before as Record<string, unknown>;
  const after = h.after as Record<string, unknown>;
  const changes = Object.keys(after).map(
    (k) => `${k} ${JSON.stringify(before[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`,
  );
  return `${h.changedAt.slice(0, 16).replace('T', ' ')} ${h.changedBy} (${h.reason}): ${changes.join('; ')}`;
}

/** A staff correction: new value normalised again, old values into the history, a notice, saved queries rechecked. */
export async function editLimit(database: Database, staff: StaffPrincipal, input: In<'editLimit'>) {
  const [old] = await database.db.select().from(limLimits).where(eq(limLimits.id, input.id));
  if (!old) throw warn('limitsNotFound');
  const valueRaw = input.valueRaw ?? old.valueRaw;
  const unit = input.unit ?? old.unit;
  const value = input.valueRaw !== undefined ? parseNumber(valueRaw) : old.value;
  const mg = tryMgKg(value, unit);
  if (mg === 'unknown-unit') throw warn('limitsUnknownUnit', { unit: unit.slice(0, 20) });
  const next = {
    valueRaw,
    unit,
    value,
    valueMgKg: mg,
    basis: input.basis ?? old.basis,
    footnotes: input.footnotes ?? old.footnotes,
    flagged: input.flagged ?? old.flagged,
  };
  const keys = Object.keys(next) as (keyof typeof next)[];
  const changed = keys.filter((k) => JSON.stringify(old[k]) !== JSON.stringify(next[k]));
  if (changed.length) {
    await database.db
      .update(limLimits)
      .set({ ...next, updatedAt: new Date().toISOString() })
      .where(eq(limLimits.id, old.id));
    await database.db.insert(limLimitHistory).values({
      limitId: old.id,
      changedBy: staff.username,
      reason: input.reason,
      before: Object.fromEntries(changed.map((k) => [k, old[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
    });
    await database.db.insert(limNotices).values({
      kind: 'value_changed',
      titleZh: `限量更正：${old.foodLabel} ${old.valueRaw} → ${valueRaw}`,
      titleEn: `Limit corrected: ${old.foodLabel} ${old.valueRaw} → ${valueRaw}`,
      detail: { limitId: old.id, reason: input.reason, changed },
      docId: old.docId,
    });
    await refreshSavedQueries(database, `correction:${old.id}`);
  }
  return { id: old.id, valueMgKg: mg };
}
