import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

/** The part of PGlite's interface that drizzle-orm/pglite and our migrations check use. */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An Error carrying what PostgreSQL said (code, detail, constraint, ...), as the worker sent it. */
function toError(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? 'database error'));
  Object.assign(error, plain);
  return error;
}

/**
 * PGlite running in a worker thread (pgliteWorker.mjs), behind the interface drizzle-orm/pglite expects. Queries
 * go to the worker in order; a transaction holds them back until it ends, as PGlite's own one connection would.
 * `ready` settles when PostgreSQL has started in the worker (or failed to).
 */
export class PgliteThread implements PgliteClient {
  readonly ready: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Settles when the running transaction ends; queries outside it wait. */
  #transaction: Promise<void> | null = null;
  /** PostgreSQL has started in the worker. */
  #started = false;

  constructor(dataDir: string) {
    this.#worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir } });
    this.ready = new Promise((resolve, reject) => {
      const onFirst = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
        this.#worker.off('error', reject);
        if (message.ready) {
          this.#started = true;
          resolve();
        } else reject(toError(message.error ?? {}));
        this.#worker.on('message', (reply: Reply) => this.#settle(reply));
      };
      this.#worker.once('message', onFirst);
      this.#worker.once('error', reject);
    });
    this.#worker.on('exit', (code) => {
      const error = new Error(`the database thread stopped (exit code ${code})`);
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    });
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.error) pending.reject(toError(reply.error));
    else pending.resolve(reply.result);
  }

  /** Posts at once once started (so that messages leave in the order of the calls), else when started. */
  #send<T>(message: Record<string, unknown>): Promise<T> {
    const post = () =>
      new Promise<T>((resolve, reject) => {
        const id = this.#nextId++;
        this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        this.#worker.postMessage({ ...message, id });
      });
    return this.#started ? post() : this.ready.then(post);
  }

  #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, begin = false): Promise<Results<T>> {
    // Parsers are functions and cannot cross threads; drizzle's only keep some types as text, which the worker repeats.
    const keepTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.#send({ kind: 'query', sql, params, rowMode: options.rowMode ?? 'object', keepTypes, begin });
  }

  // The waits below are inline loops, not a helper: the check and what follows it must run in one microtask, or
  // two callers woken by the same transaction end could both go ahead.

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    while (this.#transaction) await this.#transaction;
    return this.#query<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Array<Results>> {
    while (this.#transaction) await this.#transaction;
    return this.#send({ kind: 'exec', sql });
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    while (this.#transaction) await this.#transaction;
    let end!: () => void;
    this.#transaction = new Promise((resolve) => (end = resolve));
    let closed = false;
    let released = false;
    const release = () => {
      closed = true;
      if (released) return;
      released = true;
      this.#transaction = null;
      end();
    };
    // BEGIN goes to the worker with the transaction's first statement (one message less); a transaction that sent
    // nothing has nothing to commit or roll back.
    let begun = false;
    const send = <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const begin = !begun;
      begun = true;
      return this.#query<R>(sql, params, options, begin);
    };
    const tx = {
      query: send,
      sql: () => Promise.reject(new Error('tagged template queries are not supported on the database thread')),
      exec: async (sql: string) => {
        if (!begun) {
          begun = true;
          await this.#query('BEGIN');
        }
        return this.#send<Array<Results>>({ kind: 'exec', sql });
      },
      rollback: async () => {
        if (begun) await this.#query('ROLLBACK');
        closed = true;
      },
      get closed() {
        return closed;
      },
      listen: () => Promise.reject(new Error('LISTEN is not supported on the database thread')),
    } as unknown as Transaction;
    // The transaction's end (COMMIT or ROLLBACK) is sent and then the next caller may go on at once: the worker runs
    // messages in the order sent, so the next statements run after it, and the session is not left idle while its
    // answer travels back. The caller still waits for that answer (a write is acknowledged only once committed).
    let ending: Promise<unknown> | undefined;
    try {
      const result = await fn(tx);
      if (!closed && begun) ending = this.#query('COMMIT');
      release();
      if (ending) await ending;
      return result;
    } catch (error) {
      if (ending) throw error; // the COMMIT failed: PostgreSQL has ended the transaction
      if (!closed && begun) ending = this.#query('ROLLBACK');
      release();
      if (ending) await ending;
      throw error;
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    try {
      await this.ready;
      while (this.#transaction) await this.#transaction;
      await this.#send({ kind: 'close' });
    } catch {
      // It never started, or already stopped: nothing to close but the thread.
    }
    await this.#worker.terminate();
  }
}

/** PgliteThread where drizzle-orm/pglite wants a PGlite: it calls only query, exec and transaction. */
export const asPglite = (client: PgliteThread) => client as unknown as PGlite;
