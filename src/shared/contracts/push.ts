import * as z from 'zod/mini';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.ts';

/**
 * Web push (issue 20): the server's VAPID public key, one subscription per device (its push service endpoint and
 * keys, tied to the session that made it), and the kinds of notification the user wants pushed (all unless opted out).
 */
export const PUSH_KINDS = NOTIFICATION_KINDS;
export type PushKind = NotificationKind;

/** The preference type holding the per-kind opt-outs: name = kind, value 'off' (no record: pushed). */
export const PUSH_PREFERENCE_TYPE = 'push';

export const PUSH_ENDPOINT_MAX = 2048;
const base64url = (max: number, message: string) =>
  z.string().check(z.minLength(1, message), z.maxLength(max, message), z.regex(/^[A-Za-z0-9_-]+=*$/, message));

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/** PUT /api/v1/me/push/subscription: PushSubscription.toJSON() (expirationTime ignored). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().check(
    z.maxLength(PUSH_ENDPOINT_MAX, 'the endpoint is too long'),
    z.refine((url) => /^https?:\/\/[^\s]+$/.test(url), 'the endpoint must be an http(s) URL'),
  ),
  expirationTime: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)))),
  keys: z.object({
    p256dh: base64url(200, 'p256dh must be a base64url P-256 public key'),
    auth: base64url(64, 'auth must be a base64url secret'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/v1/me/push/subscription?endpoint=...: this device's subscription. */
export const pushUnsubscribeQuerySchema = z.object({ endpoint: z.string().check(z.maxLength(PUSH_ENDPOINT_MAX, 'the endpoint is too long')) });

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** GET/PUT /api/v1/me/push/kinds: whether each kind is pushed. */
export const pushKindsSchema = z.object(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<PushKind, z.ZodMiniBoolean>);
export type PushKinds = z.infer<typeof pushKindsSchema>;
export const pushKindParamsSchema = z.object({ kind: z.enum(PUSH_KINDS) });
export const pushKindBodySchema = z.object({ enabled: z.boolean() });

/** What a push carries (JSON, encrypted aes128gcm): the service worker shows it and opens `url` on click. */
export interface PushPayload {
  title: string;
  body: string;
  /** The subject's route in the app, e.g. /list/12. */
  url: string;
  /** One subject's pushes replace each other (Notification tag). */
  tag: string;
  /** The notification's id. */
  id: number;
  kind: string;
}

/** The push title of each kind (the body is the notification's text). */
export const PUSH_TITLES: Record<PushKind, string> = {
  reply: 'New reply',
  badge: 'New reaction',
  listAlert: 'List alert',
  requestDecision: 'Review copy request',
  event: 'New event',
  galley: 'Review copy available',
};
