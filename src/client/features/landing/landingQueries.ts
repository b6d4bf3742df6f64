import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiLazy, apiRaw } from '../../api.ts';
import { preferenceKeys } from '../session/queryKeys.ts';
import { writeLandingCookie, type Landing } from './landing.ts';
import { offlineCopy } from '../../offline/offlineQuery.ts';

const preferenceContracts = () => import('../../../shared/contracts/preferences.ts');

/** The landing-page preference type and name (seed 1 section 3: values Community or the companion product). */
const TYPE = 'landingPage';
const NAME = 'landing';

/** The signed-in user's chosen landing; Community when never chosen. */
export const landingPreferenceQuery = queryOptions({
  queryKey: preferenceKeys.landing(),
  queryFn: offlineCopy(async ({ signal }): Promise<Landing> => {
    const prefs = await apiLazy('POST', '/api/v1/me/preferences?format=object', async () => (await preferenceContracts()).preferencesObjectSchema, {
      body: { json: [{ type: TYPE }] },
      signal,
    });
    return prefs[TYPE]?.[NAME] === 'Companion' ? 'Companion' : 'Community';
  }),
});

/** Saves the landing choice and writes the one-hour landing cookie that the main page reads. */
export function useSaveLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (landing: Landing) => apiRaw('PUT', `/api/v1/me/preferences/${TYPE}/${NAME}`, { body: { json: landing } }),
    onMutate: (landing) => {
      const previous = queryClient.getQueryData(landingPreferenceQuery.queryKey);
      queryClient.setQueryData(landingPreferenceQuery.queryKey, landing);
      writeLandingCookie(landing);
      return { previous };
    },
    onError: (_error, _landing, context) => {
      if (context?.previous) {
        queryClient.setQueryData(landingPreferenceQuery.queryKey, context.previous);
        writeLandingCookie(context.previous);
      }
    },
  });
}
