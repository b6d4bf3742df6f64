import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema/push.ts';

type WebPush = typeof import('web-push');
/** web-push loads when VAPID keys are made or the first push is sent (pushSender.ts), not at every start of the server. */
let webPushModule: Promise<WebPush> | undefined;
export const loadWebPush = () => (webPushModule ??= import('web-push').then((m) => (m as { default?: WebPush }).default ?? m));

/** A VAPID key pair (base64url: the public key uncompressed P-256, the private key 32 bytes). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys: the environment's when given (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: several instances
 * without a shared database of keys), else the database's, made on first start. Instances sharing a database agree:
 * the first insert wins and every instance reads the stored pair.
 */
export async function loadVapidKeys(db: Db, given?: VapidKeys): Promise<VapidKeys> {
  if (given) return given;
  const stored = async () => (await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1)))[0];
  const found = await stored();
  if (found) return { publicKey: found.publicKey, privateKey: found.privateKey };
  // web-push loads only when keys are made or a push is sent (services/push/pushSender.ts), not before listening.
  const made = (await loadWebPush()).generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const row = await stored();
  if (!row) throw new Error('VAPID keys could not be stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
