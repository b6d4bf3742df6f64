import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiLazy } from '../../api.ts';
import { PERSISTED_GC_TIME } from './queries.ts';
import { preferenceKeys } from './queryKeys.ts';
import { offlineCopy } from '../../offline/offlineQuery.ts';

const preferenceContracts = () => import('../../../shared/contracts/preferences.ts');

/** The preference type of the seed's named community-app preferences (showSmallJacket, collapsedLanes, ...). */
export const COMMUNITY_APP = 'communityApp';
type Values = Record<string, string>;

/** POST /api/v1/me/preferences?format=object with [{type: communityApp}]: name -> value (signed-in only). */
export const communityAppPreferencesQuery = queryOptions({
  queryKey: preferenceKeys.ofType(COMMUNITY_APP),
  queryFn: offlineCopy(async ({ signal }): Promise<Values> => {
    const answer = await apiLazy('POST', '/api/v1/me/preferences?format=object', async () => (await preferenceContracts()).preferencesObjectSchema, {
      body: { json: [{ type: COMMUNITY_APP }] },
      signal,
    });
    return answer[COMMUNITY_APP] ?? {};
  }),
  gcTime: PERSISTED_GC_TIME,
});

/**
 * PUT /api/v1/me/preferences/communityApp/{name}, optimistic: the cached value changes at once and goes back
 * if the server refuses.
 */
export function useSetCommunityAppPreference() {
  const queryClient = useQueryClient();
  const key = communityAppPreferencesQuery.queryKey;
  return useMutation({
    mutationFn: ({ name, value }: { name: string; value: string }) =>
      apiLazy('PUT', `/api/v1/me/preferences/${COMMUNITY_APP}/${encodeURIComponent(name)}`, async () => (await preferenceContracts()).preferenceSchema, {
        body: { json: value },
      }),
    onMutate: async ({ name, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Values>(key);
      queryClient.setQueryData<Values>(key, { ...previous, [name]: value });
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
