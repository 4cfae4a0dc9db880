import { parentPort, workerData } from 'node:worker_threads';
import { recordTables } from '../modules/records/definitions.js';
import { encodeRows } from '../modules/records/record-encoding.js';
import { batches, generators } from './records-generator.js';

/**
 * One thread of a bulk seed: generates and encodes its share of the batches (every `stride`-th
 * one from `first`), one batch ahead of the main thread's request, so generation and jieba run
 * on another core while the database writes.
 */
export interface BulkWork {
  module: keyof typeof generators;
  from: number;
  to: number;
  size: number;
  first: number;
  stride: number;
}

const work = workerData as BulkWork;
const def = recordTables[work.module];

function* own() {
  for (let start = work.from + work.first * work.size; start < work.to; start += work.stride * work.size) {
    const [batch] = [...batches(generators[work.module], start, Math.min(work.to, start + work.size), work.size)];
    if (batch) yield { json: encodeRows(def, batch), count: batch.length };
  }
}
const it = own();
let next = it.next();
parentPort!.on('message', () => {
  parentPort!.postMessage(next.done ? null : next.value);
  if (!next.done) next = it.next();
});
