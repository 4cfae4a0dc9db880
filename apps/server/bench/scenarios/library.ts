import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadavg } from 'node:os';
import type { Scenario } from '../run.js';
import { load } from '../load.js';
import { seedLibrary, seedLibraryScale } from '../../src/seed/library.js';
import { createMember, memberSession } from '../../src/test/factories.js';
import { allPortalRights } from '@app/contract';
import { countCache } from '../../src/modules/library/count-cache.js';
import { buildPeer, overlap } from '../peer-search.js';
import { multipart } from '../../src/test/multipart.js';

/**
 * The library's measures at `--scale N` × 1,000 documents (N = 100 gives the 100,000 documents of
 * about 2 KB, a national library): unified search for a standard number, a rare term, a common term
 * (食品), two terms and full-text mode; state lists; the detail call; a 1,000-row novelty check
 * end to end. Search figures are taken twice: under load (10 clients; facet totals cached as in
 * real use) and cold (one request at a time, totals cache cleared before each). Each search is
 * asked twice untimed first: a running server has its code compiled and the pages it reads in
 * memory, and the first request after a start is not what a user waits for. Cold figures take
 * 40 requests, so p95 is not simply the slowest one; the machine's load is reported beside them.
 */
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : 0;
};

async function noveltyFile(numbers: string[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['标准号或标准名称']);
  for (const n of numbers) ws.addRow([n]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const scenario: Scenario = {
  name: 'library',
  run: async (ctx) => {
    const docs = Math.round(1000 * ctx.scale);
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const t0 = Date.now();
      // A database kept by BENCH_KEEP is seeded already.
      const [{ have } = { have: 0 }] = await database.rows<{ have: number }>(
        sql`select count(*)::int as have from lib_documents`,
      );
      if (have && have < docs)
        throw new Error(
          `the kept ${kind} database holds ${have} documents, fewer than ${docs}: remove it to seed afresh`,
        );
      let inserted = 0;
      if (!have) {
        await seedLibrary(database, { publicDataDir: '/nonexistent' } as Parameters<typeof seedLibrary>[1], {
          biaofa: 0,
          rihua: 0,
          fodder: 0,
        });
        inserted = await seedLibraryScale(database, docs, (n) => process.stdout.write(`\r  ${kind}: ${n} documents`));
        process.stdout.write('\n');
      }
      const [{ n, mb } = { n: 0, mb: 0 }] = await database.rows<{ n: number; mb: number }>(
        sql`select count(*)::int as n, round(avg(length(body)))::int as mb from lib_documents`,
      );
      ctx.report(`seed ${kind}`, {
        documents: n,
        avgBodyChars: mb,
        inserted,
        seconds: Math.round((Date.now() - t0) / 1000),
      });

      const customer = await createMember(database.db, { rights: allPortalRights });
      const { auth } = await memberSession(database.db, customer);
      const server = await ctx.app(database);
      const url = (p: string) => `${server.url}/comply/library/biaofa/${p}`;
      const seconds = 5;
      const searches: [string, Record<string, unknown>][] = [
        ['number GB 2760-2024', { keyword: 'GB 2760-2024', fullLibrary: true }],
        ['number 2760 (bare digits)', { keyword: '2760', fullLibrary: true }],
        ['rare term 真菌毒素', { keyword: '真菌毒素', fullLibrary: true }],
        ['common term 食品', { keyword: '食品', fullLibrary: true }],
        ['two terms 婴幼儿 乳粉', { keyword: '婴幼儿 乳粉', fullLibrary: true }],
        ['full text 食品 (common)', { keyword: '食品', fullLibrary: true, fullText: true }],
        ['full text 进货查验记录', { keyword: '进货查验记录', fullLibrary: true, fullText: true }],
        ['full text 卡尔·费休法 (rare)', { keyword: '卡尔·费休法', fullLibrary: true, fullText: true }],
      ];
      const ask = async (body: Record<string, unknown>) => {
        const res = await fetch(url('search'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...auth, ...body }),
        });
        return (await res.json()) as {
          data: { total: number; estimated?: boolean; list: { id: number }[]; tookMs: number };
        };
      };
      const load1 = () => Math.round(loadavg()[0]! * 10) / 10;
      // Our searches are measured before the peer index exists: it holds about 1 GB of heap in
      // this process (which also runs the server and PGlite), and its garbage collection would
      // be charged to our tail. Each query's first ten are kept for the overlap.
      const ourFirstTen = new Map<string, number[]>();
      const ourP50 = new Map<string, { request: number; inServer: number }>();
      for (const [label, body] of searches) {
        for (let i = 0; i < 2; i++) await ask(body);
        const cold: number[] = [];
        const took: number[] = [];
        const loadBefore = load1();
        let answer: Awaited<ReturnType<typeof ask>> | undefined;
        for (let i = 0; i < 40; i++) {
          countCache(database).clear();
          const s = performance.now();
          answer = await ask(body);
          cold.push(performance.now() - s);
          took.push(answer.data.tookMs);
        }
        ctx.report(`search ${label} ${kind} cold (1 client)`, {
          p50: Math.round(percentile(cold, 50) * 10) / 10,
          p95: Math.round(percentile(cold, 95) * 10) / 10,
          total: `${answer!.data.total}${answer!.data.estimated ? '~' : ''}`,
          load: `${loadBefore}-${load1()}`,
        });
        ourP50.set(label, { request: percentile(cold, 50), inServer: percentile(took, 50) });
        ourFirstTen.set(
          label,
          (await ask({ ...body, pageSize: 10 })).data.list.map((d) => Number(d.id)),
        );
        ctx.report(
          `search ${label} ${kind} (10 clients, ${seconds} s)`,
          await load({ url: url('search'), body: { ...auth, ...body }, connections: 10, duration: seconds }),
        );
      }
      // The same queries in the peer index: its time (in this process, no HTTP), the ratio of
      // ours to it (the whole request, and the search's own time in the server), and how many
      // of our first ten it also ranks first ten. A title search reads the peer's number and
      // title fields only, as ours reads only those without full text.
      let peer: Awaited<ReturnType<typeof buildPeer>> | undefined = await buildPeer(database, 'biaofa');
      ctx.report(`peer index (MiniSearch, same jieba tokens) ${kind}`, {
        documents: peer.documents,
        buildSeconds: peer.buildSeconds,
        heapMb: peer.heapMb,
      });
      for (const [label, body] of searches) {
        const keyword = String(body.keyword);
        const fields = body.fullText ? undefined : (['number', 'title'] as const);
        const peerTimes = Array.from({ length: 40 }, () => peer!.search(keyword, fields).ms);
        const peerTop = peer.search(keyword, fields);
        const peerP50 = percentile(peerTimes, 50);
        const ours = ourP50.get(label)!;
        ctx.report(`peer ${label} ${kind}`, {
          p50: Math.round(peerP50 * 100) / 100,
          ratio: Math.round((ours.request / Math.max(peerP50, 0.01)) * 10) / 10,
          ratioInServer: Math.round((ours.inServer / Math.max(peerP50, 0.01)) * 10) / 10,
          total: peerTop.total,
          top10Overlap: Math.round(overlap(ourFirstTen.get(label)!, peerTop.ids) * 100) / 100,
        });
      }
      // Released before the phases below, which are measured without it.
      peer = undefined;
      for (const kindOfList of ['weekBF', 'monthImplemented']) {
        ctx.report(
          `state list ${kindOfList} ${kind} (10 clients)`,
          await load({
            url: url('state-list'),
            body: { ...auth, kind: kindOfList },
            connections: 10,
            duration: seconds,
          }),
        );
      }
      const [doc] = await database.rows<{ id: number }>(
        sql`select id from lib_documents where number_key = 'GB2760-2014' limit 1`,
      );
      const [anyDoc] = await database.rows<{ id: number; module: string }>(
        sql`select id, module from lib_documents where library = 'biaofa' and module = 'biaozhun' order by id desc limit 1`,
      );
      const target = doc ?? anyDoc!;
      ctx.report(
        `detail (replace chain) ${kind} (10 clients)`,
        await load({
          url: url('module/biaozhun/content'),
          body: { ...auth, itemid: target.id },
          connections: 10,
          duration: seconds,
        }),
      );

      // 1000 numbers: half real numbers of the corpus, some curated, some unknown.
      const sample = await database.rows<{ doc_number: string }>(
        sql`select doc_number from lib_documents where doc_number is not null and module = 'biaozhun' and library = 'biaofa' order by id limit 900`,
      );
      const numbers = [
        ...sample.map((r) => r.doc_number),
        'GB 2760-2014',
        'GB 7718-2011',
        ...Array.from({ length: 98 }, (_, i) => `GB ${90000 + i}-2001`),
      ].slice(0, 1000);
      const file = await noveltyFile(numbers);
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const mp = multipart({ name: 'check.xlsx', data: file }, auth);
        const s = performance.now();
        const start = (await (
          await fetch(url('novelty/start'), { method: 'POST', headers: mp.headers, body: mp.payload })
        ).json()) as { code: number; data: { id: number } };
        if (start.code !== 1) throw new Error(`novelty start failed: ${JSON.stringify(start)}`);
        for (;;) {
          const job = (await (
            await fetch(url('novelty/job'), {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...auth, id: start.data.id }),
            })
          ).json()) as { data: { state: string } };
          if (job.data.state !== 'running') break;
          await new Promise((r) => setTimeout(r, 20));
        }
        runs.push(performance.now() - s);
      }
      ctx.report(`novelty check 1000 rows end to end ${kind}`, {
        p50: Math.round(percentile(runs, 50)),
        max: Math.round(Math.max(...runs)),
      });
      await server.close();
    }
  },
};
