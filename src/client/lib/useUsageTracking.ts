import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { USAGE_SITE_CONTEXT, usageSessionId, type Session } from '../../shared/domain/session.ts';

import { recordUsage as recordUsageRoute } from '../../shared/contracts/routes/session.ts';
import { callRaw } from './api.ts';

/** The stamp of this visit; with the user id it forms the usage sessionId. */
const visitStartedAt = new Date();

/** PUT /api/v1/usage on every route change (anonymous visitors are tracked with user id 0). */
export function useUsageTracking(session: Session): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const userId = session.status === 'authenticated' ? session.userId : 0;
  const known = session.status !== 'loading';
  useEffect(() => {
    if (!known) return;
    const body = { siteContext: USAGE_SITE_CONTEXT, siteArea: pathname, sessionId: usageSessionId(visitStartedAt, userId) };
    callRaw(recordUsageRoute, { body: { json: body } }).catch(() => {
      // Usage is best effort: offline or refused records are dropped.
    });
  }, [pathname, userId, known]);
}
