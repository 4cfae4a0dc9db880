/**
 * A limit value as pages and files show it: the source's figure with a decimal point (the EU
 * regulation is quoted from its French text, "0,10 mg/kg"), and its unit once (the EU cells carry
 * their unit, the Chinese ones do not: "0,10 mg/kg" + "mg/kg" read "0,10 mg/kg mg/kg").
 */
export function limitValueText(valueRaw: string, unit: string): string {
  const value = valueRaw.replace(/(\d),(\d)/g, '$1.$2').trim();
  const u = unit.trim();
  return u && !value.includes(u) ? `${value} ${u}` : value;
}
