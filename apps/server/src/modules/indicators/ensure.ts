import { sql } from 'drizzle-orm';
import type { CallContext } from '../../lib/context.js';
import { importProductIndicators } from './import.js';

/**
 * A database seeded before this area existed has no parsed indicators (the seed's content phase
 * ran once): the first call imports them, once per process.
 */
let pending: Promise<unknown> | null = null;

export async function ensureIndicators(ctx: CallContext) {
  if (pending) return pending;
  pending = (async () => {
    // A database imported before the standards were classified and placed (migration 0033 marks
    // every standard a product) is imported again once, so methods stop being offered.
    const [row] = await ctx.database.rows<{ n: number; placed: number }>(
      sql`select (select count(*)::int from ind_standards) as n, (select count(*)::int from ind_placements) as placed`,
    );
    if (!row?.n || !row.placed) await importProductIndicators(ctx.database, ctx.req.server.config.publicDataDir);
  })();
  return pending;
}
