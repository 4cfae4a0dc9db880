import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { crudCalls } from '../admin-crud.js';
import { rowId } from '../../ids.js';

/**
 * Reference articles (/information, right otnews): written by staff in the back office with a
 * rich-text editor; the server keeps only an allow-list of HTML (no script, no event handlers,
 * no javascript: links), so what members read is never executed.
 */
const text = (max: number) => z.string().trim().max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'formatError' });
/** Longest article body (HTML) the editor may send. */
export const articleBodyMax = 200_000;

export const articleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  source: z.string(),
  publishDate: z.string(),
  published: z.boolean(),
  /** Generated for the demo: the portal marks it 演示数据. */
  demo: z.boolean(),
  createDate: z.string(),
});
export const articleDetail = articleItem.extend({ body: z.string() });
export type ArticleDetail = z.infer<typeof articleDetail>;

const articleCrud = crudCalls({
  base: '/admin-api/info/article',
  perm: 'info:article',
  title: 'Reference articles',
  item: articleDetail,
  form: {
    title: z.string().trim().min(1).max(200),
    category: text(50).default(''),
    summary: text(500).default(''),
    body: z.string().max(articleBodyMax, { message: 'formatError' }).default(''),
    source: text(200).default(''),
    publishDate: day,
    published: z.coerce.boolean().default(true),
  },
  filters: { title: text(100).optional(), category: text(50).optional() },
});

export const articleAdmin = {
  ...articleCrud,
  /** An image for the editor, saved through the configured storage; answers its url. */
  image: defineEndpoint({
    method: 'POST',
    path: '/admin-api/info/article/image',
    input: z.object({
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: z.object({ url: z.string() }),
    access: access.staff('info:article:save'),
    upload: { maxBytes: 2 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] },
    summary: 'Upload an image for an article body (at most 2 MB)',
  }),
};

export const informationCalls = {
  informationList: defineEndpoint({
    method: 'POST',
    path: '/comply/information/list',
    input: z.object({ ...sessionFields, ...pageInput, keyword: text(100).optional(), category: text(50).optional() }),
    output: pageOutput(articleItem).extend({
      categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
    }),
    access: access.member('otnews'),
    summary: 'Published reference articles, newest first, with the categories and their counts',
  }),
  informationDetail: defineEndpoint({
    method: 'POST',
    path: '/comply/information/detail',
    input: z.object({ ...sessionFields, id: rowId }),
    output: articleDetail,
    access: access.member('otnews'),
    summary: 'One published article with its sanitised HTML body',
  }),
};
