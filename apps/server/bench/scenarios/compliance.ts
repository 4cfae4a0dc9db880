import { sql } from 'drizzle-orm';
import type { Scenario } from '../run.js';
import { load } from '../load.js';
import { createMember, memberSession } from '../../src/test/factories.js';
import { saveDocument } from '../../src/modules/library/editor.service.js';
import { ensureClauses } from '../../src/modules/clauses/index.js';
import { registerRecheck } from '../../src/modules/compliance/recheck.js';

const itemsPerCustomer = 10_000;
const sections = 50;
const bodyOf = (limit: (i: number) => string) =>
  ['前言', ...Array.from({ length: sections }, (_, i) => `${i + 1} 第${i + 1}项要求\n${i + 1}.1 食品中污染物限量为${limit(i)} mg/kg，企业应当检验。`)].join('\n');

/**
 * Issue 12's measures: the register list with 10,000 items per customer and `--scale` × 1,000
 * customers (p95 target 30 ms), and the re-check of every item resting on a document when a
 * new version arrives (target 2 s): one clause changed, and every clause changed.
 */
export const scenario: Scenario = {
  name: 'compliance',
  run: async (ctx) => {
    const customers = Math.max(2, Math.round(1000 * ctx.scale));
    registerRecheck();
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const t0 = Date.now();
      const doc = await saveDocument(database, { library: 'biaofa', module: 'biaozhun', title: '基准测试标准', docNumber: 'GB 99999-2026', body: bodyOf(() => '0.2'), implementDate: '2026-12-01', validity: 2 });
      await ensureClauses(database, doc.id);
      await database.rows(sql`insert into customers (name) select 'bench-' || g from generate_series(1, ${customers}) g`);
      await database.rows(sql`insert into cmp_obligations (code, title, requirement, kind, frequency)
        select 'B-' || g, '基准义务 ' || g, '要求 ' || g, case when g % 10 = 0 then 'recommended' else 'mandatory' end, (array['daily','weekly','monthly','yearly'])[1 + g % 4]
        from generate_series(1, ${itemsPerCustomer}) g`);
      await database.rows(sql`insert into cmp_obligation_clauses (obligation_id, doc_id, anchor)
        select id, ${doc.id}, 'sec-' || (1 + id % ${sections}) || '.1' from cmp_obligations`);
      const [first] = await database.rows<{ id: number }>(sql`select min(id)::int as id from customers where name like 'bench-%'`);
      for (let c = 0; c < customers; c++) {
        await database.rows(sql`insert into cmp_items (customer_id, obligation_id, status, reason, next_review)
          select ${first!.id + c}, o.id, (array['unassessed','applicable','compliant','noncompliant','not_applicable'])[1 + o.id % 5], '企业档案符合', date '2027-01-01' + (o.id % 365)
          from cmp_obligations o where o.code like 'B-%'`);
      }
      for (const t of ['cmp_items', 'cmp_obligations', 'cmp_obligation_clauses']) await database.rows(sql.raw(`vacuum analyze ${t}`));
      const [sizes] = await database.rows<Record<string, number>>(sql`select (select count(*)::int from cmp_items) as items, (select count(*)::int from customers where name like 'bench-%') as customers`);
      ctx.report(`compliance seed ${kind}`, { ...sizes, seconds: Math.round((Date.now() - t0) / 1000) });

      const member = await createMember(database.db, { customerId: first!.id + Math.floor(customers / 2), rights: ['hgywy_oblmanage'] });
      const { auth } = await memberSession(database.db, member);
      const server = await ctx.app(database);
      const list = async (label: string, query: Record<string, string>) => {
        const url = `${server.url}/comply/compliance/register/list?${new URLSearchParams({ customer_id: String(auth.customer_id), batoken: auth.batoken, ...query })}`;
        ctx.report(`register list ${label} ${kind} (1 client)`, await load({ url, method: 'GET', connections: 1, amount: 200 }));
        ctx.report(`register list ${label} ${kind} (10 clients)`, await load({ url, method: 'GET', connections: 10, duration: 5 }));
      };
      await list('page 1', {});
      await list('status filter', { status: 'noncompliant' });
      await list('keyword', { keyword: '基准义务 99' });
      await list('page 50 sorted by next review', { page: '50', sort: 'nextReview', order: 'asc' });

      // Re-check: a new version of the document; every customer's items on the changed clauses turn 待复核.
      for (const [label, limit] of [
        ['one clause changed', (i: number) => (i === 0 ? '0.1' : '0.2')],
        ['every clause changed', () => '0.05'],
      ] as const) {
        const t = performance.now();
        await saveDocument(database, { id: doc.id, body: bodyOf(limit) });
        const ms = Math.round(performance.now() - t);
        const [flagged] = await database.rows<{ n: number }>(sql`select count(*)::int as n from cmp_items where status = 'review'`);
        ctx.report(`re-check ${label} ${kind}`, { ms, itemsUnderReview: flagged!.n });
      }
      await server.close();
    }
  },
};
