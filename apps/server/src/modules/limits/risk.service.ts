import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countColumn, parsedRows } from '../../db/parsed-rows.js';
import { z } from 'zod';
import { recordNames } from './limits.service.js';
import { summarySide, type SummarySide } from '../records/summary-sql.js';

// Sampling items write subscripts (黄曲霉毒素B₁) where substance names use digits (B1).
const plain = (t: string) => t.toLowerCase().replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));
/** Whether a record's hazard text names the substance (case and subscripts aside). */
export const namesHazard = (hazard: string, name: string) => plain(hazard).includes(plain(name));

/**
 * Substances ranked for a food category by how often the records name them: failed sampling
 * results, RASFF notifications and penalty decisions (their hazard / risk-factor fields), with
 * the yearly trend of all three together. Score = sampling + RASFF + penalties, of real rows only:
 * a source that holds only generated (demo) rows is counted apart, named in `demoColumns`, and
 * kept out of the score and the trend.
 */
/** How often one hazard text is named in one year. */
const yearRow = z.object({ hazard: z.string(), year: z.string(), n: countColumn });

export async function riskFactors(database: Database, input: { food?: string }) {
  const food = input.food?.trim() ?? '';
  const like = `%${food.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const substanceRow = z.object({ id: z.number(), nameZh: z.string(), nameEn: z.string() });
  const subs = await parsedRows(
    database,
    substanceRow,
    sql`
    select s.id, s.name_zh as "nameZh", s.name_en as "nameEn" from lim_substances s
     where s.name_zh <> '' and exists (select 1 from lim_limits l where l.substance_id = s.id)`,
  );
  const [sSide, rSide, pSide] = await Promise.all([
    summarySide(database, 'sampling'),
    summarySide(database, 'international'),
    summarySide(database, 'penalty'),
  ]);
  // The hazard fields hold a few hundred distinct values: count them once, then match names in memory.
  const sampling = await parsedRows(
    database,
    yearRow,
    sql`
    select hazard, to_char(sampling_date, 'YYYY') as year, count(*)::int as n from sampling_records
     where result = 'fail' and demo = ${sSide.demo} and hazard <> '' ${food ? sql`and food_category ilike ${like}` : sql``} group by 1, 2`,
  );
  const rasff = await parsedRows(
    database,
    yearRow,
    sql`
    select hazard, to_char(notice_date, 'YYYY') as year, count(*)::int as n from intl_warnings
     where demo = ${rSide.demo} and hazard <> '' ${food ? sql`and (product_category ilike ${like} or product ilike ${like})` : sql``} group by 1, 2`,
  );
  const penalty = await parsedRows(
    database,
    yearRow,
    sql`
    select risk_factor as hazard, to_char(decision_date, 'YYYY') as year, count(*)::int as n from penalty_records
     where demo = ${pSide.demo} and risk_factor <> '' ${food ? sql`and food_category ilike ${like}` : sql``} group by 1, 2`,
  );
  const sum = (rows: typeof sampling, names: string[]) => {
    const hits = rows.filter((r) => names.some((n) => namesHazard(r.hazard, n)));
    return { total: hits.reduce((a, r) => a + r.n, 0), hits };
  };
  const list = subs
    .map((s) => {
      const names = recordNames(s).filter((n) => n.length >= 2 || /[\u4e00-\u9fff]/.test(n));
      const a = sum(sampling, names);
      const b = sum(rasff, names);
      const c = sum(penalty, names);
      const real = (x: typeof a, side: SummarySide) => (side.demo ? { total: 0, hits: [] } : x);
      const years = new Map<string, number>();
      for (const r of [...real(a, sSide).hits, ...real(b, rSide).hits, ...real(c, pSide).hits])
        years.set(r.year, (years.get(r.year) ?? 0) + r.n);
      return {
        substanceId: s.id,
        nameZh: s.nameZh,
        nameEn: s.nameEn,
        sampling: a.total,
        rasff: b.total,
        penalty: c.total,
        score: real(a, sSide).total + real(b, rSide).total + real(c, pSide).total,
        counted: a.total + b.total + c.total,
        trend: [...years.entries()].sort().map(([year, count]) => ({ year, count })),
      };
    })
    .filter((r) => r.counted > 0)
    .sort((x, y) => y.score - x.score || y.counted - x.counted)
    .slice(0, 50)
    .map(({ counted: _, ...r }) => r);
  const demoColumns = (
    [
      ['sampling', sSide],
      ['rasff', rSide],
      ['penalty', pSide],
    ] as const
  )
    .filter(([, side]) => side.demo)
    .map(([k]) => k);
  return { list, demoColumns };
}
