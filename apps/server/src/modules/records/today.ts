import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Warnings the customer received today, China time (the product's users are in UTC+8). */
export async function todayWarningCount(database: Database, customerId: number) {
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from sampling_warnings
    where customer_id = ${customerId}
      and created_at >= (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`);
  return Number(row?.n ?? 0);
}
