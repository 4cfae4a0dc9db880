import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { indIndicators, indStandards } from '../../db/schema/index.js';
import { parseStandard } from './parse/parse-standard.js';
import { dropAssembledCache, dropGeneralCache } from './assemble.js';
import { findTables } from './parse/table-blocks.js';
import { productStandardsFile, readProductStandards } from './parse/product-standards-file.js';
import { classifyStandard, textReadable } from './placement/classify.js';
import { writePortalPlacements } from './placement/placements.js';

/** General standards a product standard defers to for what it does not list itself. */
const referenceRe = /GB\s*(2760|2761|2762|2763|29921|31650|14880)(?![\d.])/g;

export interface IndicatorImportReport {
  standards: number;
  withIndicators: number;
  indicators: number;
  facts: number;
  /** Standards by kind (product, method, hygiene …): only products are parsed and offered. */
  kinds: Record<string, number>;
  /** Product standards whose text cannot be read (their list holds only what they inherit). */
  unreadable: string[];
}

/**
 * Parses every product standard of data/cn_food_product_standards_fulltext.jsonl and replaces
 * its indicators (a re-import after a parser change rewrites them). Null when the file is absent.
 */
export async function importProductIndicators(
  database: Database,
  publicDataDir: string,
): Promise<IndicatorImportReport | null> {
  const rows = await readProductStandards(publicDataDir);
  if (!rows) return null;
  const report: IndicatorImportReport = {
    standards: 0,
    withIndicators: 0,
    indicators: 0,
    facts: 0,
    kinds: {},
    unreadable: [],
  };
  await database.db.transaction(async (tx) => {
    const existing = await tx.select({ id: indStandards.id, number: indStandards.number }).from(indStandards);
    const idOf = new Map(existing.map((e) => [e.number, e.id]));
    if (existing.length)
      await tx.delete(indIndicators).where(
        inArray(
          indIndicators.standardId,
          existing.map((e) => e.id),
        ),
      );
    for (const r of rows) {
      const kind = classifyStandard(r.number, r.title, r.text);
      const readable = textReadable(r.text);
      report.kinds[kind] = (report.kinds[kind] ?? 0) + 1;
      if (kind === 'product' && !readable) report.unreadable.push(r.number);
      // A method's reagent volumes or a hygiene code's plant rules are not product requirements.
      const parsed =
        kind === 'product' && readable ? parseStandard({ standard_id: r.number, title: r.title, text: r.text }) : [];
      const tables = Object.fromEntries(findTables(r.text).map((b) => [b.caption, b.text]));
      const refs = [...new Set([...r.text.matchAll(referenceRe)].map((m) => `GB ${m[1]}`))].sort();
      const values = {
        refs,
        number: r.number,
        title: r.title,
        status: r.status,
        standardType: r.standardType,
        extractedBy: r.extractedBy,
        tables,
        source: productStandardsFile,
        kind,
        readable,
      };
      let id = idOf.get(r.number);
      if (id)
        await tx
          .update(indStandards)
          .set({ ...values, importedAt: new Date().toISOString() })
          .where(eq(indStandards.id, id));
      else {
        [{ id }] = (await tx.insert(indStandards).values(values).returning({ id: indStandards.id })) as [
          { id: number },
        ];
        idOf.set(r.number, id);
      }
      report.standards++;
      if (!parsed.length) continue;
      report.withIndicators++;
      report.indicators += parsed.length;
      report.facts += parsed.filter((p) => p.confidence >= 0.7).length;
      await tx.insert(indIndicators).values(
        parsed.map((p, position) => ({
          standardId: id!,
          position,
          name: p.name,
          unit: p.unit,
          category: p.category,
          requirement: p.requirement,
          grade: p.grade,
          scope: p.scope,
          methods: p.methods,
          clause: p.clause,
          remark: p.remark,
          confidence: p.confidence,
          sourceLines: p.sourceLines,
        })),
      );
    }
  });
  await writePortalPlacements(database);
  dropAssembledCache();
  dropGeneralCache();
  return report;
}
