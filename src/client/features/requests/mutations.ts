import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GalleyRequestBody, PrintRequestBody } from '../../../shared/contracts/requestWrites.ts';
import { ApiError, apiLazy, NetworkError } from '../../api.ts';
import { showToast } from '../../app/toast.ts';
import { preferenceKeys } from '../session/queryKeys.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { titleKeys } from '../titles/queryKeys.ts';
import { DARC } from './queries.ts';
import { requestKeys } from './queryKeys.ts';
import './texts.ts';

const writeContracts = () => import('../../../shared/contracts/requestWrites.ts');
const requestContracts = () => import('../../../shared/contracts/requests.ts');
const queueContracts = () => import('../../../shared/contracts/reviewQueue.ts');
const preferenceContracts = () => import('../../../shared/contracts/preferences.ts');

/**
 * After a request changed: the caller's requests, every title (its isDownloadable / isRequestable flags, so
 * Download appears) and every title list (tiles), and owners' queues. Resolves when the active ones refetched.
 */
export function invalidateAfterRequest(client: QueryClient) {
  return Promise.all(
    [requestKeys.all, titleKeys.all, titleListKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** Why a change failed, in words: the server's problem detail, offline, or unknown. */
export function failureText(t: (key: string) => string, error: unknown): string {
  if (error instanceof NetworkError) return t('requests.offline');
  if (error instanceof ApiError && error.problem?.detail) return error.problem.detail;
  return t('requests.unknownError');
}

/** POST /api/v1/me/galleys/requests: { code, text, status }; the modal shows the text (a code other than SUCCESS is a failure). */
export function useRequestGalley() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GalleyRequestBody) =>
      apiLazy('POST', '/api/v1/me/galleys/requests', async () => (await writeContracts()).galleyRequestReplySchema, { body: { json: body } }),
    onSettled: () => invalidateAfterRequest(client),
  });
}

/** POST api/products/requests/0: a print review copy request (seed 3 fields). */
export function usePrintRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrintRequestBody) =>
      apiLazy('POST', '/api/products/requests/0', async () => (await writeContracts()).galleyRequestReplySchema, { body: { json: body } }),
    onSettled: () => invalidateAfterRequest(client),
  });
}

/** POST /api/me/galleys/{sku}/cancel or /enable, with a toast either way. */
export function useChangeRequest() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sku, change }: { sku: string; change: 'cancel' | 'enable'; title: string }) =>
      apiLazy('POST', `/api/me/galleys/${encodeURIComponent(sku)}/${change}`, async () => (await requestContracts()).galleyRequestSchema),
    onSuccess: (request, { change, title }) => {
      const approved = request.status === 'approved';
      showToast(change === 'cancel' ? t('requests.cancelled', { title }) : t(approved ? 'requests.reEnabledApproved' : 'requests.reEnabled', { title }));
    },
    onError: (error) => showToast(t('requests.changeFailed', { reason: failureText(t, error) }), 'error'),
    onSettled: () => invalidateAfterRequest(client),
  });
}

/** PUT /api/v1/me/preferences/DARC/evaluationType: remembers the last evaluation purpose (quietly: a failure only logs). */
export function useSaveEvaluationType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (evaluationType: number) =>
      apiLazy('PUT', `/api/v1/me/preferences/${DARC}/evaluationType`, async () => (await preferenceContracts()).preferenceSchema, {
        body: { json: evaluationType },
      }),
    onSuccess: (_, evaluationType) => client.setQueryData(preferenceKeys.ofType(DARC), evaluationType),
    onError: (error) => console.warn('the evaluation purpose could not be saved', error),
  });
}

/** POST /api/v1/me/galleys/requests/role: the role description (requestRole) or role summary (requestorType). */
export function useSaveRole() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (role: { requestRole?: string; requestorType?: string }) =>
      apiLazy('POST', '/api/v1/me/galleys/requests/role', async () => (await writeContracts()).reviewCopyRequestPreferencesSchema, {
        body: { json: role },
      }),
    onSuccess: (_, role) => {
      showToast(t(role.requestRole !== undefined ? 'requests.profile.roleDescriptionSaved' : 'requests.profile.roleSummarySaved'));
      return client.invalidateQueries({ queryKey: requestKeys.profile() });
    },
    onError: (_, role) => showToast(t(role.requestRole !== undefined ? 'requests.profile.roleDescriptionError' : 'requests.profile.roleSummaryError'), 'error'),
  });
}

/** PUT /api/v1/me/preferences/userAttributes/profileLinks: the social links (free text), as [{type, url}]. */
export function useSaveLinks() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (links: Array<{ type: string; url: string }>) =>
      apiLazy('PUT', '/api/v1/me/preferences/userAttributes/profileLinks', async () => (await preferenceContracts()).preferenceSchema, {
        body: { json: links },
      }),
    onSuccess: () => {
      showToast(t('requests.profile.linksSaved'));
      return client.invalidateQueries({ queryKey: requestKeys.profile() });
    },
    onError: () => showToast(t('requests.profile.linksError'), 'error'),
  });
}

/** POST /api/v1/affiliations/{communityId}/galleyRequests/{id}/approve|decline (a community owner). */
export function useDecideRequest(communityId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'decline'; title: string; requester: string }) =>
      apiLazy('POST', `/api/v1/affiliations/${communityId}/galleyRequests/${id}/${decision}`, async () => (await queueContracts()).reviewDecisionSchema),
    onSuccess: (_, { decision, title, requester }) =>
      showToast(t(decision === 'approve' ? 'requests.queue.approved' : 'requests.queue.declined', { title, requester })),
    onError: (error) => showToast(t('requests.changeFailed', { reason: failureText(t, error) }), 'error'),
    onSettled: () => invalidateAfterRequest(client),
  });
}
