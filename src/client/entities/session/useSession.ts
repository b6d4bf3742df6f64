import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { withRegionCulture, type Session, type SignedIn } from '../../../shared/domain/session.ts';
import { noUpdatesQuery, regionQuery, sessionQuery } from './queries.ts';
import { useAfterFirstPaint } from '../../lib/afterFirstPaint.ts';

/** The current session. The root route loads it before any screen renders, so this does not suspend. */
export function useSession(): Session {
  const session = useSuspenseQuery(sessionQuery).data;
  const signedIn = session.status === 'authenticated';
  // After a successful user fetch: the region (culture) and, once the first screen has painted (no screen shows it, and its
  // contract is not first-route JS), the friend-email opt-out.
  const region = useQuery({ ...regionQuery, enabled: signedIn });
  const painted = useAfterFirstPaint();
  useQuery({ ...noUpdatesQuery, enabled: signedIn && painted });
  return withRegionCulture(session, region.data?.cultureName);
}

export function useSignedInUser(): SignedIn | null {
  const session = useSession();
  return session.status === 'authenticated' ? session : null;
}
