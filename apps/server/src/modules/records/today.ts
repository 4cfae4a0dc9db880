import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { summarySide } from './summary-sql.js';

/**
 * Warnings the customer received today, China time (the product's users are in UTC+8), on the
 * records the sampling module shows: its real ones once it has any, else its generated ones
 * (then `demo`, and the badge says so).
 */
export async function todayWarningCount(database: Database, customerId: number) {
  const side = await summarySide(database, 'sampling');
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from sampling_warnings w join sampling_records r on r.id = w.record_id
    where w.customer_id = ${customerId} and r.demo = ${side.demo}
      and w.created_at >= (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`);
  return { num: Number(row?.n ?? 0), demo: side.demo };
}
