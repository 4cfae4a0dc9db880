import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { DraftBuilder, type Draft } from './draft.js';
import type { NamedSubstance } from './substances.js';

/**
 * A substance's health-based reference values (ADI, ARfD, TDI, TWI) as the sources give them:
 * GB 31650's ADI column for veterinary drugs, EFSA OpenFoodTox for the rest, the latest opinion
 * of each source. A kind not held for the substance is said to be not held.
 */
interface RefRow {
  id: number;
  kind: string;
  qualifier: string;
  valueRaw: string;
  unit: string;
  source: string;
  year: number | null;
}

export function askedKinds(question: string): string[] {
  const kinds: string[] = [];
  if (/ADI|每日允许摄入量|acceptable daily/i.test(question)) kinds.push('ADI');
  if (/TWI|每周耐受|weekly/i.test(question)) kinds.push('TWI');
  if (/TDI|每日耐受|tolerable daily/i.test(question)) kinds.push('TDI');
  if (/ARfD|急性参考剂量|acute reference/i.test(question)) kinds.push('ARfD');
  return kinds.length ? kinds : ['ADI'];
}

export const referenceRecord = (r: RefRow, s: NamedSubstance) =>
  [
    `${s.nameZh}${s.nameEn ? `（${s.nameEn}）` : ''}`,
    `${r.kind} ${r.qualifier && r.qualifier !== '=' ? `${r.qualifier} ` : ''}${r.valueRaw}${r.valueRaw.includes(r.unit) ? '' : ` ${r.unit}`}`,
    `来源 ${r.source}${r.year ? ` ${r.year}` : ''}`,
  ].join('；');

export async function composeReference(
  database: Database,
  question: string,
  substances: NamedSubstance[],
  lang: DraftBuilder['lang'],
): Promise<Draft | null> {
  if (!substances.length) return null;
  const kinds = askedKinds(question);
  const b = new DraftBuilder(lang);
  for (const s of substances.slice(0, 2)) {
    const rows = await database.rows<RefRow>(sql`
      select id, kind, qualifier, value_raw as "valueRaw", unit, source, year from lim_reference_values
      where substance_id = ${s.id} order by year desc nulls last, id limit 100`);
    for (const kind of kinds) {
      // The latest opinion of each source.
      const latest = new Map<string, RefRow>();
      for (const r of rows.filter((x) => x.kind === kind)) if (!latest.has(r.source)) latest.set(r.source, r);
      if (!latest.size) {
        b.absent(`本库未收录${s.nameZh}的 ${kind}。`, `This database holds no ${kind} for ${s.nameEn || s.nameZh}.`);
        continue;
      }
      for (const r of latest.values()) {
        const text = referenceRecord(r, s);
        const source = b.source(`ref:${r.id}`, {
          passageId: null,
          kind: 'reference',
          docId: null,
          docVersion: null,
          library: '',
          validity: 0,
          anchor: `ref-${r.id}`,
          label: `${s.nameZh} ${r.kind}`,
          sourceTitle: r.source,
          text,
          href: `/hazardsLimits/basicSubstance?keyword=${encodeURIComponent(s.nameZh || s.nameEn)}`,
        });
        const value = text.split('；')[1]!;
        b.say(
          `${s.nameZh}的 ${value}（${r.source}${r.year ? `，${r.year} 年` : ''}）。`,
          `${s.nameEn || s.nameZh}: ${value} (${r.source}${r.year ? `, ${r.year}` : ''}).`,
          [{ source, quote: value }],
        );
      }
    }
  }
  return b.sentences.length ? { route: 'reference', sentences: b.sentences, sources: b.sources } : null;
}
