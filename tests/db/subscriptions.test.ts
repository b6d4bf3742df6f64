import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema/catalog.ts';
import { reviewCopyFormats } from '../../src/server/db/schema/galleys.ts';
import { notifications } from '../../src/server/db/schema/notifications.ts';
import { notificationSubscriptions } from '../../src/server/db/schema/subscriptions.ts';
import { makeGalleyAvailable } from '../../src/server/services/galleyAvailability.ts';
import { notify } from '../../src/server/services/notifications.ts';
import { subscriptionSecret, subscriptionToken } from '../../src/server/services/subscriptions.ts';
import { sendDueSummaries, startSummaryScheduler } from '../../src/server/services/summaries.ts';
import { notificationsSchema } from '../../src/shared/contracts/notifications.ts';
import { FREQUENCY_CONFIRMATIONS, SUBSCRIPTION_MESSAGES } from '../../src/shared/contracts/subscriptions.ts';
import { mailFiles, register } from '../server/helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

const DAY = 24 * 60 * 60 * 1000;

// Galleys newly available, auto-archiving, subscriptions and their emailed summaries (seed 3 §7) on each engine.
describe.each(engines())('subscriptions and summaries on $name', (engine) => {
  let w: TitlesWorld;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    w = await createTitlesWorld(database);
  }, 120_000);
  afterAll(async () => {
    await w?.test.close();
    await dispose?.();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
    call(w.app, cookie, { method, url, payload: payload as object });
  const user = async (firstName = 'Sam') => {
    const made = await register(w.app, { firstName, lastName: 'Reader' });
    const me = (await send(made.cookie, 'GET', '/api/v1/me/user')).body.user as { id: number; email: string };
    return { cookie: made.cookie, id: me.id, email: me.email };
  };
  const mailsTo = (email: string) =>
    mailFiles(w.test.dataDir)
      .map((f) => readFileSync(f, 'utf8').replace(/=\r?\n/g, ''))
      .filter((m) => m.includes(`To: ${email}`));
  const mailer = () => w.app.config.mailer;
  const secret = () => subscriptionSecret(database.db);
  const summaries = async (now: Date) =>
    sendDueSummaries({ db: database.db, mailer: mailer(), publicUrl: 'http://localhost:3000', secret: await secret(), now });
  const note = (userId: number, text: string) =>
    database.db.transaction((tx) => notify(tx, { userIds: [userId], sourceUserId: null, kind: 'event', text, details: { eventId: 1 } }));

  it('a galley newly available tells each user with the title on a shelf once, never the one who added it', async () => {
    const [title] = await database.db
      .select({ sku: products.sku })
      .from(products)
      .where(notExists(database.db.select().from(reviewCopyFormats).where(eq(reviewCopyFormats.sku, products.sku))))
      .limit(1);
    const sku = title!.sku;
    const a = await user('Ann');
    const b = await user('Ben');
    const actor = await user('Pat');
    const bystander = await user('Zed');
    for (const u of [a, b, actor]) expect((await send(u.cookie, 'POST', '/api/v1/me/shelves/Favorites', [{ sku }])).status).toBe(200);
    const told = await database.db.transaction((tx) => makeGalleyAvailable(tx, actor.id, { resourceId: `${sku}-test-2`, sku, format: 2 }));
    expect(told).toBe(2);
    // A second format of a title already available tells no one again.
    await database.db.transaction((tx) => makeGalleyAvailable(tx, actor.id, { resourceId: `${sku}-test-3`, sku, format: 3 }));
    const count = async (userId: number) =>
      (
        await database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'galley')))
      ).length;
    expect([await count(a.id), await count(b.id), await count(actor.id), await count(bystander.id)]).toEqual([1, 1, 0, 0]);
    const [first] = notificationsSchema.parse((await send(a.cookie, 'GET', '/api/v1/me/notifications')).body).notifications;
    expect(first).toMatchObject({ kind: 'galley', details: { sku }, sourceAppUserId: actor.id, status: '' });
    expect(first!.text).toMatch(/^A review copy of .+ is now available\.$/);
    // The header's badge reads the count alone.
    expect((await send(a.cookie, 'GET', '/api/v1/me/notifications/unreadCount')).body).toEqual({ unreadCount: 1 });
    expect((await send(actor.cookie, 'GET', '/api/v1/me/notifications/unreadCount')).body).toEqual({ unreadCount: 0 });
    expect((await send(null, 'GET', '/api/v1/me/notifications/unreadCount')).status).toBe(401);
  });

  it('archives notifications older than monthsToAutoArchiveNotifications when they are read', async () => {
    const u = await user();
    await note(u.id, 'old one');
    await note(u.id, 'new one');
    await database.db
      .update(notifications)
      .set({ createdDate: new Date(Date.now() - 70 * DAY) })
      .where(and(eq(notifications.userId, u.id), eq(notifications.text, 'old one')));
    const texts = async () =>
      notificationsSchema.parse((await send(u.cookie, 'GET', '/api/v1/me/notifications')).body).notifications.map((n) => n.text);
    expect(await texts()).toEqual(['new one', 'old one']);
    expect((await send(u.cookie, 'PUT', '/api/v1/me/preferences/communityApp/monthsToAutoArchiveNotifications', 2)).status).toBe(200);
    expect(await texts()).toEqual(['new one']);
    const [old] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.text, 'old one')));
    expect(old!.status).toBe('archived');
  });

  it('stores the frequency per user; bad frequencies are refused naming the field', async () => {
    const u = await user();
    expect((await send(u.cookie, 'GET', '/api/v1/me/subscription')).body).toEqual({ frequency: 'never' });
    expect((await send(u.cookie, 'PUT', '/api/v1/me/subscription/weekly')).body).toEqual({ frequency: 'weekly' });
    expect((await send(u.cookie, 'GET', '/api/v1/me/subscription')).body).toEqual({ frequency: 'weekly' });
    const bad = await send(u.cookie, 'PUT', '/api/v1/me/subscription/hourly');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.stringify(bad.body.errors)).toContain('frequency');
    expect((await send(null, 'GET', '/api/v1/me/subscription')).status).toBe(401);
  });

  it('mails each summary on its schedule, with the unread notifications since the last one, once', async () => {
    const start = new Date('2030-03-01T09:00:00Z');
    await database.db.update(notificationSubscriptions).set({ frequency: 'never' });
    const daily = await user('Dee');
    const weekly = await user('Wes');
    const monthly = await user('Mo');
    const never = await user('Nev');
    const set = async (u: { id: number }, frequency: 'never' | 'daily' | 'weekly' | 'monthly') =>
      database.db
        .insert(notificationSubscriptions)
        .values({ userId: u.id, frequency, lastSummaryAt: start })
        .onConflictDoUpdate({ target: notificationSubscriptions.userId, set: { frequency, lastSummaryAt: start } });
    await set(daily, 'daily');
    await set(weekly, 'weekly');
    await set(monthly, 'monthly');
    await set(never, 'never');
    for (const u of [daily, weekly, monthly, never]) await note(u.id, `Hello ${u.id}`);
    // The notifications were made "now" (before start): move them into the period after start.
    await database.db
      .update(notifications)
      .set({ createdDate: new Date(start.getTime() + 3_600_000) })
      .where(sql`${notifications.text} like 'Hello %'`);

    expect(await summaries(new Date(start.getTime() + DAY - 1))).toBe(0);
    expect(await summaries(new Date(start.getTime() + DAY))).toBe(1);
    expect(mailsTo(daily.email)).toHaveLength(1);
    const mail = mailsTo(daily.email)[0]!;
    expect(mail).toContain('Subject: Your daily summary: 1 unread notification');
    expect(mail).toContain(`Hello ${daily.id}`);
    // A second run at the same time (a restart, another instance) sends nothing again.
    expect(await summaries(new Date(start.getTime() + DAY))).toBe(0);
    // Nothing new the next day: no mail.
    expect(await summaries(new Date(start.getTime() + 2 * DAY))).toBe(0);
    expect(mailsTo(daily.email)).toHaveLength(1);

    // The scheduler runs the same on its (fake) clock.
    const scheduler = startSummaryScheduler({
      db: () => database.db,
      mailer: mailer(),
      publicUrl: 'http://localhost:3000',
      secret,
      intervalMs: 3_600_000,
      now: () => new Date(start.getTime() + 7 * DAY),
    });
    try {
      expect(await scheduler.run()).toBe(1);
    } finally {
      scheduler.stop();
    }
    expect(mailsTo(weekly.email)[0]).toContain('Subject: Your weekly summary: 1 unread notification');
    expect(mailsTo(monthly.email)).toHaveLength(0);
    expect(await summaries(new Date('2030-04-01T09:00:00Z'))).toBe(1);
    expect(mailsTo(monthly.email)[0]).toContain(`Hello ${monthly.id}`);
    expect(mailsTo(never.email)).toHaveLength(0);
    // Read notifications are not summarised.
    await note(weekly.id, 'Read already');
    await database.db
      .update(notifications)
      .set({ status: 'read', createdDate: new Date(start.getTime() + 8 * DAY) })
      .where(eq(notifications.text, 'Read already'));
    expect(await summaries(new Date(start.getTime() + 14 * DAY))).toBe(0);
  });

  it('changes the frequency without signing in through the mailed link; tampered or expired links are refused', async () => {
    const u = await user();
    await send(u.cookie, 'PUT', '/api/v1/me/subscription/daily');
    await note(u.id, 'For the link');
    await database.db
      .update(notificationSubscriptions)
      .set({ lastSummaryAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(notificationSubscriptions.userId, u.id));
    await summaries(new Date());
    const mail = mailsTo(u.email)[0]!;
    const token = /http:\/\/localhost:3000\/subscriptions\/([A-Za-z0-9_.-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();

    expect((await send(null, 'GET', `/api/v1/subscriptions/${token}`)).body).toEqual({ frequency: 'daily', email: u.email });
    expect((await send(null, 'POST', `/api/v1/subscriptions/${token}/never`)).body).toEqual({ frequency: 'never', email: u.email });
    expect((await send(u.cookie, 'GET', '/api/v1/me/subscription')).body).toEqual({ frequency: 'never' });

    // The server-rendered page of the link.
    const pageAnswer = await w.app.inject({ method: 'GET', url: `/subscriptions/${token}` });
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.body).toContain(FREQUENCY_CONFIRMATIONS.never.replace(/'/g, '&#39;'));
    const posted = await w.app.inject({
      method: 'POST',
      url: `/subscriptions/${token}`,
      payload: 'frequency=monthly',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.body).toContain(FREQUENCY_CONFIRMATIONS.monthly.replace(/'/g, '&#39;'));
    expect((await send(u.cookie, 'GET', '/api/v1/me/subscription')).body).toEqual({ frequency: 'monthly' });

    const [id, expires, mac] = token!.split('.') as [string, string, string];
    const tampered = [
      `${Number(id) + 1}.${expires}.${mac}`,
      `${id}.${Number(expires) + 1}.${mac}`,
      `${id}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
    ];
    for (const bad of tampered) {
      const answer = await send(null, 'POST', `/api/v1/subscriptions/${bad}/daily`);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body.detail).toBe(SUBSCRIPTION_MESSAGES.invalidToken);
      const refusal = await w.app.inject({ method: 'GET', url: `/subscriptions/${bad}`, headers: { accept: 'text/html' } });
      expect([refusal.statusCode, refusal.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
      expect(refusal.body).toContain(SUBSCRIPTION_MESSAGES.invalidToken);
    }
    const expired = subscriptionToken(await secret(), u.id, new Date(Date.now() - 1000));
    const answer = await send(null, 'GET', `/api/v1/subscriptions/${expired}`);
    expect(answer.status).toBe(410);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.body.detail).toBe(SUBSCRIPTION_MESSAGES.expiredToken);
    expect((await send(u.cookie, 'GET', '/api/v1/me/subscription')).body).toEqual({ frequency: 'monthly' });
  });
});
