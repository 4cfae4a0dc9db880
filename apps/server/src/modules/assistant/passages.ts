import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assistantPassages } from '../../db/schema/index.js';
import { positionedVector } from '../../lib/search/vector.js';
import { numberKeys } from '../../lib/search/number.js';

/**
 * Writing the assistant's passage index. Every passage names the library and the rule a member
 * needs to be given it, so retrieval filters by rights in SQL and no text a member may not read
 * ever reaches the answer builder.
 */
export interface PassageInput {
  sourceKey: string;
  kind: 'clause' | 'additive' | 'contact' | 'limit';
  docId?: number | null;
  docVersion?: number | null;
  library: string;
  rightName: string;
  validity: number;
  anchor: string;
  label: string;
  sourceTitle: string;
  docNumber?: string | null;
  text: string;
}

const BATCH = 300;

/** Inserts or replaces passages by source key; the vector covers label, source and text. */
export async function upsertPassages(database: Database, rows: PassageInput[]): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((r) => ({
      sourceKey: r.sourceKey,
      kind: r.kind,
      docId: r.docId ?? null,
      docVersion: r.docVersion ?? null,
      library: r.library,
      rightName: r.rightName,
      validity: r.validity,
      anchor: r.anchor,
      label: r.label,
      sourceTitle: r.sourceTitle,
      numberCode: numberKeys(r.docNumber)?.code ?? null,
      text: r.text,
      tsv: positionedVector(`${r.label} ${r.sourceTitle} ${r.text}`),
    }));
    await database.db
      .insert(assistantPassages)
      .values(values)
      .onConflictDoUpdate({
        target: assistantPassages.sourceKey,
        set: {
          docVersion: sql`excluded.doc_version`,
          validity: sql`excluded.validity`,
          rightName: sql`excluded.right_name`,
          label: sql`excluded.label`,
          sourceTitle: sql`excluded.source_title`,
          numberCode: sql`excluded.number_code`,
          text: sql`excluded.text`,
          tsv: sql`excluded.tsv`,
        },
      });
  }
  return rows.length;
}

/** Drops the passages of a source that no longer exist (a clause removed by a new version). */
export async function prunePassages(database: Database, prefix: string, keep: string[]) {
  await database.rows(sql`delete from assistant_passages where source_key like ${`${prefix}%`} and not (source_key = any(array[${sql.join(keep.map((k) => sql`${k}`), sql`, `)}]::text[]))`);
}
