import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { placedByName, type api, type ParsedInputOf } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { indPlacements, indStandards } from '../../../db/schema/index.js';
import { warn } from '../../../lib/errors.js';
import type { StaffPrincipal } from '../../../lib/context.js';
import { likeArg } from '../../limits/limits.repo.js';
import { dropAssembledCache, dropGeneralCache } from '../assemble.js';
import { savePlacement } from './placements.js';
import { matchFood, productName } from '../general.js';

type In<K extends keyof typeof api.admin.indicators> = ParsedInputOf<(typeof api.admin.indicators)[K]>;

/** Back office: product standards with their placement per scheme (one row per standard). */
export async function adminPlacements(database: Database, input: In<'placements'>) {
  const placed = sql`exists (select 1 from ind_placements p where p.standard_number = ${indStandards.number})`;
  const where = and(
    eq(indStandards.kind, 'product'),
    input.q ? or(ilike(indStandards.number, likeArg(input.q)), ilike(indStandards.title, likeArg(input.q))) : undefined,
    input.placed === 'yes' ? placed : input.placed === 'no' ? sql`not ${placed}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    database.db
      .select({ id: indStandards.id, number: indStandards.number, title: indStandards.title })
      .from(indStandards)
      .where(where)
      .orderBy(asc(indStandards.number))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    database.db.select({ n: count() }).from(indStandards).where(where),
  ]);
  const placements = rows.length
    ? await database.db
        .select()
        .from(indPlacements)
        .where(
          inArray(
            indPlacements.standardNumber,
            rows.map((r) => r.number),
          ),
        )
    : [];
  // A standard nobody placed takes its categories from its product name when a list is assembled:
  // the row shows that match, marked as such, so the editor sees what a member gets (a page at most).
  const matched = new Map(
    await Promise.all(
      rows
        .filter((r) => !placements.some((p) => p.standardNumber === r.number))
        .map(async (r) => [r.number, await matchFood(database, productName(r.title))] as const),
    ),
  );
  return {
    list: rows.map((r) => {
      const mine = placements.filter((p) => p.standardNumber === r.number);
      const of = (scheme: string) => mine.find((p) => p.scheme === scheme);
      const latest = mine.sort((a, b) => b.decidedAt.localeCompare(a.decidedAt))[0];
      const byName = matched.get(r.number);
      if (byName) {
        const nodes = (scheme: string) =>
          byName.nodes
            .filter((n) => n.scheme === scheme)
            .map((n) => n.name)
            .join('、');
        return {
          ...r,
          gb2762: nodes('GB2762'),
          gb2760: byName.additiveCategory?.code ?? '',
          gb31650: nodes('GB31650'),
          note: '',
          decidedBy: placedByName,
          decidedAt: '',
        };
      }
      return {
        ...r,
        gb2762: of('GB2762')?.label ?? '',
        gb2760: of('GB2760')?.label ?? '',
        gb31650: of('GB31650')?.label ?? '',
        note: latest?.note ?? '',
        decidedBy: latest?.decidedBy ?? '',
        decidedAt: latest?.decidedAt ?? '',
      };
    }),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** An editor's decision for every scheme of one standard; a scheme left empty is matched by name again. */
export async function editPlacement(database: Database, staff: StaffPrincipal, input: In<'editPlacement'>) {
  const [std] = await database.db
    .select({ number: indStandards.number })
    .from(indStandards)
    .where(and(eq(indStandards.id, input.id), eq(indStandards.kind, 'product')));
  if (!std) throw warn('notFound');
  for (const [scheme, label] of [
    ['GB2762', input.gb2762],
    ['GB2760', input.gb2760],
    ['GB31650', input.gb31650],
  ] as const)
    await savePlacement(database, { number: std.number, scheme, label, note: input.note }, staff.username);
  dropAssembledCache();
  dropGeneralCache();
  return { id: input.id };
}
