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

/** A transaction left open longer than this is rolled back, so it cannot hold the database forever. */
export const defaultTransactionTimeoutMs = 30_000;

export interface WorkerOptions {
  transactionTimeoutMs?: number;
  /**
   * Called once when the worker dies unexpectedly. Every pending and later query fails at once
   * (none hangs); the server exits so that its supervisor starts it again (main.ts).
   */
  onCrash?: (error: Error) => void;
  /**
   * Compile all of PostgreSQL's WebAssembly with the optimising compiler when the worker starts
   * (about 0.7 s more to open) instead of tiering up hot functions while requests run: a server
   * runs for hours, and its first searches should not run on baseline code. Tests leave it off.
   */
  optimiseAtStart?: boolean;
}

export class TransactionTimeoutError extends Error {
  constructor(ms: number) {
    super(`transaction rolled back after ${ms} ms`);
    this.name = 'TransactionTimeoutError';
  }
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
  private dead?: Error;
  private closing = false;

  private constructor(
    private worker: Worker,
    private options: WorkerOptions,
  ) {
    worker.on(
      'message',
      (m: { id?: number; result?: unknown; error?: { message: string; code?: string; detail?: string } }) => {
        if (m.id === undefined) return;
        const p = this.pending.get(m.id);
        this.pending.delete(m.id);
        if (!p) return;
        if (m.error)
          p.reject(Object.assign(new Error(m.error.message), { code: m.error.code, detail: m.error.detail }));
        else p.resolve(m.result);
      },
    );
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => {
      if (!this.closing) this.fail(new Error(`the embedded database worker stopped (exit code ${code})`));
    });
  }

  private fail(error: Error) {
    if (this.dead) return;
    this.dead = error;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    this.options.onCrash?.(error);
  }

  static async start(dataDir?: string, options: WorkerOptions = {}): Promise<WorkerPglite> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, optimiseAtStart: options.optimiseAtStart ?? false },
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (m.ready) {
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`the embedded database worker stopped while opening (exit code ${code})`)),
      );
    });
    return new WorkerPglite(worker, options);
  }

  /** Stops the worker as a crash would (tests of the crash path). */
  async killWorker(): Promise<void> {
    await this.worker.terminate();
  }

  private send<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
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
    const ms = this.options.transactionTimeoutMs ?? defaultTransactionTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TransactionTimeoutError(ms)), ms);
    });
    let result: T;
    try {
      result = await Promise.race([this.txScope.run(tx, () => fn(this)), timeout]);
    } catch (error) {
      clearTimeout(timer);
      // After a timeout the work may still send queries with this id: the worker refuses them.
      await this.send({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    clearTimeout(timer);
    // A failed COMMIT rejects here (the worker reports it).
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
    // Later queries fail at once instead of waiting for a worker that is gone.
    this.dead ??= new Error('the embedded database is closed');
  }
}
