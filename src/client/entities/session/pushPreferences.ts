import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { put, shown, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { currentPushSubscription, pushPermission, subscribeThisDevice, unsubscribeThisDevice } from '../../lib/push.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import { deletePushSubscription, getPushKinds, getVapidPublicKey, putPushSubscription } from '../../../shared/contracts/endpoints/push.ts';
import { PUSH_PREFERENCE_TYPE, type PushKind, type PushKinds } from '../../../shared/contracts/push.ts';
import { setPushKind as setPushKindRoute } from '../../../shared/contracts/routes/push.ts';

export const pushKeys = {
  all: ['push'] as const,
  kinds: () => [...pushKeys.all, 'kinds'] as const,
  publicKey: () => [...pushKeys.all, 'publicKey'] as const,
  device: () => [...pushKeys.all, 'device'] as const,
};

/** Which kinds of notification the user has pushed (server preference). */
export const pushKindsQuery = queryOptions({
  queryKey: pushKeys.kinds(),
  queryFn: offlineCopy(({ signal }) => call(getPushKinds, { signal })),
});

/** The server's VAPID public key, loaded with the screen so that a click can subscribe at once. */
export const vapidKeyQuery = queryOptions({
  queryKey: pushKeys.publicKey(),
  queryFn: async ({ signal }) => (await call(getVapidPublicKey, { signal })).publicKey,
  staleTime: Infinity,
});

/**
 * This browser: whether it can push, the permission, and whether this device is subscribed. A subscription the
 * browser still has is sent to the server again (no question asked): the server forgets it when its session ends
 * elsewhere (a password change) or the push service dropped it.
 */
export const pushDeviceQuery = queryOptions({
  queryKey: pushKeys.device(),
  queryFn: async () => {
    const permission = pushPermission();
    const subscription = await currentPushSubscription().catch(() => null);
    const { endpoint, keys } = subscription?.toJSON() ?? {};
    if (permission === 'granted' && endpoint && keys?.p256dh && keys.auth) {
      await call(putPushSubscription, { body: { json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } } }).catch(() => undefined);
    }
    return { permission, subscribed: !!subscription };
  },
  networkMode: 'always',
});

export const pushKindEdit: ReplayableEdit<{ kind: PushKind; enabled: boolean }> = {
  kind: 'pushKind',
  edits: (_, { kind, enabled }) => [put<PushKinds>(pushKindsQuery.queryKey, (old) => ({ ...(old as PushKinds), [kind]: enabled }))],
};

/** Turns one kind's pushes on or off (through the outbox: offline too). */
export function useSetPushKind() {
  return useChangeMutation<{ kind: PushKind; enabled: boolean }, PushKinds>({
    change: ({ kind, enabled }) => ({
      ...requestLine(setPushKindRoute, { kind }),
      body: { json: { enabled } },
      resource: resources.preference(PUSH_PREFERENCE_TYPE, kind),
      label: { key: 'changes:changes.label.preference', values: { name: kind } },
    }),
    shows: (variables) => shown(pushKindEdit, variables),
    onQueued: () => undefined,
  });
}

/** Subscribes this device (from the user's click: asks for permission first) and tells the server. */
export function useSubscribeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeThisDevice(publicKey);
      const { endpoint, keys } = subscription;
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave no push subscription');
      await call(putPushSubscription, { body: { json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}

/** Unsubscribes this device at the push service and on the server. */
export function useUnsubscribeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await call(deletePushSubscription, { query: { endpoint } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}
