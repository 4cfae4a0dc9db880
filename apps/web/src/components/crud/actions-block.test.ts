import { describe, expect, it } from 'vitest';
import { actionsOf, type AnyResource } from './types';

/**
 * A screen's buttons follow the rights its calls declare (one declaration of each permission,
 * DESIGN.md 7); a definition names them only where they differ. A block that repeats the calls
 * is a second copy waiting to drift.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../pages/**/*resource*.ts', '../../pages/admin/resources/*.ts', '!**/*.test.ts'],
  { eager: true },
);
const defs = Object.values(modules)
  .flatMap((m) => Object.values(m))
  .filter((v): v is AnyResource => !!v && typeof v === 'object' && 'calls' in v && 'fields' in v && 'name' in v);

describe('resource action rights', () => {
  it('finds the back-office screens', () => expect(defs.length).toBeGreaterThan(15));

  it('names only the rights its calls do not declare', () => {
    const repeated = defs.filter((def) => {
      if (!def.actions) return false;
      const fromCalls = actionsOf({ ...def, actions: undefined });
      const keys = new Set([...Object.keys(def.actions), ...Object.keys(fromCalls)]) as Set<keyof typeof fromCalls>;
      return [...keys].every((k) => (def.actions![k] ?? undefined) === (fromCalls[k] ?? undefined));
    });
    expect(repeated.map((d) => d.name)).toEqual([]);
  });
});
