import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';

/**
 * The data sources page: every public source the product ships in data/, with its
 * origin, licence and attribution, snapshot date, the rows in the file and the rows it gave the
 * database. Open to everyone (linked from the footer and the operation manual).
 */
export const dataSourceSchema = z.object({
  key: z.string(),
  /** The file in data/. */
  file: z.string(),
  title: z.string(),
  publisher: z.string(),
  /** Where the file was taken from (repository and commit, or package). */
  origin: z.string(),
  licence: z.string(),
  attribution: z.string(),
  snapshot: z.string(),
  /** Rows of the file as shipped. */
  fileRows: z.number().int(),
  /** Rows imported into the database (null when the product does not import this file). */
  importedRows: z.number().int().nullable(),
  /** Where it shows in the product. */
  usedBy: z.string(),
  /** Known quality limits of the source. */
  notes: z.string(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const dataSources = {
  list: defineEndpoint({
    method: 'GET',
    path: '/comply/data-sources',
    summary: 'The public data sources the product ships: origin, licence, snapshot date and row counts',
    access: access.public,
    input: z.object({}),
    output: z.object({ list: z.array(dataSourceSchema), demoModules: z.array(z.string()) }),
  }),
};
