import { queryOptions } from '@tanstack/react-query';

import { put, shown, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { PERSISTED_GC_TIME } from '../../lib/queryClient.ts';
import { preferenceKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { readPreferences as readPreferencesRoute, setPreference as setPreferenceRoute } from '../../../shared/contracts/routes/preferences.ts';
import { callRaw, ContractError } from '../../lib/api.ts';
import { pathOf, requestLine } from '../../../shared/contracts/endpoint.ts';

/** The preference type of the seed's named community-app preferences (showSmallJacket, collapsedLanes, ...). */
export const COMMUNITY_APP = 'communityApp';
type Values = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The community-app values of a ?format=object answer, or undefined when the answer is not of that form. */
function communityAppValues(answer: unknown): Values | undefined {
  if (!isRecord(answer)) return undefined;
  const values = answer[COMMUNITY_APP] ?? {};
  return isRecord(values) && Object.values(values).every((value) => typeof value === 'string') ? (values as Values) : undefined;
}

/**
 * POST /api/v1/me/preferences?format=object with [{type: communityApp}]: name -> value (signed-in only). Read on the first
 * route (the home lanes, Your Books' open panels): its answer, { communityApp?: { [name]: string } }, is checked by hand
 * (callRaw), as the contract's preferencesObjectSchema would, so the preferences' zod schemas stay out of the first route.
 */
export const communityAppPreferencesQuery = queryOptions({
  queryKey: preferenceKeys.ofType(COMMUNITY_APP),
  queryFn: offlineCopy(async ({ signal }): Promise<Values> => {
    const query = { format: 'object' };
    const answer = await callRaw(readPreferencesRoute, { query, body: { json: [{ type: COMMUNITY_APP }] }, signal });
    const values = communityAppValues(answer);
    if (!values) throw new ContractError(pathOf(readPreferencesRoute, {} as never, query), 'not { communityApp?: { [name]: string } }');
    return values;
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
