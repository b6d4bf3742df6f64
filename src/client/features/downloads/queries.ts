import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiLazy } from '../../api.ts';
import type { KindleMethodCode } from '../../../shared/domain/downloadSteps.ts';
import { requestKeys } from '../requests/queryKeys.ts';
import { downloadKeys } from './queryKeys.ts';
import { offlineCopy } from '../../offline/offlineQuery.ts';

// Contracts load on demand, in parallel with the request.
const downloadContracts = () => import('../../../shared/contracts/downloads.ts');
const preferenceContracts = () => import('../../../shared/contracts/preferences.ts');
const PREFERENCES = '/api/v1/me/preferences/reviewCopyDownload';

/** GET /api/v1/me/galleys/downloads: the caller's downloads, latest first, with their products (signed-in only). */
export const myDownloadsQuery = queryOptions({
  queryKey: downloadKeys.mine(),
  queryFn: offlineCopy(({ signal }) =>
    apiLazy('GET', '/api/v1/me/galleys/downloads', async () => (await downloadContracts()).downloadsResponseSchema, { signal })),
});

/** GET /api/v1/me/preferences/reviewCopyDownload: kindleDownloadMethod, kindleEmail, preferredFormat ('' when unset). */
export const reviewCopyDownloadPreferencesQuery = queryOptions({
  queryKey: downloadKeys.preferences(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', PREFERENCES, async () => (await preferenceContracts()).reviewCopyDownloadSchema, { signal })),
});

/** Refetches the downloads (Your Downloads, tile activity) and the requests, whose downloadDate a download sets. */
export async function refreshDownloads(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: downloadKeys.mine() }), client.invalidateQueries({ queryKey: requestKeys.mine() })]);
}

/** PUT .../reviewCopyDownload/kindle/{method} with the Kindle email when it is new or changed. */
export function useSaveKindlePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, kindleEmail }: { method: KindleMethodCode; kindleEmail?: string }) =>
      apiLazy('PUT', `${PREFERENCES}/kindle/${method}`, async () => (await preferenceContracts()).reviewCopyDownloadSchema, {
        body: { json: kindleEmail === undefined ? {} : { kindleEmail } },
      }),
    onSuccess: (preferences) => client.setQueryData(downloadKeys.preferences(), preferences),
  });
}

/** PUT .../reviewCopyDownload/preferredFormat/{format}. */
export function useSavePreferredFormat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (format: number) =>
      apiLazy('PUT', `${PREFERENCES}/preferredFormat/${format}`, async () => (await preferenceContracts()).reviewCopyDownloadSchema),
    onSuccess: (preferences) => client.setQueryData(downloadKeys.preferences(), preferences),
  });
}

/** GET /api/v1/me/galleys/{resourceId}/download?method=kindle: mails the galley to the saved Kindle email. */
export function sendToKindle(resourceId: string) {
  return apiLazy('GET', `/api/v1/me/galleys/${encodeURIComponent(resourceId)}/download?method=kindle`, async () => (await downloadContracts()).kindleSentSchema);
}
