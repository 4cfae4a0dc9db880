import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.js';
import { dateRange, pageInput, pageOutput, selectedIds } from '../paging.js';
import type { CrudResource, ItemResource, ListingResource, TreeResource } from '../staff-permissions.js';
import { rowId } from '../ids.js';

/**
 * Builds the standard calls of one back-office entity from a definition, so every entity
 * gets the same paths, permissions and validation (renren style: `sys:user:page` …):
 *   page    GET    {base}/page     `{perm}:page`    filters + paging, dateRange startDate..endDate
 *   info    GET    {base}/:id      `{perm}:info`
 *   save    POST   {base}          `{perm}:save`    the form
 *   update  PUT    {base}          `{perm}:update`  the form + id
 *   delete  DELETE {base}          `{perm}:delete`  { ids } (请选择删除项 when empty)
 *   export  GET    {base}/export   `{perm}:export`  filters, xlsx blob of at most 2000 rows
 * `refine` checks the whole form (confirm password …); `creating` tells it which call runs.
 */
export interface CrudCallsDefinition<
  Item extends z.ZodType,
  Form extends z.ZodRawShape,
  Filters extends z.ZodRawShape,
> {
  base: string;
  perm: CrudResource;
  title: string;
  item: Item;
  form: Form;
  filters: Filters;
  refine?: (value: z.output<z.ZodObject<Form>>, ctx: z.RefinementCtx, creating: boolean) => void;
}

export const idInput = z.object({ id: rowId });
export const idsInput = (key: 'selectToDelete' | 'selectOneRecord' | 'selectAtLeastOne' = 'selectToDelete') =>
  z.object({ ids: selectedIds(key) });
export const idOutput = z.object({ id: z.number().int() });
export const countOutput = z.object({ count: z.number().int() });
/** Every dated list searches by createDate between these two days (YYYY-MM-DD). */
export const dateFilters = {
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'formatError' })
    .optional()
    .or(z.literal('')),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'formatError' })
    .optional()
    .or(z.literal('')),
};

export const filterInput = <F extends z.ZodRawShape>(filters: F) =>
  z.object({ ...dateFilters, ...filters }).superRefine(dateRange('startDate', 'endDate'));

export const pagedInput = <F extends z.ZodRawShape>(filters: F) =>
  z.object({ ...pageInput, ...dateFilters, ...filters }).superRefine(dateRange('startDate', 'endDate'));

const blob = z.unknown();

export function crudCalls<Item extends z.ZodType, Form extends z.ZodRawShape, Filters extends z.ZodRawShape>(
  d: CrudCallsDefinition<Item, Form, Filters>,
) {
  const listing = logCalls(d);
  return { page: listing.page, ...itemCalls(d), export: listing.export };
}

/** The one-record calls of an entity: info, save, update, delete. */
function itemCalls<Item extends z.ZodType, Form extends z.ZodRawShape>(
  d: Pick<CrudCallsDefinition<Item, Form, z.ZodRawShape>, 'base' | 'title' | 'item' | 'form' | 'refine'> & {
    perm: ItemResource;
  },
) {
  const create = z.object(d.form).superRefine((v, ctx) => d.refine?.(v as never, ctx, true));
  const change = z.object({ ...d.form, id: rowId }).superRefine((v, ctx) => d.refine?.(v as never, ctx, false));
  return {
    info: defineEndpoint({
      method: 'GET',
      path: `${d.base}/:id`,
      input: idInput,
      output: d.item,
      access: access.staff(`${d.perm}:info`),
      summary: `${d.title}: one`,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: d.base,
      input: create,
      output: idOutput,
      access: access.staff(`${d.perm}:save`),
      summary: `${d.title}: create`,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: d.base,
      input: change,
      output: idOutput,
      access: access.staff(`${d.perm}:update`),
      summary: `${d.title}: update`,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: d.base,
      input: idsInput('selectToDelete'),
      output: countOutput,
      access: access.staff(`${d.perm}:delete`),
      summary: `${d.title}: delete`,
    }),
  };
}

/** A read-only log: page and export only. */
export function logCalls<Item extends z.ZodType, Filters extends z.ZodRawShape>(d: {
  base: string;
  perm: ListingResource;
  title: string;
  item: Item;
  filters: Filters;
}) {
  return {
    page: defineEndpoint({
      method: 'GET',
      path: `${d.base}/page`,
      input: pagedInput(d.filters),
      output: pageOutput(d.item),
      access: access.staff(`${d.perm}:page`),
      summary: `${d.title}: list`,
    }),
    export: defineEndpoint({
      method: 'GET',
      path: `${d.base}/export`,
      input: filterInput(d.filters),
      output: blob,
      answer: 'blob',
      access: access.staff(`${d.perm}:export`),
      summary: `${d.title}: export xlsx (at most 2000 rows)`,
    }),
  };
}

/** A tree entity (menus, departments): the whole flat list (children point at `pid`), no paging. */
export function treeCalls<Item extends z.ZodType, Form extends z.ZodRawShape>(d: {
  base: string;
  perm: TreeResource;
  title: string;
  item: Item;
  form: Form;
}) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${d.base}/list`,
      input: z.object({}),
      output: z.array(d.item),
      access: access.staff(`${d.perm}:list`),
      summary: `${d.title}: tree as a flat list`,
    }),
    ...itemCalls(d),
  };
}
