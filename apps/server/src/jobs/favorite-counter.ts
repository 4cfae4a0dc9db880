import { sql } from 'drizzle-orm';
import type { JobRun } from './beans.js';

/**
 * Recounts each member's changed favourites per library into member_favorite_changes.change_num
 * (favourite change counter), so the badge is right even if an update path missed it.
 */
export const favoriteCounterJob: JobRun = async ({ database }) => {
  await database.rows(sql`
    insert into member_favorite_changes (member_id, library, change_num)
    select member_id, library, count(*) filter (where changed)::int from lib_favorites group by member_id, library
    on conflict (member_id, library) do update set change_num = excluded.change_num`);
  await database.rows(sql`
    update member_favorite_changes c set change_num = 0
    where change_num <> 0 and not exists (
      select 1 from lib_favorites f where f.member_id = c.member_id and f.library = c.library and f.changed)`);
  return 'recounted';
};
