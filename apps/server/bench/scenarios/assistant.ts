import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { api, allPortalRights } from '@app/contract';
import type { Scenario } from '../run.js';
import { loadConfig } from '../../src/config.js';
import { seedLibrary, seedLibraryScale } from '../../src/seed/library.js';
import { seedLimits } from '../../src/seed/limits.js';
import { reindexPassages } from '../../src/modules/assistant/reindex.js';
import { golden, scoreGolden } from '../../src/modules/assistant/golden/score.js';
import { answerQuestions, scoreAnswers } from '../../src/modules/assistant/golden/score-answers.js';
import { createMember, memberSession } from '../../src/test/factories.js';

/**
 * Issue 14's measure: the offline answer over 100,000 documents (`--scale N` × 100,000; the
 * real laws, standards, product texts, GB 2760 / 9685 rows and limits, topped up with generated
 * DEMO- documents of about 2 KB). Every document is split into clauses and indexed as the
 * product does (reindexPassages), so the passage table is what 100,000 documents give.
 * Each golden-set question is asked over HTTP and its NDJSON stream read to the end (the time a
 * user waits for the whole offline answer), one at a time and then with 4 clients at once.
 * The golden score is printed again over the bigger corpus: generated text is noise the real
 * answers must still beat.
 */
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : 0;
};
const load1 = () => Math.round(loadavg()[0]! * 10) / 10;
const ms = (n: number) => Math.round(n * 10) / 10;

export const scenario: Scenario = {
  name: 'assistant',
  run: async (ctx) => {
    const target = Math.round(100_000 * ctx.scale);
    const config = loadConfig();
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const t0 = Date.now();
      // A database kept by BENCH_KEEP is seeded and indexed already.
      const [{ have } = { have: 0 }] = await database.rows<{ have: number }>(
        sql`select count(*)::int as have from lib_documents`,
      );
      if (have < target) await seedAndIndex();
      async function seedAndIndex() {
        const quiet = console.log;
        console.log = () => {};
        try {
          await seedLibrary(database, config);
          await seedLimits(database, config);
        } finally {
          console.log = quiet;
        }
        const [{ real } = { real: 0 }] = await database.rows<{ real: number }>(
          sql`select count(*)::int as real from lib_documents`,
        );
        const generated = await seedLibraryScale(database, Math.max(0, target - real), (n) =>
          process.stdout.write(`\r  ${kind}: ${n} generated documents`),
        );
        process.stdout.write('\n');
        const seeded = Date.now();
        const index = await reindexPassages(database);
        await database.rows(sql`analyze assistant_passages`);
        const [{ passages } = { passages: 0 }] = await database.rows<{ passages: number }>(
          sql`select count(*)::int as passages from assistant_passages`,
        );
        ctx.report(`index ${kind}`, {
          documents: real + generated,
          realDocuments: real,
          passages,
          ...index,
          seedSeconds: Math.round((seeded - t0) / 1000),
          indexSeconds: Math.round((Date.now() - seeded) / 1000),
        });
      }

      const score = await scoreGolden(database);
      ctx.report(`golden ${kind}`, {
        questions: golden.length,
        top5: score.results.filter((r) => r.rank !== null).length,
        rate: ms(score.rate * 100),
      });
      const written = await scoreAnswers(database);
      ctx.report(`written answers ${kind}`, {
        questions: written.total,
        firstCorrect: written.firstCorrect,
        passageTop3: written.passageTop3,
        statedWrongly: written.statedWrongly,
      });

      const member = await createMember(database.db, { rights: allPortalRights });
      const { auth } = await memberSession(database.db, member);
      const server = await ctx.app(database);
      const askOnce = async (question: string) => {
        const start = performance.now();
        const res = await fetch(server.url + api.assistant.ask.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', batoken: auth.batoken },
          body: JSON.stringify({ ...auth, question }),
        });
        const text = await res.text();
        if (!res.ok || !text.includes('"done"')) throw new Error(`ask failed (${res.status}): ${text.slice(0, 200)}`);
        return performance.now() - start;
      };
      // Both golden sets: the passage questions and the written answers' (editions, limits, not held).
      const questions = [...golden.map((g) => g.question), ...answerQuestions.map((q) => q.question)];
      for (const q of questions.slice(0, 10)) await askOnce(q);

      const single: number[] = [];
      const slowest = new Map<string, number>();
      for (let round = 0; round < 2; round++)
        for (const q of questions) {
          const took = await askOnce(q);
          single.push(took);
          slowest.set(q, Math.max(took, slowest.get(q) ?? 0));
        }
      // The questions in the tail, so a slow kind of answer is seen by name.
      for (const [q, took] of [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 5))
        console.log(`    slowest: ${ms(took)} ms  ${q}`);
      ctx.report(`answer ${kind} 1 client`, {
        requests: single.length,
        p50: ms(percentile(single, 50)),
        p95: ms(percentile(single, 95)),
        max: ms(percentile(single, 100)),
        load1: load1(),
      });

      const parallel: number[] = [];
      let next = 0;
      const clients = 4;
      const wallStart = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < questions.length * 2) parallel.push(await askOnce(questions[next++ % questions.length]!));
        }),
      );
      const wall = (performance.now() - wallStart) / 1000;
      ctx.report(`answer ${kind} ${clients} clients`, {
        requests: parallel.length,
        p50: ms(percentile(parallel, 50)),
        p95: ms(percentile(parallel, 95)),
        perSecond: ms(parallel.length / wall),
        load1: load1(),
      });
      await server.close();
    }
  },
};
