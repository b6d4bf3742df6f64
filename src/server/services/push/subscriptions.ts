import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preferences } from '../../db/schema/identity.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { PUSH_KINDS, PUSH_PREFERENCE_TYPE, type PushKind, type PushKinds, type PushSubscriptionBody } from '../../../shared/contracts/push.ts';
import { setPreference } from '../preferences.ts';
import { sha256 } from '../auth.ts';

/**
 * PUT /api/v1/me/push/subscription: this device's subscription, for the signed-in user and session. One per device:
 * the endpoint is unique, so a device that subscribes again (another user, another session) takes it over.
 */
export async function saveSubscription(tx: Tx, userId: number, sessionToken: string, body: PushSubscriptionBody): Promise<void> {
  const row = { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, userId, sessionHash: sha256(sessionToken) };
  await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: new Date() } });
}

/** DELETE /api/v1/me/push/subscription: the caller's own subscription of this endpoint (none: nothing to do). */
export async function deleteSubscription(tx: Tx, userId: number, endpoint: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Whether each kind is pushed to the user: all, except the kinds they turned off. */
export async function pushKindsOf(db: Db | Tx, userId: number): Promise<PushKinds> {
  const off = await db
    .select({ name: preferences.name, value: preferences.value })
    .from(preferences)
    .where(and(eq(preferences.userId, userId), eq(preferences.type, PUSH_PREFERENCE_TYPE)));
  const offKinds = new Set(off.filter((p) => p.value === 'off').map((p) => p.name));
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as PushKinds;
}

export async function setPushKind(tx: Tx, userId: number, kind: PushKind, enabled: boolean): Promise<PushKinds> {
  await setPreference(tx, userId, PUSH_PREFERENCE_TYPE, kind, enabled ? 'on' : 'off');
  return pushKindsOf(tx, userId);
}
