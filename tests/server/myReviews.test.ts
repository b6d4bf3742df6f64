import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { reviews } from '../../src/server/db/schema/reviews.ts';
import { myReviewsSchema, myTitleReviewSchema } from '../../src/shared/contracts/myReviews.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

const db = () => w.test.database.db;

describe('GET /api/v1/me/reviews', () => {
  it("answers the demo account's own reviews with their titles, most recently updated first", async () => {
    const res = await call(w.app, w.demo, { method: 'GET', url: '/api/v1/me/reviews' });
    expect(res.status).toBe(200);
    const list = myReviewsSchema.parse(res.body);
    const stored = await db().select().from(reviews).where(eq(reviews.userId, w.demoId));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(list.map((r) => r.sku).sort()).toEqual(stored.map((r) => r.sku).sort());
    expect(list.every((r) => r.appUserId === w.demoId && r.product.sku === r.sku && r.product.name !== '')).toBe(true);
    const updated = list.map((r) => r.updatedDate);
    expect(updated).toEqual([...updated].sort().reverse());
    const withoutText = list.find((r) => r.text === '');
    expect(withoutText?.hasReviewText).toBe(false);
    expect(list.find((r) => r.text !== '')?.hasReviewText).toBe(true);
    for (const r of list) expect(r.rating).toBe(stored.find((s) => s.sku === r.sku)!.overall);
  });

  it('answers an empty list to a user with no reviews, and 401 to anonymous callers', async () => {
    expect((await call(w.app, w.other, { method: 'GET', url: '/api/v1/me/reviews' })).body).toEqual([]);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/me/reviews' }), 401);
  });
});

describe('GET /api/me/reviews/{sku}/review', () => {
  it("answers the caller's review of that title, and null for a title they have not reviewed", async () => {
    const [own] = await db().select().from(reviews).where(eq(reviews.userId, w.demoId)).orderBy(asc(reviews.id)).limit(1);
    const res = await call(w.app, w.demo, { method: 'GET', url: `/api/me/reviews/${own!.sku}/review` });
    expect(res.status).toBe(200);
    const review = myTitleReviewSchema.parse(res.body);
    expect(review).toMatchObject({ sku: own!.sku, text: own!.text, rating: own!.overall, overallAssessment: own!.overall, muchLove: own!.muchLove });

    // A title only someone else reviewed.
    const mine = (await db().select({ sku: reviews.sku }).from(reviews).where(eq(reviews.userId, w.demoId))).map((r) => r.sku);
    const [foreign] = await db()
      .select({ sku: reviews.sku })
      .from(reviews)
      .where(and(ne(reviews.userId, w.demoId), notInArray(reviews.sku, mine)))
      .limit(1);
    const none = await call(w.app, w.demo, { method: 'GET', url: `/api/me/reviews/${foreign!.sku}/review` });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const otherUser = await call(w.app, w.other, { method: 'GET', url: `/api/me/reviews/${own!.sku}/review` });
    expect(otherUser.status).toBe(200);
    expect(otherUser.body).toBeNull();
  });

  it('answers null for an unknown sku, 400 naming the sku for a malformed one, 401 to anonymous callers', async () => {
    const [any] = await db().select({ sku: products.sku }).from(products).limit(1);
    const unknown = await call(w.app, w.demo, { method: 'GET', url: '/api/me/reviews/9790000000000/review' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
    const bad = expectProblem(await w.app.inject({ method: 'GET', url: '/api/me/reviews/%20bad%20sku/review', headers: { cookie: w.demo } }), 400);
    expect(bad.errors[0]!.field).toBe('sku');
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/me/reviews/${any!.sku}/review` }), 401);
  });
});
