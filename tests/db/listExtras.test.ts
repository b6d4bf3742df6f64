import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { collaborativeListComments } from '../../src/server/db/schema/listExtras.ts';
import { collaborativeListItems, collaborativeLists } from '../../src/server/db/schema/lists.ts';
import { notifications } from '../../src/server/db/schema/notifications.ts';
import { LIST_EXTRA_MESSAGES, listExtrasSchema } from '../../src/shared/contracts/listExtras.ts';
import { register } from '../server/helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

// Collaborative list comments, quantities, filing and alerts (seed 3 §7) on each engine.
describe.each(engines())('collaborative list extras on $name', (engine) => {
  let w: TitlesWorld;
  let database: Database;
  let dispose: () => Promise<void>;
  let staffPicks: number;
  let twists: number;
  let forum: number;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    w = await createTitlesWorld(database);
    staffPicks = await listId('Staff Picks for Spring');
    twists = await listId('Best Twists of the Year');
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
  async function listId(name: string) {
    return (await database.db.select({ id: collaborativeLists.id }).from(collaborativeLists).where(eq(collaborativeLists.name, name)))[0]!.id;
  }
  const skusOf = async (list: number) =>
    (
      await database.db
        .select({ sku: collaborativeListItems.sku })
        .from(collaborativeListItems)
        .where(eq(collaborativeListItems.listId, list))
        .orderBy(asc(collaborativeListItems.sequence))
    ).map((r) => r.sku);
  const member = async () => {
    const cookie = (await register(w.app)).cookie;
    expect((await send(cookie, 'PUT', `/api/v1/affiliations/me/${forum}/user`)).status).toBe(200);
    return cookie;
  };
  const notificationsOf = async (userId: number) => database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const idOf = async (cookie: string) => (await send(cookie, 'GET', '/api/v1/me/user')).body.user.id as number;

  it('comments: members add, the author edits and removes, with the seed texts; others get 403, outsiders 403', async () => {
    const [sku] = await skusOf(staffPicks);
    const added = await send(w.demo, 'POST', '/api/v1/collaborativeTitleList/comments', { listId: staffPicks, sku, text: 'Hand-sell this one.' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ message: 'Comment added!', comment: { sku, text: 'Hand-sell this one.', appUserId: w.demoId } });
    const id = added.body.comment.id as number;
    const someone = await member();
    expect((await send(someone, 'PUT', '/api/v1/collaborativeTitleList/comments', { id, text: 'mine' })).status).toBe(403);
    expect((await send(someone, 'DELETE', `/api/v1/collaborativeTitleList/comments/${id}`)).status).toBe(403);
    expect((await send(w.other, 'POST', '/api/v1/collaborativeTitleList/comments', { listId: staffPicks, sku, text: 'hi' })).status).toBe(403);
    expect((await send(w.demo, 'PUT', '/api/v1/collaborativeTitleList/comments', { id, text: 'Edited.' })).body).toMatchObject({
      message: 'Your Comment has been updated',
      comment: { text: 'Edited.' },
    });
    const extras = listExtrasSchema.parse((await send(null, 'GET', `/api/v1/collaborativeTitleLists/${staffPicks}/extras`)).body);
    expect(extras.comments.find((c) => c.id === id)).toMatchObject({ text: 'Edited.', sku });
    expect((await send(w.demo, 'DELETE', `/api/v1/collaborativeTitleList/comments/${id}`)).body).toEqual({
      comment: null,
      message: 'Your Comment has been removed',
    });
    expect((await database.db.select().from(collaborativeListComments).where(eq(collaborativeListComments.id, id))).length).toBe(0);
  });

  it('quantities: add once, change, remove, with everyone’s total', async () => {
    const [, sku] = await skusOf(staffPicks);
    const path = '/api/v1/collaborativeTitleList/quantities';
    expect((await send(w.demo, 'POST', path, { listId: staffPicks, sku, quantity: 3 })).body).toMatchObject({
      quantity: 3,
      totalQuantity: 3,
      message: 'Quantity added!',
    });
    expect((await send(w.demo, 'POST', path, { listId: staffPicks, sku, quantity: 4 })).status).toBe(409);
    const someone = await member();
    expect((await send(someone, 'POST', path, { listId: staffPicks, sku, quantity: 2 })).body).toMatchObject({ quantity: 2, totalQuantity: 5 });
    expect((await send(w.demo, 'PUT', path, { listId: staffPicks, sku, quantity: 10 })).body).toMatchObject({
      quantity: 10,
      totalQuantity: 12,
      message: 'Your Quantity has been updated',
    });
    expect((await send(w.demo, 'DELETE', path, { listId: staffPicks, sku })).body).toMatchObject({
      quantity: 0,
      totalQuantity: 2,
      message: 'Your Quantity input has been removed',
    });
    expect((await send(w.demo, 'DELETE', path, { listId: staffPicks, sku })).status).toBe(404);
    for (const quantity of [0, -1, 100_000, 1.5, 2_147_483_648])
      expect((await send(w.demo, 'PUT', path, { listId: staffPicks, sku, quantity })).status).toBe(400);
    const extras = listExtrasSchema.parse((await send(someone, 'GET', `/api/v1/collaborativeTitleLists/${staffPicks}/extras`)).body);
    expect(extras.quantities.find((q) => q.sku === sku)).toEqual({ sku, quantity: 2, totalQuantity: 2 });
    expect((await send(w.demo, 'POST', path, { listId: staffPicks, sku: 'NOT-ON-LIST', quantity: 1 })).status).toBe(404);
  });

  it('filing: the creator puts every title in a new order; anything else is refused', async () => {
    const before = await skusOf(twists);
    const reversed = [...before].reverse();
    expect((await send(w.demo, 'POST', '/api/v1/collaborativeTitleList/filing', { listId: twists, skus: reversed })).status).toBe(200);
    expect(await skusOf(twists)).toEqual(reversed);
    const missing = await send(w.demo, 'POST', '/api/v1/collaborativeTitleList/filing', { listId: twists, skus: reversed.slice(1) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toEqual({ field: 'skus', message: LIST_EXTRA_MESSAGES.filingMismatch });
    expect((await send(w.demo, 'POST', '/api/v1/collaborativeTitleList/filing', { listId: twists, skus: [...reversed, reversed[0]] })).status).toBe(
      400,
    );
    expect((await send(w.demo, 'POST', '/api/v1/collaborativeTitleList/filing', { listId: staffPicks, skus: await skusOf(staffPicks) })).status).toBe(
      403,
    );
    expect(await skusOf(twists)).toEqual(reversed);
    // The list's page sorted by sequence shows the filing order (the creator's, and anyone's who reads the list).
    const page = await send(w.demo, 'GET', `/api/v1/collaborativeTitleLists/0/${twists}/items/?sort=sequence&order=asc&pageSize=100`);
    expect(page.status).toBe(200);
    expect(page.body.items.map((i: { sku: string }) => i.sku)).toEqual(reversed);
    const descending = await send(w.demo, 'GET', `/api/v1/collaborativeTitleLists/0/${twists}/items/?sort=sequence&order=desc&pageSize=100`);
    expect(descending.body.items.map((i: { sku: string }) => i.sku)).toEqual(before);
  });

  it('alerts: toggle on (notification, all), change, off; they fire notifications for others’ adds, votes and comments', async () => {
    const watcher = await member();
    const watcherId = await idOf(watcher);
    const on = await send(watcher, 'POST', '/api/v1/collaborativeTitleLists/alerts', { listId: staffPicks, alertType: 'voted' });
    expect(on.status).toBe(201);
    expect(on.body).toMatchObject({ message: 'Alert added!', alert: { alertType: 'voted', alertMethod: 'notification', alertCandidate: 'all' } });
    expect((await send(watcher, 'POST', '/api/v1/collaborativeTitleLists/alerts', { listId: staffPicks, alertType: 'voted' })).status).toBe(409);
    const touchedAdds = await send(watcher, 'POST', '/api/v1/collaborativeTitleLists/alerts', {
      listId: staffPicks,
      alertType: 'addOrRemoved',
      alertCandidate: 'touched',
    });
    expect(touchedAdds.body.errors[0].field).toBe('alertCandidate');
    const adds = await send(watcher, 'POST', '/api/v1/collaborativeTitleLists/alerts', { listId: staffPicks, alertType: 'addOrRemoved' });
    const comments = await send(watcher, 'POST', '/api/v1/collaborativeTitleLists/alerts', {
      listId: staffPicks,
      alertType: 'commented',
      alertCandidate: 'touched',
    });
    expect((await send(watcher, 'GET', `/api/v1/collaborativeTitleLists/alerts/${staffPicks}`)).body).toHaveLength(3);
    expect((await send(watcher, 'GET', '/api/v1/collaborativeTitleLists/alerts')).body).toHaveLength(3);

    const [first, second] = await skusOf(staffPicks);
    await send(w.demo, 'POST', '/api/v1/votes', { listId: staffPicks, sku: first, vote: 'upVote' });
    await send(watcher, 'POST', '/api/v1/votes', { listId: staffPicks, sku: second, vote: 'upVote' });
    // Comments only on titles the watcher touched: the one they voted on fires, the other does not.
    await send(w.demo, 'POST', '/api/v1/collaborativeTitleList/comments', { listId: staffPicks, sku: first, text: 'one' });
    await send(w.demo, 'POST', '/api/v1/collaborativeTitleList/comments', { listId: staffPicks, sku: second, text: 'two' });
    const pick = (await send(null, 'GET', '/api/v1/filters/0/titles?pageSize=60')).body.products.map((p: { sku: string }) => p.sku) as string[];
    const newSku = pick.find((s) => ![first, second].includes(s) && s)!;
    const present = await skusOf(staffPicks);
    const fresh = pick.find((s) => !present.includes(s)) ?? newSku;
    expect((await send(w.demo, 'POST', `/api/v1/collaborativeTitleLists/${staffPicks}/items/add`, [{ listId: staffPicks, sku: fresh }])).status).toBe(
      200,
    );
    const got = (await notificationsOf(watcherId)).map((n) => `${n.details.alertType} ${n.details.sku}`).sort();
    expect(got).toEqual([`addOrRemoved ${fresh}`, `commented ${second}`, `voted ${first}`].sort());
    expect((await notificationsOf(watcherId))[0]!.status).toBe('');

    const changed = await send(watcher, 'PUT', `/api/v1/collaborativeTitleLists/alerts/${comments.body.alert.id}`, {
      alertMethod: 'email',
      alertCandidate: 'all',
    });
    expect(changed.body).toMatchObject({ message: 'Alert updated!', alert: { alertMethod: 'email', alertCandidate: 'all' } });
    expect(
      (await send(w.demo, 'PUT', `/api/v1/collaborativeTitleLists/alerts/${adds.body.alert.id}`, { alertMethod: 'text', alertCandidate: 'all' }))
        .status,
    ).toBe(404);
    expect((await send(watcher, 'DELETE', `/api/v1/collaborativeTitleLists/alerts/${adds.body.alert.id}`)).body).toEqual({
      alert: null,
      message: 'Alert removed!',
    });
    expect((await send(watcher, 'GET', `/api/v1/collaborativeTitleLists/alerts/${staffPicks}`)).body).toHaveLength(2);
    expect((await send(null, 'GET', '/api/v1/collaborativeTitleLists/alerts')).status).toBe(401);
  });

  it('bad input is a 4xx problem naming the field', async () => {
    const cases: Array<[Method, string, unknown, string]> = [
      ['POST', '/api/v1/collaborativeTitleList/comments', { listId: staffPicks, sku: 'X', text: '   ' }, 'text'],
      ['POST', '/api/v1/collaborativeTitleList/comments', { listId: staffPicks, sku: 'X', text: 'x'.repeat(2001) }, 'text'],
      ['POST', '/api/v1/collaborativeTitleList/comments', { listId: 2_147_483_648, sku: 'X', text: 'x' }, 'listId'],
      ['PUT', '/api/v1/collaborativeTitleList/comments', { id: 0, text: 'x' }, 'id'],
      ['POST', '/api/v1/collaborativeTitleLists/alerts', { listId: staffPicks, alertType: 'shelved' }, 'alertType'],
      ['POST', '/api/v1/collaborativeTitleLists/alerts', { listId: staffPicks, alertType: 'voted', alertMethod: 'pigeon' }, 'alertMethod'],
    ];
    for (const [method, url, payload, field] of cases) {
      const answer = await send(w.demo, method, url, payload);
      expect(answer.status, `${method} ${url}`).toBe(400);
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await send(w.demo, 'DELETE', '/api/v1/collaborativeTitleList/comments/2147483648')).status).toBe(400);
    expect((await send(w.demo, 'DELETE', '/api/v1/collaborativeTitleList/comments/2147483647')).status).toBe(404);
  });
});
