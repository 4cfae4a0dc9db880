import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cmpItems, cmpObligations, cmpTaskComments, cmpTasks, members } from '../../db/schema/index.js';
import { iso } from '../../lib/crud.js';
import { notFound } from '../../lib/errors.js';
import { displayName } from './scope.js';

type TaskRow = typeof cmpTasks.$inferSelect;

/**
 * Tasks as listed. The register item a task is linked to (its id and obligation title) is shown
 * only to a member who holds a compliance right (`seesItems`): tasks are open to every member,
 * the register is not.
 */
export async function toTaskItems(database: Database, rows: TaskRow[], seesItems: boolean) {
  if (!rows.length) return [];
  const people = await database.db
    .select({ id: members.id, realName: members.realName, username: members.username })
    .from(members)
    .where(inArray(members.id, [...new Set(rows.map((r) => r.assigneeId ?? 0))]));
  const itemIds = seesItems ? [...new Set(rows.map((r) => r.itemId).filter((x): x is number => x !== null))] : [];
  const titles = itemIds.length
    ? await database.db
        .select({ id: cmpItems.id, title: cmpObligations.title })
        .from(cmpItems)
        .innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId))
        .where(inArray(cmpItems.id, itemIds))
    : [];
  const person = new Map(people.map((p) => [p.id, displayName(p)]));
  const title = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    itemId: seesItems ? r.itemId : null,
    obligationTitle: seesItems && r.itemId ? (title.get(r.itemId) ?? null) : null,
    updateId: r.updateId,
    assigneeId: r.assigneeId,
    assigneeName: r.assigneeId ? (person.get(r.assigneeId) ?? null) : null,
    dueDate: r.dueDate,
    status: r.status as 'open' | 'in_progress' | 'done',
    createdAt: iso(r.createdAt),
  }));
}

const taskSorts = { dueDate: cmpTasks.dueDate, createdAt: cmpTasks.id, status: cmpTasks.status } as const;

export async function listTasks(
  database: Database,
  customerId: number,
  memberId: number,
  seesItems: boolean,
  q: { page: number; pageSize: number; mine?: string; status?: string; sort?: string; order?: 'asc' | 'desc' },
) {
  const where = and(
    eq(cmpTasks.customerId, customerId),
    q.mine === '1' ? eq(cmpTasks.assigneeId, memberId) : undefined,
    q.status ? eq(cmpTasks.status, q.status) : undefined,
  );
  const column = taskSorts[(q.sort ?? '') as keyof typeof taskSorts] ?? cmpTasks.id;
  const dir = q.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    database.db
      .select()
      .from(cmpTasks)
      .where(where)
      .orderBy(dir(column), desc(cmpTasks.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmpTasks)
      .where(where),
  ]);
  return {
    list: await toTaskItems(database, rows, seesItems),
    total: count?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function ownTask(database: Database, customerId: number, id: number) {
  const [row] = await database.db
    .select()
    .from(cmpTasks)
    .where(and(eq(cmpTasks.id, id), eq(cmpTasks.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

export async function taskComments(database: Database, taskId: number) {
  const rows = await database.db
    .select({
      id: cmpTaskComments.id,
      body: cmpTaskComments.body,
      createdAt: cmpTaskComments.createdAt,
      realName: members.realName,
      username: members.username,
    })
    .from(cmpTaskComments)
    .leftJoin(members, eq(members.id, cmpTaskComments.memberId))
    .where(eq(cmpTaskComments.taskId, taskId))
    .orderBy(asc(cmpTaskComments.id));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    createdAt: iso(r.createdAt),
    memberName: displayName(r.username ? r : null),
  }));
}
