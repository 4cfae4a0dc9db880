/**
 * The rows of a raw `execute`. Both drivers answer `{ rows }`, but drizzle types a raw result
 * as `unknown` (it depends on the driver), so the row type is the caller's word: the SQL's
 * column aliases must match `T`.
 */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
