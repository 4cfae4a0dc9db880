import { and, asc, desc, getTableName, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { exportColumnsOf, limits, type Endpoint, type Fields, type OutputOf, type ParsedInputOf } from '@app/contract';
import type { Db } from '../db/client.js';
import { resultRows } from '../db/rows.js';
import type { CallContext } from './context.js';
import type { Handler } from './endpoints.js';
import { notFound } from './errors.js';
import { writeXlsx, xlsxAnswer, type XlsxColumn } from './xlsx.js';
import { chinaToday } from './clock.js';

/**
 * The generic server half of a back-office entity: one definition gives paged list with
 * filters/sort/date range, one row, create, update, batch delete and xlsx export (at most
 * 2000 rows), matching the calls `crudCalls` declares in the contract. Data authorisation
 * (`scope`) is applied to every read, update and delete, so a row out of scope is "not found".
 */
interface ListCalls {
  page: Endpoint;
  export: Endpoint;
}
interface WriteCalls {
  info: Endpoint;
  save: Endpoint;
  update: Endpoint;
  delete: Endpoint;
}
type CrudCalls = ListCalls & WriteCalls;

type Filters<C extends ListCalls> = ParsedInputOf<C['page']>;
type Item<C extends ListCalls> = OutputOf<C['page']> extends { list: (infer I)[] } ? I : never;

export interface ListDefinition<C extends ListCalls, Row> {
  table: PgTable;
  id: AnyPgColumn;
  /** Column the startDate..endDate filter and the default sort use. */
  dateColumn: AnyPgColumn;
  /** Conditions from the entity's own filters (empty strings mean "no filter"). */
  where: (f: Filters<C>, ctx: CallContext) => (SQL | undefined)[];
  /** Sortable columns by the field name the web sends as `sort`. */
  sorts?: Record<string, AnyPgColumn>;
  /** Data authorisation: rows this caller may see, undefined = all. */
  scope?: (ctx: CallContext) => SQL | undefined;
  /** Rows to answer items (joins for names, lists of ids …), in order. */
  toItems: (rows: Row[], ctx: CallContext) => Promise<Item<C>[]>;
  exportName: string;
  /**
   * The export's columns: the contract's fields of the resource (back-office resources), headed
   * by their labels in the caller's language, or fixed columns.
   */
  exportColumns: Fields | XlsxColumn[];
}

/** The row-level half: one row, create, update, delete (tree entities use only this). */
export interface WriteDefinition<C extends WriteCalls, Row> {
  table: PgTable;
  id: AnyPgColumn;
  scope?: (ctx: CallContext) => SQL | undefined;
  toItems: (rows: Row[], ctx: CallContext) => Promise<OutputOf<C['info']>[]>;
  /** Column values of a create (`id` undefined) or update; may throw a warning. */
  values: (input: ParsedInputOf<C['save']>, ctx: CallContext, id?: number) => Promise<Record<string, unknown>>;
  /** Writes what is not a column (role ids, menu ids …) after the row is stored. */
  afterSave?: (id: number, input: ParsedInputOf<C['save']>, ctx: CallContext, creating: boolean) => Promise<void>;
  /** Refuses or prepares a delete (children, protected rows, sessions to end …). */
  beforeDelete?: (ids: number[], ctx: CallContext) => Promise<void>;
}

export type CrudDefinition<C extends CrudCalls, Row> = ListDefinition<C, Row> & WriteDefinition<C, Row>;

/** Empty-string-aware: a search field left blank does not filter. */
export const given = <T>(v: T | '' | undefined | null): v is T => v !== undefined && v !== null && v !== '';

/** ISO string of a timestamp as the driver gives it ('2026-11-21 15:58:12+00' or a Date). */
export const iso = (v: unknown): string =>
  v ? new Date(String(v).replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString() : '';

function dateWhere(col: AnyPgColumn, f: { startDate?: string; endDate?: string }) {
  const out: SQL[] = [];
  if (f.startDate) out.push(gte(col, f.startDate));
  // endDate is inclusive: before the next day.
  if (f.endDate) out.push(lt(col, sql`(${f.endDate}::date + 1)`));
  return out;
}

function conditions<C extends ListCalls, Row>(def: ListDefinition<C, Row>, f: Filters<C>, ctx: CallContext) {
  const parts = [
    ...def.where(f, ctx),
    ...dateWhere(def.dateColumn, f as { startDate?: string; endDate?: string }),
    def.scope?.(ctx),
  ];
  return and(...parts.filter((p): p is SQL => !!p));
}

async function selectRows<Row>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
) {
  return (await db
    .select()
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)) as Row[];
}

function ordering<C extends ListCalls, Row>(def: ListDefinition<C, Row>, f: { sort?: string; order?: 'asc' | 'desc' }) {
  const col = (f.sort && def.sorts?.[f.sort]) || def.dateColumn;
  const dir = f.order === 'asc' ? asc : desc;
  // The id breaks ties so paging is stable.
  return [dir(col), dir(def.id)];
}

/** Above this many rows an unfiltered list shows the planner's row estimate instead of counting (DESIGN.md 1). */
export const estimateAbove = 10_000;

/**
 * The pager total: an exact count, except for an unfiltered list of a big table, where
 * PostgreSQL's own statistics answer at once (`estimated: true`); counting 100k log rows on
 * every page turn costs more than the page itself.
 */
