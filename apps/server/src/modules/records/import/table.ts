import { provinces } from '../regions.js';

/**
 * Reading the tables the authorities publish: the header row is found among the first rows
 * (a title line such as "食品安全监督抽检不合格产品信息" often comes first) and each column is
 * matched by its name however it is spaced, bracketed or ordered.
 */
export type Aliases<F extends string> = Record<F, readonly string[]>;

/** Header text without spaces, line breaks, brackets, slashes or full-width forms. */
export const headerKey = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/[\s\u3000()（）[\]【】/／:：*＊、,，]/g, '')
    .toLowerCase();

export interface HeaderMatch<F extends string> {
  /** 0-based index of the header row in the sheet. */
  row: number;
  columns: Partial<Record<F, number>>;
}

/** Looks at the first `scan` rows for the one naming at least `need` known columns. */
export function findHeader<F extends string>(
  rows: string[][],
  aliases: Aliases<F>,
  need: number,
  scan = 10,
): HeaderMatch<F> | undefined {
  const keyed = Object.entries(aliases).map(
    ([field, names]) => [field as F, (names as string[]).map(headerKey)] as const,
  );
  for (let r = 0; r < Math.min(scan, rows.length); r++) {
    const columns: Partial<Record<F, number>> = {};
    rows[r]!.forEach((cell, i) => {
      const k = headerKey(cell);
      if (!k) return;
      const hit = keyed.find(([f, names]) => columns[f] === undefined && names.includes(k));
      if (hit) columns[hit[0]] = i;
    });
    if (Object.keys(columns).length >= need) return { row: r, columns };
  }
  return undefined;
}

export const cell = <F extends string>(row: string[], m: HeaderMatch<F>, f: F) => {
  const i = m.columns[f];
  return i === undefined ? '' : (row[i] ?? '').trim();
};

/** A calendar day from the forms the lists use: 2024-03-05, 2024/3/5, 2024.03.05, 2024年3月5日, 20240305. */
export function parseDay(text: string): string | undefined {
  const t = text.normalize('NFKC').trim();
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  if (y < 1990 || y > 2100) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const provinceNames = provinces.map((p) => p.name);
/** The province an address or a province cell names (its short name: 广东, 内蒙古), else ''. */
export function provinceOf(text: string): string {
  const t = text.trim();
  return provinceNames.find((p) => t.startsWith(p)) ?? '';
}

/** The city of a province an address names (one of the cities the portal knows), else ''. */
export function cityOf(province: string, text: string): string {
  const p = provinces.find((x) => x.name === province);
  if (!p) return '';
  if (p.cities.length === 1) return p.cities[0]!;
  return p.cities.find((c) => text.includes(`${c}市`) || text.includes(`${c}州`)) ?? '';
}

/** A standard number as printed: "GB 2762-2022", "GB/T 5009.12", "GB2763—2021". */
export function standardIn(text: string): string {
  const m = /\b(GB\s*\/?\s*T?)\s*(\d{3,5}(?:\.\d+)*)(?:\s*[-—–]\s*(\d{4}))?/i.exec(text.normalize('NFKC'));
  if (!m) return '';
  const prefix = /t/i.test(m[1]!) ? 'GB/T' : 'GB';
  return `${prefix} ${m[2]}${m[3] ? `-${m[3]}` : ''}`;
}
