import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { recordTables } from '../modules/records/definitions.js';
import { insertStatement } from '../modules/records/record-encoding.js';
import { matchWarnings } from '../modules/records/warnings.service.js';
import type { BulkWork } from './records-bulk-worker.js';

/**
 * A large seed (hundreds of thousands to millions of generated records) the way a large import
 * runs: worker threads generate and segment the batches (jieba is most of the cost) while the
 * main thread sends them to the database one after another, each a multi-row insert of 5,000
 * rows that returns nothing. One writer keeps the ids in generator order, so the count of rows
 * stays the index to resume from.
 */
const batchSize = 5000;
const threads = Math.max(1, Math.min(4, availableParallelism()));

class BatchSource {
  private readonly worker: Worker;
  private readonly waiting: ((b: { json: string; count: number } | null) => void)[] = [];
  private failure: unknown;

  constructor(work: BulkWork) {
    this.worker = new Worker(new URL('./records-bulk-worker.mjs', import.meta.url), { workerData: work });
    this.worker.on('message', (m: { json: string; count: number } | null) => this.waiting.shift()?.(m));
    this.worker.on('error', (e) => {
      this.failure = e;
      for (const w of this.waiting.splice(0)) w(null);
    });
  }

  next() {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<{ json: string; count: number } | null>((resolve, reject) => {
      this.waiting.push((b) => (this.failure ? reject(this.failure) : resolve(b)));
      this.worker.postMessage('next');
    });
  }

  close() {
    return this.worker.terminate();
  }
}

/** Inserts generated records [from, to) of one module; triggers and indexes are the caller's. */
export async function bulkInsert(
  database: Database,
  module: BulkWork['module'],
  from: number,
  to: number,
  progress: (done: number) => void,
) {
  const def = recordTables[module];
  const { head, tail } = insertStatement(def, { returning: false });
  const [before] = await database.rows<{ id: number | null }>(
    sql.raw(`select max(id) as id from ${getTableName(def.table)}`),
  );
  const sources = Array.from(
    { length: threads },
    (_, first) => new BatchSource({ module, from, to, size: batchSize, first, stride: threads }),
  );
  try {
    let done = from;
    for (let k = 0; done < to; k++) {
      const batch = await sources[k % threads]!.next();
      if (!batch) throw new Error(`bulk seed of ${module}: a worker ran out of batches at ${done}`);
      await database.rows(sql`${sql.raw(head)}${batch.json}${sql.raw(tail)}`);
      done += batch.count;
      progress(done);
    }
  } finally {
    await Promise.all(sources.map((s) => s.close()));
  }
  // New failed samples still reach the watch rules, as the writer's inserts do.
  if (module === 'sampling') await matchNewSamples(database, Number(before?.id ?? 0));
}

async function matchNewSamples(database: Database, afterId: number) {
  const [rules] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from sampling_watch_rules where enabled`,
  );
  if (!Number(rules?.n)) return;
  for (let last = afterId; ;) {
    const ids = await database.rows<{ id: number }>(
      sql`select id from sampling_records where id > ${last} and result = 'fail' order by id limit 5000`,
    );
    if (!ids.length) return;
    await matchWarnings(
      database,
      ids.map((r) => Number(r.id)),
    );
    last = Number(ids[ids.length - 1]!.id);
  }
}

/**
 * Rebuilds dropped secondary indexes two at a time: each build is one core's sort, and the
 * GIN index alone takes as long as several b-trees.
 */
export async function createIndexes(database: Database, definitions: string[]) {
  const queue = [...definitions];
  await Promise.all(
    [0, 1].map(async () => {
      for (let d = queue.shift(); d; d = queue.shift()) await database.rows(sql.raw(d));
    }),
  );
}
