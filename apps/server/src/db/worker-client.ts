import { Worker } from 'node:worker_threads';
import { AsyncLocalStorage } from 'node:async_hooks';

type RowMode = 'array' | 'object';
interface QueryResult {
  rows: unknown[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}
interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

/**
 * The main thread's handle on the PGlite worker. It offers the two methods drizzle's PGlite
 * driver calls (`query`, `transaction`), so drizzle runs unchanged on top of it.
 */
export class WorkerPglite {
  private nextId = 1;
  private nextTx = 1;
  private pending = new Map<number, Pending>();
  private txScope = new AsyncLocalStorage<number>();

  private constructor(private worker: Worker) {
    worker.on('message', (m: { id?: number; result?: unknown; error?: { message: string; code?: string; detail?: string } }) => {
      if (m.id === undefined) return;
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (!p) return;
      if (m.error) p.reject(Object.assign(new Error(m.error.message), { code: m.error.code, detail: m.error.detail }));
      else p.resolve(m.result);
    });
    worker.on('error', (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }

  static async start(dataDir?: string): Promise<WorkerPglite> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir }, execArgv: [] });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (m.ready) {
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new WorkerPglite(worker);
  }

  private send<T>(msg: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  query(sql: string, params: unknown[] = [], opts: { rowMode?: RowMode } = {}): Promise<QueryResult> {
    const tx = this.txScope.getStore();
    const rowMode = opts.rowMode ?? 'object';
    return tx === undefined
      ? this.send({ op: 'query', sql, params, rowMode })
      : this.send({ op: 'txQuery', tx, sql, params, rowMode });
  }

  exec(sql: string): Promise<void> {
    return this.send({ op: 'exec', sql });
  }

  /** One transaction runs whole in the worker while other queries wait there. */
  async transaction<T>(fn: (tx: WorkerPglite) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.send({ op: 'begin', tx });
    try {
      const result = await this.txScope.run(tx, () => fn(this));
      await this.send({ op: 'end', tx, commit: true });
      return result;
    } catch (error) {
      await this.send({ op: 'end', tx, commit: false });
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
