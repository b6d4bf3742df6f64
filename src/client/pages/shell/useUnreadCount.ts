import { focusManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadCountQuery } from '../../entities/notification/unreadCount.ts';
import { useSession } from '../../entities/session/useSession.ts';

let badges = 0;
let stopListening: (() => void) | undefined;

/**
 * Coming back to the app asks for the count at once, however recently it asked, and a count still on its way is
 * dropped for the new one: it may predate what happened while the app was away (TanStack's own focus refetch would
 * wait for it instead). One listener however many badges show.
 */
function refetchOnFocus(client: QueryClient): () => void {
  if (badges++ === 0) {
    const badge = { queryKey: unreadCountQuery.queryKey, exact: true, type: 'active' } as const;
    stopListening = focusManager.subscribe((focused) => {
      // Cancelled first: TanStack's refetch would join a first count still on its way rather than drop it.
      if (focused) void client.cancelQueries(badge).then(() => client.refetchQueries(badge));
    });
  }
  return () => {
    if (--badges === 0) stopListening?.();
  };
}

/** Unread notifications (status empty) of the signed-in user: the header's Messages badge (0 for visitors). */
export function useUnreadCount(): number {
  const signedIn = useSession().status === 'authenticated';
  const client = useQueryClient();
  useEffect(() => (signedIn ? refetchOnFocus(client) : undefined), [client, signedIn]);
  return useQuery({ ...unreadCountQuery, enabled: signedIn }).data ?? 0;
}
