import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { affiliationMemberships, affiliations } from '../../src/server/db/schema/communities.ts';
import { nominations, submissionLists } from '../../src/server/db/schema/nominations.ts';
import { myAffiliationsSchema } from '../../src/shared/contracts/affiliations.ts';
import { submittableListsSchema } from '../../src/shared/contracts/nominations.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
const db = () => w.test.database.db;
let mystery = '';
let cooking = '';
const listId = async (name: string) =>
  (await db().select({ id: submissionLists.id }).from(submissionLists).where(eq(submissionLists.name, name)))[0]!.id;
const skuOf = async (category: string) =>
  (await db().select({ sku: products.sku }).from(products).where(eq(products.category, category)).orderBy(asc(products.sku)).limit(1))[0]!.sku;

beforeAll(async () => {
  w = await createTitlesWorld();
  mystery = await skuOf('Fiction / Mystery & Detective');
  cooking = await skuOf('Cooking');
});
afterAll(() => w?.test.close());

const get = (cookie: string | null, url: string) => call(w.app, cookie, { method: 'GET', url });
const nominationsUrl = (sku: string) => `/api/me/reviews/products/${sku}/shares-inclusions/nominations`;
const save = (cookie: string | null, sku: string, payload: unknown) =>
  call(w.app, cookie, { method: 'PUT', url: nominationsUrl(sku), payload: payload as object });

describe('GET /api/affiliations/me', () => {
  it("answers the demo account's joined communities with member true, and nothing for a user with none", async () => {
    const res = await get(w.demo, '/api/affiliations/me');
    expect(res.status).toBe(200);
    const list = myAffiliationsSchema.parse(res.body);
    const joined = await db()
      .select({ id: affiliationMemberships.affiliationId })
      .from(affiliationMemberships)
      .where(eq(affiliationMemberships.userId, w.demoId));
    expect(list.map((a) => a.id).sort((a, b) => a - b)).toEqual(joined.map((j) => j.id).sort((a, b) => a - b));
    expect(list.every((a) => a.member)).toBe(true);
    expect(list.some((a) => a.isGenreCommunity)).toBe(true);
    expect(list.some((a) => !a.isGenreCommunity)).toBe(true);
    const forum = list.find((a) => a.name === 'Independent Booksellers Forum')!;
    expect(forum.ownerIds.length).toBe(1);
    expect((await get(w.other, '/api/affiliations/me')).body).toEqual([]);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/affiliations/me' }), 401);
  });
});

describe('GET /api/affiliations/genre/products/{sku}', () => {
  it("answers the genre communities taking the title's category, with the caller's membership", async () => {
    const res = await get(w.demo, `/api/affiliations/genre/products/${mystery}`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { name: string; member: boolean; isGenreCommunity: boolean }) => [a.name, a.member, a.isGenreCommunity])).toEqual([
      ['Mystery & Thriller Readers', true, true],
    ]);
    expect((await get(w.other, `/api/affiliations/genre/products/${mystery}`)).body[0].member).toBe(false);
    expect((await get(w.demo, `/api/affiliations/genre/products/${cooking}`)).body).toEqual([]);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/affiliations/genre/products/no-such-title', headers: { cookie: w.demo } }), 404);
    expect(
      expectProblem(await w.app.inject({ method: 'GET', url: '/api/affiliations/genre/products/a%20b', headers: { cookie: w.demo } }), 400).errors[0]!
        .field,
    ).toBe('sku');
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/affiliations/genre/products/${mystery}` }), 401);
  });
});

describe('GET /api/affiliations/submissionLists/submittable/{sku}', () => {
  it("offers open lists of the caller's communities that take the title, closing soonest first", async () => {
    const res = await get(w.demo, `/api/affiliations/submissionLists/submittable/${mystery}`);
    expect(res.status).toBe(200);
    const lists = submittableListsSchema.parse(res.body);
    expect(lists.map((l) => l.name)).toEqual(['Debut of the Year', 'Best Mysteries of the Season', 'Indie Picks: Spring Nominations']);
    expect(lists[0]).toMatchObject({ affiliationName: 'Debut Authors Preview Panel', submissionListId: await listId('Debut of the Year') });
    // Closed, not yet open, another genre's, and of a community the demo account is not in: none offered.
    const cookingLists = submittableListsSchema.parse((await get(w.demo, `/api/affiliations/submissionLists/submittable/${cooking}`)).body);
    expect(cookingLists.map((l) => l.name)).toEqual(['Debut of the Year', 'Indie Picks: Spring Nominations']);
    expect((await get(w.other, `/api/affiliations/submissionLists/submittable/${mystery}`)).body).toEqual([]);
  });

  it('answers 404 for an unknown title, 400 for a bad sku and 401 to anonymous callers', async () => {
    expectProblem(
      await w.app.inject({ method: 'GET', url: '/api/affiliations/submissionLists/submittable/no-such-title', headers: { cookie: w.demo } }),
      404,
    );
    expect(
      expectProblem(
        await w.app.inject({ method: 'GET', url: '/api/affiliations/submissionLists/submittable/a%20b', headers: { cookie: w.demo } }),
        400,
      ).errors[0]!.field,
    ).toBe('sku');
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/affiliations/submissionLists/submittable/${mystery}` }), 401);
  });
});

