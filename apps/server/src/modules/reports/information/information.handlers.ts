import { api } from '@app/contract';
import { implement } from '../../../lib/endpoints.js';
import { saveFile } from '../../../lib/storage.js';
import { warn } from '../../../lib/errors.js';

/** The file's first bytes must say what its name says: a renamed HTML page is not an image. */
const imageSignatures: [string, (b: Buffer) => boolean][] = [
  ['png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];
const isImage = (name: string, b: Buffer) =>
  imageSignatures.some(([ext, test]) => name.toLowerCase().endsWith(`.${ext}`) && test(b));
import { articleCrud, publishedArticle, publishedArticles } from './articles.service.js';
import { signFileLinks, signFileUrl } from '../../../lib/file-links.js';
import { requireMember, requireStaff } from '../../../lib/context.js';

export const informationImplementations = [
  ...implement(api.admin.articles, {
    ...articleCrud,
    image: async (input, ctx) => {
      const buffer = Buffer.from(input.file.buffer);
      if (!isImage(input.file.filename, buffer)) throw warn('onlyFormat', { format: 'jpg/png/gif/webp' });
      const row = await saveFile(ctx.db, ctx.req.server.config, {
        name: input.file.filename,
        buffer,
        contentType: input.file.mimetype,
      });
      // Signed for the editor's preview; stored bodies keep the bare url (articles.service.ts).
      return { url: await signFileUrl(ctx.database, row.url, { kind: 'staff', id: requireStaff(ctx).id }) };
    },
  }),
  ...implement(
    { informationList: api.reports.informationList, informationDetail: api.reports.informationDetail },
    {
      informationList: async (input, ctx) => publishedArticles(ctx.database, input),
      informationDetail: async (input, ctx) => {
        const article = await publishedArticle(ctx.database, input.id);
        const holder = { kind: 'member' as const, id: requireMember(ctx).id };
        return { ...article, body: await signFileLinks(ctx.database, article.body, holder) };
      },
    },
  ),
];
