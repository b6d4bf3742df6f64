import { queryOptions } from '@tanstack/react-query';

import { put, shown, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { PERSISTED_GC_TIME } from '../../lib/queryClient.ts';
import { preferenceKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { readPreferences as readPreferencesRoute, setPreference as setPreferenceRoute } from '../../../shared/contracts/routes/preferences.ts';
import { callLazy } from '../../lib/api.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';

/** The preference type of the seed's named community-app preferences (showSmallJacket, collapsedLanes, ...). */
export const COMMUNITY_APP = 'communityApp';
type Values = Record<string, string>;

/** POST /api/v1/me/preferences?format=object with [{type: communityApp}]: name -> value (signed-in only). */
export const communityAppPreferencesQuery = queryOptions({
  queryKey: preferenceKeys.ofType(COMMUNITY_APP),
  queryFn: offlineCopy(async ({ signal }): Promise<Values> => {
    const answer = await callLazy(
      readPreferencesRoute,
      async () => (await import('../../../shared/contracts/endpoints/preferences.ts')).readPreferencesObject,
      { query: { format: 'object' }, body: { json: [{ type: COMMUNITY_APP }] }, signal },
    );
    return answer[COMMUNITY_APP] ?? {};
  }),
  gcTime: PERSISTED_GC_TIME,
});

export const communityAppEdit: ReplayableEdit<{ name: string; value: string }> = {
  kind: 'communityAppPreference',
  edits: (_, { name, value }) => [put<Values>(communityAppPreferencesQuery.queryKey, (previous) => ({ ...previous, [name]: value }))],
};

/**
 * PUT /api/v1/me/preferences/communityApp/{name}, optimistic: the cached value changes at once, stays while the
 * change is queued offline, and goes back if the server refuses.
 */
export function useSetCommunityAppPreference() {
  const key = communityAppPreferencesQuery.queryKey;
  return useChangeMutation<{ name: string; value: string }, unknown>({
    change: ({ name, value }) => ({
      ...requestLine(setPreferenceRoute, { type: COMMUNITY_APP, name }),
      body: { json: value },
      resource: resources.preference(COMMUNITY_APP, name),
      label: { key: 'changes:changes.label.preference', values: { name } },
    }),
    shows: (preference) => shown(communityAppEdit, preference),
    onApplied: (_, __, client) => client.invalidateQueries({ queryKey: key }),
    onQueued: () => undefined,
  });
}
