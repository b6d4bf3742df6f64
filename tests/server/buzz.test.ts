import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { reviewShares, reviews } from '../../src/server/db/schema/reviews.ts';
import { buzzSchema } from '../../src/shared/contracts/lists.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
const db = () => w.test.database.db;
let forum = 0;
let bookFair = 0;

beforeAll(async () => {
  w = await createTitlesWorld();
  const id = async (name: string) => (await db().select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, name)))[0]!.id;
  forum = await id('Independent Booksellers Forum');
  bookFair = await id('Book Fair 2026 Insiders');
});
afterAll(() => w?.test.close());

/** Rated reviews shared into the communities, counted per sku. */
async function reviewCounts(communityIds: number[]): Promise<Map<string, number>> {
  const rows = await db()
    .select({ sku: reviews.sku, n: sql<number>`count(distinct ${reviews.id})::int` })
    .from(reviews)
    .innerJoin(reviewShares, eq(reviewShares.reviewId, reviews.id))
    .where(and(isNotNull(reviews.overall), inArray(reviewShares.affiliationId, communityIds)))
    .groupBy(reviews.sku);
  return new Map(rows.map((r) => [r.sku, r.n]));
}

describe('GET /api/v1/affiliations/{communityId or genres}/buzz', () => {
  it("answers a community's titles with community reviews, most reviewed first, with their ratings and texts", async () => {
    const res = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/affiliations/${forum}/buzz?pageSize=100` });
    expect(res.status).toBe(200);
    const buzz = buzzSchema.parse(res.body);
    const expected = await reviewCounts([forum]);
    expect(expected.size).toBeGreaterThan(1);
    expect(buzz.totalCount).toBe(expected.size);
    expect(buzz.products.map((p) => p.sku).sort()).toEqual([...expected.keys()].sort().slice(0, 100));
    const counts = buzz.userCommunitySummaryReviews.map((s) => s.count);
    expect(buzz.userCommunitySummaryReviews.map((s) => s.sku)).toEqual(buzz.products.map((p) => p.sku));
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (const title of buzz.titles) {
      expect(title.reviews.length).toBe(Math.min(10, expected.get(title.sku)!));
      expect(title.reviews.every((r) => r.rating >= 1 && r.rating <= 10 && typeof r.text === 'string' && r.displayName)).toBe(true);
    }
    const top = buzzSchema.parse((await call(w.app, w.demo, { method: 'GET', url: `/api/v1/affiliations/${forum}/buzz?maxTitles=3` })).body);
    expect(top.products.map((p) => p.sku)).toEqual(buzz.products.slice(0, 3).map((p) => p.sku));
    const byName = buzzSchema.parse(
      (await call(w.app, w.demo, { method: 'GET', url: `/api/v1/affiliations/${forum}/buzz?pageSize=100&sort=author&order=asc` })).body,
    );
    expect(byName.products.map((p) => p.author.toLowerCase())).toEqual(byName.products.map((p) => p.author.toLowerCase()).sort());
  });

  it('answers anonymous visitors at 0 with the genre communities, the same as genres', async () => {
    const genres = (await db().select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.isGenreCommunity, true))).map((r) => r.id);
    const expected = await reviewCounts(genres);
    const anonymous = buzzSchema.parse((await call(w.app, null, { method: 'GET', url: '/api/v1/affiliations/0/buzz?maxTitles=100' })).body);
    const named = buzzSchema.parse((await call(w.app, null, { method: 'GET', url: '/api/v1/affiliations/genres/buzz?maxTitles=100' })).body);
    expect(anonymous.totalCount).toBe(expected.size);
    expect(anonymous.products.map((p) => p.sku)).toEqual(named.products.map((p) => p.sku));
    expect(anonymous.userCommunitySummaryReviews.map((s) => s.count)).toEqual(anonymous.products.map((p) => expected.get(p.sku)));
  });

  it("answers 0 for a member with their communities' reviews, and refuses what it cannot show", async () => {
    const empty = buzzSchema.parse((await call(w.app, w.other, { method: 'GET', url: '/api/v1/affiliations/0/buzz' })).body);
    expect(empty.totalCount).toBe(0);
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/affiliations/${bookFair}/buzz`, headers: { cookie: w.other } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/affiliations/999999/buzz' }), 404);
    expect(expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/affiliations/popular/buzz' }), 400).errors[0]!.field).toBe('communityId');
    expect(expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/affiliations/${forum}/buzz?maxTitles=0` }), 400).errors[0]!.field).toBe(
      'maxTitles',
    );
    expect(expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/affiliations/${forum}/buzz?sort=netVotes` }), 400).errors[0]!.field).toBe(
      'sort',
    );
    const facets = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/affiliations/${forum}/buzz/facets` });
    expect(facets.status).toBe(200);
    expect(facets.body.totalCount).toBe((await reviewCounts([forum])).size);
  });
});
