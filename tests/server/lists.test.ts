import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { affiliationMemberships, affiliations } from '../../src/server/db/schema/communities.ts';
import { collaborativeListItems, collaborativeLists, collaborativeListVotes } from '../../src/server/db/schema/lists.ts';
import { ALREADY_ON_LIST, collaborativeListsSchema, listItemsSchema, type CollaborativeList } from '../../src/shared/contracts/lists.ts';
import { expectProblem, register } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
const db = () => w.test.database.db;
/** A third user, joined to the forum (a member who owns nothing). */
let member = '';
let memberId = 0;
let forum = 0;
let bookFair = 0;
const skus: string[] = [];

const communityId = async (name: string) => (await db().select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, name)))[0]!.id;
const listNamed = async (name: string) => (await db().select().from(collaborativeLists).where(eq(collaborativeLists.name, name)))[0]!;
const itemsOf = async (listId: number) =>
  (await db().select({ sku: collaborativeListItems.sku }).from(collaborativeListItems).where(eq(collaborativeListItems.listId, listId)))
    .map((r) => r.sku)
    .sort();
const get = (cookie: string | null, url: string) => call(w.app, cookie, { method: 'GET', url });
const send = (cookie: string | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  call(w.app, cookie, { method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers });
const raw = (cookie: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  w.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  w = await createTitlesWorld();
  forum = await communityId('Independent Booksellers Forum');
  bookFair = await communityId('Book Fair 2026 Insiders');
  const third = await register(w.app);
  member = third.cookie;
  memberId = (await get(member, '/api/v1/me/user')).body.user.id;
  await db().insert(affiliationMemberships).values({ affiliationId: forum, userId: memberId });
  skus.push(...(await db().select({ sku: products.sku }).from(products).orderBy(asc(products.sku)).limit(4)).map((r) => r.sku));
});
afterAll(() => w?.test.close());

describe('GET /api/v1/collaborativeTitleLists/{communityId}', () => {
  it("answers 0 with the lists of the caller's communities, and who may add to each", async () => {
    const res = await get(w.demo, '/api/v1/collaborativeTitleLists/0');
    expect(res.status).toBe(200);
    const lists = collaborativeListsSchema.parse(res.body);
    const names = lists.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['Staff Picks for Spring', "Moderators' Shortlist", 'Best Twists of the Year']));
    expect(names).not.toContain('Library Reads Candidates');
    const byName = new Map(lists.map((l) => [l.name, l]));
    expect(byName.get('Staff Picks for Spring')).toMatchObject({ canAdd: true, isOwner: false, allowAddTitleGroup: true });
    expect(byName.get("Moderators' Shortlist")).toMatchObject({ canAdd: false, isOwner: false, allowAddTitleGroup: false });
    expect(byName.get('Best Twists of the Year')).toMatchObject({ canAdd: true, isOwner: true });
    const stored = await itemsOf(byName.get('Staff Picks for Spring')!.id);
    expect(byName.get('Staff Picks for Spring')!.itemCount).toBe(stored.length);
    expect((await get(w.other, '/api/v1/collaborativeTitleLists/0')).body).toEqual([]);
    expectProblem(await raw(null, 'GET', '/api/v1/collaborativeTitleLists/0'), 401);
  });

  it("answers one community's lists to members and, for an open community, to anyone; 404 otherwise", async () => {
    const forumLists = collaborativeListsSchema.parse((await get(w.other, `/api/v1/collaborativeTitleLists/${forum}`)).body);
    expect(forumLists.map((l) => l.name).sort()).toEqual(["Moderators' Shortlist", 'Staff Picks for Spring']);
    expect(forumLists.every((l) => !l.canAdd && !l.isMember)).toBe(true);
    expect((await get(null, `/api/v1/collaborativeTitleLists/${forum}`)).status).toBe(200);
    expectProblem(await raw(w.other, 'GET', `/api/v1/collaborativeTitleLists/${bookFair}`), 404);
    expectProblem(await raw(w.demo, 'GET', '/api/v1/collaborativeTitleLists/999999'), 404);
    expect(expectProblem(await raw(w.demo, 'GET', '/api/v1/collaborativeTitleLists/abc'), 400).errors[0]!.field).toBe('communityId');
  });
});

