import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { onCommit } from '../../db/commitHooks.ts';
import { preferences } from '../../db/schema/identity.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { PUSH_PREFERENCE_TYPE, PUSH_TITLES, type PushKind, type PushPayload } from '../../../shared/contracts/push.ts';
import { notificationPath, notificationTag } from '../../../shared/domain/notificationSubject.ts';
import { loadVapidKeys, loadWebPush, type VapidKeys } from './vapid.ts';

export interface PushOptions {
  /** VAPID contact: an https: URL or mailto: address (VAPID_SUBJECT). */
  subject: string;
  /** Keys from the environment; otherwise made once and kept in the database. */
  keys?: VapidKeys;
  /** Waits before the retries of a push the push service failed (5xx, 429, no answer); default 1 s, 5 s, 25 s. */
  retryDelaysMs?: readonly number[];
  /** How long a push service may take to answer (ms). */
  timeoutMs?: number;
  /** The HTTPS agent to reach push services with (a test's push service trusts its own certificate). */
  agent?: Agent;
  log?: (message: string, err?: unknown) => void;
}

type Row = typeof notifications.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 25_000];
/** A push is worth showing for a day; a phone offline longer gets it from the notifications screen. */
const TTL_SECONDS = 24 * 60 * 60;
const BODY_MAX = 500;

/** What a notification's push says and where it leads. */
export function payloadOf(row: Pick<Row, 'id' | 'kind' | 'text' | 'details'>): PushPayload {
  return {
    id: row.id,
    kind: row.kind,
    title: PUSH_TITLES[row.kind as PushKind] ?? 'Book Trade Community',
    body: row.text.length > BODY_MAX ? `${row.text.slice(0, BODY_MAX - 1)}\u2026` : row.text,
    url: notificationPath(row.kind, row.details),
    tag: notificationTag(row.kind, row.details),
  };
}

/** The push service's Topic header (at most 32 URL-safe characters): one subject's waiting pushes replace each other there too. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** A list alert sent by email or text is not pushed (the method the user chose for it is another). */
const wantsPush = (row: Row) => row.kind !== 'listAlert' || (row.details.alertMethod ?? 'notification') === 'notification';

/**
 * Sends the pushes of recorded notifications (after their transaction committed, in the background: the request
 * that caused them does not wait) to each recipient's subscriptions, unless they turned that kind off. A push
 * service answering 404 or 410 has dropped the subscription: it is deleted. 5xx, 429 and network errors are tried
 * again after retryDelaysMs (bounded); other 4xx are logged and dropped.
 */
export class PushSender {
  private keys: Promise<VapidKeys> | undefined;
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly options: PushOptions,
  ) {}

  /** Read when used: the database may open after the app is built. */
  private get db(): Db {
    return this.database.db;
  }

  vapidKeys(): Promise<VapidKeys> {
    this.keys ??= loadVapidKeys(this.db, this.options.keys).catch((err: unknown) => {
      this.keys = undefined;
      throw err;
    });
    return this.keys;
  }

  /** Starts delivering the pushes of these notifications; never throws. */
  enqueue(notificationIds: readonly number[]): void {
    if (this.closed || !notificationIds.length) return;
    const job: Promise<void> = this.deliver(notificationIds)
      .catch((err: unknown) => this.log('push delivery failed', err))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Resolves once every push started so far is delivered, dropped or given up. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** No new pushes; waiting retries give up at once. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.timers) {
      clearTimeout(waiting.timer);
      waiting.wake();
    }
    await this.idle();
  }

  private log(message: string, err?: unknown) {
    this.options.log?.(message, err);
  }

  private async deliver(ids: readonly number[]) {
    const rows = (
      await this.db
        .select()
        .from(notifications)
        .where(inArray(notifications.id, [...ids]))
    ).filter(wantsPush);
    if (!rows.length) return;
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const [subscriptions, optOuts] = await Promise.all([
      this.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
      this.db
        .select({ userId: preferences.userId, kind: preferences.name })
        .from(preferences)
        .where(and(inArray(preferences.userId, userIds), eq(preferences.type, PUSH_PREFERENCE_TYPE), eq(preferences.value, 'off'))),
    ]);
    const off = new Set(optOuts.map((o) => `${o.userId}:${o.kind}`));
    const sends: Promise<void>[] = [];
    for (const row of rows) {
      if (off.has(`${row.userId}:${row.kind}`)) continue;
      const payload = payloadOf(row);
      for (const subscription of subscriptions) if (subscription.userId === row.userId) sends.push(this.send(subscription, payload));
    }
    await Promise.all(sends);
  }

  private async send(subscription: Subscription, payload: PushPayload): Promise<void> {
    const keys = await this.vapidKeys();
    const webpush = await loadWebPush();
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: this.options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TTL_SECONDS,
            topic: topicOf(payload.tag),
            urgency: 'normal',
            timeout: this.options.timeoutMs ?? 10_000,
            ...(this.options.agent ? { agent: this.options.agent } : {}),
          },
        );
        return;
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
        if (status === 404 || status === 410) {
          // Gone at the push service: this device will never receive anything there again.
          await this.db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.endpoint, subscription.endpoint)));
          return;
        }
        const retriable = status === undefined || status === 429 || status >= 500;
        const delay = delays[attempt];
        if (!retriable || delay === undefined || this.closed) {
          this.log(`push to subscription ${subscription.id} dropped${status ? ` (push service answered ${status})` : ''}`, err);
          return;
        }
        await this.wait(delay);
      }
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiting = { timer: setTimeout(() => done(), ms), wake: () => resolve() };
      const done = () => {
        this.timers.delete(waiting);
        resolve();
      };
      this.timers.add(waiting);
    });
  }
}

const senders = new WeakMap<Db, PushSender>();

/** The sender that pushes what is committed to this database (buildApp registers one per app). */
export function registerPushSender(db: Db, sender: PushSender): void {
  senders.set(db, sender);
}

/** Pushes these notifications once the transaction that recorded them committed. */
export function pushAfterCommit(tx: Tx, notificationIds: readonly number[]): void {
  if (!notificationIds.length) return;
  onCommit(tx, (db) => senders.get(db)?.enqueue(notificationIds));
}
