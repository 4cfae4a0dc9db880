import { describe, expect, it } from 'vitest';
import { cachedPrincipal } from './principal-cache.js';
import { writeTrackingLogger } from '../db/write-tracking.js';

describe('principal cache', () => {
  it('answers from memory until a write touches the tables principals are read from', async () => {
    const scope = {};
    let reads = 0;
    const load = async () => ({ n: ++reads });
    expect(await cachedPrincipal(scope, 'k', load)).toEqual({ n: 1 });
    expect(await cachedPrincipal(scope, 'k', load)).toEqual({ n: 1 });
    writeTrackingLogger.logQuery('insert into "lib_favorites" ("a") values ($1)', []);
    expect(await cachedPrincipal(scope, 'k', load)).toEqual({ n: 1 });
    writeTrackingLogger.logQuery('update "members" set "status" = $1 where "id" = $2', []);
    expect(await cachedPrincipal(scope, 'k', load)).toEqual({ n: 2 });
    writeTrackingLogger.logQuery('delete from sessions where subject_id = 1', []);
    expect(await cachedPrincipal(scope, 'k', load)).toEqual({ n: 3 });
  });
  it('does not keep a value read while a write happened, nor a missing one', async () => {
    const scope = {};
    let reads = 0;
    const load = async () => {
      reads += 1;
      writeTrackingLogger.logQuery('update "member_rights" set "rule_name" = $1', []);
      return { n: reads };
    };
    await cachedPrincipal(scope, 'k', load);
    await cachedPrincipal(scope, 'k', load);
    expect(reads).toBe(2);
    let misses = 0;
    await cachedPrincipal(scope, 'gone', async () => void misses++);
    await cachedPrincipal(scope, 'gone', async () => void misses++);
    expect(misses).toBe(2);
  });
});
