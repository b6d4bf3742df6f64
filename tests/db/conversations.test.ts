import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { conversationComments } from '../../src/server/db/schema/conversations.ts';
import {
  CONVERSATION_MESSAGES,
  commentSchema,
  commentsPageSchema,
  conversationsSchema,
  titleConversationsSchema,
} from '../../src/shared/contracts/conversations.ts';
import { register } from '../server/helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

// Conversations (seed 3 §7 Conversations) on each engine: reading, commenting, badges, statuses, topics, bad input.
describe.each(engines())('conversations on $name', (engine) => {
  let w: TitlesWorld;
  let database: Database;
  let dispose: () => Promise<void>;
  let forum: number;
  let invited: number;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    w = await createTitlesWorld(database);
    forum = await communityId('Independent Booksellers Forum');
    invited = await communityId('Book Fair 2026 Insiders');
  }, 120_000);
  afterAll(async () => {
    await w?.test.close();
    await dispose?.();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (cookie: string | null, method: Method, url: string, payload?: unknown, key?: string) =>
    call(w.app, cookie, { method, url, payload: payload as object, headers: key ? { 'idempotency-key': key } : {} });
  async function communityId(name: string) {
    return (await database.db.select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, name)))[0]!.id;
  }
  const sku = async () => ((await send(null, 'GET', '/api/v1/filters/0/titles?pageSize=1')).body as { products: { sku: string }[] }).products[0]!.sku;
  const comment = (cookie: string, body: object, key?: string) => send(cookie, 'POST', '/api/v1/conversations/comments', body, key);
  const commentCount = async () => (await database.db.select({ id: conversationComments.id }).from(conversationComments)).length;

  it("lists a community's topics, title conversations and threads, newest first; anonymous visitors read open communities", async () => {
    const answer = conversationsSchema.parse((await send(w.demo, 'GET', `/api/v1/conversations/${forum}`)).body);
    expect(answer.topics.map((t) => t.name)).toEqual(['Which fair sessions are worth the queue?', 'Shelf talkers that actually sell']);
    expect(answer.threads.length).toBeGreaterThanOrEqual(5);
    const latest = answer.threads.map((t) => Date.parse(t.mostRecentComment!.createdDate));
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
    const topic = answer.threads.find((t) => t.conversationType === 'topic' && t.name === 'Which fair sessions are worth the queue?')!;
    expect(topic).toMatchObject({ communityId: forum, communityName: 'Independent Booksellers Forum', status: 0, commentCount: 3 });
    const title = answer.threads.find((t) => t.conversationType === 'title')!;
    expect(answer.products.map((p) => p.sku)).toContain(title.conversationId);
    expect(title.name).toBe(answer.products.find((p) => p.sku === title.conversationId)!.name);
    // All communities of the caller at 0; an open community for anyone; genre communities for anonymous visitors at 0.
    const all = conversationsSchema.parse((await send(w.demo, 'GET', '/api/v1/conversations/0')).body);
    expect(new Set(all.threads.map((t) => t.communityId)).size).toBeGreaterThanOrEqual(3);
    expect((await send(null, 'GET', `/api/v1/conversations/${forum}`)).status).toBe(200);
    const genres = conversationsSchema.parse((await send(null, 'GET', '/api/v1/conversations/0')).body);
    expect(genres.threads.every((t) => t.communityName !== 'Independent Booksellers Forum')).toBe(true);
    expect(conversationsSchema.parse((await send(w.other, 'GET', '/api/v1/conversations/0')).body).threads).toEqual([]);
  });

  it('pages thread starters by 6 (newest first) and replies oldest first, with children counts, badges and authors', async () => {
    const s = await sku();
    for (let i = 1; i <= 8; i++)
      expect((await comment(w.demo, { text: `thought ${i}`, communityId: forum, conversationType: 'title', conversationId: s })).status).toBe(201);
    const first = commentsPageSchema.parse((await send(w.demo, 'GET', `/api/v1/conversations/comments/title/${s}?communityId=${forum}`)).body);
    expect(first.total).toBe(8);
    expect(first.comments.map((c) => c.text)).toEqual(['thought 8', 'thought 7', 'thought 6', 'thought 5', 'thought 4', 'thought 3']);
    const more = commentsPageSchema.parse(
      (await send(w.demo, 'GET', `/api/v1/conversations/comments/title/${s}?communityId=${forum}&offset=6`)).body,
    );
    expect(more.comments.map((c) => c.text)).toEqual(['thought 2', 'thought 1']);
    const starter = first.comments[0]!;
    expect(starter.userAvatar.displayName).not.toBe('');
    expect(starter).toMatchObject({ parentCommentId: 0, children: 0, commentStatus: 0, communityId: forum });
    const reply = commentSchema.parse(
      (await comment(w.demo, { text: 'a reply', parentCommentId: starter.id, communityId: forum, conversationType: 'title', conversationId: s }))
        .body,
    );
    // A reply to a reply joins the thread.
    const nested = commentSchema.parse(
      (await comment(w.demo, { text: 'nested', parentCommentId: reply.id, communityId: forum, conversationType: 'title', conversationId: s })).body,
    );
    expect(nested.parentCommentId).toBe(starter.id);
    const thread = commentsPageSchema.parse((await send(null, 'GET', `/api/v1/conversations/comments/thread/${starter.id}`)).body);
    expect(thread.comments.map((c) => c.text)).toEqual(['a reply', 'nested']);
    const again = commentsPageSchema.parse(
      (await send(w.demo, 'GET', `/api/v1/conversations/comments/title/${s}?communityId=${forum}&pageSize=1`)).body,
    );
    expect(again.comments[0]!.children).toBe(2);
    // The title page's panel: the title's conversation in each of the caller's communities.
    const panel = titleConversationsSchema.parse((await send(w.demo, 'GET', `/api/v1/conversations/title/${s}`)).body);
    expect(panel.threads).toHaveLength(1);
    expect(panel.threads[0]).toMatchObject({ communityId: forum, conversationId: s, commentCount: 10, status: 1 });
    // Who started it, with their organization (the panel's row).
    expect(panel.threads[0]!.authorOrgName).toBe(starter.orgName);
    expect(panel.threads[0]!.authorOrgName).not.toBe('');
  });

  it('only members comment, badge or change statuses; only the author edits or deletes, and Undo restores', async () => {
    const s = await sku();
    const outsider = (await register(w.app)).cookie;
    const refused = await comment(outsider, { text: 'hello', communityId: forum, conversationType: 'title', conversationId: s });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ field: 'communityId', message: CONVERSATION_MESSAGES.notMember });
    expect((await comment('', { text: 'hello', communityId: forum, conversationType: 'title', conversationId: s })).status).toBe(401);
    const mine = commentSchema.parse(
      (await comment(w.demo, { text: 'original', communityId: forum, conversationType: 'title', conversationId: s })).body,
    );
    await send(outsider, 'PUT', `/api/v1/affiliations/me/${forum}/user`);
    expect((await send(outsider, 'PUT', '/api/v1/conversations/comments', { id: mine.id, text: 'hijack' })).status).toBe(403);
    expect((await send(outsider, 'DELETE', `/api/v1/conversations/comments/${mine.id}/3`)).status).toBe(403);
    const edited = await send(w.demo, 'PUT', '/api/v1/conversations/comments', { id: mine.id, text: 'edited' });
    expect(edited.body).toMatchObject({ text: 'edited' });
    expect(Date.parse(edited.body.updatedDate)).toBeGreaterThanOrEqual(Date.parse(mine.updatedDate));
    // Badges toggle per user per comment.
    const badged = commentSchema.parse((await send(outsider, 'PUT', '/api/v1/conversations/badges', { commentId: mine.id, type: 'love' })).body);
    expect(badged.badges.map((b) => b.type)).toEqual(['love']);
    const both = commentSchema.parse((await send(w.demo, 'PUT', '/api/v1/conversations/badges', { commentId: mine.id, type: 'love' })).body);
    expect(both.badges).toHaveLength(2);
    const off = commentSchema.parse((await send(outsider, 'PUT', '/api/v1/conversations/badges', { commentId: mine.id, type: 'love' })).body);
    expect(off.badges.map((b) => b.appUserId)).toEqual([w.demoId]);
    // Delete shows as deleted (text only for its author), Undo restores status 0.
    const deleted = await send(w.demo, 'DELETE', `/api/v1/conversations/comments/${mine.id}/3`);
    expect(deleted.body).toMatchObject({ commentStatus: 3, text: 'edited' });
    const seen = commentsPageSchema.parse(
      (await send(outsider, 'GET', `/api/v1/conversations/comments/title/${s}?communityId=${forum}&pageSize=60`)).body,
    );
    expect(seen.comments.find((c) => c.id === mine.id)).toBeUndefined();
    expect((await send(w.demo, 'PUT', '/api/v1/conversations/badges', { commentId: mine.id, type: 'laugh' })).status).toBe(409);
    expect((await send(w.demo, 'DELETE', `/api/v1/conversations/comments/${mine.id}/0`)).body).toMatchObject({ commentStatus: 0, text: 'edited' });
    expect((await send(w.demo, 'DELETE', `/api/v1/conversations/comments/${mine.id}/7`)).status).toBe(400);
  });

  it('a deleted thread starter with replies stays in its page as deleted, its text kept from others', async () => {
    const s = await sku();
    const starter = commentSchema.parse(
      (await comment(w.demo, { text: 'secret', communityId: forum, conversationType: 'title', conversationId: s })).body,
    );
    await comment(w.demo, { text: 'reply', parentCommentId: starter.id, communityId: forum, conversationType: 'title', conversationId: s });
    await send(w.demo, 'DELETE', `/api/v1/conversations/comments/${starter.id}/3`);
    const page = commentsPageSchema.parse(
      (await send(null, 'GET', `/api/v1/conversations/comments/title/${s}?communityId=${forum}&pageSize=60`)).body,
    );
    const shown = page.comments.find((c) => c.id === starter.id)!;
    expect(shown).toMatchObject({ commentStatus: 3, text: '', children: 1 });
    expect(page.total).toBe(page.comments.length);
  });

  it('statuses follow seed 3 §4 (refused moves are 409 with a reason); a new comment from others makes a read conversation unread', async () => {
    const s = await sku();
    const member = (await register(w.app)).cookie;
    await send(member, 'PUT', `/api/v1/affiliations/me/${forum}/user`);
    await comment(member, { text: 'start', communityId: forum, conversationType: 'title', conversationId: s });
    const set = (cookie: string, status: number) =>
      send(cookie, 'PUT', '/api/v1/conversations/status', { conversationType: 'title', conversationId: s, communityId: forum, status });
    const statusOf = async (cookie: string) =>
      conversationsSchema.parse((await send(cookie, 'GET', `/api/v1/conversations/${forum}`)).body).threads.find((t) => t.conversationId === s)!
        .status;
    expect(await statusOf(w.demo)).toBe(0);
    const refused = await set(w.demo, 2);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('A conversation cannot go from active to archived.');
    expect((await set(w.demo, 1)).body).toEqual({ status: 1 });
    expect((await set(w.demo, 2)).body).toEqual({ status: 2 });
    expect((await set(w.demo, 0)).status).toBe(409);
    expect((await set(w.demo, 1)).status).toBe(200);
    // Read, then someone else comments: unread again. The author's own conversation is read.
    await comment(member, { text: 'more', communityId: forum, conversationType: 'title', conversationId: s });
    expect(await statusOf(w.demo)).toBe(0);
    expect(await statusOf(member)).toBe(1);
    // Statuses for title tiles: id 0 when the newest comment is the caller's own.
    const statuses = await send(member, 'POST', `/api/v1/conversations/${forum}/titles`, [s, 'NOPE-1']);
    expect(statuses.body).toEqual([expect.objectContaining({ id: 0, sku: s, communityId: forum, status: 1 })]);
    const forDemo = await send(w.demo, 'POST', '/api/v1/conversations/0/titles', [s]);
    expect(forDemo.body[0].id).toBeGreaterThan(0);
    const outsider = (await register(w.app)).cookie;
    expect((await set(outsider, 1)).status).toBe(403);
  });

  it('topics: both required messages, the initial thought as first thread, rename by its owner only', async () => {
    const empty = await send(w.demo, 'POST', `/api/v1/conversations/${forum}/topics`, { name: '  ', initialComment: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: { message: string }) => e.message).sort()).toEqual(
      [CONVERSATION_MESSAGES.initialThoughtRequired, CONVERSATION_MESSAGES.topicNameRequired].sort(),
    );
    const key = randomUUID();
    const created = await send(
      w.demo,
      'POST',
      `/api/v1/conversations/${forum}/topics`,
      { name: ' Window displays ', initialComment: 'Show yours!' },
      key,
    );
    expect(created.status).toBe(201);
    expect(created.body.topic).toMatchObject({ name: 'Window displays', type: 0, ownerAppUserId: w.demoId, communityId: forum });
    expect(created.body.comment).toMatchObject({ text: 'Show yours!', conversationType: 'topic', conversationId: String(created.body.topic.id) });
    const count = await commentCount();
    const replayed = await send(
      w.demo,
      'POST',
      `/api/v1/conversations/${forum}/topics`,
      { name: ' Window displays ', initialComment: 'Show yours!' },
      key,
    );
    expect(replayed.body).toEqual(created.body);
    expect(await commentCount()).toBe(count);
    const rename = (cookie: string, name: string) =>
      send(cookie, 'PUT', '/api/v1/conversations/topics', { id: created.body.topic.id, type: 0, name });
    expect((await rename(w.other, 'Mine now')).status).toBe(403);
    expect((await rename(w.demo, 'Window displays 2026')).body).toMatchObject({ name: 'Window displays 2026' });
    expect((await rename(w.demo, '')).body.errors[0].message).toBe(CONVERSATION_MESSAGES.topicNameRequired);
    expect((await send(w.demo, 'PUT', '/api/v1/conversations/topics', { id: 2_147_483_647, type: 0, name: 'x' })).status).toBe(404);
  });

  it('a comment sent twice with its device id is one comment; later changes may name it by that id', async () => {
    const s = await sku();
    const clientId = randomUUID();
    const body = { text: 'made offline', communityId: forum, conversationType: 'title', conversationId: s, clientId };
    const first = await comment(w.demo, body);
    const count = await commentCount();
    const second = await comment(w.demo, body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect(await commentCount()).toBe(count);
    expect((await send(w.demo, 'PUT', '/api/v1/conversations/comments', { id: clientId, text: 'edited offline' })).body).toMatchObject({
      id: first.body.id,
      text: 'edited offline',
    });
    expect((await send(w.demo, 'PUT', '/api/v1/conversations/badges', { commentId: clientId, type: 'thumbsUp' })).body.badges).toHaveLength(1);
    expect((await send(w.demo, 'DELETE', `/api/v1/conversations/comments/${clientId}/3`)).body.commentStatus).toBe(3);
    // Someone else's device id finds nothing.
    expect((await send(w.other, 'PUT', '/api/v1/conversations/comments', { id: clientId, text: 'x' })).status).toBe(404);
  });

  it("a reply made offline to a thread starter made offline names it by its device id; another's device id is no parent", async () => {
    const s = await sku();
    const parentClientId = randomUUID();
    const starter = await comment(w.demo, {
      text: 'starter made offline',
      communityId: forum,
      conversationType: 'title',
      conversationId: s,
      clientId: parentClientId,
    });
    expect(starter.status).toBe(201);
    const replyBody = {
      text: 'reply made offline',
      parentCommentId: parentClientId,
      communityId: forum,
      conversationType: 'title',
      conversationId: s,
      clientId: randomUUID(),
    };
    const reply = await comment(w.demo, replyBody);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ parentCommentId: starter.body.id, text: 'reply made offline' });
    // Sent again (the outbox replays by its key or device id): the same reply, no second one.
    const count = await commentCount();
    expect((await comment(w.demo, replyBody)).body.id).toBe(reply.body.id);
    expect(await commentCount()).toBe(count);
    const replies = await send(null, 'GET', `/api/v1/conversations/comments/thread/${starter.body.id}?communityId=${forum}`);
    expect(replies.body.comments.map((c: { text: string }) => c.text)).toEqual(['reply made offline']);
    // The device id of someone else's comment names no parent: a 400 naming the field, nothing added.
    const member = (await register(w.app)).cookie;
    await send(member, 'PUT', `/api/v1/affiliations/me/${forum}/user`);
    const foreign = await comment(member, { ...replyBody, clientId: randomUUID() });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('parentCommentId');
    expect(await commentCount()).toBe(count);
  });

  it('bad input is a 4xx problem naming the field, and changes nothing', async () => {
    const s = await sku();
    const count = await commentCount();
    const cases: Array<[Method, string, unknown, number, string]> = [
      ['POST', '/api/v1/conversations/comments', { text: '', communityId: forum, conversationType: 'title', conversationId: s }, 400, 'text'],
      [
        'POST',
        '/api/v1/conversations/comments',
        { text: 'x'.repeat(5001), communityId: forum, conversationType: 'title', conversationId: s },
        400,
        'text',
      ],
      [
        'POST',
        '/api/v1/conversations/comments',
        { text: 'x', communityId: 2_147_483_648, conversationType: 'title', conversationId: s },
        400,
        'communityId',
      ],
      [
        'POST',
        '/api/v1/conversations/comments',
        { text: 'x', communityId: forum, conversationType: 'poll', conversationId: s },
        400,
        'conversationType',
      ],
      [
        'POST',
        '/api/v1/conversations/comments',
        { text: 'x', communityId: forum, conversationType: 'title', conversationId: 'NO-SUCH' },
        400,
        'conversationId',
      ],
      [
        'POST',
        '/api/v1/conversations/comments',
        { text: 'x', communityId: forum, conversationType: 'topic', conversationId: 'abc' },
        400,
        'conversationId',
      ],
      [
        'POST',
        '/api/v1/conversations/comments',
        { text: 'x', parentCommentId: 2_147_483_647, communityId: forum, conversationType: 'title', conversationId: s },
        400,
        'parentCommentId',
      ],
      ['PUT', '/api/v1/conversations/comments', { id: 99_999_999_999, text: 'x' }, 400, 'id'],
      ['PUT', '/api/v1/conversations/badges', { commentId: 1, type: 'wow' }, 400, 'type'],
      ['PUT', '/api/v1/conversations/status', { conversationType: 'title', conversationId: s, communityId: forum, status: 3 }, 400, 'status'],
      ['POST', `/api/v1/conversations/${forum}/titles`, Array.from({ length: 101 }, () => s), 400, ''],
    ];
    for (const [method, url, payload, status, field] of cases) {
      const answer = await send(w.demo, method, url, payload);
      expect(answer.status, `${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(status);
      expect(answer.headers['content-type']).toMatch(/application\/problem\+json/);
      if (field) expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await send(w.demo, 'GET', '/api/v1/conversations/2147483648')).status).toBe(400);
    expect((await send(w.demo, 'GET', '/api/v1/conversations/2147483647')).status).toBe(404);
    expect((await send(w.demo, 'GET', '/api/v1/conversations/comments/thread/2147483647')).status).toBe(404);
    expect((await send(w.demo, 'GET', '/api/v1/conversations/title/NO-SUCH')).status).toBe(404);
    expect((await send(w.other, 'GET', `/api/v1/conversations/${invited}`)).status).toBe(403);
    expect(await commentCount()).toBe(count);
  });
});
