import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One optimistic edit: every cached query under `queryKey` (a prefix) gets `update(old)`; undefined leaves it. */
export interface CacheEdit {
  queryKey: QueryKey;
  update: (old: unknown) => unknown;
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
  for (const { queryKey, update } of edits) {
    client.setQueriesData({ queryKey }, (old: unknown) => (old === undefined ? undefined : update(old)));
  }
  return () => {
    for (const [queryKey, data] of saved) client.setQueryData(queryKey, data);
    for (const { queryKey } of edits) void client.invalidateQueries({ queryKey });
  };
}

/** A typed CacheEdit (the update sees the query's own data type). */
export function edit<T>(queryKey: QueryKey, update: (old: T) => T | undefined): CacheEdit {
  return { queryKey, update: (old) => update(old as T) };
}
