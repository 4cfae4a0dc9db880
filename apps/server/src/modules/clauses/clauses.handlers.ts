import { and, eq } from 'drizzle-orm';
import { api } from '@app/contract';
import { libDocuments } from '../../db/schema/index.js';
import { implement } from '../../lib/endpoints.js';
import { notFound } from '../../lib/errors.js';
import { clauseView, ensureClauses } from './store.js';

export const clauseImplementations = implement(api.clauses, {
  list: async (input, ctx) => {
    const [doc] = await ctx.db
      .select({ id: libDocuments.id, version: libDocuments.version })
      .from(libDocuments)
      .where(
        and(
          eq(libDocuments.id, input.itemid),
          eq(libDocuments.library, input.library),
          eq(libDocuments.module, input.module),
        ),
      );
    if (!doc) throw notFound();
    const list = await ensureClauses(ctx.database, doc.id);
    return {
      docId: doc.id,
      version: doc.version,
      list: list.map(clauseView),
    };
  },
});
