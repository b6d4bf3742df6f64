/**
 * This browser's web push subscription (issue 20): the Push API behind a few functions. Subscribing asks the user
 * for permission, so it is only ever called from a click (never on load).
 */
export type PushPermission = NotificationPermission | 'unsupported';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** This device's current subscription (none without a service worker or a subscription). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushPermissionRefused extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notifications ${permission}`);
  }
}

/**
 * Asks for permission (call it from the user's click, first thing), then subscribes this device with the server's
 * VAPID key (a subscription made with another key is replaced).
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionRefused(permission);
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const current = existing.options.applicationServerKey;
    const same = current && new Uint8Array(current).every((byte, i) => byte === key[i]) && current.byteLength === key.length;
    if (same) return existing.toJSON();
    await existing.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Ends this device's subscription at the push service; answers its endpoint (null when there was none). */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}
