import { and, asc, eq, gt, gte, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { notifications } from '../db/schema/notifications.ts';
import { notificationSubscriptions } from '../db/schema/subscriptions.ts';
import { summaryDue, type SummaryFrequency } from '../../shared/domain/summarySchedule.ts';
import type { Mailer } from './mailer.ts';
import { subscriptionToken, SUBSCRIPTION_TOKEN_TTL_MS } from './subscriptions.ts';

/** The most notifications one summary lists (it says how many more there are). */
const SUMMARY_LINES_MAX = 50;

export interface SummaryOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  now: Date;
}

/** The page of the mailed link (server-rendered, no sign-in: routes/subscriptions.ts). */
export const unsubscribePath = (token: string) => `/subscriptions/${token}`;

function summaryMail(
  options: SummaryOptions,
  frequency: SummaryFrequency,
  userId: number,
  lines: { text: string; createdDate: Date }[],
  total: number,
) {
  const token = subscriptionToken(options.secret, userId, new Date(options.now.getTime() + SUBSCRIPTION_TOKEN_TTL_MS));
  const more = total - lines.length;
  return {
    subject: `Your ${frequency} summary: ${total} unread notification${total === 1 ? '' : 's'}`,
    text: [
      `You have ${total} unread notification${total === 1 ? '' : 's'} on Book Trade Community:`,
      '',
      ...lines.map((n) => `- ${n.createdDate.toISOString().slice(0, 10)} ${n.text}`),
      ...(more > 0 ? [`... and ${more} more.`] : []),
      '',
      `Read them: ${options.publicUrl}/notifications`,
      '',
      `You get this summary ${frequency}. To change how often, or to stop these emails: ${options.publicUrl}${unsubscribePath(token)}`,
    ].join('\n'),
  };
}

/**
 * Sends every summary due at `now`: for each subscription whose period has passed since its last summary, the unread
 * notifications made since then, in one mail (none when there are none). Each is claimed first (its last summary
 * time moved to `now` only if no one else moved it), so a restart or a second instance never sends it twice; a mail
 * the mailer fails to send gives the claim back, to be tried at the next run. Answers how many mails were sent.
 */
export async function sendDueSummaries(options: SummaryOptions): Promise<number> {
  const { db, now } = options;
  const subscriptions = await db.select().from(notificationSubscriptions).where(ne(notificationSubscriptions.frequency, 'never'));
  let sent = 0;
  const failures: unknown[] = [];
  for (const sub of subscriptions) {
    const frequency = sub.frequency as SummaryFrequency;
    if (!summaryDue(sub.lastSummaryAt, frequency, now)) continue;
    const last = sub.lastSummaryAt;
    const sameClaim = and(
      eq(notificationSubscriptions.userId, sub.userId),
      gte(notificationSubscriptions.lastSummaryAt, last),
      lt(notificationSubscriptions.lastSummaryAt, new Date(last.getTime() + 1)),
    );
    const claimed = await db
      .update(notificationSubscriptions)
      .set({ lastSummaryAt: now })
      .where(sameClaim)
      .returning({ id: notificationSubscriptions.userId });
    if (!claimed.length) continue;
    const unread = and(
      eq(notifications.userId, sub.userId),
      eq(notifications.status, ''),
      gt(notifications.createdDate, last),
      lte(notifications.createdDate, now),
    );
    const rows = await db
      .select({ text: notifications.text, createdDate: notifications.createdDate })
      .from(notifications)
      .where(unread)
      .orderBy(asc(notifications.createdDate), asc(notifications.id));
    if (!rows.length) continue;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, sub.userId));
    if (!user) continue;
    try {
      await options.mailer.send({ to: user.email, ...summaryMail(options, frequency, sub.userId, rows.slice(0, SUMMARY_LINES_MAX), rows.length) });
      sent++;
    } catch (err) {
      await db
        .update(notificationSubscriptions)
        .set({ lastSummaryAt: last })
        .where(and(eq(notificationSubscriptions.userId, sub.userId), eq(notificationSubscriptions.lastSummaryAt, now)));
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} summaries could not be sent (tried again at the next run)`);
  return sent;
}

export interface SummaryScheduler {
  stop(): void;
  /** One run now (what the timer does); resolves with the mails sent. */
  run(): Promise<number>;
}

/** Runs sendDueSummaries every `intervalMs` (one run at a time), with the clock `now` (tests give a fake one). */
export function startSummaryScheduler(options: {
  db: () => Db;
  mailer: Mailer;
  publicUrl: string;
  secret: () => Promise<string>;
  intervalMs: number;
  now?: () => Date;
  log?: (err: unknown) => void;
}): SummaryScheduler {
  let running: Promise<number> | undefined;
  const run = () =>
    (running ??= (async () => {
      try {
        return await sendDueSummaries({
          db: options.db(),
          mailer: options.mailer,
          publicUrl: options.publicUrl,
          secret: await options.secret(),
          now: options.now?.() ?? new Date(),
        });
      } finally {
        running = undefined;
      }
    })());
  const timer = setInterval(() => run().catch((err: unknown) => options.log?.(err)), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), run };
}
