import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { GalleyRequest } from '../../../shared/contracts/requests.ts';
import type { GalleyRequestBody, GalleyRequestReply, PrintRequestBody } from '../../../shared/contracts/requestWrites.ts';
import type { ReviewQueue, ReviewQueueSummary } from '../../../shared/contracts/reviewQueue.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { edit, shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { titleListKeys } from '../../entities/titleList/queryKeys.ts';
import { titleKeys } from '../../entities/title/queryKeys.ts';
import { readerKeys } from '../../entities/galley/queryKeys.ts';
import { titleName } from '../../entities/title/titleName.ts';
import { DARC } from '../../entities/request/queries.ts';
import { requestKeys } from '../../entities/request/queryKeys.ts';
import { evaluationTypeEdit, linksEdit, newRequestEdit, requestChangeEdit, roleEdit, type Role } from '../../entities/request/requestEdits.ts';
import {
  cancelRequest as cancelRequestRoute,
  enableRequest as enableRequestRoute,
  requestGalley as requestGalleyRoute,
  requestPrintCopy as requestPrintCopyRoute,
  setRequestRole as setRequestRoleRoute,
} from '../../../shared/contracts/routes/requests.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import { setPreference as setPreferenceRoute } from '../../../shared/contracts/routes/preferences.ts';
import { decideRequest as decideRequestRoute } from '../../../shared/contracts/routes/reviewCopies.ts';

const writeContracts = () => import('../../../shared/contracts/requestWrites.ts');
const requestContracts = () => import('../../../shared/contracts/requests.ts');

/**
 * After a request changed: the caller's requests, every title (its isDownloadable / isRequestable flags, so
 * Download appears), every title list (tiles), owners' queues, and the reader products (an approved request makes
 * Read Online live at once). Resolves when the active ones refetched.
 */
