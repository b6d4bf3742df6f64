import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { reviewShares, reviews, shareExceptions } from '../../src/server/db/schema/reviews.ts';
import { assessmentsSchema, savedReviewSchema } from '../../src/shared/contracts/reviewEditor.ts';
import { myTitleReviewSchema } from '../../src/shared/contracts/myReviews.ts';
import { EPLUS_GROUP_TYPES } from '../../src/shared/domain/shareTargets.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
const db = () => w.test.database.db;
/** Mystery titles the demo account has not reviewed (the genre community Mystery & Thriller Readers takes them). */
let mysteries: Array<{ sku: string; name: string; publisherId: number | null }> = [];
let genreId = 0;
let forumId = 0;
let publisherCommunity = 0;

beforeAll(async () => {
  w = await createTitlesWorld();
  const own = (await db().select({ sku: reviews.sku }).from(reviews).where(eq(reviews.userId, w.demoId))).map((r) => r.sku);
  mysteries = await db()
    .select({ sku: products.sku, name: products.name, publisherId: products.publisherId })
    .from(products)
    .where(and(eq(products.category, 'Fiction / Mystery & Detective'), notInArray(products.sku, own)))
    .orderBy(asc(products.sku))
    .limit(8);
  const byName = async (name: string) => (await db().select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, name)))[0]!.id;
  genreId = await byName('Mystery & Thriller Readers');
  forumId = await byName('Independent Booksellers Forum');
  const [pub] = await db().select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.publisherId, mysteries[0]!.publisherId!));
  publisherCommunity = pub!.id;
});
afterAll(() => w?.test.close());

