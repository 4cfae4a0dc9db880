import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countColumn, dayColumn, parsedRows } from './parsed-rows.js';

/** A database answering fixed rows, as either driver would. */
const answering = (rows: unknown[]) => ({ rows: async <T>() => rows as T[] });
const row = z.object({ n: countColumn, d: dayColumn });

describe('parsedRows', () => {
  it('returns the rows typed by the schema, counts as numbers', async () => {
    const rows = await parsedRows(
      answering([
        { n: 12n, d: '2025-03-05' },
        { n: 3, d: null },
      ]),
      row,
      sql`select`,
    );
    expect(rows).toEqual([
      { n: 12, d: '2025-03-05' },
      { n: 3, d: null },
    ]);
  });

  it('a missing or renamed column fails at the query, naming the column', async () => {
    await expect(parsedRows(answering([{ count: 12, d: null }]), row, sql`select`)).rejects.toThrow(/"n"/);
    await expect(parsedRows(answering([{ n: 1.5, d: null }]), row, sql`select`)).rejects.toThrow(/int/i);
  });
});