export async function pageTotal(
  ctx: CallContext,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; estimated?: boolean }> {
  if (!where) {
    const [stat] = await ctx.database.rows<{ n: number }>(
      sql`select reltuples::bigint as n from pg_class where oid = ${getTableName(table)}::regclass`,
    );
    const n = Number(stat?.n ?? -1);
    if (n > estimateAbove) return { total: n, estimated: true };
  }
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return { total: Number(count?.n ?? 0) };
}

/** page + export of a listing (logs use only these). */
export function listHandlers<C extends ListCalls, Row>(calls: C, def: ListDefinition<C, Row>) {
  const page: Handler<C['page']> = async (input, ctx) => {
    const f = input as Filters<C> & { page: number; pageSize: number; sort?: string; order?: 'asc' | 'desc' };
    const where = conditions(def, f, ctx);
    const [rows, total] = await Promise.all([
      selectRows<Row>(ctx.db, def.table, where, ordering(def, f), f.pageSize, (f.page - 1) * f.pageSize),
      pageTotal(ctx, def.table, where),
    ]);
    const list = await def.toItems(rows, ctx);
    return { list, ...total, page: f.page, pageSize: f.pageSize } as OutputOf<C['page']>;
  };
  const exportRows: Handler<C['export']> = async (input, ctx) => {
    const f = input as Filters<C>;
    const rows = await selectRows<Row>(
      ctx.db,
      def.table,
      conditions(def, f, ctx),
      ordering(def, {}),
      limits.exportRowsMax,
    );
    const items = (await def.toItems(rows, ctx)) as Record<string, unknown>[];
    const columns = Array.isArray(def.exportColumns) ? def.exportColumns : exportColumnsOf(def.exportColumns, ctx.lang);
    const buffer = await writeXlsx({ sheetName: def.exportName, columns, rows: items.map(flatten) });
    return xlsxAnswer(buffer, `${def.exportName}-${chinaToday()}.xlsx`);
  };
  return { page, export: exportRows } as { page: Handler<C['page']>; export: Handler<C['export']> };
}

/** Arrays and flags become readable cells. */
const flatten = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.join(',') : typeof v === 'boolean' ? (v ? 1 : 0) : v,
    ]),
  );

/** Loads rows by id inside the caller's scope; missing ids (or out of scope) give "not found". */
export async function scopedRows<Row>(ctx: CallContext, table: PgTable, id: AnyPgColumn, ids: number[], scope?: SQL) {
  const rows = (await ctx.db
    .select()
    .from(table)
    .where(and(inArray(id, ids), scope))) as Row[];
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** Runs `work` in one transaction with a call context whose `db` is that transaction. */
export async function inTransaction<T>(ctx: CallContext, work: (tx: CallContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (transaction) => {
    const db: Db = transaction;
    // `database` too: on PGlite a query sent outside the open transaction would wait for it forever.
    const database = {
      ...ctx.database,
      db,
      rows: async <R>(q: SQL) => resultRows<R>(await db.execute(q)),
    };
    return work({ ...ctx, db, database });
  });
}

export function crudHandlers<C extends CrudCalls, Row>(calls: C, def: CrudDefinition<C, Row>) {
  return { ...listHandlers(calls, def), ...writeHandlers(calls, def) };
}

export function writeHandlers<C extends WriteCalls, Row>(_calls: C, def: WriteDefinition<C, Row>) {
  const scope = (ctx: CallContext) => def.scope?.(ctx);
  const info: Handler<C['info']> = async (input, ctx) => {
    const { id } = input as { id: number };
    const rows = await scopedRows<Row>(ctx, def.table, def.id, [id], scope(ctx));
    const [item] = await def.toItems(rows, ctx);
    return item as OutputOf<C['info']>;
  };
  // The row and what afterSave writes (role ids, menu ids …) are one transaction: a failure in
  // between leaves neither. `values` (checks, password hashing) runs before it, so the
  // transaction holds the database only for the writes.
  const save: Handler<C['save']> = async (input, ctx) => {
    const form = input as ParsedInputOf<C['save']>;
    const values = await def.values(form, ctx);
    const id = await inTransaction(ctx, async (tx) => {
      const [row] = (await tx.db.insert(def.table).values(values).returning({ id: def.id })) as { id: number }[];
      await def.afterSave?.(row!.id, form, tx, true);
      return row!.id;
    });
    ctx.say('operationSuccess');
    return { id } as OutputOf<C['save']>;
  };
  const update: Handler<C['update']> = async (input, ctx) => {
    const form = input as ParsedInputOf<C['save']> & { id: number };
    await scopedRows<Row>(ctx, def.table, def.id, [form.id], scope(ctx));
    const values = await def.values(form, ctx, form.id);
    await inTransaction(ctx, async (tx) => {
      await tx.db
        .update(def.table)
        .set(values)
        .where(inArray(def.id, [form.id]));
      await def.afterSave?.(form.id, form, tx, false);
    });
    ctx.say('operationSuccess');
    return { id: form.id } as OutputOf<C['update']>;
  };
  const remove: Handler<C['delete']> = async (input, ctx) => {
    const ids = [...new Set((input as { ids: number[] }).ids)];
    await scopedRows<Row>(ctx, def.table, def.id, ids, scope(ctx));
    await inTransaction(ctx, async (tx) => {
      await def.beforeDelete?.(ids, tx);
      await tx.db.delete(def.table).where(inArray(def.id, ids));
    });
    ctx.say('operationSuccess');
    return { count: ids.length } as OutputOf<C['delete']>;
  };
  return { info, save, update, delete: remove };
}