const put = (cookie: string | null, sku: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(w.app, cookie, { method: 'PUT', url: `/api/me/reviews/products/${sku}`, payload: payload as object, headers });
const del = (cookie: string | null, sku: string) => call(w.app, cookie, { method: 'DELETE', url: `/api/me/reviews/products/${sku}` });
const get = (cookie: string | null, url: string) => call(w.app, cookie, { method: 'GET', url });
const reviewRows = (sku: string) =>
  db()
    .select()
    .from(reviews)
    .where(and(eq(reviews.sku, sku), eq(reviews.userId, w.demoId)));
const exceptionRows = (sku: string) =>
  db()
    .select()
    .from(shareExceptions)
    .where(and(eq(shareExceptions.sku, sku), eq(shareExceptions.userId, w.demoId)));

const fullRatings = {
  overall: 8,
  writingQuality: 7,
  imageIllustrationQuality: 3,
  characterDevelopment: 9,
  couldntPutItDownness: 10,
  intellectualDepth: 6,
  originality: 5,
};

describe('PUT /api/me/reviews/products/{sku}', () => {
  it('saves all seven ratings, the text and the share targets in one change, and answers the review with its sharing', async () => {
    const sku = mysteries[0]!.sku;
    const res = await put(w.demo, sku, {
      ratings: fullRatings,
      text: 'A tight, clever puzzle.',
      shareTargets: { friends: true, colleagues: false, publisher: true, communityIds: [genreId] },
    });
    expect(res.status).toBe(200);
    const saved = savedReviewSchema.parse(res.body);
    expect(saved.review).toMatchObject({
      sku,
      text: 'A tight, clever puzzle.',
      hasReviewText: true,
      rating: 8,
      overallAssessment: 8,
      muchLove: true,
      appUserId: w.demoId,
    });
    const { overall, ...more } = fullRatings;
    expect(overall).toBe(8);
    expect(saved.review.ratings).toEqual(more);
    // Colleagues and every offered community left out (the demo account's other communities) are exceptions.
    expect(saved.sharing.ePlusGroupShareExceptions).toEqual([{ communityType: EPLUS_GROUP_TYPES.colleagues }]);
    const excepted = saved.sharing.affiliationShareExceptions.map((e) => e.targetGroupId);
    expect(excepted).toContain(forumId);
    expect(excepted).not.toContain(genreId);
    expect(saved.sharedCommunityIds).toEqual([genreId, publisherCommunity].sort((a, b) => a - b));
    const [row] = await reviewRows(sku);
    const shares = await db().select().from(reviewShares).where(eq(reviewShares.reviewId, row!.id));
    expect(shares.map((s) => s.affiliationId).sort((a, b) => a - b)).toEqual(saved.sharedCommunityIds);

    // It shows in the caller's reviews, the title's review, the v1 review and the assessments.
    const list = (await get(w.demo, '/api/v1/me/reviews')).body as Array<{ sku: string }>;
    expect(list[0]!.sku).toBe(sku);
    expect((await get(w.demo, `/api/me/reviews/${sku}/review`)).body).toEqual(saved.review);
    expect((await get(w.demo, `/api/v1/me/reviews/${sku}/review`)).body).toEqual(saved.review);
    const assessments = assessmentsSchema.parse((await get(w.demo, `/api/me/assessments/products/${sku}`)).body);
    expect(assessments.assessmentId).toBe(row!.id);
    expect(assessments.assessments.map((a) => [a.assessmentTypeId, a.name, a.value])).toEqual([
      [2, 'writingQuality', 7],
      [3, 'imageIllustrationQuality', 3],
      [4, 'characterDevelopment', 9],
      [5, 'couldntPutItDownness', 10],
      [6, 'intellectualDepth', 6],
      [7, 'originality', 5],
      [9, 'overall', 8],
    ]);
    expect((await get(w.demo, `/api/me/reviews/products/${sku}/communities/sharing`)).body).toEqual(saved.sharing);
    // Members of the genre community see it among the community's reviews.
    const community = (await get(w.demo, `/api/v1/affiliations/${genreId}/${sku}/reviews`)).body as { reviews: Array<{ id: number }> };
    expect(community.reviews.map((r) => r.id)).toContain(row!.id);
  });

  it('replaces the review on edit: ratings not sent are cleared, created date kept, still one review', async () => {
    const sku = mysteries[0]!.sku;
    const [before] = await reviewRows(sku);
    const res = await put(w.demo, sku, { ratings: { overall: 6, originality: 9 }, text: 'Second thoughts.' });
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({ rating: 6, muchLove: false, text: 'Second thoughts.' });
    expect(res.body.review.ratings).toEqual({
      originality: 9,
      writingQuality: null,
      intellectualDepth: null,
      characterDevelopment: null,
      couldntPutItDownness: null,
      imageIllustrationQuality: null,
    });
    const rows = await reviewRows(sku);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(before!.id);
    expect(rows[0]!.createdDate.getTime()).toBe(before!.createdDate.getTime());
    expect(rows[0]!.updatedDate.getTime()).toBeGreaterThanOrEqual(before!.updatedDate.getTime());
    // No shareTargets: the stored exceptions decide, so the shares stay as chosen before.
    expect(res.body.sharedCommunityIds).toEqual([genreId, publisherCommunity].sort((a, b) => a - b));
  });

  it('applies a change once per Idempotency-Key and answers the stored result to a repeat', async () => {
    const sku = mysteries[1]!.sku;
    const body = { ratings: { overall: 9 }, text: '' };
    const first = await put(w.demo, sku, body, { 'idempotency-key': `review-${sku}` });
    const again = await put(w.demo, sku, body, { 'idempotency-key': `review-${sku}` });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await reviewRows(sku)).toHaveLength(1);
    // Much Love's quick save of a first review: overall 9, no text, and no share choice stored yet, so shared with no
    // one (share targets start unticked, Publisher included).
    expect(first.body.review).toMatchObject({ rating: 9, muchLove: true, hasReviewText: false });
    expect(first.body.sharing).toEqual({ affiliationShareExceptions: [], ePlusGroupShareExceptions: [], externalSubmissionGroupInclusions: [] });
    expect(first.body.sharedCommunityIds).toEqual([]);
  });

  it('without shareTargets: a first review is shared with no one; once a choice is stored, what it left out stays out', async () => {
    const sku = mysteries[7]!.sku;
    const first = await put(w.demo, sku, { ratings: { overall: 7 }, text: 'First.' });
    expect(first.status).toBe(200);
    expect(first.body.sharedCommunityIds).toEqual([]);
    const chosen = await put(w.demo, sku, {
      ratings: { overall: 7 },
      text: 'Chosen.',
      shareTargets: { friends: true, colleagues: false, publisher: false, communityIds: [forumId] },
    });
    expect(chosen.body.sharedCommunityIds).toEqual([forumId]);
    const again = await put(w.demo, sku, { ratings: { overall: 8 }, text: 'Again.' });
    // The stored exceptions decide: Publisher and the genre community stay out, the forum stays in.
    expect(again.body.sharedCommunityIds).toContain(forumId);
    expect(again.body.sharedCommunityIds).not.toContain(publisherCommunity);
    expect(again.body.sharedCommunityIds).not.toContain(genreId);
    expect(again.body.sharing.ePlusGroupShareExceptions).toEqual(
      expect.arrayContaining([{ communityType: EPLUS_GROUP_TYPES.colleagues }, { communityType: EPLUS_GROUP_TYPES.publisher }]),
    );
    expect((await del(w.demo, sku)).status).toBe(200);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const sku = mysteries[2]!.sku;
    const cases: Array<[unknown, string]> = [
      [{ ratings: {}, text: 'x' }, 'ratings.overall'],
      [{ text: 'x' }, 'ratings'],
      [{ ratings: { overall: 11 } }, 'ratings.overall'],
      [{ ratings: { overall: 0 } }, 'ratings.overall'],
      [{ ratings: { overall: 7.5 } }, 'ratings.overall'],
      [{ ratings: { overall: '8' } }, 'ratings.overall'],
      [{ ratings: { overall: 8, originality: 0 } }, 'ratings.originality'],
      [{ ratings: { overall: 8, writingQuality: 12 } }, 'ratings.writingQuality'],
      [{ ratings: { overall: 8 }, text: 'x'.repeat(20_001) }, 'text'],
      [
        { ratings: { overall: 8 }, shareTargets: { friends: true, colleagues: true, publisher: true, communityIds: [-1] } },
        'shareTargets.communityIds.0',
      ],
      [{ ratings: { overall: 8 }, shareTargets: { friends: true } }, 'shareTargets.colleagues'],
    ];
    for (const [payload, field] of cases) {
      const problem = expectProblem(
        await w.app.inject({ method: 'PUT', url: `/api/me/reviews/products/${sku}`, payload: payload as object, headers: { cookie: w.demo } }),
        400,
      );
      expect(
        problem.errors.map((e) => e.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    // A community the caller cannot share with (another genre's community): refused after the checks, nothing written.
    const [romance] = await db().select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, 'Romance Readers'));
    const problem = expectProblem(
      await w.app.inject({
        method: 'PUT',
        url: `/api/me/reviews/products/${sku}`,
        payload: {
          ratings: { overall: 8 },
          shareTargets: { friends: true, colleagues: true, publisher: true, communityIds: [genreId, romance!.id] },
        },
        headers: { cookie: w.demo },
      }),
      400,
    );
    expect(problem.errors[0]!.field).toBe('shareTargets.communityIds.1');
    expect(await reviewRows(sku)).toHaveLength(0);
    expect(await exceptionRows(sku)).toHaveLength(0);
    const notJson = await w.app.inject({
      method: 'PUT',
      url: `/api/me/reviews/products/${sku}`,
      payload: '{nope',
      headers: { cookie: w.demo, 'content-type': 'application/json' },
    });
    expectProblem(notJson, 400);
    expectProblem(
      await w.app.inject({
        method: 'PUT',
        url: '/api/me/reviews/products/no-such-title',
        payload: { ratings: { overall: 8 } },
        headers: { cookie: w.demo },
      }),
      404,
    );
    expect(
      expectProblem(
        await w.app.inject({
          method: 'PUT',
          url: '/api/me/reviews/products/a%20b',
          payload: { ratings: { overall: 8 } },
          headers: { cookie: w.demo },
        }),
        400,
      ).errors[0]!.field,
    ).toBe('sku');
    expectProblem(await w.app.inject({ method: 'PUT', url: `/api/me/reviews/products/${sku}`, payload: { ratings: { overall: 8 } } }), 401);
    expect(await reviewRows(sku)).toHaveLength(0);
  });
});

describe('DELETE /api/me/reviews/products/{sku}', () => {
  it("deletes the caller's review and its shares; a repeat answers deleted false; other users' reviews stay", async () => {
    const sku = mysteries[3]!.sku;
    await put(w.demo, sku, { ratings: { overall: 10 } });
    await put(w.other, sku, { ratings: { overall: 4 } });
    const [row] = await reviewRows(sku);
    const res = await del(w.demo, sku);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sku, deleted: true });
    expect(await reviewRows(sku)).toHaveLength(0);
    expect(await db().select().from(reviewShares).where(eq(reviewShares.reviewId, row!.id))).toHaveLength(0);
    expect((await get(w.demo, `/api/me/reviews/${sku}/review`)).body).toBeNull();
    expect((await del(w.demo, sku)).body).toEqual({ sku, deleted: false });
    expect(myTitleReviewSchema.parse((await get(w.other, `/api/me/reviews/${sku}/review`)).body)?.rating).toBe(4);
    expectProblem(await w.app.inject({ method: 'DELETE', url: '/api/me/reviews/products/no-such-title', headers: { cookie: w.demo } }), 404);
    expectProblem(await w.app.inject({ method: 'DELETE', url: `/api/me/reviews/products/${sku}` }), 401);
  });
});

