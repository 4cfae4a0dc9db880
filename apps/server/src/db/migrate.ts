import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/**
 * Applies drizzle-kit's generated migrations in order, each in a transaction, recording the
 * applied tags. One runner for both drivers; on PostgreSQL an advisory lock keeps two
 * starting processes from migrating at once.
 */
export async function migrate(database: Database): Promise<string[]> {
  const { db } = database;
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await tx.execute(sql`create table if not exists app_migrations (tag text primary key, applied_at timestamptz not null default now())`);
    const done = new Set(
      ((await tx.execute(sql`select tag from app_migrations`)) as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag),
    );
    for (const entry of journal.entries) {
      if (done.has(entry.tag)) continue;
      const text = readFileSync(path.join(migrationsDir, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into app_migrations (tag) values (${entry.tag})`);
      applied.push(entry.tag);
    }
  });
  return applied;
}
