import type { Scenario } from '../run.js';
import { load } from '../load.js';
import { seedPlatform } from '../../src/seed/platform.js';
import { loadConfig } from '../../src/config.js';

/**
 * Issue 16, item 17: does the server's memory level off under a long load? The server runs in
 * this process (the load comes from a forked one), so this process's memory is the server's.
 * 10 minutes at --scale 1 (a tenth at --scale 0.1): 30 s rounds of 50 clients asking user info
 * with distinct client addresses (which fills the rate-limit and principal caches) and one
 * round in five of logins; heap and RSS are sampled after every round. Levelled off means the
 * last third's average is within a few percent of the middle third's.
 */
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

export const scenario: Scenario = {
  name: 'memory',
  async run(ctx) {
    const minutes = 10 * Math.min(ctx.scale, 1);
    const rounds = Math.max(3, Math.round((minutes * 60) / 30));
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      await seedPlatform(database, loadConfig());
      const server = await ctx.app(database);
      const credentials = { username: 'demo', password: 'Demo@2026' };
      const res = await fetch(`${server.url}/api/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.254.0.1' },
        body: JSON.stringify(credentials),
      });
      const { data } = (await res.json()) as { data: { memberInfo: { token: string; customer_id: number } } };
      const auth = { customer_id: data.memberInfo.customer_id, batoken: data.memberInfo.token };
      const samples: { heap: number; rss: number }[] = [];
      let requests = 0;
      let failures = 0;
      for (let i = 0; i < rounds; i++) {
        const figures =
          i % 5 === 4
            ? await load({
                url: `${server.url}/api/member/login`,
                body: credentials,
                distinctClients: true,
                duration: 30,
                connections: 10,
              })
            : await load({
                url: `${server.url}/api/member/userInfo`,
                body: auth,
                distinctClients: true,
                duration: 30,
                connections: 50,
              });
        requests += figures.requests;
        failures += figures.failures;
        const m = process.memoryUsage();
        samples.push({ heap: m.heapUsed, rss: m.rss });
        console.log(
          `    round ${i + 1}/${rounds}: heap ${mb(m.heapUsed)} MB, rss ${mb(m.rss)} MB, ${figures.rps} req/s`,
        );
      }
      const third = Math.max(1, Math.floor(samples.length / 3));
      const avg = (xs: typeof samples, k: 'heap' | 'rss') => xs.reduce((a, s) => a + s[k], 0) / xs.length;
      const middle = samples.slice(third, 2 * third);
      const last = samples.slice(-third);
      ctx.report(`memory ${kind} (${minutes} min load)`, {
        minutes,
        requests,
        failures,
        heapFirstMB: mb(samples[0]!.heap),
        heapMiddleMB: mb(avg(middle, 'heap')),
        heapLastMB: mb(avg(last, 'heap')),
        rssFirstMB: mb(samples[0]!.rss),
        rssMiddleMB: mb(avg(middle, 'rss')),
        rssLastMB: mb(avg(last, 'rss')),
        rssGrowthLastThirdPct: Math.round(((avg(last, 'rss') - avg(middle, 'rss')) / avg(middle, 'rss')) * 1000) / 10,
      });
      await server.close();
    }
  },
};