export function invalidateAfterRequest(client: QueryClient) {
  return Promise.all(
    [requestKeys.all, titleKeys.all, titleListKeys.all, readerKeys.viewed()].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** Why a change failed, in words: the server's problem detail, offline, or unknown. */
export function failureText(t: (key: string) => string, error: unknown): string {
  if (error instanceof NetworkError) return t('requests.offline');
  if (error instanceof ApiError && error.problem?.detail) return error.problem.detail;
  return t('requests.unknownError');
}

/**
 * POST /api/v1/me/galleys/requests: { code, text, status }; the modal shows the text (a code other than SUCCESS is a
 * failure). Queued offline, the title shows a pending request until the server has applied the publisher's rule.
 */
export function useRequestGalley() {
  return useChangeMutation<GalleyRequestBody, GalleyRequestReply>({
    change: (body, client) => ({
      ...requestLine(requestGalleyRoute, {}),
      body: { json: body },
      resource: resources.request(body.sku),
      label: { key: 'changes:changes.label.request', values: { title: titleName(client, body.sku) } },
    }),
    contract: async () => (await writeContracts()).galleyRequestReplySchema,
    shows: (body) => shown(newRequestEdit, { ...body, now: new Date().toISOString() }),
    onApplied: (_, __, client) => invalidateAfterRequest(client),
    onQueued: () => undefined,
  });
}

/** POST api/products/requests/0: a print review copy request (seed 3 fields). */
export function usePrintRequest() {
  return useChangeMutation<PrintRequestBody, GalleyRequestReply>({
    change: (body, client) => ({
      ...requestLine(requestPrintCopyRoute, {}),
      body: { json: body },
      resource: resources.printRequest(body.sku),
      label: { key: 'changes:changes.label.printRequest', values: { title: titleName(client, body.sku) } },
    }),
    contract: async () => (await writeContracts()).galleyRequestReplySchema,
    onApplied: (_, __, client) => invalidateAfterRequest(client),
    onQueued: () => undefined,
  });
}

/** POST /api/me/galleys/{sku}/cancel or /enable, with a toast either way. */
export function useChangeRequest() {
  const { t } = useTranslation('requests');
  return useChangeMutation<{ sku: string; change: 'cancel' | 'enable'; title: string }, GalleyRequest>({
    change: ({ sku, change, title }) => ({
      ...requestLine(change === 'cancel' ? cancelRequestRoute : enableRequestRoute, { sku }),
      resource: resources.request(sku),
      label: { key: change === 'cancel' ? 'changes:changes.label.requestCancel' : 'changes:changes.label.requestEnable', values: { title } },
    }),
    contract: async () => (await requestContracts()).galleyRequestSchema,
    shows: ({ sku, change }) => shown(requestChangeEdit, { sku, change, now: new Date().toISOString() }),
    onApplied: (request, { change, title }, client) => {
      const approved = request.status === 'approved';
      showToast(
        change === 'cancel' ? t('requests.cancelled', { title }) : t(approved ? 'requests.reEnabledApproved' : 'requests.reEnabled', { title }),
      );
      return invalidateAfterRequest(client);
    },
    onRefused: (error) => showToast(t('requests.changeFailed', { reason: failureText(t, error) }), 'error'),
  });
}

/** PUT /api/v1/me/preferences/DARC/evaluationType: remembers the last evaluation purpose (quietly: a failure only logs). */
export function useSaveEvaluationType() {
  return useChangeMutation<number, unknown>({
    change: (evaluationType) => ({
      ...requestLine(setPreferenceRoute, { type: DARC, name: 'evaluationType' }),
      body: { json: evaluationType },
      resource: resources.preference(DARC, 'evaluationType'),
      label: { key: 'changes:changes.label.preference', values: { name: 'evaluationType' } },
    }),
    shows: (evaluationType) => shown(evaluationTypeEdit, evaluationType),
    onQueued: () => undefined,
    onRefused: (error) => console.warn('the evaluation purpose could not be saved', error),
  });
}

/** POST /api/v1/me/galleys/requests/role: the role description (requestRole) or role summary (requestorType). */
export function useSaveRole() {
  const { t } = useTranslation('requests');
  return useChangeMutation<Role, unknown>({
    change: (role) => ({
      ...requestLine(setRequestRoleRoute, {}),
      body: { json: role },
      resource: resources.profile(role.requestRole !== undefined ? 'roleDescription' : 'roleSummary'),
      label: { key: 'changes:changes.label.profile' },
    }),
    shows: (role) => shown(roleEdit, role),
    onApplied: (_, role, client) => {
      showToast(t(role.requestRole !== undefined ? 'requests.profile.roleDescriptionSaved' : 'requests.profile.roleSummarySaved'));
      return client.invalidateQueries({ queryKey: requestKeys.profile() });
    },
    onRefused: (_, role) =>
      showToast(t(role.requestRole !== undefined ? 'requests.profile.roleDescriptionError' : 'requests.profile.roleSummaryError'), 'error'),
  });
}

/** PUT /api/v1/me/preferences/userAttributes/profileLinks: the social links (free text), as [{type, url}]. */
export function useSaveLinks() {
  const { t } = useTranslation('requests');
  return useChangeMutation<Array<{ type: string; url: string }>, unknown>({
    change: (links) => ({
      ...requestLine(setPreferenceRoute, { type: 'userAttributes', name: 'profileLinks' }),
      body: { json: links },
      resource: resources.profile('links'),
      label: { key: 'changes:changes.label.profile' },
    }),
    shows: (links) => shown(linksEdit, links),
    onApplied: (_, __, client) => {
      showToast(t('requests.profile.linksSaved'));
      return client.invalidateQueries({ queryKey: requestKeys.profile() });
    },
    onRefused: () => showToast(t('requests.profile.linksError'), 'error'),
  });
}

/** POST /api/v1/affiliations/{communityId}/galleyRequests/{id}/approve|decline (a community owner). */
export function useDecideRequest(communityId: number) {
  const { t } = useTranslation('requests');
  return useChangeMutation<{ id: number; decision: 'approve' | 'decline'; title: string; requester: string }, unknown>({
    change: ({ id, decision, title, requester }) => ({
      ...requestLine(decideRequestRoute, { communityId, id, decision }),
      resource: resources.galleyRequest(id),
      label: {
        key: decision === 'approve' ? 'changes:changes.label.requestApprove' : 'changes:changes.label.requestDecline',
        values: { title, requester },
      },
    }),
    // Not shown again after a reload: the pending count cannot tell whether it already counts the decision.
    shows: ({ id }) => ({
      edits: () => [
        edit<ReviewQueue>(requestKeys.queue(communityId), (old) => ({ ...old, requests: old.requests.filter((r) => r.id !== id) })),
        edit<ReviewQueueSummary>(requestKeys.queueList(), (list) =>
          list.map((q) => (q.communityId === communityId ? { ...q, pendingCount: Math.max(0, q.pendingCount - 1) } : q)),
        ),
      ],
    }),
    onApplied: (_, { decision, title, requester }, client) => {
      showToast(t(decision === 'approve' ? 'requests.queue.approved' : 'requests.queue.declined', { title, requester }));
      return invalidateAfterRequest(client);
    },
    onRefused: (error) => showToast(t('requests.changeFailed', { reason: failureText(t, error) }), 'error'),
  });
}
