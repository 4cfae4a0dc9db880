import type { Scenario } from '../run.js';
import { createMember, memberSession } from '../../src/test/factories.js';
import { manyRowXlsx, zipBombXlsx } from '../../src/test/hostile-files.js';

/**
 * Issue 29, item 1: hostile xlsx uploads against the real server (in this process, so this
 * process's RSS is the server's). A 1,000,001-row file and a zip bomb (one cell of 1.5 GB of
 * text) are sent to the keyword import; each must be refused with the catalogue's message
 * within 2 s and grow the RSS by less than 200 MB. Then four at once while /healthz is asked
 * every 100 ms: its slowest answer must stay under 1 s.
 */
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

export const scenario: Scenario = {
  name: 'hostile-uploads',
  async run(ctx) {
    const million = await manyRowXlsx(1_000_001);
    const bomb = await zipBombXlsx(1536 * 1024 * 1024);
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const server = await ctx.app(database);
      const member = await createMember(database.db, { isSuper: true });
      const session = await memberSession(database.db, member);
      const send = async (file: Buffer, ip: string) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)]), 'keywords.xlsx');
        const started = performance.now();
        const res = await fetch(`${server.url}/comply/library/biaofa/keywords/import`, {
          method: 'POST',
          headers: { batoken: session.token, 'x-forwarded-for': ip },
          body: form,
        });
        const body = (await res.json()) as { code: number; msg: string };
        return { ms: Math.round(performance.now() - started), status: res.status, ...body };
      };
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const measure = async (label: string, file: Buffer) => {
        await new Promise((r) => setTimeout(r, 200));
        const before = process.memoryUsage().rss;
        peak = before;
        const answer = await send(file, '10.9.0.1');
        ctx.report(`${label} ${kind}`, {
          fileMB: mb(file.length),
          ms: answer.ms,
          code: answer.code,
          msg: answer.msg,
          rssBeforeMB: mb(before),
          rssGrowthMB: mb(peak - before),
        });
      };
      await measure('1,000,001-row xlsx (first upload)', million);
      await measure('1,000,001-row xlsx', million);
      await measure('zip bomb (1.5 GB cell)', bomb);

      // Four at once, /healthz asked meanwhile.
      let slowest = 0;
      let polling = true;
      const poll = (async () => {
        while (polling) {
          const t0 = performance.now();
          await fetch(`${server.url}/healthz`);
          slowest = Math.max(slowest, performance.now() - t0);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const started = performance.now();
      const four = await Promise.all([million, bomb, million, bomb].map((f, i) => send(f, `10.9.1.${i}`)));
      const allMs = Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, 300));
      polling = false;
      await poll;
      clearInterval(sampler);
      ctx.report(`four hostile uploads at once ${kind}`, {
        allMs,
        refusedByLimit: four.filter((a) => a.status === 429).length,
        answers: four.map((a) => `${a.status}:${a.msg}`).join(' | '),
        healthzSlowestMs: Math.round(slowest),
        rssNowMB: mb(process.memoryUsage().rss),
      });
      await server.close();
    }
  },
};
