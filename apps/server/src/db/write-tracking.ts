import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/**
 * Sees every statement that changes the database, through drizzle's logger:
 * - so the operation log can record every create, update, delete and action without each of
 *   the hundreds of calls declaring which it is (a call run inside `trackWrites` is marked);
 * - so in-memory caches of database rows (lib/principal-cache.ts) hear of each write.
 */
export interface WriteMark {
  wrote: boolean;
}

type WriteListener = (statement: string) => void;

const current = new AsyncLocalStorage<WriteMark & { statements?: string[] }>();
const listeners: WriteListener[] = [];

const writeStatement =
  /^\s*(insert|update|delete|merge|truncate)\b|^\s*with\b[\s\S]*\b(insert\s+into|delete\s+from)\b|\bupdate\s+"\w+"\s+set\b/i;

export const isWriteStatement = (query: string) => writeStatement.test(query);

/** Calls `listener` with each write statement, before it runs and again when the call that ran it ends (after its commit). */
export const onWrite = (listener: WriteListener) => listeners.push(listener);

export const offWrite = (listener: WriteListener) => {
  const i = listeners.indexOf(listener);
  if (i >= 0) listeners.splice(i, 1);
};

export async function trackWrites<T>(mark: WriteMark, work: () => Promise<T>): Promise<T> {
  const tracked: WriteMark & { statements: string[] } = Object.assign(mark, { statements: [] as string[] });
  try {
    return await current.run(tracked, work);
  } finally {
    for (const statement of tracked.statements) for (const listener of listeners) listener(statement);
  }
}

export const writeTrackingLogger: Logger = {
  logQuery(query) {
    if (!isWriteStatement(query)) return;
    for (const listener of listeners) listener(query);
    const mark = current.getStore();
    if (!mark) return;
    mark.wrote = true;
    if (mark.statements && mark.statements.length < 50) mark.statements.push(query);
  },
};
