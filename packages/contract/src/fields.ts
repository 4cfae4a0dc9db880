import { z } from 'zod';
import { intColumn } from './ids.js';

/**
 * The zod values of the shared modules (constants, endpoint, envelope), kept here so those
 * modules stay zod-free: the web's login page uses them and must not load zod.
 * They are exported from the modules they belong to.
 */
export const validitySchema = z.coerce.number().int().min(0).max(10);
export const librarySchema = z.enum(['biaofa', 'rihua', 'fodder']);

/** Dates travel as YYYY-MM-DD strings. */
export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' });

/** Fields every member call carries (customer_id and batoken). */
export const sessionFields = {
  customer_id: intColumn.optional(),
  batoken: z.string().max(200).optional(),
};

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data: data.optional() });
