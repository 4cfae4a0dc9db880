/**
 * Unit normalisation of limit values to mg/kg. Limits are written in mg/kg, μg/kg, ng/g, pg/g,
 * g/kg, ppm or mg/L; comparing them needs one scale. mg/L is taken as mg/kg (the sources use it
 * for drinks and liquid milk, whose density the regulation does not state), and the caller keeps
 * the raw value and unit beside the normalised one.
 */
const factors: Record<string, number> = {
  'mg/kg': 1,
  'mg/l': 1,
  ppm: 1,
  'mg no3/kg': 1,
  'g/kg': 1000,
  'μg/kg': 0.001,
  'µg/kg': 0.001,
  'ug/kg': 0.001,
  'ng/g': 0.001,
  ppb: 0.001,
  'μg/l': 0.001,
  'µg/l': 0.001,
  'ng/kg': 0.000001,
  'pg/g': 0.000001,
};

export const knownUnits = Object.keys(factors);

export class UnknownUnitError extends Error {
  constructor(readonly unit: string) {
    super(`unknown unit "${unit}" (known: ${knownUnits.join(', ')})`);
  }
}

/** The factor that turns a value in `unit` into mg/kg; throws for a unit it does not know. */
export function toMgKgFactor(unit: string): number {
  const f = factors[unit.trim().toLowerCase().replace(/\s+/g, ' ')];
  if (f === undefined) throw new UnknownUnitError(unit);
  return f;
}

/** Value in mg/kg, or null when there is no value; rounding keeps 12 significant digits (0.005, not 0.0050000001). */
export function toMgKg(value: number | null | undefined, unit: string): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Number((value * toMgKgFactor(unit)).toPrecision(12));
}

/** Like toMgKg, but null (instead of an error) for an unknown unit: importers report the row instead. */
export function tryMgKg(value: number | null | undefined, unit: string): number | null | 'unknown-unit' {
  try {
    return toMgKg(value, unit);
  } catch (e) {
    if (e instanceof UnknownUnitError) return 'unknown-unit';
    throw e;
  }
}
