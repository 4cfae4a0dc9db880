import type { Scenario } from '../run.js';
import { createMember } from '../../src/test/factories.js';

/**
 * Issue 29, item 5: does a failed login take the same time for an unknown name as for an
 * existing one? 30 wrong-password logins each, interleaved, each from its own address (so the
 * brake does not lock); the medians and their difference are printed. Timing figures live here,
 * not in timed test assertions, because the machine's load moves them.
 */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const scenario: Scenario = {
  name: 'login-timing',
  async run(ctx) {
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const server = await ctx.app(database);
      const known = await createMember(database.db, { username: 'timing_known' });
      const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      let n = 0;
      const attempt = async (which: 'known' | 'unknown') => {
        n += 1;
        const started = performance.now();
        const res = await fetch(`${server.url}/api/member/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
          body: JSON.stringify({
            username: which === 'known' ? known.username : `nobody_${n}`,
            password: 'Wrong@2026',
          }),
        });
        await res.json();
        times[which].push(performance.now() - started);
      };
      for (let i = 0; i < 30; i++) {
        await attempt('known');
        await attempt('unknown');
      }
      ctx.report(`failed login ${kind}`, {
        knownMedianMs: Math.round(median(times.known) * 10) / 10,
        unknownMedianMs: Math.round(median(times.unknown) * 10) / 10,
        differenceMs: Math.round((median(times.known) - median(times.unknown)) * 10) / 10,
      });
      await server.close();
    }
  },
};
