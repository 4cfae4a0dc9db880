import { readFileSync } from 'node:fs';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordTableList } from './definitions.js';
import { dimensionLexemesSql, monthVectorSql } from './dimension-lexemes.js';
import { moduleMigrationSql } from './module-sql.js';
import { summaryFunctionSql } from './summary-sql.js';

// Each records module's database objects come from its own definition: these tests read the
// migrations in the journal's order and find, for every module, the migration that creates its
// table and the ones that give it triggers and lexemes. A new module's migration holds its own
// (`npm run records:sql -- <module>`); no applied migration is edited for it.
const dir = new URL('../../db/migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', dir), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const migrations = journal.entries.map((e) => ({
  idx: e.idx,
  text: readFileSync(new URL(`${e.tag}.sql`, dir), 'utf8'),
}));
const first = (match: (text: string) => boolean) => migrations.find((m) => match(m.text));

describe('records modules in the migrations', () => {
  for (const def of recordTableList) {
    const table = getTableName(def.table);
    const created = first((t) => t.includes(`CREATE TABLE "${table}"`) || t.includes(`create table ${table} `));

    it(`${def.name}: a migration creates ${table}`, () => {
      expect(created, table).toBeDefined();
    });

    it(`${def.name}: stored rows hold the lexemes the writer gives new ones`, () => {
      const lexemes = first((t) => t.includes(dimensionLexemesSql(def)));
      // Rows stored before lexemes existed were given them by an update; a table created later
      // starts empty and the writer adds them to every row.
      const lexemesBegan = first((t) => t.includes('array_to_tsvector(array_remove('))!;
      if (created && created.idx < lexemesBegan.idx) expect(lexemes?.idx, table).toBeDefined();
    });

    it(`${def.name}: stored rows hold the month lexeme the writer gives new ones`, () => {
      const months = first((t) => t.includes(monthVectorSql(def)));
      // Month lexemes began with the migration that gave them to every stored row.
      const monthsBegan = first((t) => t.includes("array_to_tsvector(array['month=' ||"))!;
      if (created && created.idx < monthsBegan.idx) expect(months?.idx, table).toBeDefined();
    });

    it(`${def.name}: the latest trigger function of ${table} is the one its definition generates`, () => {
      const fn = `create or replace function ${table}_summary_fn()`;
      const latest = migrations.filter((m) => m.text.includes(fn)).at(-1);
      expect(latest?.text, table).toContain(summaryFunctionSql(def));
      const triggers = moduleMigrationSql(def).split('\n--> statement-breakpoint\n').slice(1);
      for (const statement of triggers)
        expect(
          first((t) => t.includes(statement.replace(/;\n?$/, ''))),
          statement,
        ).toBeDefined();
    });
  }
});
