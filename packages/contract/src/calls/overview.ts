import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';
import { librarySchema } from '../fields.js';
import { recordModules, type RecordModuleName } from './records/index.js';

const count = z.number().int();
/** Real rows, and generated demonstration rows counted apart (shown marked 演示数据, never as holdings). */
const realAndDemo = z.object({ real: count, demo: count });

/**
 * What the portal holds beyond the libraries and records, one figure per collection. A table that
 * carries a demo flag answers real and demo apart; one without (GB 2760, GB 9685, parsed
 * indicators, chains) holds only imported or curated rows and answers one number.
 */
const holdings = z.object({
  /** Limits database (lim_limits): ML/MRL rows of GB 2762/2761, GB 31650, EU 2023/915, TFDA. */
  limitRows: realAndDemo,
  /** Substances of the limits database, with their EFSA reference values. */
  limitSubstances: realAndDemo,
  /** GB 2760 permitted additive uses (safeDb, kind additive). */
  additiveUses: count,
  /** GB 9685 food-contact additive entries (safeDb, kind contact). */
  contactAdditives: count,
  /** Product standards whose requirement tables were parsed (ind_standards). */
  productStandards: count,
  /** Their indicators, and those parsed with enough confidence to be shown as fact (factThreshold). */
  indicators: count,
  indicatorsAsFact: count,
  /** The starting set of obligations kept by staff (customer_id null), not customers' own. */
  obligations: realAndDemo,
  /** Monitoring items derived from the portal's rows or entered by staff. */
  monitorItems: realAndDemo,
  /** The 2021 catalogue of cosmetic ingredients used in China (cos_ingredients). */
  cosmeticIngredients: count,
  /** Restricted substances of table 3 of the 2015 cosmetics technical specification (cos_restricted). */
  cosmeticRestricted: count,
  /** Industrial chains: sectors and their stage nodes. */
  chainSectors: count,
  chainNodes: count,
});

/**
 * What the portal holds, for the open pages (/home, /demo, /ad): real counts read from the
 * database, so a visitor sees the size of each collection before logging in.
 */
export const overview = {
  counts: defineEndpoint({
    method: 'POST',
    path: '/api/public/overview',
    summary: 'Number of documents per library, records per data module and rows per collection (open pages)',
    access: access.public,
    input: z.object({}),
    output: z.object({
      /**
       * `documents` are real ones; generated DEMO- / 【演示】 documents are `demo`. A document shown
       * in several libraries (广告法) counts in each.
       */
      libraries: z.array(z.object({ library: librarySchema, documents: count, demo: count })),
      records: z.array(
        z.object({
          module: z.enum(Object.keys(recordModules) as [RecordModuleName, ...RecordModuleName[]]),
          real: count,
          demo: count,
        }),
      ),
      holdings,
    }),
  }),
};
