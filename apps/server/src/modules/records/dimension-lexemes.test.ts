import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordTableList } from './definitions.js';
import { dimensionVectorSql } from './dimension-lexemes.js';

describe('dimension lexemes', () => {
  it('the migration adds to stored records the same lexemes the writer gives new ones', () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0007_records_dimension_lexemes.sql', import.meta.url),
      'utf8',
    );
    for (const def of recordTableList) expect(migration).toContain(dimensionVectorSql(def));
  });
});
