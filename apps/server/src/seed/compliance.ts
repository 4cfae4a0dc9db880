import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { cmpItems, cmpObligationClauses, cmpObligations, libDocuments, members } from '../db/schema/index.js';
import { numberKeys } from '../lib/search/number.js';
import { derivedColumns } from '../modules/library/documents.repo.js';
import { ensureClauses, splitCorpus } from '../modules/clauses/index.js';
import { contaminantStandard, startingObligations } from '../modules/compliance/starting-set.js';
import { saveProfile } from '../modules/compliance/items.service.js';

const fulltextFile = 'cn_food_product_standards_fulltext.jsonl';

/**
 * GB 2762-2022 is the standard the obligations on contaminants rest on: when the library holds
 * only its summary, its full text is taken from the shipped extraction (data/README.md: PDF
 * text, flagged 待验证 upstream) so that its numbered sections become clauses.
 */
async function fillStandardText(database: Database, config: Config, numberKey: string) {
  const [doc] = await database.db
    .select()
    .from(libDocuments)
    .where(and(eq(libDocuments.numberKey, numberKey), eq(libDocuments.library, 'biaofa')));
  if (!doc || doc.body.length > 2000) return;
  const text = await readFile(path.join(config.publicDataDir, fulltextFile), 'utf8').catch(() => '');
  const line = text
    .split('\n')
    .find((l) => l.includes('"standard_id"') && numberKeys(/"standard_id": "([^"]+)"/.exec(l)?.[1])?.key === numberKey);
  if (!line) return;
  const body = (JSON.parse(line) as { text?: string }).text ?? '';
  if (body.length < 2000) return;
  await database.db
    .update(libDocuments)
    .set({ body, ...derivedColumns({ module: 'biaozhun', title: doc.title, docNumber: doc.docNumber, body }) })
    .where(eq(libDocuments.id, doc.id));
}

/** Library document id by law source key or standard number key. */
async function documentOf(database: Database, source: string): Promise<number | undefined> {
  const column = source.startsWith('law:') ? libDocuments.sourceKey : libDocuments.numberKey;
  const [doc] = await database.db
    .select({ id: libDocuments.id })
    .from(libDocuments)
    .where(and(eq(column, source), eq(libDocuments.library, 'biaofa')));
  return doc?.id;
}

/** Writes the starting set (once; cited clauses that the library lacks are skipped and reported). */
export async function seedStartingObligations(database: Database, config: Config) {
  const { db } = database;
  await fillStandardText(database, config, contaminantStandard);
  await splitCorpus(database, ['fagui', 'biaozhun'], { importedOnly: true });
  const existing = new Set(
    (await db.select({ code: cmpObligations.code }).from(cmpObligations).where(isNull(cmpObligations.customerId))).map(
      (r) => r.code,
    ),
  );
  const missing: string[] = [];
  for (const o of startingObligations) {
    if (existing.has(o.code)) continue;
    const refs: { docId: number; anchor: string }[] = [];
    for (const c of o.clauses) {
      const docId = await documentOf(database, c.source);
      const found = docId ? (await ensureClauses(database, docId)).some((x) => x.anchor === c.anchor) : false;
      if (docId && found) refs.push({ docId, anchor: c.anchor });
      else missing.push(`${o.code} ${c.source} ${c.anchor}`);
    }
    const [row] = await db
      .insert(cmpObligations)
      .values({
        code: o.code,
        title: o.title,
        requirement: o.requirement,
        kind: o.kind,
        rule: o.rule,
        evidence: o.evidence,
        frequency: o.frequency,
      })
      .returning({ id: cmpObligations.id });
    if (refs.length)
      await db
        .insert(cmpObligationClauses)
        .values(refs.map((r) => ({ obligationId: row!.id, ...r })))
        .onConflictDoNothing();
  }
  if (missing.length)
    console.warn(`starting obligations: ${missing.length} cited clauses not in the library: ${missing.join('; ')}`);
}

/** The demo customer's profile (invented: a producer and trader of dairy and beverages) and its register, flagged demo. */
export async function seedCompliance(database: Database, config: Config) {
  await seedStartingObligations(database, config);
  const [demo] = await database.db
    .select({ id: members.id, customerId: members.customerId })
    .from(members)
    .where(eq(members.username, 'demo'));
  if (!demo) return;
  await saveProfile(
    database,
    demo.customerId,
    demo.id,
    { businessTypes: ['production', 'trade'], foodCategories: ['01.0', '14.0'], regions: ['上海'], markets: ['cn'] },
    'zh-cn',
  );
  await database.db.update(cmpItems).set({ demo: true }).where(eq(cmpItems.customerId, demo.customerId));
}
