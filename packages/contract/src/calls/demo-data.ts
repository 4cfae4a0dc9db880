import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';

/**
 * Demonstration data in the back office (issue 8): how many generated rows each module holds,
 * and one confirmed action that deletes a module's generated rows (real imported rows stay).
 * `library` holds the generated documents (numbered DEMO-…) a demo seed may have written.
 */
export const demoDataModules = ['sampling', 'penalty', 'judge', 'international', 'library'] as const;
export const demoDataModuleSchema = z.enum(demoDataModules);
export type DemoDataModule = z.infer<typeof demoDataModuleSchema>;

export const demoDataRow = z.object({
  module: demoDataModuleSchema,
  title: z.string(),
  /** Generated rows. */
  demo: z.number().int(),
  /** All rows (generated and real). */
  total: z.number().int(),
  /** Generated rows the restore action writes when the module has none (0: nothing to restore). */
  restorable: z.number().int(),
});

export const demoData = {
  page: defineEndpoint({
    method: 'GET',
    path: '/admin-api/sys/demo-data/page',
    input: z.object({}),
    output: z.object({ list: z.array(demoDataRow) }),
    access: access.staff('sys:demo:page'),
    summary: 'Generated demonstration rows per module',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/admin-api/sys/demo-data',
    input: z.object({ module: demoDataModuleSchema }),
    output: z.object({ module: demoDataModuleSchema, deleted: z.number().int() }),
    access: access.staff('sys:demo:delete'),
    summary: "Delete one module's generated demonstration rows (logged)",
  }),
  /**
   * Writes a module's generated rows again after they were deleted (the same deterministic rows
   * the first start wrote), e.g. before a demonstration. Nothing happens while some remain.
   */
  restore: defineEndpoint({
    method: 'POST',
    path: '/admin-api/sys/demo-data/restore',
    input: z.object({ module: demoDataModuleSchema }),
    output: z.object({ module: demoDataModuleSchema, restored: z.number().int() }),
    access: access.staff('sys:demo:restore'),
    summary: "Generate a module's demonstration rows again (logged)",
  }),
};
