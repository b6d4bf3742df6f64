import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { withRegionCulture, type Session, type SignedIn } from '../../../shared/domain/session.ts';
import { noUpdatesQuery, regionQuery, sessionQuery } from './queries.ts';
import { useAfterFirstPaint } from '../../lib/afterFirstPaint.ts';

/** The current session. The root route loads it before any screen renders, so this does not suspend. */
export function useSession(): Session {
  const session = useSuspenseQuery(sessionQuery).data;
  // After a successful user fetch: the region (culture).
  const region = useQuery({ ...regionQuery, enabled: session.status === 'authenticated' });
  return withRegionCulture(session, region.data?.cultureName);
}

/**
 * Reads the friend-email opt-out once the first screen has painted (no screen shows it, and its contract is not
 * first-route JS). Rendered once (pages/shell/RootLayout.tsx), as a leaf: when the first paint comes, only this
 * re-renders, not every screen part that asks for the session.
 */
export function FriendEmailOptOutLoader(): null {
  const signedIn = useSession().status === 'authenticated';
  const painted = useAfterFirstPaint();
  useQuery({ ...noUpdatesQuery, enabled: signedIn && painted });
  return null;
}

export function useSignedInUser(): SignedIn | null {
  const session = useSession();
  return session.status === 'authenticated' ? session : null;
}
