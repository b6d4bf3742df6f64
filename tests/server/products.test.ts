import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { reviewCopyFormats } from '../../src/server/db/schema/galleys.ts';
import { reviews, shareExceptions } from '../../src/server/db/schema/reviews.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
let sku: string;
let galleySku: string;

beforeAll(async () => {
  w = await createTitlesWorld();
  const db = w.test.database.db;
  [{ sku }] = (await db.select({ sku: products.sku }).from(products).orderBy(products.sku).limit(1)) as [{ sku: string }];
  const [g] = await db
    .select({ sku: reviewCopyFormats.sku })
    .from(reviewCopyFormats)
    .where(sql`${reviewCopyFormats.drcExpirationDate} > now()`)
    .limit(1);
  galleySku = g!.sku;
});
afterAll(() => w?.test.close());

describe('GET /api/products/{sku} and parts', () => {
  it('answers the title with every field, anonymous or signed in', async () => {
    const anon = await call(w.app, null, { method: 'GET', url: `/api/products/${sku}` });
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ sku, ean: sku, isRequestable: false, isDownloadable: false, sequence: null });
    expect(anon.body.name).not.toBe('');
    expect(Object.keys(anon.body.descriptions)).toEqual(['summary', 'authorBio', 'marketingPlans', 'keySellingPoints', 'quotes']);
    expect(anon.body.links.length).toBeGreaterThan(0);
    const plain = await w.test.database.db.select({ sku: products.sku }).from(products).where(eq(products.reviewCopyAvailability, -1)).limit(1);
    const noGalley = await call(w.app, w.demo, { method: 'GET', url: `/api/products/${plain[0]!.sku}` });
    expect(noGalley.body).toMatchObject({ reviewCopyAvailability: -1, isRequestable: false, availableReviewCopyFormats: [] });
    const v1 = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/products/${sku}` });
    expect(v1.body.sku).toBe(sku);
  });

  it('marks a live galley requestable for a signed-in user, with its formats', async () => {
    const anon = await call(w.app, null, { method: 'GET', url: `/api/products/${galleySku}` });
    expect(anon.body.reviewCopyAvailability).toBe(999999);
    const res = await call(w.app, w.demo, { method: 'GET', url: `/api/products/${galleySku}` });
    expect(res.body).toMatchObject({ isRequestable: true, reviewCopyAvailability: 1 });
    expect(res.body.availableReviewCopyFormats.map((f: { format: number }) => f.format)).toContain(2);
  });

  it('answers images, links and descriptions on both prefixes', async () => {
    for (const prefix of ['/api/products', '/api/v1/products']) {
      const images = await call(w.app, null, { method: 'GET', url: `${prefix}/${sku}/images` });
      expect(images.body[0]).toEqual({ type: 'jacketCover', uri: `/covers/${sku}.svg`, caption: expect.any(String) });
      const links = await call(w.app, null, { method: 'GET', url: `${prefix}/${sku}/links` });
      expect(links.body.length).toBeGreaterThan(0);
      const d = await call(w.app, null, { method: 'GET', url: `${prefix}/${sku}/descriptions` });
      expect(d.body.summary.length).toBeGreaterThan(20);
    }
  });

  it('answers 404 for an unknown sku and 400 naming sku for a malformed one', async () => {
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/products/9790000000000' }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/products/9790000000000/images' }), 404);
    const bad = expectProblem(await w.app.inject({ method: 'GET', url: '/api/products/%20bad%20sku' }), 400);
    expect(bad.errors[0]!.field).toBe('sku');
  });
});

describe('POST /api/products/products,images', () => {
  it('answers the titles asked for, in order, unknown left out', async () => {
    const skus = (await w.test.database.db.select({ sku: products.sku }).from(products).limit(3)).map((r) => r.sku).reverse();
    const res = await call(w.app, w.demo, { method: 'POST', url: '/api/products/products,images', payload: [...skus, '9790000000000'] });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { sku: string }) => p.sku)).toEqual(skus);
    expect(res.body[0].images.length).toBeGreaterThan(0);
  });

  it('refuses an empty, too long or malformed list', async () => {
    expectProblem(await w.app.inject({ method: 'POST', url: '/api/products/products,images', payload: [] }), 400);
    const many = Array.from({ length: 101 }, (_, i) => `979${String(i).padStart(10, '0')}`);
    expectProblem(await w.app.inject({ method: 'POST', url: '/api/products/products,images', payload: many }), 400);
    const bad = expectProblem(await w.app.inject({ method: 'POST', url: '/api/products/products,images', payload: { skus: [] } }), 400);
    expect(bad.errors[0]!.field).toBe('body');
  });
});

describe('GET /api/products/{}/search', () => {
  it('finds titles by name or author, case-insensitively, with the attributes asked for', async () => {
    const [t] = await w.test.database.db.select({ name: products.name, author: products.author }).from(products).limit(1);
    const word = t!.name.split(' ').at(-1)!.toUpperCase();
    const res = await call(w.app, null, {
      method: 'GET',
      url: `/api/products/%7B%7D/search?q=${encodeURIComponent(word)}&attributes=product,images`,
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const hit of res.body) {
      expect(`${hit.name} ${hit.author}`.toLowerCase()).toContain(word.toLowerCase());
      expect(hit.product.sku).toBe(hit.sku);
      expect(hit.images.length).toBeGreaterThan(0);
    }
    const byAuthor = await call(w.app, null, {
      method: 'GET',
      url: `/api/products/{}/search?q=${encodeURIComponent(t!.author.toLowerCase())}&attributes=images`,
    });
    expect(byAuthor.body.some((h: { author: string }) => h.author === t!.author)).toBe(true);
    expect(byAuthor.body[0].product).toBeUndefined();
  });

  it('treats % and _ as text and bounds the query', async () => {
    expect((await call(w.app, null, { method: 'GET', url: '/api/products/%7B%7D/search?q=%25' })).body).toEqual([]);
    const none = expectProblem(await w.app.inject({ method: 'GET', url: '/api/products/%7B%7D/search' }), 400);
    expect(none.errors[0]!.field).toBe('q');
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/products/%7B%7D/search?q=a&attributes=everything' }), 400);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/products/%7B%7D/search?q=a&limit=500' }), 400);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/products/other/search?q=a' }), 404);
  });
});

describe('GET /api/galleys/available/webreader/skus', () => {
  it('lists the titles with a live EPUB galley', async () => {
    const res = await call(w.app, null, { method: 'GET', url: '/api/galleys/available/webreader/skus' });
    expect(res.body.length).toBeGreaterThan(20);
    expect(res.body).toContain(galleySku);
    expect(res.body).not.toContain(sku === galleySku ? '' : sku);
  });
});

describe('GET /api/v1/affiliations/{communityId or 0}/{sku}/reviews', () => {
  it("answers only rated reviews shared with the caller's communities, with users, avatars and organisations", async () => {
    const db = w.test.database.db;
    const [row] = await db
      .execute<{ sku: string; community: number }>(
        sql`
      select r.sku, rs.affiliation_id as community from reviews r join review_shares rs on rs.review_id = r.id
      join affiliation_memberships m on m.affiliation_id = rs.affiliation_id and m.user_id = ${w.demoId}
      where r.overall is not null limit 1`,
      )
      .then((r) => (r as unknown as { rows: Array<{ sku: string; community: number }> }).rows);
    expect(row).toBeDefined();
    const all = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/affiliations/0/${row!.sku}/reviews` });
    expect(all.status).toBe(200);
    expect(all.body.reviews.length).toBeGreaterThan(0);
    for (const r of all.body.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(all.body.usersById[String(r.appUserId)].fullName).not.toBe('');
      expect(all.body.userAvatarsByAppUserId[String(r.appUserId)].initials).toHaveLength(2);
    }
    const one = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/affiliations/${row!.community}/${row!.sku}/reviews` });
    expect(one.body.reviews.every((r: { communityIds: number[] }) => r.communityIds.includes(Number(row!.community)))).toBe(true);
    // An unrated review never shows.
    const unrated = await db
      .select({ sku: reviews.sku })
      .from(reviews)
      .where(sql`${reviews.overall} is null`);
    for (const u of unrated.slice(0, 5)) {
      const res = await call(w.app, w.demo, { method: 'GET', url: `/api/v1/affiliations/0/${u.sku}/reviews` });
      expect(res.body.reviews.every((r: { rating: number }) => r.rating >= 1)).toBe(true);
    }
  });

  it('answers 404 for a community the caller is not in, 401 anonymous, 400 for bad ids', async () => {
    const res = await w.app.inject({ method: 'GET', url: `/api/v1/affiliations/1/${sku}/reviews`, headers: { cookie: w.other } });
    expectProblem(res, 404);
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/affiliations/0/${sku}/reviews` }), 401);
    const bad = expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/affiliations/x/${sku}/reviews`, headers: { cookie: w.demo } }), 400);
    expect(bad.errors[0]!.field).toBe('communityId');
  });
});

describe('share exceptions', () => {
  const url = (userId: number | string, s = sku) => `/api/products/${s}/users/${userId}/communities/shares-exceptions`;

  it("adds, replaces and removes the caller's own exceptions", async () => {
    const post = await call(w.app, w.demo, {
      method: 'POST',
      url: url(w.demoId),
      payload: { affiliationShareExceptions: [{ targetGroupId: 3 }], ePlusGroupShareExceptions: [{ communityType: 1 }] },
    });
    expect(post.status).toBe(200);
    expect(post.body).toEqual({
      affiliationShareExceptions: [{ targetGroupId: 3 }],
      ePlusGroupShareExceptions: [{ communityType: 1 }],
      externalSubmissionGroupInclusions: [],
    });
    const put = await call(w.app, w.demo, {
      method: 'PUT',
      url: url(w.demoId),
      payload: { externalSubmissionGroupInclusions: [{ submissionGroupId: 9 }] },
    });
    expect(put.body).toEqual({
      affiliationShareExceptions: [],
      ePlusGroupShareExceptions: [],
      externalSubmissionGroupInclusions: [{ submissionGroupId: 9 }],
    });
    const del = await call(w.app, w.demo, { method: 'DELETE', url: url(w.demoId) });
    expect(del.body.externalSubmissionGroupInclusions).toEqual([]);
  });

  it('refuses another user (403, unchanged), unknown titles (404) and bad bodies (400)', async () => {
    const db = w.test.database.db;
    await call(w.app, w.other, { method: 'POST', url: url(w.otherId), payload: { affiliationShareExceptions: [{ targetGroupId: 4 }] } });
    const res = await w.app.inject({ method: 'DELETE', url: url(w.otherId), headers: { cookie: w.demo } });
    expectProblem(res, 403);
    expect(await db.select().from(shareExceptions).where(eq(shareExceptions.userId, w.otherId))).toHaveLength(1);
    expectProblem(await w.app.inject({ method: 'POST', url: url(w.demoId, '9790000000000'), headers: { cookie: w.demo }, payload: {} }), 404);
    const bad = expectProblem(
      await w.app.inject({
        method: 'POST',
        url: url(w.demoId),
        headers: { cookie: w.demo },
        payload: { affiliationShareExceptions: [{ targetGroupId: 'x' }] },
      }),
      400,
    );
    expect(bad.errors[0]!.field).toBe('affiliationShareExceptions.0.targetGroupId');
    expectProblem(await w.app.inject({ method: 'PUT', url: url(w.demoId), payload: {} }), 401);
  });
});
