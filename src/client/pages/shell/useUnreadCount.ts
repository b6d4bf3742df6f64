import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../../entities/notification/unreadCount.ts';
import { useSession } from '../../entities/session/useSession.ts';

/** Unread notifications (status empty) of the signed-in user: the header's Messages badge (0 for visitors). */
export function useUnreadCount(): number {
  const signedIn = useSession().status === 'authenticated';
  return useQuery({ ...unreadCountQuery, enabled: signedIn }).data ?? 0;
}
