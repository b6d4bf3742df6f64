import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReviewCopyDownloadPreferences } from '../../../shared/contracts/preferences.ts';
import { edit, shown, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import type { KindleMethodCode } from '../../../shared/domain/downloadSteps.ts';
import { requestKeys } from '../request/queryKeys.ts';
import { downloadKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import {
  getReviewCopyDownload as getReviewCopyDownloadRoute,
  setKindleMethod as setKindleMethodRoute,
  setPreferredFormat as setPreferredFormatRoute,
} from '../../../shared/contracts/routes/preferences.ts';
import { downloadGalley as downloadGalleyRoute, getDownloads as getDownloadsRoute } from '../../../shared/contracts/routes/downloads.ts';
import { callLazy } from '../../lib/api.ts';

// Contracts load on demand, in parallel with the request.
const preferenceContracts = () => import('../../../shared/contracts/preferences.ts');
const preferenceEndpoints = () => import('../../../shared/contracts/endpoints/preferences.ts');

/** GET /api/v1/me/galleys/downloads: the caller's downloads, latest first, with their products (signed-in only). */
export const myDownloadsQuery = queryOptions({
  queryKey: downloadKeys.mine(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getDownloadsRoute, async () => (await import('../../../shared/contracts/endpoints/downloads.ts')).getDownloads, { signal }),
  ),
});

/** GET /api/v1/me/preferences/reviewCopyDownload: kindleDownloadMethod, kindleEmail, preferredFormat ('' when unset). */
export const reviewCopyDownloadPreferencesQuery = queryOptions({
  queryKey: downloadKeys.preferences(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getReviewCopyDownloadRoute, async () => (await preferenceEndpoints()).getReviewCopyDownload, { signal }),
  ),
});

/** Refetches the downloads (Your Downloads, tile activity) and the requests, whose downloadDate a download sets. */
export async function refreshDownloads(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: downloadKeys.mine() }), client.invalidateQueries({ queryKey: requestKeys.mine() })]);
}

const preferenceChange = (name: string) => ({
  resource: resources.preference('reviewCopyDownload', name),
  label: { key: 'changes:changes.label.preference', values: { name } },
});

/** The download preferences after a Kindle save (the optimistic update; the email stays when none is sent). */
export function withKindle(
  old: ReviewCopyDownloadPreferences,
  method: KindleMethodCode,
  kindleEmail: string | undefined,
): ReviewCopyDownloadPreferences {
  return { ...old, kindleDownloadMethod: String(method), kindleEmail: kindleEmail ?? old.kindleEmail };
}

export const kindleEdit: ReplayableEdit<{ method: KindleMethodCode; kindleEmail?: string }> = {
  kind: 'kindlePreferences',
  edits: (_, { method, kindleEmail }) => [
    edit<ReviewCopyDownloadPreferences>(downloadKeys.preferences(), (old) => withKindle(old, method, kindleEmail)),
  ],
};

export const formatEdit: ReplayableEdit<number> = {
  kind: 'preferredFormat',
  edits: (_, format) => [edit<ReviewCopyDownloadPreferences>(downloadKeys.preferences(), (old) => ({ ...old, preferredFormat: String(format) }))],
};

/** PUT .../reviewCopyDownload/kindle/{method} with the Kindle email when it is new or changed. */
export function useSaveKindlePreferences() {
  return useChangeMutation<{ method: KindleMethodCode; kindleEmail?: string }, ReviewCopyDownloadPreferences>({
    change: ({ method, kindleEmail }) => ({
      ...requestLine(setKindleMethodRoute, { method }),
      body: { json: kindleEmail === undefined ? {} : { kindleEmail } },
      ...preferenceChange('kindle'),
    }),
    contract: async () => (await preferenceContracts()).reviewCopyDownloadSchema,
    shows: (kindle) => shown(kindleEdit, kindle),
    onApplied: (preferences, _, client) => client.setQueryData(downloadKeys.preferences(), preferences),
  });
}

/** PUT .../reviewCopyDownload/preferredFormat/{format}. */
export function useSavePreferredFormat() {
  return useChangeMutation<number, ReviewCopyDownloadPreferences>({
    change: (format) => ({ ...requestLine(setPreferredFormatRoute, { format }), ...preferenceChange('preferredFormat') }),
    contract: async () => (await preferenceContracts()).reviewCopyDownloadSchema,
    shows: (format) => shown(formatEdit, format),
    onApplied: (preferences, _, client) => client.setQueryData(downloadKeys.preferences(), preferences),
    onQueued: () => undefined,
  });
}

/** GET /api/v1/me/galleys/{resourceId}/download?method=kindle: mails the galley to the saved Kindle email. */
export function sendToKindle(resourceId: string) {
  return callLazy(downloadGalleyRoute, async () => (await import('../../../shared/contracts/endpoints/downloads.ts')).downloadGalley, {
    params: { resourceId },
    query: { method: 'kindle' },
  });
}
