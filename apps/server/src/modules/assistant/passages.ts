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

/**
 * A category's exclusions ("谷物碾磨加工品[糙米、大米(粉)除外]", "冷冻饮品(食用冰除外)") name
 * foods the row does NOT cover: they are left out of the searchable words, so a question about
 * 大米 does not find the row that excludes it. The same pattern serves the label bonus in SQL.
 */
// One bracket level may nest inside: "[糙米、大米(粉)除外]". PostgreSQL's regular expressions read it alike.
export const exclusionPattern = String.raw`[[（(](?:[^\]）)[（(]|[（(][^）)]*[）)])*除外[\]）)]`;
const exclusions = new RegExp(exclusionPattern, 'g');
export const withoutExclusions = (text: string) => text.replace(exclusions, ' ');

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
      tsv: positionedVector(withoutExclusions(`${r.label} ${r.sourceTitle} ${r.text}`)),
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
