import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { resultRows } from '../../db/rows.js';
import { needsReview, onDocumentEvent, type DocumentEvent } from '../clauses/index.js';

/** Between the values of one clause field (anchors, hashes and change names never hold it). */
const separator = '\x1f';

/**
 * The automatic re-check: when a document that obligations rest on gets a new version, is
 * replaced or abolished, every register item resting on an affected clause turns 待复核, gets a
 * history row and an update to decide. Set-based SQL, so one statement covers every customer.
 * A change of layout or punctuation only (`formal`) leaves the items alone.
 */
export async function recheckDocument(
  database: Database,
  event: DocumentEvent,
  /** Raise an item's update of this cause once ever (a decided one is not raised again). */
  { once = false }: { once?: boolean } = {},
): Promise<number> {
  const { db } = database;
  const changed = event.cause === 'content' ? event.changes.filter((c) => needsReview(c.change)) : [];
  if (event.cause === 'content' && !changed.length) return 0;
  // (anchor, change, substantive, hash) of each affected clause, as four delimited strings (a
  // VALUES list of hundreds of parameters cost more to plan than to run). string_to_array of a
  // bound value is folded to a constant array, so the planner knows how many clauses changed:
  // one changed clause then reads its few hundred items by index instead of hashing all items.
  const list = (values: string[]) => values.join(separator);
  const affected =
    event.cause === 'content'
      ? sql`unnest(string_to_array(${list(changed.map((c) => c.anchor))}, chr(31)),
          string_to_array(${list(changed.map((c) => c.change))}, chr(31)),
          string_to_array(${list(changed.map((c) => String(c.change === 'substantive' || c.change === 'removed')))}, chr(31))::boolean[],
          string_to_array(${list(changed.map((c) => c.hash ?? ''))}, chr(31))) as c(anchor, change, substantive, hash)`
      : sql`(select distinct anchor, ''::text as change, true as substantive, ''::text as hash from cmp_obligation_clauses where doc_id = ${event.docId}) as c`;
  const note = `${event.cause}:${event.docId}`;
  return db.transaction(async (tx) => {
    const hits = resultRows<{ updates: number; items: number }>(
      await tx.execute(sql`
      -- (item, anchor) is unique here: an item has one obligation, which cites a clause at most once.
      with hit as (
        select i.id, i.customer_id, i.status, c.anchor, c.change, c.substantive, coalesce(c.hash, '') as hash -- a lone empty hash splits to no element
        from cmp_obligation_clauses oc
        join ${affected} on c.anchor = oc.anchor
        join cmp_items i on i.obligation_id = oc.obligation_id
        where oc.doc_id = ${event.docId}
          and not exists (select 1 from cmp_updates u where u.item_id = i.id and u.doc_id = ${event.docId} and u.anchor = c.anchor
                          and u.cause = ${event.cause} and (${once} or (u.decision is null and coalesce(u.to_version, 0) = ${event.toVersion})))
      ),
      ins as (
        insert into cmp_updates (customer_id, item_id, doc_id, anchor, cause, change, substantive, from_version, to_version, new_hash, effective_date)
        select customer_id, id, ${event.docId}, anchor, ${event.cause}, change, substantive, ${event.fromVersion || null}, ${event.toVersion || null}, hash, ${event.effectiveDate}::date from hit
        returning item_id
      ),
      items as (select distinct on (id) id, status from hit order by id),
      -- By id through the primary key: the planner cannot tell how many items rest on the changed
      -- clauses, and guessing thousands it hashed all items of every customer to update 400.
      upd as (
        update cmp_items set status = 'review', updated_at = now()
        where cmp_items.id = any(array(select id from items where status <> 'review')) returning cmp_items.id
      ),
      hist as (
        insert into cmp_item_history (item_id, field, from_value, to_value, note)
        select id, 'status', status, 'review', ${note} from items where status <> 'review'
        returning item_id
      )
      select (select count(*) from ins)::int as updates, (select count(*) from upd)::int as items`),
    );
    return hits[0]?.updates ?? 0;
  });
}

/**
 * Obligations resting on an edition replaced by date turn 待复核, as when an editor links a
 * replacement: the newer edition's implementation day has come (GB 2762-2022 from 2026-09-02,
 * when GB 2762-2025 takes effect), so the clause the obligation cites is no longer the one in
 * force. Each item is raised once per replaced document; a decided update is not raised again.
 * Runs with the daily status refresh (and at start), with that run's China day.
 */
export async function recheckReplacedEditions(database: Database, day: string): Promise<number> {
  const replaced = await database.rows<{ id: number; newer: number; date: string | null }>(sql`
    select distinct on (d.id) d.id, n.id as newer, n.implement_date::text as date
    from lib_documents d
    join lib_doc_relations r on r.to_id = d.id and r.kind = 'replaces'
    join lib_documents n on n.id = r.from_id
    where d.id in (select doc_id from cmp_obligation_clauses)
      and (n.implement_date <= ${day}::date or (n.implement_date is null and d.validity = 3))
    order by d.id, n.implement_date desc nulls last`);
  let raised = 0;
  for (const r of replaced)
    raised += await recheckDocument(
      database,
      {
        docId: r.id,
        cause: 'replaced',
        fromVersion: 0,
        toVersion: 0,
        changes: [],
        effectiveDate: r.date,
        replacedBy: r.newer,
      },
      { once: true },
    );
  return raised;
}

let registered = false;
/** Subscribes the re-check to document events (once per process). */
export function registerRecheck() {
  if (registered) return;
  registered = true;
  onDocumentEvent(async (database, event) => {
    await recheckDocument(database, event);
  });
}
