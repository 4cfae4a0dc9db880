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
    const [row] = await ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from ind_standards`);
    if (!row?.n) await importProductIndicators(ctx.database, ctx.req.server.config.publicDataDir);
  })();
  return pending;
}
