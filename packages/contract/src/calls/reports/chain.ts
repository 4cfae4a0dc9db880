import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { crudCalls } from '../admin-crud.js';
import { rowId, intColumn } from '../../ids.js';

/**
 * Industrial chains (/industrialChain, right chain): per food sector the stages from raw
 * material to catering and import. A node names the food categories (as the sampling and
 * penalty data name them), the RASFF product categories and the title words of the standards
 * that concern it; the portal counts, live, what concerns each node and lists it.
 */
export const chainStages = {
  raw: { 'zh-cn': '原料', en: 'Raw materials' },
  processing: { 'zh-cn': '生产加工', en: 'Processing' },
  packaging: { 'zh-cn': '包装', en: 'Packaging' },
  storage: { 'zh-cn': '贮存运输', en: 'Storage and transport' },
  retail: { 'zh-cn': '销售', en: 'Retail' },
  catering: { 'zh-cn': '餐饮', en: 'Catering' },
  import: { 'zh-cn': '进口', en: 'Import' },
} as const;
export type ChainStage = keyof typeof chainStages;
const stageKeys = Object.keys(chainStages) as [ChainStage, ...ChainStage[]];

/** What a node counts, in the order the portal shows it. */
export const chainCountKinds = {
  standards: { 'zh-cn': '相关标准', en: 'Standards' },
  samplingFail: { 'zh-cn': '抽检不合格', en: 'Sampling failures' },
  penalty: { 'zh-cn': '行政处罚', en: 'Penalties' },
  international: { 'zh-cn': '国际预警通报', en: 'International warnings' },
} as const;
export type ChainCountKind = keyof typeof chainCountKinds;
const countKeys = Object.keys(chainCountKinds) as [ChainCountKind, ...ChainCountKind[]];

export const chainNode = z.object({
  id: z.number().int(),
  chainId: z.number().int(),
  stage: z.enum(stageKeys),
  name: z.string(),
  enName: z.string(),
  categories: z.array(z.string()),
  rasffCategories: z.array(z.string()),
  keywords: z.array(z.string()),
  counts: z.record(z.enum(countKeys), z.number()),
  /** The counts that count generated (demo) rows, marked 演示数据 on the page; never added to real ones. */
  demoCounts: z.array(z.enum(countKeys)),
});
export type ChainNode = z.infer<typeof chainNode>;
export const chainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enName: z.string(),
  nodes: z.array(chainNode),
});

export const chainItem = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string().nullable(),
  /** A second line: category, hazard, authority, origin … */
  info: z.string(),
  /** The portal page of the row. */
  path: z.string(),
  /** A standard's or law's validity code: whether it still applies is the first thing read. */
  validity: z.number().int().optional(),
});

const nodeId = rowId;

export const chainCalls = {
  chainList: defineEndpoint({
    method: 'POST',
    path: '/comply/chain/list',
    input: z.object({ ...sessionFields }),
    output: z.array(chainSchema),
    access: access.member('chain'),
    summary: 'Every chain with its nodes and their live counts',
  }),
  chainNodeItems: defineEndpoint({
    method: 'POST',
    path: '/comply/chain/node/items',
    input: z.object({ ...sessionFields, ...pageInput, nodeId, kind: z.enum(countKeys, { message: 'formatError' }) }),
    output: pageOutput(chainItem).extend({
      node: chainNode,
      chain: z.object({ id: z.number().int(), name: z.string(), enName: z.string() }),
    }),
    access: access.member('chain'),
    summary: 'The rows behind one count of one node, newest first',
  }),
};

/** Lists travel as one comma-separated text in the back-office form (categories, keywords). */
const list = z.string().trim().max(2000).default('');
const text = (max: number) => z.string().trim().max(max);

export const chainAdmin = {
  chains: crudCalls({
    base: '/admin-api/chain/chain',
    perm: 'chain:chain',
    title: 'Industrial chains',
    item: z.object({ id: z.number().int(), name: z.string(), enName: z.string(), sort: z.number().int() }),
    form: {
      name: z.string().trim().min(1).max(50),
      enName: text(100).default(''),
      sort: z.coerce.number().int().min(0).max(9999).default(0),
    },
    filters: { name: text(50).optional() },
  }),
  nodes: crudCalls({
    base: '/admin-api/chain/node',
    perm: 'chain:node',
    title: 'Industrial chain nodes',
    item: z.object({
      id: z.number().int(),
      chainId: z.number().int(),
      chainName: z.string(),
      stage: z.enum(stageKeys),
      name: z.string(),
      enName: z.string(),
      categories: z.string(),
      rasffCategories: z.string(),
      keywords: z.string(),
      sort: z.number().int(),
    }),
    form: {
      chainId: rowId,
      stage: z.enum(stageKeys, { message: 'formatError' }),
      name: z.string().trim().min(1).max(50),
      enName: text(100).default(''),
      categories: list,
      rasffCategories: list,
      keywords: list,
      sort: z.coerce.number().int().min(0).max(9999).default(0),
    },
    filters: {
      chainId: intColumn.optional().or(z.literal('')),
      stage: z.enum(stageKeys).optional().or(z.literal('')),
      name: text(50).optional(),
    },
  }),
};
