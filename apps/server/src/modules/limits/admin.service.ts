import { count, desc, eq } from 'drizzle-orm';
import type { ParsedInputOf, api } from '@app/contract';
import type { Database } from '../../db/client.js';
import { limImportRuns, limLimitHistory, limLimits, limNotices } from '../../db/schema/index.js';
import type { StaffPrincipal } from '../../lib/context.js';
import { warn } from '../../lib/errors.js';
import { parseNumber } from './import/types.js';
import { tryMgKg } from './units.js';
import { refreshSavedQueries } from './queries.service.js';

type In<K extends keyof typeof api.limitsAdmin> = ParsedInputOf<(typeof api.limitsAdmin)[K]>;

export async function importRuns(database: Database, input: In<'importRuns'>) {
  const [rows, [total]] = await Promise.all([
    database.db.select().from(limImportRuns).orderBy(desc(limImportRuns.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    database.db.select({ n: count() }).from(limImportRuns),
  ]);
  return { list: rows, total: total!.n, page: input.page, pageSize: input.pageSize };
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
  const next = { valueRaw, unit, value, valueMgKg: mg, basis: input.basis ?? old.basis, footnotes: input.footnotes ?? old.footnotes, flagged: input.flagged ?? old.flagged };
  const keys = Object.keys(next) as (keyof typeof next)[];
  const changed = keys.filter((k) => JSON.stringify(old[k]) !== JSON.stringify(next[k]));
  if (changed.length) {
    await database.db.update(limLimits).set({ ...next, updatedAt: new Date().toISOString() }).where(eq(limLimits.id, old.id));
    await database.db.insert(limLimitHistory).values({ limitId: old.id, changedBy: staff.username, reason: input.reason, before: Object.fromEntries(changed.map((k) => [k, old[k]])), after: Object.fromEntries(changed.map((k) => [k, next[k]])) });
    await database.db.insert(limNotices).values({ kind: 'value_changed', titleZh: `限量更正：${old.foodLabel} ${old.valueRaw} → ${valueRaw}`, titleEn: `Limit corrected: ${old.foodLabel} ${old.valueRaw} → ${valueRaw}`, detail: { limitId: old.id, reason: input.reason, changed }, docId: old.docId });
    await refreshSavedQueries(database, `限量更正 #${old.id}`);
  }
  return { id: old.id, valueMgKg: mg };
}
