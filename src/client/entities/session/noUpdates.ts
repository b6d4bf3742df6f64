import { put, shown, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import { setNoUpdates as setNoUpdatesRoute } from '../../../shared/contracts/routes/preferences.ts';
import { noUpdatesQuery } from './queries.ts';

export const noUpdatesEdit: ReplayableEdit<boolean> = {
  kind: 'noUpdates',
  edits: (_, noUpdates) => [put<{ noUpdates: boolean }>(noUpdatesQuery.queryKey, () => ({ noUpdates }))],
};

/** POST /api/me/preferences/social/noUpdates: the friend-email opt-out (through the outbox: offline too). */
export function useSetNoUpdates() {
  return useChangeMutation<boolean, { noUpdates: boolean }>({
    change: (noUpdates) => ({
      ...requestLine(setNoUpdatesRoute, {}),
      body: { json: { noUpdates } },
      resource: resources.preference('social', 'noUpdates'),
      label: { key: 'changes:changes.label.preference', values: { name: 'noUpdates' } },
    }),
    shows: (noUpdates) => shown(noUpdatesEdit, noUpdates),
    onQueued: () => undefined,
  });
}
