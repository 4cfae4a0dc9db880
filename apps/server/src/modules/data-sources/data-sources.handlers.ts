import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { api } from '@app/contract';
import type { Database } from '../../db/client.js';
import { implement } from '../../lib/endpoints.js';
import { demoModules, noteIn, sources, type SourceDef } from './sources.js';

/** Rows of a shipped file: lines after a CSV header, JSON lines, or GeoJSON features; counted once per process. */
const fileRows = new Map<string, Promise<number>>();
function countRows(file: string): Promise<number> {
  if (!fileRows.has(file)) fileRows.set(file, count(file));
  return fileRows.get(file)!;
}
async function count(file: string) {
  if (!existsSync(file)) return 0;
  if (file.endsWith('.geojson')) {
    const { readFile } = await import('node:fs/promises');
    return (JSON.parse(await readFile(file, 'utf8')) as { features: unknown[] }).features.length;
  }
  // CSV records may hold quoted line breaks: count records, not lines.
  if (file.endsWith('.csv')) {
    const { parse } = await import('csv-parse');
    let n = 0;
    for await (const _ of createReadStream(file).pipe(
      parse({ columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }),
    ))
      n++;
    return n;
  }
  let n = 0;
  let last = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const text = last + (chunk as string);
    const lines = text.split('\n');
    last = lines.pop() ?? '';
    n += lines.filter((l) => l.trim()).length;
  }
  return n + (last.trim() ? 1 : 0);
}

async function imported(database: Database, s: SourceDef) {
  if (!s.imported) return null;
  const [row] = await database.rows<{ n: number }>(sql.raw(s.imported));
  return Number(row?.n ?? 0);
}

export const dataSourceImplementations = implement(api.dataSources, {
  list: async (_input, ctx) => {
    const dir = ctx.req.server.config.publicDataDir;
    const list = await Promise.all(
      sources.map(async (s) => {
        const i = ctx.lang === 'en' ? 1 : 0;
        const shown = {
          key: s.key,
          file: s.file,
          title: s.title[i],
          publisher: s.publisher[i],
          origin: noteIn(s.origin, ctx.lang),
          licence: noteIn(s.licence, ctx.lang),
          attribution: s.attribution,
          snapshot: noteIn(s.snapshot, ctx.lang),
          usedBy: s.usedBy[i],
          notes: s.notes[i],
        };
        return {
          ...shown,
          fileRows: await countRows(path.join(dir, s.file)),
          importedRows: await imported(ctx.database, s),
        };
      }),
    );
    return { list, demoModules: demoModules.map((m) => m[ctx.lang === 'en' ? 1 : 0]) };
  },
});
