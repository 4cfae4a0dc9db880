import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { api, type ArticleDetail } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { infoArticles } from '../../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../../lib/crud.js';
import { notFound } from '../../../lib/errors.js';
import { likePattern } from '../../admin/text.js';
import { sanitizeHtml } from './sanitize-html.js';
import { signFileLinks, unsignFileLinks } from '../../../lib/file-links.js';
import { requireStaff } from '../../../lib/context.js';

type ArticleRow = typeof infoArticles.$inferSelect;
const a = infoArticles;

/** Bodies are cleaned when written and again when read (rows may come from an import or the seed). */
export const toArticle = ({ createdAt, updatedAt: _u, body, ...r }: ArticleRow): ArticleDetail => ({
  ...r,
  body: sanitizeHtml(body),
  createDate: iso(createdAt),
});
const withoutBody = ({ body: _b, ...r }: ArticleDetail) => r;

/** The back office's CRUD of articles (list, one, create, update, delete, export). */
export const articleCrud = crudHandlers(api.admin.articles, {
  table: a,
  id: a.id,
  dateColumn: a.publishDate,
  sorts: { publishDate: a.publishDate, title: a.title, category: a.category },
  where: (f) => [
    given(f.title) ? ilike(a.title, likePattern(f.title)) : undefined,
    given(f.category) ? eq(a.category, f.category) : undefined,
  ],
  toItems: async (rows: ArticleRow[], ctx) =>
    Promise.all(
      rows.map(async (r) => {
        const article = toArticle(r);
        const holder = { kind: 'staff' as const, id: requireStaff(ctx).id };
        return { ...article, body: await signFileLinks(ctx.database, article.body, holder) };
      }),
    ),
  exportName: 'articles',
  exportColumns: ['title', 'category', 'source', 'publishDate', 'published'].map((k) => ({ header: k, key: k })),
  values: async (input) => ({
    title: input.title,
    category: input.category,
    summary: input.summary,
    body: unsignFileLinks(sanitizeHtml(input.body)),
    source: input.source,
    publishDate: input.publishDate,
    published: input.published,
    updatedAt: sql`now()`,
  }),
});

/**
 * Published articles for members. Articles are a few hundred short rows written by staff, so a
 * title/summary ILIKE is a small sequential read, not a scan of a big table (DESIGN.md 1).
 */
export async function publishedArticles(
  database: Database,
  q: { page: number; pageSize: number; keyword?: string; category?: string },
) {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const visible = and(
    eq(a.published, true),
    pattern ? or(ilike(a.title, pattern), ilike(a.summary, pattern)) : undefined,
  );
  const where = and(visible, q.category ? eq(a.category, q.category) : undefined);
  const [rows, [total], categories] = await Promise.all([
    database.db
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.publishDate), desc(a.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    database.db.select({ n: count() }).from(a).where(where),
    database.db
      .select({ category: a.category, count: count() })
      .from(a)
      .where(visible)
      .groupBy(a.category)
      .orderBy(desc(count()), a.category),
  ]);
  return {
    list: rows.map((r) => withoutBody(toArticle(r))),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    categories: categories.filter((c) => c.category).map((c) => ({ category: c.category, count: Number(c.count) })),
  };
}

export async function publishedArticle(database: Database, id: number) {
  const [row] = await database.db
    .select()
    .from(a)
    .where(and(eq(a.id, id), eq(a.published, true)));
  if (!row) throw notFound();
  return toArticle(row);
}
