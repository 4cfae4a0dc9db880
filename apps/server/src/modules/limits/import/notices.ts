import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { limNotices } from '../../../db/schema/index.js';

/**
 * A notice for each source document of limits that a newer version replaces (GB 2762-2022 →
 * GB 2762-2025) or that is no longer current, once per document and status: the notices page
 * says what changed and from when. Run after imports and by the daily status job's callers.
 */
export async function versionNotices(database: Database) {
  const rows = await database.rows<{
    docId: number;
    docNumber: string;
    validity: number;
    newerId: number | null;
    newerNumber: string | null;
    newerImplement: string | null;
    limits: number;
  }>(sql`
    select d.id as "docId", d.doc_number as "docNumber", d.validity, n.id as "newerId", n.doc_number as "newerNumber", n.implement_date as "newerImplement", c.limits
      from (select doc_id, count(*)::int as limits from lim_limits where doc_id is not null group by doc_id) c
      join lib_documents d on d.id = c.doc_id
      left join lateral (select nd.* from lib_doc_relations r join lib_documents nd on nd.id = r.from_id where r.to_id = d.id and r.kind = 'replaces' order by nd.publish_date desc nulls last limit 1) n on true`);
  const existing = await database.rows<{ key: string }>(
    sql`select detail->>'key' as key from lim_notices where kind in ('new_version', 'doc_status')`,
  );
  const seen = new Set(existing.map((e) => e.key));
  for (const r of rows) {
    if (r.newerId) {
      const key = `new:${r.docId}:${r.newerId}`;
      if (!seen.has(key))
        await database.db.insert(limNotices).values({
          kind: 'new_version',
          titleZh: `${r.docNumber} 将被 ${r.newerNumber} 代替（${r.newerImplement ?? '日期未知'} 起实施），涉及 ${r.limits} 条限量`,
          titleEn: `${r.docNumber} is replaced by ${r.newerNumber} (in force from ${r.newerImplement ?? 'an unknown date'}); ${r.limits} limits rest on it`,
          detail: { key, docNumber: r.docNumber, newerNumber: r.newerNumber, limits: r.limits },
          docId: r.docId,
          effectiveDate: r.newerImplement,
        });
    }
    const key = `status:${r.docId}:${r.validity}`;
    if (!seen.has(key) && [3, 6, 7, 8].includes(r.validity) && !r.newerId)
      await database.db.insert(limNotices).values({
        kind: 'doc_status',
        titleZh: `${r.docNumber} 状态变更，涉及 ${r.limits} 条限量`,
        titleEn: `${r.docNumber} changed status; ${r.limits} limits rest on it`,
        detail: { key, validity: r.validity },
        docId: r.docId,
      });
  }
}