describe('reading a review, its assessments and sharing', () => {
  it('answers 404 from the v1 review when there is none, and null from the other', async () => {
    const sku = mysteries[4]!.sku;
    expect(
      expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/me/reviews/${sku}/review`, headers: { cookie: w.demo } }), 404).detail,
    ).toMatch(/not reviewed/);
    expect((await get(w.demo, `/api/me/reviews/${sku}/review`)).body).toBeNull();
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/me/reviews/no-such-title/review', headers: { cookie: w.demo } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/me/reviews/${sku}/review` }), 401);
  });

  it('answers assessmentId 0 and seven empty ratings without a review; 404 for an unknown title; 401 anonymous', async () => {
    const sku = mysteries[4]!.sku;
    const body = assessmentsSchema.parse((await get(w.demo, `/api/me/assessments/products/${sku}`)).body);
    expect(body.assessmentId).toBe(0);
    expect(body.overallAssessment).toBeNull();
    expect(body.assessments.map((a) => a.assessmentTypeId)).toEqual([2, 3, 4, 5, 6, 7, 9]);
    expect(body.assessments.every((a) => a.value === null)).toBe(true);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/me/assessments/products/no-such-title', headers: { cookie: w.demo } }), 404);
    expect(
      expectProblem(await w.app.inject({ method: 'GET', url: '/api/me/assessments/products/a%20b', headers: { cookie: w.demo } }), 400).errors[0]!
        .field,
    ).toBe('sku');
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/me/assessments/products/${sku}` }), 401);
  });

  it('answers empty sharing data for a title with no exceptions; 404 unknown; 401 anonymous', async () => {
    const sku = mysteries[4]!.sku;
    expect((await get(w.demo, `/api/me/reviews/products/${sku}/communities/sharing`)).body).toEqual({
      affiliationShareExceptions: [],
      ePlusGroupShareExceptions: [],
      externalSubmissionGroupInclusions: [],
    });
    expectProblem(
      await w.app.inject({ method: 'GET', url: '/api/me/reviews/products/no-such-title/communities/sharing', headers: { cookie: w.demo } }),
      404,
    );
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/me/reviews/products/${sku}/communities/sharing` }), 401);
  });
});

