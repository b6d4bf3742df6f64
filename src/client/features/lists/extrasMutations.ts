import type { QueryClient } from '@tanstack/react-query';
import type { ListAlert, ListComment } from '../../../shared/contracts/listExtras.ts';
import { pathOf, requestLine } from '../../../shared/contracts/endpoint.ts';
import {
  addAlert as addAlertRoute,
  addListComment as addCommentRoute,
  addQuantity as addQuantityRoute,
  editAlert as editAlertRoute,
  editListComment as editCommentRoute,
  editQuantity as editQuantityRoute,
  removeAlert as removeAlertRoute,
  removeListComment as removeCommentRoute,
  removeQuantity as removeQuantityRoute,
} from '../../../shared/contracts/routes/listExtras.ts';
import { RESOURCE_SEPARATOR } from '../../../sync/outbox/pendingChange.ts';
import { showToast } from '../../lib/toast.ts';
import i18next from '../../lib/i18n/i18n.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { titleName } from '../../entities/title/titleName.ts';
import { listExtrasKeys } from '../../entities/list/queries.ts';
import { listExtraResources } from '../../entities/list/extrasResources.ts';
import {
  listAlertEdit,
  listCommentAddEdit,
  listCommentRemoveEdit,
  listCommentTextEdit,
  quantityEdit,
  type ListAlertType,
} from '../../entities/list/listEdits.ts';
import { useFailureToast } from './mutations.ts';

/**
 * Every change answers the seed's success text (seed 3 §8): shown as it is. Read again once applied only: a queued
 * change keeps its optimistic state (a refetch now could come before the outbox holds it), and the outbox refreshes
 * the screens once it is sent.
 */
type Answer = { message: string };

const together = (...keys: string[]) => keys.join(RESOURCE_SEPARATOR);
const toastAnswer = (answer: Answer) => showToast(answer.message);
const refetchExtras = (listId: number) => (client: QueryClient) => client.invalidateQueries({ queryKey: listExtrasKeys.extras(listId) });

/** POST /api/v1/collaborativeTitleList/comments: shown at once with its negative temporary id and the pending mark. */
export function useAddListComment(listId: number) {
  const fail = useFailureToast();
  return useChangeMutation<{ comment: ListComment }, Answer>({
    change: ({ comment }, client) => ({
      ...requestLine(addCommentRoute, {}),
      body: { json: { listId, sku: comment.sku, text: comment.text } },
      resource: together(resources.list(listId), listExtraResources.comment(comment.id)),
      label: { key: 'changes:changes.label.listComment', values: { title: titleName(client, comment.sku) } },
    }),
    shows: (variables) => shown(listCommentAddEdit, variables),
    onApplied: (answer, _, client) => {
      toastAnswer(answer);
      return refetchExtras(listId)(client);
    },
    onRefused: fail,
  });
}

/** PUT /api/v1/collaborativeTitleList/comments: the author's new text (of a comment the server has). */
export function useEditListComment(listId: number) {
  const fail = useFailureToast();
  return useChangeMutation<{ id: number; sku: string; text: string }, Answer>({
    change: ({ id, sku, text }, client) => ({
      ...requestLine(editCommentRoute, {}),
      body: { json: { id, text } },
      resource: together(resources.list(listId), listExtraResources.comment(id)),
      label: { key: 'changes:changes.label.listCommentEdit', values: { title: titleName(client, sku) } },
    }),
    shows: ({ id, text }) => shown(listCommentTextEdit, { listId, id, text }),
    onApplied: (answer, _, client) => {
      toastAnswer(answer);
      return refetchExtras(listId)(client);
    },
    onRefused: fail,
  });
}

