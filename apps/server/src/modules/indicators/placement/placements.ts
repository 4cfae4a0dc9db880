import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { indPlacements } from '../../../db/schema/index.js';
import { placementSchemes, type Placement } from '@app/contract';
import { chosenProducts } from './chosen-products.js';

/**
 * Where a product standard sits in each scheme whose limits it inherits: GB 2762/2761 by the
 * category path as GB 2762-2025 appendix A prints it ("调味品/酱油"), GB 2760 by appendix E code,
 * GB 31650 by species or tissue. A placement is the portal's decision, never a fact of the
 * standards: it carries who made it; a standard without one is matched by its name, and the
 * list says so.
 */
export type PlacementScheme = (typeof placementSchemes)[number];

/** Who made the seeded decisions: the portal's editors, shown as such (not an official mapping). */
export const portalEditors = 'portal';

export async function placementsOf(database: Database, number: string): Promise<Placement[]> {
  const rows = await database.db
    .select()
    .from(indPlacements)
    .where(eq(indPlacements.standardNumber, number))
    .orderBy(asc(indPlacements.scheme));
  return rows.map((r) => ({
    scheme: r.scheme as PlacementScheme,
    label: r.label,
    note: r.note,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt.slice(0, 10),
  }));
}

/** The editors' seeded decisions; a decision already stored (an editor's change) is kept. */
export async function writePortalPlacements(database: Database) {
  const values = chosenProducts.flatMap((c) => [
    { standardNumber: c.number, scheme: 'GB2762', label: c.gb2762Path, decidedBy: portalEditors },
    { standardNumber: c.number, scheme: 'GB2760', label: c.gb2760, decidedBy: portalEditors },
    ...(c.gb31650 ? [{ standardNumber: c.number, scheme: 'GB31650', label: c.gb31650, decidedBy: portalEditors }] : []),
  ]);
  await database.db.insert(indPlacements).values(values).onConflictDoNothing();
}

/** An editor's decision for one scheme (an empty label removes it: the standard is matched by name again). */
export async function savePlacement(
  database: Database,
  input: { number: string; scheme: PlacementScheme; label: string; note: string },
  decidedBy: string,
) {
  const where = and(eq(indPlacements.standardNumber, input.number), eq(indPlacements.scheme, input.scheme));
  if (!input.label) {
    await database.db.delete(indPlacements).where(where);
    return;
  }
  await database.db
    .insert(indPlacements)
    .values({ standardNumber: input.number, scheme: input.scheme, label: input.label, note: input.note, decidedBy })
    .onConflictDoUpdate({
      target: [indPlacements.standardNumber, indPlacements.scheme],
      set: { label: input.label, note: input.note, decidedBy, decidedAt: sql`now()` },
    });
}
