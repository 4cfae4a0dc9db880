import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { indIndicators, indStandards } from '../../db/schema/index.js';
import { parseStandard } from './parse/parse-standard.js';
import { dropAssembledCache, dropGeneralCache } from './assemble.js';
import { findTables } from './parse/table-blocks.js';
import { productStandardsFile, readProductStandards } from './parse/product-standards-file.js';

/** General standards a product standard defers to for what it does not list itself. */
const referenceRe = /GB\s*(2760|2761|2762|2763|29921|31650|14880)(?![\d.])/g;

export interface IndicatorImportReport {
  standards: number;
  withIndicators: number;
  indicators: number;
  facts: number;
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
  const report: IndicatorImportReport = { standards: 0, withIndicators: 0, indicators: 0, facts: 0 };
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
      const parsed = parseStandard({ standard_id: r.number, title: r.title, text: r.text });
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
  dropAssembledCache();
  dropGeneralCache();
  return report;
}
