import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { api } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { customers, monthlyReportFiles } from '../../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../../lib/crud.js';
import { warn } from '../../../lib/errors.js';
import { signFileUrl, storedFileName } from '../../../lib/file-links.js';
import { storedFileRow } from '../../../lib/storage.js';
import { requireStaff } from '../../../lib/context.js';

type Row = typeof monthlyReportFiles.$inferSelect;
const m = monthlyReportFiles;

/** The back office's list, create, update and delete of uploaded monthly reports. */
export const monthUploadCrud = crudHandlers(api.admin.monthUploads, {
  table: m,
  id: m.id,
  dateColumn: m.createdAt,
  sorts: { month: m.month, createDate: m.createdAt },
  where: (f) => [
    given(f.customerId) ? eq(m.customerId, Number(f.customerId)) : undefined,
    given(f.month) ? eq(m.month, f.month) : undefined,
  ],
  toItems: async (rows: Row[], ctx) => {
    const ids = [...new Set(rows.map((r) => r.customerId))];
    const names = new Map(
      ids.length
        ? (
            await ctx.db
              .select({ id: customers.id, name: customers.name })
              .from(customers)
              .where(inArray(customers.id, ids))
          ).map((c) => [c.id, c.name])
        : [],
    );
    // Links open for the staff user looking (lib/file-links.ts); a save sends them back bare.
    const holder = { kind: 'staff' as const, id: requireStaff(ctx).id };
    return Promise.all(
      rows.map(async ({ createdAt, ...r }) => ({
        ...r,
        fileUrl: await signFileUrl(ctx.database, r.fileUrl, holder),
        customerName: names.get(r.customerId) ?? '',
        createDate: iso(createdAt),
      })),
    );
  },
  exportName: 'monthly-reports',
  exportColumns: ['customerName', 'month', 'title', 'fileName', 'createDate'].map((k) => ({ header: k, key: k })),
  values: async (input, ctx) => {
    const [customer] = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerId));
    if (!customer) throw warn('notFound');
    // Only a file this product stored (its upload call): never a url typed by hand. The upload
    // and the list answer signed links; the stored file's own url is kept, never a signature.
    const rel = storedFileName(input.fileUrl);
    const file = rel ? await storedFileRow(ctx.db, rel) : undefined;
    if (!file) throw warn('formatError', { attr: 'fileUrl' });
    return {
      customerId: input.customerId,
      month: input.month,
      title: input.title,
      fileUrl: file.url,
      fileName: file.name,
    };
  },
});

/** The customer's reports; each file link is signed for the member asking (lib/file-links.ts). */
export async function customerMonthUploads(
  database: Database,
  member: { id: number; customerId: number },
  page: number,
  pageSize: number,
) {
  const where = eq(m.customerId, member.customerId);
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(m)
      .where(and(where))
      .orderBy(desc(m.month), desc(m.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    database.db.select({ n: count() }).from(m).where(where),
  ]);
  return {
    list: await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        month: r.month,
        title: r.title,
        fileUrl: await signFileUrl(database, r.fileUrl, { kind: 'member', id: member.id }),
        fileName: r.fileName,
        createDate: iso(r.createdAt),
      })),
    ),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
