import { factThreshold, type Indicator } from '@app/contract';
import { nameKey, strictness } from './compare.js';

/**
 * A product standard may set a safety limit stricter than the general standard's for its food:
 * then its own value governs. The own row names the inherited limit it is stricter than, the
 * inherited row names the own row that replaces it, and both stay on the list so the reader sees
 * why. Only facts are compared (a low-confidence own row is not known to be stricter).
 */
export function stricterOwn(own: Indicator[], inherited: Indicator[]): Indicator[] {
  const facts = own.filter((o) => o.confidence >= factThreshold && o.requirement.kind !== 'text');
  const byName = new Map<string, Indicator[]>();
  for (const o of facts) byName.set(nameKey(o.name), [...(byName.get(nameKey(o.name)) ?? []), o]);
  const ownOut = new Map(own.map((o) => [o.id, o]));
  const inheritedOut = inherited.map((i) => {
    if (!i.safety || i.requirement.kind === 'text') return i;
    const stricter = (byName.get(nameKey(i.name)) ?? []).find((o) => strictness(o, i) === -1);
    if (!stricter) return i;
    const current = ownOut.get(stricter.id)!;
    const than = `${i.sourceStandard} ${i.requirement.text} ${i.unit}`.trim();
    ownOut.set(stricter.id, {
      ...current,
      stricterThan: current.stricterThan ? `${current.stricterThan}; ${than}` : than,
    });
    return { ...i, overriddenBy: stricter.id };
  });
  return [...own.map((o) => ownOut.get(o.id)!), ...inheritedOut];
}
