import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { notificationSubscriptions, serverSecrets } from '../db/schema/subscriptions.ts';
import { httpProblem } from '../plugins/problem.ts';
import { SUBSCRIPTION_MESSAGES, type SubscriptionFrequency } from '../../shared/contracts/subscriptions.ts';

/** How long a mailed unsubscribe link works. */
export const SUBSCRIPTION_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;
const SECRET_NAME = 'subscriptionTokens';
const secrets = new WeakMap<object, Promise<string>>();

/**
 * The HMAC key of the unsubscribe links: `configured` (SUBSCRIPTION_SECRET) when given, else a random key made on
 * first use and kept in server_secrets, so that every instance on the database and every restart signs alike.
 */
export function subscriptionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
      if (!row) throw new Error('the subscription secret could not be stored');
      return row.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`subscription:${payload}`).digest('base64url');

/** `{userId}.{expires, seconds}.{HMAC}`: the unsubscribe link's token of a user, valid until `expires`. */
export function subscriptionToken(secret: string, userId: number, expires: Date): string {
  const payload = `${userId}.${Math.floor(expires.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The user of a token: 400 when it is not one we signed, 410 once it has expired. */
export function userOfToken(secret: string, token: string, now: Date): number {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const invalid = () => httpProblem(400, SUBSCRIPTION_MESSAGES.invalidToken, [{ field: 'token', message: SUBSCRIPTION_MESSAGES.invalidToken }]);
  if (!match) throw invalid();
  const [, user, expires, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, `${user}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(mac))) throw invalid();
  if (Number(expires) * 1000 <= now.getTime())
    throw httpProblem(410, SUBSCRIPTION_MESSAGES.expiredToken, [{ field: 'token', message: SUBSCRIPTION_MESSAGES.expiredToken }]);
  const userId = Number(user);
  if (userId > 2_147_483_647) throw invalid();
  return userId;
}

/** A user's summary frequency ('never' when none was chosen). */
export async function subscriptionOf(db: Db | Tx, userId: number): Promise<SubscriptionFrequency> {
  const [row] = await db
    .select({ frequency: notificationSubscriptions.frequency })
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.userId, userId));
  return (row?.frequency as SubscriptionFrequency | undefined) ?? 'never';
}

/**
 * Sets a user's frequency. A new subscription starts now (its first summary is due one period later, covering what
 * comes after); a changed one keeps the time of its last summary.
 */
export async function setSubscription(tx: Tx, userId: number, frequency: SubscriptionFrequency, now = new Date()): Promise<SubscriptionFrequency> {
  await tx
    .insert(notificationSubscriptions)
    .values({ userId, frequency, lastSummaryAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSubscriptions.userId, set: { frequency, updatedAt: now } });
  return frequency;
}

/** The link's user's frequency and email (404 when the user is gone). */
export async function tokenSubscription(db: Db | Tx, userId: number): Promise<{ frequency: SubscriptionFrequency; email: string }> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw httpProblem(404, SUBSCRIPTION_MESSAGES.invalidToken, [{ field: 'token', message: SUBSCRIPTION_MESSAGES.invalidToken }]);
  return { frequency: await subscriptionOf(db, userId), email: user.email };
}