/** DELETE /api/v1/collaborativeTitleList/comments/{id}: the author removes a comment. */
export function useRemoveListComment(listId: number) {
  const fail = useFailureToast();
  return useChangeMutation<{ id: number; sku: string }, Answer>({
    change: ({ id, sku }, client) => ({
      ...requestLine(removeCommentRoute, { id }),
      resource: together(resources.list(listId), listExtraResources.comment(id)),
      label: { key: 'changes:changes.label.listCommentRemove', values: { title: titleName(client, sku) } },
    }),
    shows: ({ id }) => shown(listCommentRemoveEdit, { listId, id }),
    onApplied: (answer, _, client) => {
      toastAnswer(answer);
      return refetchExtras(listId)(client);
    },
    onRefused: fail,
  });
}

/**
 * POST, PUT or DELETE /api/v1/collaborativeTitleList/quantities: the user's quantity of a title added (they had
 * none), changed, or removed (0). The title shows it, and everyone's total, at once.
 */
export function useSetQuantity(listId: number) {
  const fail = useFailureToast();
  return useChangeMutation<{ sku: string; quantity: number; had: number }, Answer>({
    change: ({ sku, quantity, had }, client) => {
      const route = quantity === 0 ? removeQuantityRoute : had === 0 ? addQuantityRoute : editQuantityRoute;
      return {
        method: route.method,
        path: pathOf(route, {}),
        body: { json: quantity === 0 ? { listId, sku } : { listId, sku, quantity } },
        resource: together(resources.list(listId), listExtraResources.quantity(listId, sku)),
        label: {
          key: quantity === 0 ? 'changes:changes.label.listQuantityRemove' : 'changes:changes.label.listQuantity',
          values: { title: titleName(client, sku), quantity },
        },
      };
    },
    shows: ({ sku, quantity }) => shown(quantityEdit, { listId, sku, quantity }),
    onApplied: (answer, _, client) => {
      toastAnswer(answer);
      return refetchExtras(listId)(client);
    },
    onRefused: fail,
  });
}

/** An alert change: on (a new alert, notification to all), a new method or candidate, or off. */
export type AlertChange =
  { kind: 'on'; alertType: ListAlertType; temporaryId: number } | { kind: 'edit'; alert: ListAlert } | { kind: 'off'; alert: ListAlert };

/** POST, PUT or DELETE /api/v1/collaborativeTitleLists/alerts: the user's alerts of a list (seed 3 §4). */
export function useListAlert(listId: number, listName: string) {
  const fail = useFailureToast();
  return useChangeMutation<AlertChange, Answer>({
    change: (change) => {
      const resource = listExtraResources.alerts(listId);
      const alertType = change.kind === 'on' ? change.alertType : change.alert.alertType;
      const label = {
        key: `changes:changes.label.listAlert${change.kind === 'on' ? 'On' : change.kind === 'off' ? 'Off' : 'Edit'}`,
        values: { name: listName, type: i18next.t(`lists:lists.alerts.type.${alertType}`) },
      };
      if (change.kind === 'on')
        return {
          ...requestLine(addAlertRoute, {}),
          body: { json: { listId, alertType, alertMethod: 'notification', alertCandidate: 'all' } },
          resource,
          label,
        };
      if (change.kind === 'off') return { ...requestLine(removeAlertRoute, { id: change.alert.id }), resource, label };
      const { alertMethod, alertCandidate } = change.alert;
      return { ...requestLine(editAlertRoute, { id: change.alert.id }), body: { json: { alertMethod, alertCandidate } }, resource, label };
    },
    shows: (change) =>
      change.kind === 'on'
        ? shown(listAlertEdit, {
            listId,
            alertType: change.alertType,
            alert: { id: change.temporaryId, listId, alertType: change.alertType, alertMethod: 'notification', alertCandidate: 'all' },
          })
        : shown(listAlertEdit, { listId, alertType: change.alert.alertType, alert: change.kind === 'off' ? null : change.alert }),
    onApplied: (answer, _, client) => {
      toastAnswer(answer);
      return client.invalidateQueries({ queryKey: listExtrasKeys.alerts(listId) });
    },
    onRefused: fail,
  });
}
