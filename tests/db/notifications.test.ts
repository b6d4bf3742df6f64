import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { notifications } from '../../src/server/db/schema/notifications.ts';
import { notificationsSchema } from '../../src/shared/contracts/notifications.ts';
import { register } from '../server/helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

// Notifications (seed 3 §7) on each engine: what records them (once, for the right people, never the actor), reading and marking.
describe.each(engines())('notifications on $name', (engine) => {
  let w: TitlesWorld;
  let database: Database;
  let dispose: () => Promise<void>;
  let forum: number;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    w = await createTitlesWorld(database);
    forum = (await database.db.select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, 'Independent Booksellers Forum')))[0]!
      .id;
  }, 120_000);
  afterAll(async () => {
    await w?.test.close();
    await dispose?.();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
    call(w.app, cookie, { method, url, payload: payload as object });
  const member = async () => {
    const cookie = (await register(w.app, { firstName: 'Bea', lastName: 'Seller' })).cookie;
    expect((await send(cookie, 'PUT', `/api/v1/affiliations/me/${forum}/user`)).status).toBe(200);
    const id = (await send(cookie, 'GET', '/api/v1/me/user')).body.user.id as number;
    return { cookie, id };
  };
  const count = async (userId: number) => (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).length;
  const sku = async () => ((await send(null, 'GET', '/api/v1/filters/0/titles?pageSize=1')).body as { products: { sku: string }[] }).products[0]!.sku;

  it('a reply notifies the thread starter once (not the one replying); a badge notifies the author when added', async () => {
    const a = await member();
    const b = await member();
    const s = await sku();
    const starter = await send(a.cookie, 'POST', '/api/v1/conversations/comments', {
      text: 'What do you think?',
      communityId: forum,
      conversationType: 'title',
      conversationId: s,
    });
    const before = await count(a.id);
    await send(b.cookie, 'POST', '/api/v1/conversations/comments', {
      text: 'Loved it',
      parentCommentId: starter.body.id,
      communityId: forum,
      conversationType: 'title',
      conversationId: s,
    });
    await send(a.cookie, 'POST', '/api/v1/conversations/comments', {
      text: 'Me too',
      parentCommentId: starter.body.id,
      communityId: forum,
      conversationType: 'title',
      conversationId: s,
    });
    expect(await count(a.id)).toBe(before + 1);
    const answer = notificationsSchema.parse((await send(a.cookie, 'GET', '/api/v1/me/notifications')).body);
    const reply = answer.notifications[0]!;
    expect(reply).toMatchObject({ kind: 'reply', text: 'Bea Seller replied: Loved it', status: '', sourceAppUserId: b.id });
    expect(reply.details).toMatchObject({ communityId: forum, conversationType: 'title', conversationId: s, threadId: starter.body.id });
    expect(answer.usersById[String(b.id)]).toMatchObject({ firstName: 'Bea' });
    expect(answer.userAvatarsByAppUserId[String(b.id)]!.displayName).toBe('Bea Seller');
    expect(answer.unreadCount).toBe(before + 1);
    // b got one for a's reply in the thread? No: b neither started the thread nor was replied to.
    expect(await count(b.id)).toBe(0);

    await send(b.cookie, 'PUT', '/api/v1/conversations/badges', { commentId: starter.body.id, type: 'love' });
    await send(b.cookie, 'PUT', '/api/v1/conversations/badges', { commentId: starter.body.id, type: 'love' });
    await send(a.cookie, 'PUT', '/api/v1/conversations/badges', { commentId: starter.body.id, type: 'laugh' });
    const kinds = notificationsSchema.parse((await send(a.cookie, 'GET', '/api/v1/me/notifications')).body).notifications.map((n) => n.kind);
    expect(kinds.filter((k) => k === 'badge')).toHaveLength(1);
  });

  it('marks read, unread and archived, the owner only; archived ones leave the list', async () => {
    const a = await member();
    const b = await member();
    const s = await sku();
    const starter = await send(a.cookie, 'POST', '/api/v1/conversations/comments', {
      text: 'Hi',
      communityId: forum,
      conversationType: 'title',
      conversationId: s,
    });
    await send(b.cookie, 'POST', '/api/v1/conversations/comments', {
      text: 'Hello',
      parentCommentId: starter.body.id,
      communityId: forum,
      conversationType: 'title',
      conversationId: s,
    });
    const [note] = notificationsSchema.parse((await send(a.cookie, 'GET', '/api/v1/me/notifications')).body).notifications;
    expect((await send(b.cookie, 'PUT', `/api/v1/me/notifications/${note!.id}/status/read`)).status).toBe(404);
    expect((await send(a.cookie, 'PUT', `/api/v1/me/notifications/${note!.id}/status/read`)).body).toMatchObject({ status: 'read' });
    expect(notificationsSchema.parse((await send(a.cookie, 'GET', '/api/v1/me/notifications')).body).unreadCount).toBe(0);
    expect((await send(a.cookie, 'PUT', `/api/v1/me/notifications/${note!.id}/status/unread`)).body).toMatchObject({ status: '' });
    expect((await send(a.cookie, 'PUT', `/api/v1/me/notifications/${note!.id}/status/archived`)).status).toBe(200);
    expect(notificationsSchema.parse((await send(a.cookie, 'GET', '/api/v1/me/notifications')).body).notifications).toEqual([]);
    expect((await send(a.cookie, 'PUT', `/api/v1/me/notifications/${note!.id}/status/gone`)).status).toBe(400);
    expect((await send(a.cookie, 'PUT', '/api/v1/me/notifications/2147483648/status/read')).status).toBe(400);
    expect((await send(null, 'GET', '/api/v1/me/notifications')).status).toBe(401);
  });

  it("a new event notifies its communities' members, not its maker", async () => {
    const watcher = await member();
    const before = await count(watcher.id);
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const end = new Date(Date.now() + 2 * 86_400_000).toISOString();
    // The demo account owns no forum: make a community, then an event in it, with the watcher a member.
    const created = await send(w.demo, 'POST', '/api/v1/affiliations', { name: 'Notified Club' });
    expect(created.status).toBe(201);
    expect((await send(watcher.cookie, 'PUT', `/api/v1/affiliations/me/${created.body.id}/user`)).status).toBe(200);
    const event = await send(w.demo, 'POST', '/api/events', {
      title: 'Club night',
      description: '',
      startTime: start,
      endTime: end,
      venue: {},
      links: {},
      ofInterestToList: [],
      communityIds: [created.body.id],
      skus: [],
    });
    expect(event.status).toBe(201);
    expect(await count(watcher.id)).toBe(before + 1);
    const [note] = notificationsSchema.parse((await send(watcher.cookie, 'GET', '/api/v1/me/notifications')).body).notifications;
    expect(note).toMatchObject({
      kind: 'event',
      text: 'New event in Notified Club: Club night',
      details: { eventId: event.body.id, communityId: created.body.id },
    });
    expect(await count(w.demoId)).toBe(0);
  });
});
