import { readProductStandards } from '../../../indicators/parse/product-standards-file.js';
import type { libSafeItems } from '../../../../db/schema/index.js';
import type { CsvRow } from '../safe-db-clean.js';
import { readGb2760Text, type Gb2760Read } from './gb2760-text.js';

type SafeInsert = typeof libSafeItems.$inferInsert;

/** GB 2760-2024 read from the product standards' full-text file in `dir`; null when absent. */
export async function readGb2760FullText(dir: string): Promise<Gb2760Read | null> {
  const rows = await readProductStandards(dir);
  const std = rows?.find((r) => r.number === 'GB 2760-2024');
  return std ? readGb2760Text(std.text) : null;
}

const none = (s?: string | null) => (s && s.trim() && s.trim() !== '—' ? s.trim() : null);

/**
 * safeDb rows of the text's uses. An additive keeps the CSV's short Chinese name and English name
 * (same CNS numbers), which the other pages and the assistant know it by; the text's name is
 * used where the CSV lacks the additive. A maximum in g/kg is stored bare, another unit kept.
 */
export function textUseRows(read: Gb2760Read, csv: { row: CsvRow }[]): SafeInsert[] {
  const cnsKey = (c: string) => c.replace(/[\s，]/g, '').replace(/,$/, '');
  const byCns = new Map<string, CsvRow>();
  for (const { row } of csv) if (row.cns && !byCns.has(cnsKey(row.cns))) byCns.set(cnsKey(row.cns), row);
  // A CSV name that several of the text's additives map to (the 焦糖色 processes) names none of them.
  const textNames = new Map<string, Set<string>>();
  for (const u of read.uses) {
    const csvName = byCns.get(cnsKey(u.cns))?.additive_cn;
    if (csvName) textNames.set(csvName, (textNames.get(csvName) ?? new Set()).add(u.additive));
  }
  const seen = new Set<string>();
  const out: SafeInsert[] = [];
  for (const u of read.uses) {
    const known = byCns.get(cnsKey(u.cns));
    const name = known?.additive_cn && textNames.get(known.additive_cn)!.size === 1 ? known.additive_cn : u.additive;
    const maxUse = storedMaxUse(u.maxUse, u.unit);
    const key = `gb2760:${name}|${u.code ?? ''}|${u.category}|${maxUse}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      kind: 'additive',
      name,
      nameEn: none(known?.en_name) ?? none(u.english),
      code: none(u.cns),
      ins: none(u.ins),
      func: none(u.func),
      foodCategoryCode: u.code?.replace(/^(\d{2})\.0$/, '$1') ?? null,
      foodCategory: u.category,
      maxUse,
      remark: none(u.remark),
      source: 'GB 2760-2024 表A.1',
      sourceKey: key,
    });
  }
  return out;
}

/** "1.0g/kg" and "1.0" under a g/kg heading are stored "1.0"; "0.6g/L" as "0.6 g/L". */
function storedMaxUse(maxUse: string, unit: string) {
  const m = /^(\d+(?:\.\d+)?)\s*(g\/kg|mg\/kg|g\/L|mg\/L)?$/.exec(maxUse.replace(/\s+/g, ''));
  if (!m) return maxUse;
  const u = m[2] ?? (unit || 'g/kg');
  return u === 'g/kg' ? m[1]! : `${m[1]} ${u}`;
}
