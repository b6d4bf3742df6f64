import { queryOptions } from '@tanstack/react-query';
import { apiLazy } from '../../lib/api.ts';
import { PERSISTED_GC_TIME } from '../../lib/queryClient.ts';
import { preferenceKeys } from '../session/queryKeys.ts';
import { requestKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';

// Contracts load on demand, in parallel with the request.
const requestContracts = () => import('../../../shared/contracts/requests.ts');
const queueContracts = () => import('../../../shared/contracts/reviewQueue.ts');
const preferenceContracts = () => import('../../../shared/contracts/preferences.ts');

/** GET /api/v1/me/requests: the caller's review copy requests (signed-in only), newest first. */
export const myRequestsQuery = queryOptions({
  queryKey: requestKeys.mine(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', '/api/v1/me/requests', async () => (await requestContracts()).galleyRequestListSchema, { signal })),
});

/** GET /api/v1/me/attributes: the request profile (role summary, role description, links). */
export const requestProfileQuery = queryOptions({
  queryKey: requestKeys.profile(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', '/api/v1/me/attributes', async () => (await preferenceContracts()).userAttributesSchema, { signal })),
});

export const DARC = 'DARC';

/** POST /api/v1/me/preferences?format=object with [{type: DARC}]: the last evaluation purpose (1-4), or null. */
export const evaluationTypePreferenceQuery = queryOptions({
  queryKey: preferenceKeys.ofType(DARC),
  queryFn: offlineCopy(async ({ signal }): Promise<number | null> => {
    const answer = await apiLazy('POST', '/api/v1/me/preferences?format=object', async () => (await preferenceContracts()).preferencesObjectSchema, {
      body: { json: [{ type: DARC }] },
      signal,
    });
    const value = Number(answer[DARC]?.evaluationType);
    return Number.isInteger(value) && value >= 1 && value <= 4 ? value : null;
  }),
  gcTime: PERSISTED_GC_TIME,
});

/** GET /api/v1/me/galleyRequestQueues: the publisher communities the caller owns, with pending counts. */
export const reviewQueuesQuery = queryOptions({
  queryKey: requestKeys.queueList(),
  queryFn: offlineCopy(({ signal }) =>
    apiLazy('GET', '/api/v1/me/galleyRequestQueues', async () => (await queueContracts()).reviewQueueSummarySchema, { signal })),
});

/** GET /api/v1/affiliations/{communityId}/galleyRequests: the pending requests an owner decides. */
export const reviewQueueQuery = (communityId: number) =>
  queryOptions({
    queryKey: requestKeys.queue(communityId),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy('GET', `/api/v1/affiliations/${communityId}/galleyRequests`, async () => (await queueContracts()).reviewQueueSchema, { signal })),
  });
