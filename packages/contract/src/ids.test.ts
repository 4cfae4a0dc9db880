import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, type Endpoint } from './index.js';

/**
 * Issue 29, item 4: an id of 2^31 or more reached PostgreSQL's integer columns and made a
 * server fault on 35 calls. Every id field of every call's input must refuse it at validation.
 */
const endpoints = (group: unknown): Endpoint[] =>
  group && typeof group === 'object'
    ? 'method' in group && 'path' in group && 'input' in group
      ? [group as Endpoint]
      : Object.values(group).flatMap(endpoints)
    : [];

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> | undefined => {
  const def = (schema as { def?: { type?: string; innerType?: z.ZodType; in?: z.ZodType; left?: z.ZodType } }).def;
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (def?.innerType) return shapeOf(def.innerType);
  if (def?.in) return shapeOf(def.in);
  return undefined;
};

/** Fields that name a row: id, ids, fooId, foo_id, fooIds, itemid. */
const isIdField = (name: string) => /(^id$|^ids$|Ids?$|_id$|^itemid$|IdList$)/.test(name) && name !== 'customer_id';

const tooBig = 2 ** 31;

describe('id bounds', () => {
  const all = endpoints(api);
  it('finds the calls', () => expect(all.length).toBeGreaterThan(300));

  it('every id field refuses 2^31 and more (one id or a list of them)', () => {
    const accepted: string[] = [];
    for (const e of all) {
      const shape = shapeOf(e.input);
      if (!shape) continue;
      for (const [name, field] of Object.entries(shape)) {
        if (!isIdField(name)) continue;
        for (const value of [tooBig, String(tooBig), [tooBig], 9_007_199_254_740_993]) {
          const r = field.safeParse(value);
          const numbers = [r.data].flat().filter((v) => typeof v === 'number');
          if (r.success && numbers.some((v) => v >= tooBig)) {
            accepted.push(`${e.method} ${e.path} ${name}`);
            break;
          }
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});
