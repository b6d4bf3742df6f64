import { queryOptions } from '@tanstack/react-query';
import { getProfile as getProfileRoute } from '../../../shared/contracts/routes/profile.ts';
import { callLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';

const endpoints = () => import('../../../shared/contracts/endpoints/profile.ts');

/**
 * Query keys of the profile editor. Here rather than in a queryKeys.ts, which would join the first routes' `core`
 * chunk (vite.config.ts): no first route reads them.
 */
export const profileKeys = {
  all: ['profile'] as const,
  /** GET /api/v1/me/profile. */
  mine: () => [...profileKeys.all, 'mine'] as const,
};

/** GET /api/v1/me/profile: the user (names, email, phone, addresses, avatar) and organization; offline, the last copy. */
export const profileQuery = queryOptions({
  queryKey: profileKeys.mine(),
  queryFn: offlineCopy(({ signal }) => callLazy(getProfileRoute, async () => (await endpoints()).getProfile, { signal })),
  staleTime: 30_000,
});
