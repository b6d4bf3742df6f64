import { queryOptions } from '@tanstack/react-query';

import { put, shown, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { preferenceKeys } from '../session/queryKeys.ts';
import { writeLandingCookie, type Landing } from './landing.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { readPreferences as readPreferencesRoute, setPreference as setPreferenceRoute } from '../../../shared/contracts/routes/preferences.ts';
import { callLazy } from '../../lib/api.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';

/** The landing-page preference type and name (seed 1 section 3: values Community or the companion product). */
const TYPE = 'landingPage';
const NAME = 'landing';

/** The signed-in user's chosen landing; Community when never chosen. */
export const landingPreferenceQuery = queryOptions({
  queryKey: preferenceKeys.landing(),
  queryFn: offlineCopy(async ({ signal }): Promise<Landing> => {
    const prefs = await callLazy(
      readPreferencesRoute,
      async () => (await import('../../../shared/contracts/endpoints/preferences.ts')).readPreferencesObject,
      { query: { format: 'object' }, body: { json: [{ type: TYPE }] }, signal },
    );
    return prefs[TYPE]?.[NAME] === 'Companion' ? 'Companion' : 'Community';
  }),
});

export const landingEdit: ReplayableEdit<Landing> = {
  kind: 'landing',
  edits: (_, landing) => [put<Landing>(landingPreferenceQuery.queryKey, () => landing)],
};

/** Saves the landing choice and writes the one-hour landing cookie that the main page reads (both at once). */
export function useSaveLanding() {
  return useChangeMutation<Landing, unknown>({
    change: (landing) => ({
      ...requestLine(setPreferenceRoute, { type: TYPE, name: NAME }),
      body: { json: landing },
      resource: resources.preference(TYPE, NAME),
      label: { key: 'changes:changes.label.preference', values: { name: NAME } },
    }),
    // The edit, and the landing cookie with it.
    shows: (landing, client) => ({
      ...shown(landingEdit, landing),
      also: () => {
        const previous = client.getQueryData(landingPreferenceQuery.queryKey);
        writeLandingCookie(landing);
        return () => {
          if (previous) writeLandingCookie(previous);
        };
      },
    }),
    onQueued: () => undefined,
  });
}
