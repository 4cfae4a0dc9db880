import { asc, eq, ilike } from 'drizzle-orm';
import { api, chainCountKinds, type ChainCountKind, type ChainNode } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { industryChainNodes, industryChains } from '../../../db/schema/index.js';
import { crudHandlers, given } from '../../../lib/crud.js';
import { notFound, warn } from '../../../lib/errors.js';
import { likePattern } from '../../admin/text.js';
import { nodeCount, nodeRows } from './chain-counts.js';

type NodeRow = typeof industryChainNodes.$inferSelect;
type ChainRow = typeof industryChains.$inferSelect;
const kinds = Object.keys(chainCountKinds) as ChainCountKind[];

async function withCounts(database: Database, n: NodeRow): Promise<ChainNode> {
  const counts = {} as Record<ChainCountKind, number>;
  const demoCounts: ChainCountKind[] = [];
  for (const k of kinds) {
    const c = await nodeCount(database, k, n);
    counts[k] = c.value;
    if (c.demo && c.value) demoCounts.push(k);
  }
  return {
    id: n.id,
    chainId: n.chainId,
    stage: n.stage,
    name: n.name,
    enName: n.enName,
    categories: n.categories,
    rasffCategories: n.rasffCategories,
    keywords: n.keywords,
    counts,
    demoCounts,
  };
}

export async function chainList(database: Database) {
  const chains = await database.db
    .select()
    .from(industryChains)
    .orderBy(asc(industryChains.sort), asc(industryChains.id));
  const nodes = await database.db
    .select()
    .from(industryChainNodes)
    .orderBy(asc(industryChainNodes.sort), asc(industryChainNodes.id));
  const out = [];
  for (const c of chains) {
    const own = [];
    for (const n of nodes.filter((x) => x.chainId === c.id)) own.push(await withCounts(database, n));
    out.push({ id: c.id, name: c.name, enName: c.enName, nodes: own });
  }
  return out;
}

export async function chainNodeItems(
  database: Database,
  q: { nodeId: number; kind: ChainCountKind; page: number; pageSize: number },
) {
  const [node] = await database.db.select().from(industryChainNodes).where(eq(industryChainNodes.id, q.nodeId));
  if (!node) throw notFound();
  const [chain] = await database.db.select().from(industryChains).where(eq(industryChains.id, node.chainId));
  const full = await withCounts(database, node);
  const list = await nodeRows(database, q.kind, node, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    list,
    total: full.counts[q.kind],
    page: q.page,
    pageSize: q.pageSize,
    node: full,
    chain: { id: chain!.id, name: chain!.name, enName: chain!.enName },
  };
}

/** Comma, 、 or newline separated text of the form ↔ the stored list. */
const toList = (s: string) =>
  [
    ...new Set(
      s
        .split(/[,，、\n]+/)
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);

export const chainCrud = crudHandlers(api.admin.chains, {
  table: industryChains,
  id: industryChains.id,
  // Chains carry no date: the kit's date filter and default order use the sort number.
  dateColumn: industryChains.sort,
  sorts: { sort: industryChains.sort, name: industryChains.name },
  where: (f) => [given(f.name) ? ilike(industryChains.name, likePattern(f.name)) : undefined],
  toItems: async (rows: ChainRow[]) => rows.map((r) => ({ ...r })),
  exportName: 'chains',
  exportColumns: ['name', 'enName', 'sort'].map((k) => ({ header: k, key: k })),
  values: async (input) => ({ name: input.name, enName: input.enName, sort: input.sort }),
});

export const chainNodeCrud = crudHandlers(api.admin.chainNodes, {
  table: industryChainNodes,
  id: industryChainNodes.id,
  dateColumn: industryChainNodes.sort,
  sorts: { sort: industryChainNodes.sort, name: industryChainNodes.name, stage: industryChainNodes.stage },
  where: (f) => [
    given(f.chainId) ? eq(industryChainNodes.chainId, Number(f.chainId)) : undefined,
    given(f.stage) ? eq(industryChainNodes.stage, f.stage) : undefined,
    given(f.name) ? ilike(industryChainNodes.name, likePattern(f.name)) : undefined,
  ],
  toItems: async (rows: NodeRow[], ctx) => {
    const chains = new Map((await ctx.db.select().from(industryChains)).map((c) => [c.id, c.name]));
    return rows.map((r) => ({
      ...r,
      chainName: chains.get(r.chainId) ?? '',
      categories: r.categories.join('，'),
      rasffCategories: r.rasffCategories.join('; '),
      keywords: r.keywords.join('，'),
    }));
  },
  exportName: 'chain-nodes',
  exportColumns: ['chainName', 'stage', 'name', 'categories', 'rasffCategories', 'keywords', 'sort'].map((k) => ({
    header: k,
    key: k,
  })),
  values: async (input, ctx) => {
    const [chain] = await ctx.db
      .select({ id: industryChains.id })
      .from(industryChains)
      .where(eq(industryChains.id, input.chainId));
    if (!chain) throw warn('notFound');
    return {
      chainId: input.chainId,
      stage: input.stage,
      name: input.name,
      enName: input.enName,
      categories: toList(input.categories),
      // RASFF names hold commas ("nuts, nut products and seeds"): one per line or separated by semicolons.
      rasffCategories: [
        ...new Set(
          input.rasffCategories
            .split(/[;；\n]+/)
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ].slice(0, 50),
      keywords: toList(input.keywords),
      sort: input.sort,
    };
  },
});