describe('nominations of a title', () => {
  it('saves, replaces and clears the nominations on submittable lists', async () => {
    const debut = await listId('Debut of the Year');
    const mysteries = await listId('Best Mysteries of the Season');
    expect((await get(w.demo, nominationsUrl(mystery))).body).toEqual([]);
    const first = await save(w.demo, mystery, [{ submissionListId: mysteries }, { submissionListId: debut }, { submissionListId: debut }]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(
      [{ submissionListId: debut }, { submissionListId: mysteries }].sort((a, b) => a.submissionListId - b.submissionListId),
    );
    expect((await get(w.demo, nominationsUrl(mystery))).body).toEqual(first.body);
    expect((await save(w.demo, mystery, [{ submissionListId: debut }])).body).toEqual([{ submissionListId: debut }]);
    expect((await get(w.other, nominationsUrl(mystery))).body).toEqual([]);
    expect((await save(w.demo, mystery, [])).body).toEqual([]);
  });

  it('keeps nominations on lists that have closed since', async () => {
    const winter = await listId('Winter Buying Picks');
    await db().insert(nominations).values({ userId: w.demoId, sku: cooking, submissionListId: winter });
    const indie = await listId('Indie Picks: Spring Nominations');
    expect((await save(w.demo, cooking, [{ submissionListId: indie }])).body).toEqual(
      [{ submissionListId: indie }, { submissionListId: winter }].sort((a, b) => a.submissionListId - b.submissionListId),
    );
    expect((await save(w.demo, cooking, [])).body).toEqual([{ submissionListId: winter }]);
  });

  it('refuses a list that does not take the title (400 naming it, nothing written), bad bodies, unknown titles and anonymous callers', async () => {
    const debut = await listId('Debut of the Year');
    const library = await listId('Library Reads Nominations');
    const mysteries = await listId('Best Mysteries of the Season');
    await save(w.demo, cooking, [{ submissionListId: debut }]);
    const cases: Array<[unknown, string]> = [
      [[{ submissionListId: debut }, { submissionListId: library }], '1.submissionListId'],
      [[{ submissionListId: mysteries }], '0.submissionListId'],
      [[{ submissionListId: 'x' }], '0.submissionListId'],
      [[{}], '0.submissionListId'],
      [{ submissionListId: debut }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await w.app.inject({ method: 'PUT', url: nominationsUrl(cooking), payload: payload as object, headers: { cookie: w.demo } });
      expect(
        expectProblem(res, 400).errors.map((e) => e.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const rows = await db()
      .select()
      .from(nominations)
      .where(and(eq(nominations.userId, w.demoId), eq(nominations.sku, cooking)));
    expect(rows.map((r) => r.submissionListId)).toContain(debut);
    expect(rows.map((r) => r.submissionListId)).not.toContain(library);
    expectProblem(await w.app.inject({ method: 'PUT', url: nominationsUrl('no-such-title'), payload: [], headers: { cookie: w.demo } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: nominationsUrl('no-such-title'), headers: { cookie: w.demo } }), 404);
    expectProblem(await w.app.inject({ method: 'PUT', url: nominationsUrl(cooking), payload: [] }), 401);
    expectProblem(await w.app.inject({ method: 'GET', url: nominationsUrl(cooking) }), 401);
  });

  it('stops offering a list once its community is archived', async () => {
    const [forum] = await db().select().from(affiliations).where(eq(affiliations.name, 'Independent Booksellers Forum'));
    await db().update(affiliations).set({ status: 'archived' }).where(eq(affiliations.id, forum!.id));
    const names = (await get(w.demo, `/api/affiliations/submissionLists/submittable/${cooking}`)).body.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Debut of the Year']);
    await db().update(affiliations).set({ status: 'active' }).where(eq(affiliations.id, forum!.id));
  });
});