describe('GET /api/v1/collaborativeTitleLists/{communityId}/{listId}/items/', () => {
  it('answers the titles by net votes, descending, with each item and the caller vote', async () => {
    const list = await listNamed('Staff Picks for Spring');
    const res = await get(w.demo, `/api/v1/collaborativeTitleLists/${forum}/${list.id}/items/?pageSize=100`);
    expect(res.status).toBe(200);
    const answer = listItemsSchema.parse(res.body);
    expect(answer.products.map((p) => p.sku)).toEqual(answer.items.map((i) => i.sku));
    expect(answer.items.map((i) => i.sku).sort()).toEqual(await itemsOf(list.id));
    const nets = answer.items.map((i) => i.netVotes);
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    const votes = await db().select().from(collaborativeListVotes).where(eq(collaborativeListVotes.listId, list.id));
    for (const item of answer.items) {
      const mine = votes.find((v) => v.sku === item.sku && v.userId === w.demoId);
      expect(item.state).toBe(mine ? (mine.value === 1 ? 'upVote' : 'downVote') : 'notSet');
      const of = votes.filter((v) => v.sku === item.sku);
      expect(item.netVotes).toBe(of.reduce((sum, v) => sum + v.value, 0));
      expect(item.upVotes - item.downVotes).toBe(item.netVotes);
    }
    expect(answer.list).toBeUndefined();
    const asc = listItemsSchema.parse((await get(w.demo, `/api/v1/collaborativeTitleLists/0/${list.id}/items/?pageSize=100&order=asc`)).body);
    expect(asc.items.map((i) => i.netVotes)).toEqual([...nets].sort((a, b) => a - b));
  });

  it('lets anonymous visitors read a list of an open community (no vote state, include=list adds the list); hides others', async () => {
    const list = await listNamed('Staff Picks for Spring');
    const res = await get(null, `/api/v1/collaborativeTitleLists/0/${list.id}/items/?include=list`);
    expect(res.status).toBe(200);
    const answer = listItemsSchema.parse(res.body);
    expect(answer.list).toMatchObject({ id: list.id, name: 'Staff Picks for Spring', canAdd: false, isMember: false });
    expect(answer.items.every((i) => i.state === 'notSet' && !i.canRemove)).toBe(true);
    expect(
      expectProblem(await raw(null, 'GET', `/api/v1/collaborativeTitleLists/0/${list.id}/items/?include=everything`), 400).errors[0]!.field,
    ).toMatch(/^include/);
    expectProblem(await raw(w.demo, 'GET', `/api/v1/collaborativeTitleLists/${bookFair}/${list.id}/items/`), 404);
    expectProblem(await raw(w.demo, 'GET', '/api/v1/collaborativeTitleLists/0/999999/items/'), 404);
    expect(expectProblem(await raw(w.demo, 'GET', `/api/v1/collaborativeTitleLists/0/${list.id}/items/?sort=bogus`), 400).errors[0]!.field).toBe(
      'sort',
    );
  });

  it('hides lists of invited communities from non-members', async () => {
    const [row] = await db().insert(collaborativeLists).values({ affiliationId: bookFair, ownerUserId: w.demoId, name: 'Fair secrets' }).returning();
    expectProblem(await raw(w.other, 'GET', `/api/v1/collaborativeTitleLists/0/${row!.id}/items/`), 404);
    expectProblem(await raw(null, 'GET', `/api/v1/collaborativeTitleLists/0/${row!.id}/items/`), 404);
    await db().delete(collaborativeLists).where(eq(collaborativeLists.id, row!.id));
  });
});

