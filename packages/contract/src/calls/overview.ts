import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';
import { librarySchema } from '../fields.js';

/**
 * What the portal holds, for the open pages (/home, /demo): real counts read from the
 * database, so a visitor sees the size of each collection before logging in.
 */
export const overview = {
  counts: defineEndpoint({
    method: 'POST',
    path: '/api/public/overview',
    summary: 'Number of documents per library and of records per data module (open pages)',
    access: access.public,
    input: z.object({}),
    output: z.object({
      libraries: z.array(z.object({ library: librarySchema, documents: z.number().int() })),
      /** Real rows, and generated demonstration rows counted apart (shown marked 演示数据). */
      records: z.array(
        z.object({
          module: z.enum(['sampling', 'penalty', 'judge', 'international']),
          real: z.number().int(),
          demo: z.number().int(),
        }),
      ),
    }),
  }),
};
