import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Session } from '../../shared/domain/session.ts';

/**
 * Whose data the page holds. The session query itself belongs to the session entity (entities/session/queries.ts);
 * its key lives here because everything below the entities (offline copies, the outbox, the persisted cache) is kept
 * per user. The first segment decides persistence (lib/queryClient.ts).
 */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

/** The user whose data an answer is: the signed-in user's id, or 0 for anonymous. */
export function currentUserId(client: QueryClient): number {
  const session = client.getQueryData<Session>(sessionKeys.user());
  return session?.status === 'authenticated' ? session.userId : 0;
}

/** The signed-in user's id (0 when anonymous), kept up to date as the session query changes. */
export function useCurrentUserId(): number {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const hash = client.getQueryCache().find({ queryKey: sessionKeys.user(), exact: true })?.queryHash;
      return client.getQueryCache().subscribe((event) => {
        if (!hash || event.query.queryHash === hash) onChange();
      });
    },
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => currentUserId(client),
    () => 0,
  );
}
