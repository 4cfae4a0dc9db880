/**
 * Runs PGlite off the main thread (DESIGN.md section 1): a slow query here must not freeze
 * the API's event loop. The main thread talks to it through `worker-client.ts`.
 * Messages: query (outside any transaction), begin / txQuery / end (one transaction at a time:
 * PGlite's own mutex makes other queries wait while a transaction runs), close.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { setFlagsFromString } from 'node:v8';

const { dataDir, optimiseAtStart } = workerData;
// Set before PGlite's WebAssembly is compiled, which happens when the module loads.
if (optimiseAtStart) setFlagsFromString('--no-wasm-dynamic-tiering');
const { PGlite, types } = await import('@electric-sql/pglite');

// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader that
// runs the server from source (tsx, vitest), so this file must load as it is.

// Dates and timestamps stay strings, as drizzle's own PGlite driver asks for them.
const raw = (v) => v;
const parsers = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw,
  1115: raw,
  1185: raw,
  1187: raw,
  1182: raw,
};

const db = await PGlite.create(dataDir ? { dataDir } : {});

/** Open transactions by id: { tx, finish(commit), done }. */
const open = new Map();
/** The rejection that asks PGlite to roll a transaction back. */
const rollback = new Error('rollback');

const reply = (id, result, error) => {
  if (error) {
    const e = error;
    parentPort.postMessage({ id, error: { message: e.message ?? String(error), code: e.code, detail: e.detail } });
  } else parentPort.postMessage({ id, result });
};

const strip = (r) => ({
  rows: r.rows,
  affectedRows: r.affectedRows ?? 0,
  fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
});

parentPort.on('message', async (m) => {
  try {
    switch (m.op) {
      case 'query':
        return reply(m.id, strip(await db.query(m.sql, m.params, { rowMode: m.rowMode, parsers })));
      case 'exec':
        await db.exec(m.sql);
        return reply(m.id, null);
      case 'begin': {
        // The transaction stays open until 'end' arrives; PGlite queues other queries meanwhile.
        let started;
        const ready = new Promise((r) => (started = r));
        const entry = {};
        open.set(m.tx, entry);
        entry.done = db.transaction(
          (tx) =>
            new Promise((resolve, reject) => {
              entry.tx = tx;
              entry.finish = (commit) => (commit ? resolve() : reject(rollback));
              started();
            }),
        );
        // Observed in 'end'; this only keeps an early failure from being an unhandled rejection.
        entry.done.catch(() => undefined);
        await Promise.race([ready, entry.done]);
        return reply(m.id, null);
      }
      case 'txQuery': {
        const t = open.get(m.tx);
        if (!t?.tx) throw new Error(`no open transaction ${m.tx}`);
        return reply(m.id, strip(await t.tx.query(m.sql, m.params, { rowMode: m.rowMode, parsers })));
      }
      case 'end': {
        const t = open.get(m.tx);
        open.delete(m.tx);
        if (!t?.finish) throw new Error(`no open transaction ${m.tx}`);
        t.finish(m.commit);
        // The answer waits for COMMIT (or ROLLBACK) to have run, and a failed COMMIT (a deferred
        // constraint, a full disk) is reported to the caller instead of being answered OK.
        try {
          await t.done;
        } catch (error) {
          if (m.commit || error !== rollback) throw error;
        }
        return reply(m.id, null);
      }
      case 'close':
        await db.close();
        reply(m.id, null);
        process.exit(0);
    }
  } catch (error) {
    reply(m.id, null, error);
  }
});
parentPort.postMessage({ ready: true });
