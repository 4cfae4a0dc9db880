import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordTableList } from './definitions.js';
import { dimensionLexemesSql, monthVectorSql } from './dimension-lexemes.js';

const migration = (file: string) => readFileSync(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8');

describe('dimension lexemes', () => {
  it('the migration adds to stored records the same lexemes the writer gives new ones', () => {
    const dimensions = migration('0007_records_dimension_lexemes.sql');
    const months = migration('0037_records_month_lexemes.sql');
    for (const def of recordTableList) {
      expect(dimensions).toContain(dimensionLexemesSql(def));
      expect(months).toContain(monthVectorSql(def));
    }
  });
});
