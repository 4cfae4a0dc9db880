import { ilike, inArray } from 'drizzle-orm';
import { api } from '@app/contract';
import { sysOssFiles } from '../../db/schema/index.js';
import { given, iso, listHandlers, scopedRows } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { requireStaff } from '../../lib/context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { checkFileLink, signFileUrl } from '../../lib/file-links.js';
import {
  maskSecret,
  readStoredFile,
  readStorageConfig,
  removeFile,
  saveFile,
  writeStorageConfig,
} from '../../lib/storage.js';
import { likePattern } from './text.js';

type FileRow = typeof sysOssFiles.$inferSelect;
const calls = api.admin.oss;
const toItem = (r: FileRow) => ({
  id: r.id,
  url: r.url,
  name: r.name,
  size: r.size,
  type: r.type,
  createDate: iso(r.createdAt),
});

const mime: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

const listing = listHandlers(
  { page: calls.page, export: calls.page },
  {
    table: sysOssFiles,
    id: sysOssFiles.id,
    dateColumn: sysOssFiles.createdAt,
    where: (f) => [given(f.name) ? ilike(sysOssFiles.name, likePattern(f.name)) : undefined],
    // The list's links open the file for the staff user looking at it (lib/file-links.ts).
    toItems: async (rows: FileRow[], ctx) =>
      Promise.all(
        rows.map(async (r) => ({
          ...toItem(r),
          url: await signFileUrl(ctx.database, r.url, { kind: 'staff', id: requireStaff(ctx).id }),
        })),
      ),
    exportName: 'files',
    exportColumns: [],
  },
);

export const ossImplementations = implement(calls, {
  config: async (_input, ctx) => {
    const cfg = await readStorageConfig(ctx.db);
    return { ...cfg, accessKey: maskSecret(cfg.accessKey), secretKey: maskSecret(cfg.secretKey) };
  },
  saveConfig: async (input, ctx) => {
    const current = await readStorageConfig(ctx.db);
    // The form shows masked keys; sending a mask back (or nothing) keeps the stored secret.
    const keep = (sent: string, stored: string) => (!sent || sent === maskSecret(stored) ? stored : sent);
    await writeStorageConfig(ctx.db, {
      ...input,
      accessKey: keep(input.accessKey, current.accessKey),
      secretKey: keep(input.secretKey, current.secretKey),
    });
    ctx.say('operationSuccess');
    return {};
  },
  page: listing.page,
  upload: async (input, ctx) => {
    const row = await saveFile(ctx.db, ctx.req.server.config, {
      name: input.file.filename,
      buffer: Buffer.from(input.file.buffer),
      contentType: input.file.mimetype,
    });
    ctx.say('operationSuccess');
    // The stored url is never answered bare: the uploader gets a signed link (lib/file-links.ts).
    return {
      ...toItem(row),
      url: await signFileUrl(ctx.database, row.url, { kind: 'staff', id: requireStaff(ctx).id }),
    };
  },
  delete: async (input, ctx) => {
    const rows = await scopedRows<FileRow>(ctx, sysOssFiles, sysOssFiles.id, input.ids);
    for (const row of rows) await removeFile(ctx.db, ctx.req.server.config, row);
    await ctx.db.delete(sysOssFiles).where(inArray(sysOssFiles.id, input.ids));
    ctx.say('operationSuccess');
    return { count: rows.length };
  },
  file: async (input, ctx) => {
    const rel = `${input.day}/${input.name}`;
    if (!(await checkFileLink(ctx.database, rel, input))) throw forbidden();
    const bytes = await readStoredFile(ctx.db, ctx.req.server.config, rel);
    if (!bytes) throw notFound();
    // The answer belongs to the link's holder: no shared cache may keep it.
    ctx.reply.header('cache-control', 'private, max-age=300');
    const ext = input.name.slice(input.name.lastIndexOf('.'));
    return { blob: bytes, contentType: mime[ext] ?? 'application/octet-stream' };
  },
});
