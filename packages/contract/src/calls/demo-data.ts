import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';
import { recordModules, type RecordModuleName } from './records/index.js';

/**
 * Demonstration data in the back office: how many generated rows each module holds,
 * and one confirmed action that deletes a module's generated rows (real imported rows stay).
 * `library` holds the generated documents (numbered DEMO-…) a demo seed may have written.
 */
export type DemoDataModule = RecordModuleName | 'library';
/** Every record module (a new one is listed with no further line), then the library. */
export const demoDataModulesOf = <M extends string>(records: Readonly<Record<M, unknown>>) => {
  const list: (M | 'library')[] = [...(Object.keys(records) as M[]), 'library'];
  return list as [M | 'library', ...(M | 'library')[]];
};
export const demoDataModules = demoDataModulesOf(recordModules);
export const demoDataModuleSchema = z.enum(demoDataModules);

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
