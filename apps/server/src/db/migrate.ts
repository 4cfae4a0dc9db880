import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { resultRows } from './rows.js';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

export const journalTags = (): string[] =>
  (JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal).entries.map(
    (e) => e.tag,
  );

/**
 * Applies the migrations of the journal in order, each in its own transaction (a failing one
 * leaves the earlier ones applied and itself not at all), recording the applied tags. One
 * runner for both drivers; on PostgreSQL an advisory lock keeps two starting processes from
 * migrating at once (the second finds the tag recorded and skips it). `npm run migrate` runs
 * this as its own step; the server runs it at start too.
 */
export async function migrate(database: Database): Promise<string[]> {
  const { db } = database;
  await db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await tx.execute(
      sql`create table if not exists app_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
  });
  const applied: string[] = [];
  for (const tag of journalTags()) {
    await db.transaction(async (tx) => {
      if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
      const done = resultRows(await tx.execute(sql`select 1 from app_migrations where tag = ${tag}`));
      if (done.length) return;
      const text = readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into app_migrations (tag) values (${tag})`);
      applied.push(tag);
    });
  }
  return applied;
}
