import type { CsvRow } from '../safe-db-clean.js';
import type { Gb2760Read, Gb2760Use } from './gb2760-text.js';

/**
 * The shipped CSV of GB 2760 uses against the standard's full text: which CSV rows the text does
 * not hold, and why where a rule can tell, and which uses of the text the CSV lacks. The text is
 * the standard as printed, so it is what the portal imports; the CSV gives the additives' English
 * names and short Chinese names, by CNS number.
 */
export interface Gb2760Differences {
  onlyCsv: { line: number; reason: string }[];
  onlyText: Gb2760Use[];
}

/** "1.0g/kg" and "1.0" are one maximum (g/kg is the table's unit); "0.6g/L" keeps its unit. */
export function maxUseKey(maxUse: string, unit = 'g/kg'): string {
  const m = /^(\d+(?:\.\d+)?)\s*(g\/kg|mg\/kg|g\/L|mg\/L)?$/.exec(maxUse.replace(/\s+/g, ''));
  if (!m) return maxUse.replace(/\s+/g, '');
  const u = m[2] ?? (unit || 'g/kg');
  return `${Number(m[1])}${u === 'g/kg' ? '' : u}`;
}

const cnsKey = (cns: string) => cns.replace(/[\s，]/g, '').replace(/,$/, '');
const useKey = (cns: string, code: string | null | undefined, maxUse: string, unit?: string) =>
  `${cnsKey(cns)}|${code || '—'}|${maxUseKey(maxUse, unit)}`;

export function reconcile(read: Gb2760Read, csv: { line: number; row: CsvRow }[]): Gb2760Differences {
  const textKeys = new Set(read.uses.map((u) => useKey(u.cns, u.code, u.maxUse, u.unit)));
  const csvKeys = new Set(csv.map(({ row }) => useKey(row.cns ?? '', row.food_category_code, row.max_use ?? '')));
  const excepted = new Map(read.exceptions.map((e) => [e.code, e.no]));
  // Who the text gives a category and maximum to: a CSV row the text gives to another additive
  // was carried over a page break (the continuation page of one additive read as the next one's).
  const place = (code: string | null | undefined, maxUse: string, unit?: string) =>
    `${code || '—'}|${maxUseKey(maxUse, unit)}`;
  const owners = new Map<string, Set<string>>();
  const order = [...new Set(read.uses.map((u) => u.additive))];
  const position = new Map<string, number>();
  for (const u of read.uses) if (!position.has(cnsKey(u.cns))) position.set(cnsKey(u.cns), order.indexOf(u.additive));
  for (const u of read.uses) {
    const k = place(u.code, u.maxUse, u.unit);
    if (!owners.has(k)) owners.set(k, new Set());
    owners.get(k)!.add(u.additive);
  }
  const onlyCsv = csv
    .filter(({ row }) => !textKeys.has(useKey(row.cns ?? '', row.food_category_code, row.max_use ?? '')))
    .map(({ line, row }) => {
      const no = excepted.get(row.food_category_code ?? '');
      const holders = owners.get(place(row.food_category_code, row.max_use ?? '')) ?? new Set<string>();
      // The additive printed just before this one in the text, whose page the row came from.
      const before = order[(position.get(cnsKey(row.cns ?? '')) ?? 0) - 1];
      const other = before && holders.has(before) ? [before] : [...holders];
      // Table A.2 lists the categories the all-foods uses do not reach; printed after an
      // additive's last use, its rows read as that additive's "按生产需要适量使用" uses.
      const carried = no !== undefined && row.max_use === '按生产需要适量使用';
      return {
        line,
        reason: other.length
          ? `"${row.additive_cn} ${row.food_category_code || '—'} ${row.food_category_name} ${row.max_use}, in the text a use of ${other.slice(0, 2).join('; ')}": a row carried over a page break to another additive`
          : carried
            ? `"${row.additive_cn} ${row.food_category_code} ${row.food_category_name}, table A.2 no. ${no}": a category the all-foods uses do not reach, carried over a page break as a use`
            : `"${row.additive_cn} ${row.food_category_code || '—'} ${row.max_use}": not a use of table A.1 in the full text`,
      };
    });
  const onlyText = read.uses.filter((u) => !csvKeys.has(useKey(u.cns, u.code, u.maxUse, u.unit)));
  return { onlyCsv, onlyText };
}
