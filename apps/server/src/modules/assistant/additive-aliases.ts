/**
 * Names people use for an additive that GB 2760 writes as a family: "山梨酸及其钾盐" is asked
 * about as 山梨酸钾, "苯甲酸及其钠盐" as 苯甲酸钠. Added to the passage text so the question's
 * words match the table row.
 */
export function additiveAliases(name: string): string[] {
  const out = new Set<string>();
  const family = /^(.+?)及其(.+?)盐/.exec(name);
  if (family) {
    const [, base, salts] = family;
    out.add(base!);
    for (const salt of salts!.split(/[、，,和]/)) {
      const metal = salt.replace(/盐$/, '').trim();
      if (metal) out.add(`${base}${metal}`);
    }
  }
  for (const alt of name.matchAll(/[（(]又名(.+?)[)）]/g)) out.add(alt[1]!);
  return [...out].filter((a) => a !== name);
}
