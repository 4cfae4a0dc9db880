/**
 * Units of indicators and lab results. A result in μg/kg is checked against a limit in mg/kg,
 * g/100g against %, but CFU/g never against CFU/mL: a unit of another dimension is a mismatch
 * the user is told about, not a silent comparison.
 */
const groups: Record<string, Record<string, number>> = {
  mass: {
    'mg/kg': 1,
    ppm: 1,
    'μg/kg': 0.001,
    ppb: 0.001,
    'ng/g': 0.001,
    'g/kg': 1000,
    'g/100g': 10000,
    '%': 10000,
    'mg/100g': 10,
    'μg/100g': 0.01,
  },
  volume: { 'mg/l': 1, 'μg/l': 0.001, 'g/l': 1000, 'g/100ml': 10000, 'mg/100ml': 10 },
  countG: { 'cfu/g': 1 },
  countMl: { 'cfu/ml': 1 },
  mpnG: { 'mpn/g': 1, 'mpn/100g': 0.01 },
  mpnMl: { 'mpn/ml': 1, 'mpn/100ml': 0.01 },
};

export function normaliseUnit(unit: string): string {
  return unit
    .trim()
    .replace(/^[(（](.*)[)）]$/, '$1')
    .replace(/[（(]质量分数[）)]|\(w\)|w\/|质量分数/g, '')
    .replace(/µ|u(?=g)/g, 'μ')
    .replace(/\s+/g, '')
    .toLowerCase();
}

const groupOf = (u: string) => Object.values(groups).find((g) => u in g);

/** A value in `from` expressed in `to`; null when the two units cannot be compared. Empty units are taken as the indicator's. */
export function convert(value: number, from: string, to: string): number | null {
  const f = normaliseUnit(from);
  const t = normaliseUnit(to);
  if (!f || !t || f === t) return value;
  const g = groupOf(f);
  if (!g || g !== groupOf(t)) return null;
  return Number(((value * g[f]!) / g[t]!).toPrecision(12));
}