describe('POST and PUT /api/v1/collaborativeTitleList', () => {
  let created: CollaborativeList;
  it('creates a list in a community of the caller (name required; members only), once per Idempotency-Key', async () => {
    const body = { name: '  Fair favourites ', description: 'Ours', communityId: forum, allowAddTitleGroup: false };
    const headers = { 'idempotency-key': 'create-fair-favourites' };
    const res = await send(w.demo, 'POST', '/api/v1/collaborativeTitleList', body, headers);
    expect(res.status).toBe(201);
    created = res.body;
    expect(created).toMatchObject({
      name: 'Fair favourites',
      description: 'Ours',
      communityId: forum,
      isOwner: true,
      canAdd: true,
      itemCount: 0,
      sort: 'votes',
    });
    const again = await send(w.demo, 'POST', '/api/v1/collaborativeTitleList', body, headers);
    expect(again.body.id).toBe(created.id);
    expect((await db().select().from(collaborativeLists).where(eq(collaborativeLists.name, 'Fair favourites'))).length).toBe(1);
    const noName = expectProblem(await raw(w.demo, 'POST', '/api/v1/collaborativeTitleList', { ...body, name: '  ' }), 400);
    expect(noName.errors[0]).toEqual({ field: 'name', message: 'Please enter a name for the list.' });
    expect(expectProblem(await raw(w.other, 'POST', '/api/v1/collaborativeTitleList', body), 403).errors[0]!.field).toBe('communityId');
    expectProblem(await raw(w.demo, 'POST', '/api/v1/collaborativeTitleList', { ...body, communityId: 999999 }), 404);
    expectProblem(await raw(null, 'POST', '/api/v1/collaborativeTitleList', body), 401);
    expect(expectProblem(await raw(w.demo, 'POST', '/api/v1/collaborativeTitleList', { ...body, sort: 'random' }), 400).errors[0]!.field).toBe(
      'sort',
    );
  });

  it('lets only the creator change it: another member gets 403 and nothing changes', async () => {
    const update = { id: created.id, name: 'Fair favourites 2026', description: 'Renamed', allowAddTitleGroup: true, sort: 'sequence' };
    expectProblem(await raw(member, 'PUT', '/api/v1/collaborativeTitleList', update), 403);
    expectProblem(await raw(w.other, 'PUT', '/api/v1/collaborativeTitleList', update), 403);
    expect((await listNamed('Fair favourites')).allowAddTitleGroup).toBe(false);
    const res = await send(w.demo, 'PUT', '/api/v1/collaborativeTitleList', update);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Fair favourites 2026', description: 'Renamed', allowAddTitleGroup: true, sort: 'sequence' });
    expectProblem(await raw(w.demo, 'PUT', '/api/v1/collaborativeTitleList', { ...update, id: 999999 }), 404);
    expect(expectProblem(await raw(w.demo, 'PUT', '/api/v1/collaborativeTitleList', { ...update, name: '' }), 400).errors[0]!.field).toBe('name');
  });
});

