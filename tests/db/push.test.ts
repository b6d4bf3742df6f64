import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { pushSubscriptions } from '../../src/server/db/schema/push.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { onCommit, transactionWithHooks } from '../../src/server/db/commitHooks.ts';
import { createTestApp, login, register, sessionCookie, type TestApp } from '../server/helpers.ts';
import { call } from '../server/titlesSetup.ts';
import { startFakePushService, type FakeDevice } from '../server/fakePushService.ts';
import { engines } from './engines.ts';

// Web push (issue 20) on each engine, against a push service at the network edge: VAPID JWT checked, payload decrypted.
describe.each(engines())('web push on $name', (engine) => {
  let test: TestApp;
  let database: Database;
  let dispose: () => Promise<void>;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;
  let forum: number;
  let sku: string;
  beforeAll(async () => {
    pushService = await startFakePushService();
    ({ database, dispose } = await engine.open());
    test = await createTestApp({ push: { retryDelaysMs: [20, 40], agent: pushService.agent } }, database);
    await seedDemoData(database.db);
    forum = (await database.db.select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, 'Independent Booksellers Forum')))[0]!
      .id;
    sku = ((await send(null, 'GET', '/api/v1/filters/0/titles?pageSize=1')).body as { products: { sku: string }[] }).products[0]!.sku;
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await dispose?.();
    await pushService?.close();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
    call(test.app, cookie, { method, url, payload: payload as object });
  const member = async (firstName = 'Bea') => {
    const { cookie, email } = await register(test.app, { firstName, lastName: 'Seller' });
    expect((await send(cookie, 'PUT', `/api/v1/affiliations/me/${forum}/user`)).status).toBe(200);
    return { cookie, email };
  };
  const subscribe = async (cookie: string, device: FakeDevice) =>
    expect((await send(cookie, 'PUT', '/api/v1/me/push/subscription', device.subscription)).status).toBe(200);
  const comment = (cookie: string, text: string, parentCommentId?: number) =>
    send(cookie, 'POST', '/api/v1/conversations/comments', {
      text,
      communityId: forum,
      conversationType: 'title',
      conversationId: sku,
      parentCommentId,
    });
  /** B replies to A's thread; resolves once every push it caused is delivered or given up. */
  const replyTo = async (a: string, b: string, text = 'Loved it') => {
    const thread = await comment(a, 'What do you think?');
    expect((await comment(b, text, thread.body.id as number)).status).toBeLessThan(300);
    await test.app.push.idle();
    return thread.body.id as number;
  };
  const receivedBy = (device: FakeDevice) => pushService.received.filter((r) => r.device === device.name);
  const stored = async (device: FakeDevice) =>
    database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));

  it('answers the VAPID public key (made once, kept in the database) to signed-in users only', async () => {
    const a = await member();
    const first = await send(a.cookie, 'GET', '/api/v1/me/push/publicKey');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey as string, 'base64url')).toHaveLength(65);
    expect((await send(a.cookie, 'GET', '/api/v1/me/push/publicKey')).body.publicKey).toBe(first.body.publicKey);
    expect((await send(null, 'GET', '/api/v1/me/push/publicKey')).status).toBe(401);
  });

  it('201: a reply is pushed to the thread starter, signed with the VAPID key, and decrypts to the notification', async () => {
    const a = await member('Ann');
    const b = await member('Bob');
    const aPhone = pushService.device('a-phone');
    const bPhone = pushService.device('b-phone');
    await subscribe(a.cookie, aPhone);
    await subscribe(b.cookie, bPhone);
    const threadId = await replyTo(a.cookie, b.cookie);
    const [delivered, ...more] = receivedBy(aPhone);
    expect(more).toHaveLength(0);
    expect(receivedBy(bPhone)).toHaveLength(0);
    const publicKey = (await send(a.cookie, 'GET', '/api/v1/me/push/publicKey')).body.publicKey;
    expect(delivered).toMatchObject({ status: 201, vapidKey: publicKey, ttl: '86400' });
    expect(delivered!.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    const [notification] = (await send(a.cookie, 'GET', '/api/v1/me/notifications')).body.notifications;
    expect(delivered!.payload).toEqual({
      id: notification.id,
      kind: 'reply',
      title: 'New reply',
      body: notification.text,
      url: `/conversations?communityId=${forum}&conversationType=title&conversationId=${sku}&threadId=${threadId}&commentId=${notification.details.commentId}`,
      tag: `reply:${threadId}`,
    });
    expect(notification.text).toBe('Bob Seller replied: Loved it');
  });

  it('410: the subscription is deleted and nothing more is sent there', async () => {
    const a = await member();
    const b = await member();
    const gone = pushService.device('gone', [410]);
    await subscribe(a.cookie, gone);
    await replyTo(a.cookie, b.cookie);
    expect(receivedBy(gone).map((r) => r.status)).toEqual([410]);
    expect(await stored(gone)).toHaveLength(0);
    await replyTo(a.cookie, b.cookie, 'Again');
    expect(receivedBy(gone)).toHaveLength(1);
  });

  it('500: the push is tried again with backoff until delivered, and at most three times', async () => {
    const a = await member();
    const b = await member();
    const flaky = pushService.device('flaky', [500, 503]);
    await subscribe(a.cookie, flaky);
    await replyTo(a.cookie, b.cookie);
    const tries = receivedBy(flaky);
    expect(tries.map((r) => r.status)).toEqual([500, 503, 201]);
    expect(tries[2]!.payload).toEqual(tries[0]!.payload);
    expect(await stored(flaky)).toHaveLength(1);

    const down = pushService.device('down', [500, 500, 500, 500, 500]);
    await subscribe(a.cookie, down);
    await replyTo(a.cookie, b.cookie);
    expect(receivedBy(down).map((r) => r.status)).toEqual([500, 500, 500]);
    expect(await stored(down)).toHaveLength(1);
  });

  it("honours the user's opt-out per kind", async () => {
    const a = await member();
    const b = await member();
    const phone = pushService.device('opted-out');
    await subscribe(a.cookie, phone);
    const off = await send(a.cookie, 'PUT', '/api/v1/me/push/kinds/reply', { enabled: false });
    expect(off.body).toEqual({ reply: false, badge: true, listAlert: true, requestDecision: true, event: true, galley: true });
    expect((await send(a.cookie, 'GET', '/api/v1/me/push/kinds')).body.reply).toBe(false);
    await replyTo(a.cookie, b.cookie);
    expect(receivedBy(phone)).toHaveLength(0);
    // The notification itself is still recorded; only the push is left out.
    expect((await send(a.cookie, 'GET', '/api/v1/me/notifications')).body.unreadCount).toBe(1);
    await send(a.cookie, 'PUT', '/api/v1/me/push/kinds/reply', { enabled: true });
    await replyTo(a.cookie, b.cookie);
    expect(receivedBy(phone)).toHaveLength(1);
    expect((await send(a.cookie, 'PUT', '/api/v1/me/push/kinds/gossip', { enabled: false })).status).toBe(400);
  });

  it('sign-out deletes the subscriptions of that session only; unsubscribing deletes this device', async () => {
    const a = await member();
    const b = await member();
    const laptop = pushService.device('laptop');
    const phone = pushService.device('phone');
    await subscribe(a.cookie, laptop);
    const phoneSession = sessionCookie(await login(test.app, a.email));
    await subscribe(phoneSession, phone);
    expect((await send(a.cookie, 'POST', '/api/v1/logout')).status).toBe(200);
    expect(await stored(laptop)).toHaveLength(0);
    await replyTo(phoneSession, b.cookie);
    expect(receivedBy(laptop)).toHaveLength(0);
    expect(receivedBy(phone)).toHaveLength(1);

    const unsubscribe = await send(
      phoneSession,
      'DELETE',
      `/api/v1/me/push/subscription?endpoint=${encodeURIComponent(phone.subscription.endpoint)}`,
    );
    expect(unsubscribe.body).toEqual({ subscribed: false });
    expect(await stored(phone)).toHaveLength(0);
  });

  it('one subscription per device: subscribing again (another user) takes the endpoint over', async () => {
    const a = await member();
    const c = await member();
    const shared = pushService.device('shared');
    await subscribe(a.cookie, shared);
    await subscribe(c.cookie, shared);
    const rows = await stored(shared);
    expect(rows).toHaveLength(1);
    const cId = (await send(c.cookie, 'GET', '/api/v1/me/user')).body.user.id;
    expect(rows[0]!.userId).toBe(cId);
  });

  it('pushes what committed, once: not a rolled-back change, not a replayed Idempotency-Key', async () => {
    const ran: string[] = [];
    const failing = transactionWithHooks(database.db, async (tx) => {
      onCommit(tx, () => ran.push('rolled back'));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    await transactionWithHooks(database.db, async (tx) => onCommit(tx, () => ran.push('committed')));
    expect(ran).toEqual(['committed']);

    const a = await member();
    const b = await member();
    const phone = pushService.device('once');
    await subscribe(a.cookie, phone);
    const thread = await comment(a.cookie, 'Thoughts?');
    const reply = {
      method: 'POST' as const,
      url: '/api/v1/conversations/comments',
      headers: { 'idempotency-key': 'reply-once-1' },
      payload: { text: 'Once', communityId: forum, conversationType: 'title', conversationId: sku, parentCommentId: thread.body.id as number },
    };
    expect((await call(test.app, b.cookie, reply)).status).toBeLessThan(300);
    const again = await call(test.app, b.cookie, reply);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await test.app.push.idle();
    expect(receivedBy(phone)).toHaveLength(1);
  });

  it('refuses a malformed subscription naming the field', async () => {
    const a = await member();
    const bad = await send(a.cookie, 'PUT', '/api/v1/me/push/subscription', { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('endpoint');
    const noKeys = await send(a.cookie, 'PUT', '/api/v1/me/push/subscription', {
      endpoint: 'https://push.example/1',
      keys: { p256dh: 'a b', auth: '' },
    });
    expect(noKeys.status).toBe(400);
  });
});
