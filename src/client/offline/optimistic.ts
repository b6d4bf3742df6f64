import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One optimistic edit: every cached query under `queryKey` (a prefix) gets `update(old)`; undefined leaves it.
 * With `create`, the query of exactly that key gets `update(undefined)` even when it holds no data yet.
 */
export interface CacheEdit {
  queryKey: QueryKey;
  update: (old: unknown) => unknown;
  create?: boolean;
}

/** Puts the cache back as it was before an optimistic edit, and refetches what it touched. */
export type Rollback = () => void;

/**
 * Applies optimistic edits to the TanStack Query cache: stops fetches of those queries that could overwrite the
 * edit, remembers their data, edits them, and answers the rollback that restores the remembered data.
 */
export async function editCache(client: QueryClient, edits: readonly CacheEdit[]): Promise<Rollback> {
  await Promise.all(edits.map(({ queryKey }) => client.cancelQueries({ queryKey })));
  const saved = edits.flatMap(({ queryKey }) => client.getQueriesData({ queryKey }));
  const filled = edits.filter((e) => e.create && client.getQueryData(e.queryKey) === undefined).map((e) => e.queryKey);
  for (const { queryKey, update, create } of edits) {
    if (create) client.setQueryData(queryKey, update(client.getQueryData(queryKey)));
    else client.setQueriesData({ queryKey }, (old: unknown) => (old === undefined ? undefined : update(old)));
  }
  return () => {
    for (const [queryKey, data] of saved) if (data !== undefined) client.setQueryData(queryKey, data);
    for (const queryKey of filled) client.removeQueries({ queryKey, exact: true });
    for (const { queryKey } of edits) void client.invalidateQueries({ queryKey });
  };
}

/** A typed CacheEdit (the update sees the query's own data type). */
export function edit<T>(queryKey: QueryKey, update: (old: T) => T | undefined): CacheEdit {
  return { queryKey, update: (old) => update(old as T) };
}

/** A typed CacheEdit that also fills the query when it holds no data yet. */
export function put<T>(queryKey: QueryKey, update: (old: T | undefined) => T): CacheEdit {
  return { queryKey, update: (old) => update(old as T | undefined), create: true };
}
