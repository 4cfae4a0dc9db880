import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/**
 * Tells whether a call changed the database, so the operation log can record every create,
 * update, delete and action without each of the hundreds of calls declaring which it is.
 * Every statement passes through drizzle's logger; inside `trackWrites` a statement that is
 * not a read marks the call as a write.
 */
export interface WriteMark {
  wrote: boolean;
}

const current = new AsyncLocalStorage<WriteMark>();

const writeStatement = /^\s*(insert|update|delete|merge|truncate)\b|^\s*with\b[\s\S]*\b(insert\s+into|delete\s+from)\b|\bupdate\s+"\w+"\s+set\b/i;

export const isWriteStatement = (query: string) => writeStatement.test(query);

export const trackWrites = <T>(mark: WriteMark, work: () => Promise<T>) => current.run(mark, work);

export const writeTrackingLogger: Logger = {
  logQuery(query) {
    const mark = current.getStore();
    if (mark && !mark.wrote && isWriteStatement(query)) mark.wrote = true;
  },
};
