import { queryOptions } from '@tanstack/react-query';

import { PERSISTED_GC_TIME } from '../../lib/queryClient.ts';
import { preferenceKeys } from '../session/queryKeys.ts';
import { requestKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { getMyRequests as getMyRequestsRoute } from '../../../shared/contracts/routes/requests.ts';
import { callLazy } from '../../lib/api.ts';
import {
  getUserAttributes as getUserAttributesRoute,
  readPreferences as readPreferencesRoute,
} from '../../../shared/contracts/routes/preferences.ts';
import { getReviewQueue as getReviewQueueRoute, getReviewQueues as getReviewQueuesRoute } from '../../../shared/contracts/routes/reviewCopies.ts';

// Contracts load on demand, in parallel with the request.

/** GET /api/v1/me/requests: the caller's review copy requests (signed-in only), newest first. */
export const myRequestsQuery = queryOptions({
  queryKey: requestKeys.mine(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getMyRequestsRoute, async () => (await import('../../../shared/contracts/endpoints/requests.ts')).getMyRequests, { signal }),
  ),
});

/** GET /api/v1/me/attributes: the request profile (role summary, role description, links). */
export const requestProfileQuery = queryOptions({
  queryKey: requestKeys.profile(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getUserAttributesRoute, async () => (await import('../../../shared/contracts/endpoints/preferences.ts')).getUserAttributes, { signal }),
  ),
});

export const DARC = 'DARC';

/** POST /api/v1/me/preferences?format=object with [{type: DARC}]: the last evaluation purpose (1-4), or null. */
export const evaluationTypePreferenceQuery = queryOptions({
  queryKey: preferenceKeys.ofType(DARC),
  queryFn: offlineCopy(async ({ signal }): Promise<number | null> => {
    const answer = await callLazy(
      readPreferencesRoute,
      async () => (await import('../../../shared/contracts/endpoints/preferences.ts')).readPreferencesObject,
      { query: { format: 'object' }, body: { json: [{ type: DARC }] }, signal },
    );
    const value = Number(answer[DARC]?.evaluationType);
    return Number.isInteger(value) && value >= 1 && value <= 4 ? value : null;
  }),
  gcTime: PERSISTED_GC_TIME,
});

/** GET /api/v1/me/galleyRequestQueues: the publisher communities the caller owns, with pending counts. */
export const reviewQueuesQuery = queryOptions({
  queryKey: requestKeys.queueList(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getReviewQueuesRoute, async () => (await import('../../../shared/contracts/endpoints/reviewQueue.ts')).getReviewQueues, { signal }),
  ),
});

/** GET /api/v1/affiliations/{communityId}/galleyRequests: the pending requests an owner decides. */
export const reviewQueueQuery = (communityId: number) =>
  queryOptions({
    queryKey: requestKeys.queue(communityId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getReviewQueueRoute, async () => (await import('../../../shared/contracts/endpoints/reviewQueue.ts')).getReviewQueue, {
        params: { communityId },
        signal,
      }),
    ),
  });
