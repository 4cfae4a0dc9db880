import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { rowId } from '../ids.js';

/** `decidedBy` of a standard nobody placed: its categories are those its product name matches. */
export const placedByName = 'name';

/** A product standard with its food category in each scheme and who placed it. */
export const placementItem = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  /** GB 2762/2761 category path, top category first ("调味品/酱油"). */
  gb2762: z.string(),
  /** GB 2760 appendix E code ("12.04"). */
  gb2760: z.string(),
  /** GB 31650 species or tissue, where it applies. */
  gb31650: z.string(),
  note: z.string(),
  /** `portal` for the editors' seeded decisions, else the staff member's username; `placedByName` when matched by name (the scheme fields then hold that match). */
  decidedBy: z.string(),
  decidedAt: z.string(),
});

const label = (max: number) => z.string().trim().max(max).default('');

/**
 * Back office: where each product standard sits in the food categories whose limits it inherits,
 * decided once per standard. Rights: `indicators:placement:page`, `indicators:placement:update`.
 */
export const indicatorsAdmin = {
  placements: defineEndpoint({
    method: 'GET',
    path: '/admin-api/indicators/placements/page',
    summary: 'Product standards with their food category per scheme and who decided it',
    access: access.staff('indicators:placement:page'),
    input: z.object({
      ...pageInput,
      q: z.string().trim().max(100).optional(),
      placed: z.enum(['yes', 'no', '']).optional(),
    }),
    output: pageOutput(placementItem),
  }),
  editPlacement: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/indicators/placements',
    summary: "Place a product standard's food category per scheme (an empty field removes that placement)",
    access: access.staff('indicators:placement:update'),
    input: z.object({
      id: rowId,
      gb2762: label(200).refine((s) => !s || /^[^/]+(\/[^/]+)*$/.test(s), { message: 'formatError' }),
      gb2760: label(20).refine((s) => !s || /^\d{2}(\.\d{1,2})*$/.test(s), { message: 'formatError' }),
      gb31650: label(60),
      note: label(200),
    }),
    output: z.object({ id: z.number().int() }),
  }),
};
