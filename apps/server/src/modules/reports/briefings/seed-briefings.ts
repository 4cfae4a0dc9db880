import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { monitorBriefingEntries, monitorBriefings } from '../../../db/schema/index.js';
import { today } from '../../library/dates.js';
import { deriveItems, windowEnding } from './derive-items.js';

/** Days of each source's newest data the seed derives items from. */
const seedDays = 30;

/**
 * Demo content: the monitoring items of each source's last 30 days of data (real rows give real
 * items; generated rows give items marked demo), and one published briefing marked demo
 * (演示数据) made of the newest items of each kind, so the pages have something to show.
 */
export async function seedBriefings(database: Database) {
  const [latest] = await database.rows<Record<'lib' | 'rasff' | 'sampling', string | null>>(sql`
    select (select max(greatest(publish_date, abolish_date, implement_date)) from lib_documents where coalesce(greatest(publish_date, abolish_date, implement_date), '9999-12-31') <= current_date)::text as lib,
      (select max(notice_date) from intl_warnings)::text as rasff,
      (select max(sampling_date) from sampling_records where result = 'fail')::text as sampling`);
  const ends = [latest?.lib, latest?.rasff, latest?.sampling]
    .filter((d): d is string => !!d)
    .map((d) => (d > today() ? today() : d));
  for (const end of new Set(ends)) await deriveItems(database, windowEnding(end, seedDays));

  const picks = await database.rows<{ id: number }>(sql`
    select id from (
      select id, row_number() over (partition by origin order by item_date desc, id desc) as n from monitor_items
    ) x where n <= 2 order by id`);
  if (!picks.length) return;
  const [briefing] = await database.db
    .insert(monitorBriefings)
    .values({
      title: '食品安全监测简报（演示）',
      issueNo: 1,
      intro: '本期为演示简报：条目取自平台已有数据，点击标题可查看来源记录；编者点评为演示文字，不构成结论。',
      status: 'published',
      publishedAt: sql`now()`,
      demo: true,
    })
    .returning({ id: monitorBriefings.id });
  await database.db.insert(monitorBriefingEntries).values(
    picks.map((p, i) => ({
      briefingId: briefing!.id,
      itemId: p.id,
      sort: i + 1,
      commentary: '演示点评：请打开来源记录核对详情。',
    })),
  );
}
