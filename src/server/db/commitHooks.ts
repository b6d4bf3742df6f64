import type { Db, Tx } from './client.ts';

/**
 * Work that may only start once a transaction committed (a push about a notification it recorded): a service
 * registers it on its transaction handle; whoever committed the transaction (plugins/idempotency.ts `idempotent`,
 * `transactionWithHooks`) runs it, with the database it committed to. A rolled-back transaction's hooks are dropped.
 */
export type CommitHook = (db: Db) => void;

const hooks = new WeakMap<Tx, CommitHook[]>();

export function onCommit(tx: Tx, hook: CommitHook): void {
  const list = hooks.get(tx);
  if (list) list.push(hook);
  else hooks.set(tx, [hook]);
}

/** Runs (and forgets) the hooks of a committed transaction; a throwing hook does not stop the others. */
export function runCommitHooks(tx: Tx | undefined, db: Db, onError: (err: unknown) => void = () => undefined): void {
  if (!tx) return;
  const list = hooks.get(tx);
  hooks.delete(tx);
  for (const hook of list ?? []) {
    try {
      hook(db);
    } catch (err) {
      onError(err);
    }
  }
}

/** db.transaction(change), then the hooks its change registered (only when it committed). */
export async function transactionWithHooks<T>(db: Db, change: (tx: Tx) => Promise<T>, onError?: (err: unknown) => void): Promise<T> {
  let handle: Tx | undefined;
  const result = await db.transaction((tx) => {
    handle = tx;
    return change(tx);
  });
  runCommitHooks(handle, db, onError);
  return result;
}