describe('GET /api/me/reviews/products/{sku}/share-uri/{network}', () => {
  it('answers Facebook and Twitter share links to the title page at PUBLIC_URL', async () => {
    const { sku, name } = mysteries[0]!;
    const titleUri = `http://localhost:3000/title/${sku}`;
    const facebook = await get(w.demo, `/api/me/reviews/products/${sku}/share-uri/facebook`);
    expect(facebook.body).toEqual({
      network: 'facebook',
      titleUri,
      uri: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(titleUri)}`,
    });
    const twitter = await get(w.demo, `/api/me/reviews/products/${sku}/share-uri/twitter`);
    const url = new URL(twitter.body.uri);
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('url')).toBe(titleUri);
    expect(url.searchParams.get('text')).toBe(name);
  });

  it('refuses an unknown network (400 network), an unknown title (404) and anonymous callers (401)', async () => {
    const sku = mysteries[0]!.sku;
    expect(
      expectProblem(await w.app.inject({ method: 'GET', url: `/api/me/reviews/products/${sku}/share-uri/myspace`, headers: { cookie: w.demo } }), 400)
        .errors[0]!.field,
    ).toBe('network');
    expectProblem(
      await w.app.inject({ method: 'GET', url: '/api/me/reviews/products/no-such-title/share-uri/facebook', headers: { cookie: w.demo } }),
      404,
    );
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/me/reviews/products/${sku}/share-uri/facebook` }), 401);
  });
});
