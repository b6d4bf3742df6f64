import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { EventDetail } from '../../../shared/contracts/events.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import { createEvent as createRoute, deleteEvent as deleteRoute, updateEvent as updateRoute } from '../../../shared/contracts/routes/events.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { toastQueued, useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { showToast } from '../../lib/toast.ts';
import { useAdminRefusal } from '../../entities/community/useAdminRefusal.ts';
import { eventDeleteEdit, eventResources, eventSaveEdit, type EventSave } from '../../entities/event/eventEdits.ts';
import { eventKeys } from '../../entities/event/queryKeys.ts';

const contracts = () => import('../../../shared/contracts/events.ts');

/** A new event's id on this device until the server makes one: below 0, never a real id. */
export const newPendingEventId = () => -(Math.floor(Math.random() * 2_000_000_000) + 1);

/**
 * POST /api/events (a new event: `eventId` below 0) or PUT /api/events/{eventId}, through the outbox: the event shows
 * at once in its communities' lists and its details, waits offline (pending) and is sent exactly once.
 */
export function useSaveEvent() {
  const { t } = useTranslation('communities');
  const refused = useAdminRefusal();
  return useChangeMutation<EventSave, { id: number } | EventDetail>({
    change: ({ eventId, body }) => ({
      ...(eventId < 0 ? requestLine(createRoute, {}) : requestLine(updateRoute, { eventId })),
      body: { json: body },
      resource: eventId < 0 ? eventResources.communityEvents(body.communityIds[0] ?? 0) : eventResources.event(eventId),
      label: { key: eventId < 0 ? 'changes:changes.label.eventCreate' : 'changes:changes.label.eventSave', values: { name: body.title } },
    }),
    contract: async () => (await contracts()).savedEventSchema,
    shows: (save) => shown(eventSaveEdit, save),
    onApplied: async (_, { eventId }, client) => {
      showToast(eventId < 0 ? t('communities.admin.eventCreated') : t('communities.admin.eventSaved'));
      await client.invalidateQueries({ queryKey: eventKeys.all });
    },
    onQueued: () => toastQueued(),
    onRefused: refused,
  });
}

/** DELETE /api/events/{eventId} through the outbox: the event (and its sessions) leaves the lists at once. */
export function useDeleteEvent() {
  const { t } = useTranslation('communities');
  const refused = useAdminRefusal();
  return useChangeMutation<{ eventId: number; title: string }, null>({
    change: ({ eventId, title }) => ({
      ...requestLine(deleteRoute, { eventId }),
      resource: eventResources.event(eventId),
      label: { key: 'changes:changes.label.eventDelete', values: { name: title } },
    }),
    shows: ({ eventId }) => shown(eventDeleteEdit, { eventId }),
    onApplied: async (_, { eventId }, client) => {
      showToast(t('communities.admin.eventDeleted'));
      client.removeQueries({ queryKey: eventKeys.detail(eventId) });
      await client.invalidateQueries({ queryKey: eventKeys.all });
    },
    onRefused: refused,
  });
}
