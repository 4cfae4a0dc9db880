import { api } from '@app/contract';
import { implement } from '../../../lib/endpoints.js';
import { requireMember, requireStaff } from '../../../lib/context.js';
import { signFileUrl } from '../../../lib/file-links.js';
import { saveFile } from '../../../lib/storage.js';
import { warn } from '../../../lib/errors.js';
import { customerMonthUploads, monthUploadCrud } from './month-uploads.service.js';

/** A .pdf must start as a PDF and a .docx as a zip (Office Open XML): a renamed page is refused. */
const looksRight = (name: string, b: Buffer) =>
  name.toLowerCase().endsWith('.pdf')
    ? b.subarray(0, 5).toString('latin1') === '%PDF-'
    : b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

export const monthUploadImplementations = [
  ...implement(api.admin.monthUploads, {
    ...monthUploadCrud,
    file: async (input, ctx) => {
      const buffer = Buffer.from(input.file.buffer);
      if (!looksRight(input.file.filename, buffer)) throw warn('onlyFormat', { format: 'pdf/docx' });
      const row = await saveFile(ctx.db, ctx.req.server.config, {
        name: input.file.filename,
        buffer,
        contentType: input.file.mimetype,
      });
      // A link for the uploader's preview, signed like every stored-file link (lib/file-links.ts).
      const url = await signFileUrl(ctx.database, row.url, { kind: 'staff', id: requireStaff(ctx).id });
      return { url, name: row.name };
    },
  }),
  ...implement(
    { monthUploadList: api.reports.monthUploadList },
    {
      monthUploadList: async (input, ctx) =>
        customerMonthUploads(ctx.database, requireMember(ctx), input.page, input.pageSize),
    },
  ),
];