describe('list items: add, vote, remove, archive', () => {
  let listId = 0;
  beforeAll(async () => {
    const res = await send(w.demo, 'POST', '/api/v1/collaborativeTitleList', {
      name: 'Shared shortlist',
      communityId: forum,
      allowAddTitleGroup: true,
    });
    listId = res.body.id;
  });
  const add = (cookie: string | null, list: number, items: string[], listIdInBody = list) =>
    send(
      cookie,
      'POST',
      `/api/v1/collaborativeTitleLists/${list}/items/add`,
      items.map((sku) => ({ listId: listIdInBody, sku })),
    );

  it('adds titles once; a title already on the list answers with the seed text', async () => {
    const first = await add(w.demo, listId, [skus[0]!, skus[1]!]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ listId, added: [skus[0], skus[1]], alreadyOnList: [], message: null });
    const again = await add(member, listId, [skus[1]!, skus[2]!]);
    expect(again.body).toEqual({ listId, added: [skus[2]], alreadyOnList: [skus[1]], message: ALREADY_ON_LIST });
    expect(ALREADY_ON_LIST).toBe('This title is already on the list. You can upvote it to register your opinion.');
    expect(await itemsOf(listId)).toEqual([skus[0], skus[1], skus[2]].sort());
    const { body } = await get(w.demo, '/api/v1/collaborativeTitleLists/titles/' + skus[2]);
    expect(body.map((l: CollaborativeList) => l.id)).toContain(listId);
  });

  it('refuses adds from non-members, to owner-only lists, and bad bodies, changing nothing', async () => {
    const shortlist = await listNamed("Moderators' Shortlist");
    const before = await itemsOf(shortlist.id);
    expectProblem(
      await raw(w.demo, 'POST', `/api/v1/collaborativeTitleLists/${shortlist.id}/items/add`, [{ listId: shortlist.id, sku: skus[3] }]),
      403,
    );
    expect(await itemsOf(shortlist.id)).toEqual(before);
    expectProblem(await raw(w.other, 'POST', `/api/v1/collaborativeTitleLists/${listId}/items/add`, [{ listId, sku: skus[3] }]), 403);
    expectProblem(await raw(null, 'POST', `/api/v1/collaborativeTitleLists/${listId}/items/add`, [{ listId, sku: skus[3] }]), 401);
    const library = await listNamed('Library Reads Candidates');
    expectProblem(await raw(w.demo, 'POST', `/api/v1/collaborativeTitleLists/${library.id}/items/add`, [{ listId: library.id, sku: skus[3] }]), 403);
    expect(
      expectProblem(await raw(w.demo, 'POST', `/api/v1/collaborativeTitleLists/${listId}/items/add`, [{ listId: listId + 1, sku: skus[3] }]), 400)
        .errors[0]!.field,
    ).toBe('body[0].listId');
    expect(
      expectProblem(await raw(w.demo, 'POST', `/api/v1/collaborativeTitleLists/${listId}/items/add`, [{ listId, sku: 'no-such-title' }]), 400)
        .errors[0]!.field,
    ).toBe('body[0].sku');
    expectProblem(await raw(w.demo, 'POST', `/api/v1/collaborativeTitleLists/${listId}/items/add`, []), 400);
    expect(await itemsOf(listId)).toEqual([skus[0], skus[1], skus[2]].sort());
  });

  it('toggles votes per user; net votes order the items', async () => {
    const vote = (cookie: string | null, sku: string, v: string) => send(cookie, 'POST', '/api/v1/votes', { listId, sku, vote: v });
    expect((await vote(w.demo, skus[2]!, 'upVote')).body).toEqual({ listId, sku: skus[2], state: 'upVote', upVotes: 1, downVotes: 0, netVotes: 1 });
    expect((await vote(member, skus[2]!, 'upVote')).body).toMatchObject({ state: 'upVote', netVotes: 2 });
    expect((await vote(member, skus[0]!, 'downVote')).body).toMatchObject({ state: 'downVote', netVotes: -1 });
    expect((await vote(w.demo, skus[2]!, 'upVote')).body).toMatchObject({ state: 'notSet', netVotes: 1 });
    expect((await vote(w.demo, skus[2]!, 'downVote')).body).toMatchObject({ state: 'downVote', upVotes: 1, downVotes: 1, netVotes: 0 });
    expect((await vote(w.demo, skus[1]!, 'upVote')).body).toMatchObject({ state: 'upVote', netVotes: 1 });
    const items = listItemsSchema.parse((await get(w.demo, `/api/v1/collaborativeTitleLists/${forum}/${listId}/items/`)).body).items;
    expect(items.map((i) => [i.sku, i.netVotes, i.state])).toEqual([
      [skus[1], 1, 'upVote'],
      [skus[2], 0, 'downVote'],
      [skus[0], -1, 'notSet'],
    ]);
    expectProblem(await raw(w.other, 'POST', '/api/v1/votes', { listId, sku: skus[0], vote: 'upVote' }), 403);
    expectProblem(await raw(w.demo, 'POST', '/api/v1/votes', { listId, sku: skus[3], vote: 'upVote' }), 404);
    expect(expectProblem(await raw(w.demo, 'POST', '/api/v1/votes', { listId, sku: skus[0], vote: 'sideways' }), 400).errors[0]!.field).toBe('vote');
    expectProblem(await raw(null, 'POST', '/api/v1/votes', { listId, sku: skus[0], vote: 'upVote' }), 401);
    const stored = await db()
      .select()
      .from(collaborativeListVotes)
      .where(and(eq(collaborativeListVotes.listId, listId), eq(collaborativeListVotes.userId, w.otherId)));
    expect(stored).toEqual([]);
  });

  it('lets the adder or the creator remove a title; others get 403 and it stays', async () => {
    const demoList = await listNamed('Best Twists of the Year');
    // skus[2] was added by the member: the creator (demo) and the member may remove it; the member may not remove skus[0].
    expectProblem(await raw(member, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}/items/${skus[0]}`), 403);
    expect(await itemsOf(listId)).toContain(skus[0]);
    expect((await send(member, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}/items/${skus[2]}`)).body).toEqual({ listId, sku: skus[2] });
    expect((await send(w.demo, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}/items/${skus[0]}`)).status).toBe(200);
    expect(await itemsOf(listId)).toEqual([skus[1]]);
    expect(
      await db()
        .select()
        .from(collaborativeListVotes)
        .where(and(eq(collaborativeListVotes.listId, listId), eq(collaborativeListVotes.sku, skus[0]!))),
    ).toEqual([]);
    expectProblem(await raw(w.demo, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}/items/${skus[0]}`), 404);
    expectProblem(await raw(w.other, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}/items/${skus[1]}`), 403);
    expect(expectProblem(await raw(w.demo, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}/items/a%20b`), 400).errors[0]!.field).toBe('sku');
    const someone = (await db().select().from(collaborativeListItems).where(eq(collaborativeListItems.listId, demoList.id)))[0]!;
    // A list of an open community the member has not joined: visible, but only members change it.
    expectProblem(await raw(member, 'DELETE', `/api/v1/collaborativeTitleLists/${demoList.id}/items/${someone.sku}`), 403);
    expect(await itemsOf(demoList.id)).toContain(someone.sku);
  });

  it('lets only the creator archive a list; then it is gone', async () => {
    expectProblem(await raw(member, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}`), 403);
    expectProblem(await raw(w.other, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}`), 403);
    expect((await listNamed('Shared shortlist')).archived).toBe(false);
    expect((await send(w.demo, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}`)).body).toEqual({
      id: listId,
      name: 'Shared shortlist',
      archived: true,
    });
    expectProblem(await raw(w.demo, 'GET', `/api/v1/collaborativeTitleLists/0/${listId}/items/`), 404);
    expect((await get(w.demo, '/api/v1/collaborativeTitleLists/0')).body.map((l: CollaborativeList) => l.id)).not.toContain(listId);
    expectProblem(await raw(w.demo, 'DELETE', `/api/v1/collaborativeTitleLists/${listId}`), 404);
  });
});

describe('GET /api/v1/collaborativeTitleLists/titles/{sku}', () => {
  it("answers the caller's lists holding the title", async () => {
    const list = await listNamed('Best Twists of the Year');
    const [item] = await db().select().from(collaborativeListItems).where(eq(collaborativeListItems.listId, list.id)).limit(1);
    const res = await get(w.demo, `/api/v1/collaborativeTitleLists/titles/${item!.sku}`);
    expect(res.status).toBe(200);
    expect(collaborativeListsSchema.parse(res.body).map((l) => l.id)).toContain(list.id);
    expect((await get(w.other, `/api/v1/collaborativeTitleLists/titles/${item!.sku}`)).body).toEqual([]);
    expectProblem(await raw(null, 'GET', `/api/v1/collaborativeTitleLists/titles/${item!.sku}`), 401);
  });
});
