/**
 * Standard numbers in any spelling (`2760`, `GB2760`, `GB 2760-2024`, `gb2760—2024`,
 * full-width digits) reduced to three keys stored beside each document: with year
 * (`GB2760-2024`), without year (`GB2760`) and the bare number (`2760`). A query is reduced
 * the same way and matched exactly on the most precise key it has.
 */
export interface NumberKeys {
  key: string | null;
  code: string | null;
  digits: string;
}

const DASHES = /[‐‑‒–—―─－~～_]/g;
// prefix (GB, GB/T, SN/T, DB31, T/CNFIA …, or DEMO-GB for generated benchmark documents),
// number with optional parts (4789.2), optional year.
const NUMBER =
  /^((?:DEMO-)?(?:[A-Z]{1,4}(?:\/[A-Z]{1,6})?)(?:\d{2,3}(?=\/))?(?:\/[A-Z]{1,8})?)?(\d{1,6}(?:\.\d{1,3})*)(?:-(\d{2,4}))?$/;

const clean = (s: string) =>
  s
    .normalize('NFKC')
    .toUpperCase()
    .replace(DASHES, '-')
    .replace(/\s+/g, '')
    .replace(/[《》“”"']/g, '');

/** Keys of a document number or of a query; null when the text is not a number. */
export function numberKeys(input: string | null | undefined): NumberKeys | null {
  if (!input) return null;
  const s = clean(input);
  const m = NUMBER.exec(s);
  if (!m) return null;
  const prefix = m[1] ?? '';
  const digits = m[2]!;
  // One or two bare digits are a page number or a count, not a standard number.
  if (!prefix && digits.length < 3) return null;
  const code = prefix ? `${prefix}${digits}` : null;
  const year = m[3] ? (m[3].length === 2 ? `19${m[3]}` : m[3]) : null;
  return { key: code && year ? `${code}-${year}` : null, code, digits };
}

/** Finds a standard number inside a longer query: the number and the words around it. */
export function splitNumber(query: string): { keys: NumberKeys | null; rest: string } {
  const whole = numberKeys(query);
  if (whole) return { keys: whole, rest: '' };
  const s = query.normalize('NFKC').replace(DASHES, '-');
  const m = /([A-Za-z]{1,4}(?:\/[A-Za-z]{1,6})?\s*\d{1,6}(?:\.\d{1,3})*(?:\s*-\s*\d{4})?)/.exec(s);
  if (!m) return { keys: null, rest: query };
  const keys = numberKeys(m[1]!);
  return keys
    ? { keys, rest: (s.slice(0, m.index) + ' ' + s.slice(m.index + m[1]!.length)).trim() }
    : { keys: null, rest: query };
}
