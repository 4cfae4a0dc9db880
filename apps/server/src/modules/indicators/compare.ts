import { factThreshold, type Indicator } from '@app/contract';
import { convert } from './units.js';

/**
 * Line-by-line comparison of two indicator lists. A left requirement looser than the right one
 * is flagged (an enterprise standard may not be looser than the national standard); a stricter
 * one too (a stricter safety indicator makes the enterprise standard one that must be filed,
 * 食品安全法实施条例 第十四条).
 */
export type Flag = 'same' | 'looser' | 'stricter' | 'different' | 'onlyLeft' | 'onlyRight';

export const nameKey = (s: string) =>
  s
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/\s+/g, '')
    .replace(/\((?:以|质量分数|以干基计).*?\)/g, '')
    .toLowerCase();

/** -1: a is stricter, 1: a is looser, 0: the same, null: not comparable. */
export function strictness(a: Indicator, b: Indicator): -1 | 0 | 1 | null {
  const ra = a.requirement;
  const rb = b.requirement;
  const v = (n: number | undefined) => (n === undefined ? null : convert(n, a.unit, b.unit));
  const cmp = (x: number | null, y: number | undefined, lowerIsStricter: boolean) => {
    if (x === null || y === undefined) return null;
    if (x === y) return 0;
    return x < y === lowerIsStricter ? -1 : 1;
  };
  if (ra.kind === 'absent' && rb.kind === 'absent') return 0;
  if (ra.kind === 'absent' && (rb.kind === 'max' || rb.kind === 'plan')) return -1;
  if ((ra.kind === 'max' || ra.kind === 'plan') && rb.kind === 'absent') return 1;
  if (ra.kind === 'max' && rb.kind === 'max') return cmp(v(ra.max), rb.max, true);
  if (ra.kind === 'min' && rb.kind === 'min') return cmp(v(ra.min), rb.min, false);
  if (ra.kind === 'range' && rb.kind === 'range') {
    const [lo, hi] = [v(ra.min), v(ra.max)];
    if (lo === null || hi === null) return null;
    if (lo === rb.min && hi === rb.max) return 0;
    if (lo >= rb.min! && hi <= rb.max!) return -1;
    if (lo <= rb.min! && hi >= rb.max!) return 1;
    return null;
  }
  if (ra.kind === 'plan' && rb.kind === 'plan') {
    const m = cmp(ra.plan!.m, rb.plan!.m, true);
    const M = cmp(ra.plan!.M ?? ra.plan!.m, rb.plan!.M ?? rb.plan!.m, true);
    if (m === null || M === null) return null;
    if (m === M || M === 0) return m;
    if (m === 0) return M;
    return null;
  }
  if (ra.kind === 'text' && rb.kind === 'text') return ra.text === rb.text ? 0 : null;
  return null;
}

const scopeKey = (i: Indicator) => nameKey(`${i.grade}${i.scope}`);

export function compareLists(left: Indicator[], right: Indicator[]) {
  const rows: { name: string; left: Indicator | null; right: Indicator | null; flag: Flag }[] = [];
  const used = new Set<string>();
  for (const l of left) {
    const candidates = right.filter((r) => nameKey(r.name) === nameKey(l.name) && !used.has(r.id));
    const r = candidates.find((c) => scopeKey(c) === scopeKey(l)) ?? candidates[0];
    if (!r) {
      rows.push({ name: l.name, left: l, right: null, flag: 'onlyLeft' });
      continue;
    }
    used.add(r.id);
    // A row the parse is unsure of is never called the same, looser or stricter: read by hand.
    const s = l.confidence < factThreshold || r.confidence < factThreshold ? null : strictness(l, r);
    rows.push({
      name: l.name,
      left: l,
      right: r,
      flag: s === null ? 'different' : s === 0 ? 'same' : s < 0 ? 'stricter' : 'looser',
    });
  }
  for (const r of right) if (!used.has(r.id)) rows.push({ name: r.name, left: null, right: r, flag: 'onlyRight' });
  return rows;
}
