import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One optimistic edit: the cached query of `queryKey` (with `prefix`, every query under it) gets `update(old)`;
 * undefined leaves it. With `create`, the query gets `update(undefined)` even when it holds no data yet.
 */
export interface CacheEdit {
  queryKey: QueryKey;
  update: (old: unknown) => unknown;
  prefix?: boolean;
  create?: boolean;
}

/** Puts the cache back as it was before an optimistic edit, and refetches what it touched. */
export type Rollback = () => void;

/**
 * Applies optimistic edits to the TanStack Query cache: stops fetches of those queries that could overwrite the
 * edit, remembers their data, edits them, and answers the rollback that restores the remembered data.
 */
export async function editCache(client: QueryClient, edits: readonly CacheEdit[]): Promise<Rollback> {
  await Promise.all(edits.map(({ queryKey, prefix }) => client.cancelQueries({ queryKey, exact: !prefix })));
  const saved = edits.flatMap(({ queryKey, prefix }) => client.getQueriesData({ queryKey, exact: !prefix }));
  const filled = edits.filter((e) => e.create && client.getQueryData(e.queryKey) === undefined).map((e) => e.queryKey);
  for (const { queryKey, update, create, prefix } of edits) {
    if (create) client.setQueryData(queryKey, update(client.getQueryData(queryKey)));
    else client.setQueriesData({ queryKey, exact: !prefix }, (old: unknown) => (old === undefined ? undefined : update(old)));
  }
  return () => {
    for (const [queryKey, data] of saved) if (data !== undefined) client.setQueryData(queryKey, data);
    for (const queryKey of filled) client.removeQueries({ queryKey, exact: true });
    for (const { queryKey, prefix } of edits) void client.invalidateQueries({ queryKey, exact: !prefix });
  };
}

/** A typed CacheEdit (the update sees the query's own data type). */
export function edit<T>(queryKey: QueryKey, update: (old: T) => T | undefined): CacheEdit {
  return { queryKey, update: (old) => update(old as T) };
}

/** A typed CacheEdit of every query under a key prefix (all of them hold data of the same type). */
export function editAll<T>(queryKey: QueryKey, update: (old: T) => T | undefined): CacheEdit {
  return { queryKey, update: (old) => update(old as T), prefix: true };
}

/** A typed CacheEdit that also fills the query when it holds no data yet. */
export function put<T>(queryKey: QueryKey, update: (old: T | undefined) => T): CacheEdit {
  return { queryKey, update: (old) => update(old as T | undefined), create: true };
}

/**
 * A screen edit of a kind of change that may be applied again and again to data that already shows it (each edit
 * computed from the data it edits): a change of that kind still waiting in the outbox shows again on every read,
 * after a reload too (pendingEdits.ts finds the kind in replayEdits.ts).
 */
export interface ReplayableEdit<R> {
  kind: string;
  edits: (client: QueryClient, variables: R) => CacheEdit[];
}

/**
 * What one change shows on screen, the only way a mutation declares it (useChangeMutation's `shows`): the edits it
 * makes now; how the outbox keeps it (Change.replay) so that it shows again after a reload while it waits (none:
 * shown only now); and what it also does outside the query cache (a cookie), answering its undo.
 */
export interface Shown {
  replay?: { kind: string; variables: unknown };
  edits: (client: QueryClient) => CacheEdit[];
  also?: () => () => void;
}

export function shown<R>(edit: ReplayableEdit<R>, variables: R): Shown {
  return { replay: { kind: edit.kind, variables }, edits: (client) => edit.edits(client, variables) };
}
