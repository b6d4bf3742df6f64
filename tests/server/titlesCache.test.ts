import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { affiliationMemberships } from '../../src/server/db/schema/communities.ts';
import { filteredTitlesQuerySchema, filteredTitlesSchema } from '../../src/shared/contracts/titles.ts';
import { queryTitles } from '../../src/server/services/filters.ts';
import { TITLE_CACHE_IGNORES } from '../../src/server/services/titlesCache.ts';
import { login } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

// The read caches behind GET /api/v1/filters/{viewId}/titles and the session lookup: every answer below is asked
// twice or more, so a kept answer would show; each test then writes and asks again.
let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

const get = (cookie: string | null, url: string) => call(w.app, cookie, { method: 'GET', url });
const reviewed = '/api/v1/filters/0/titles?sort=reviews&order=desc';

describe('read caches of title lists', () => {
  it('answer what the database says, in the contract, for each caller', async () => {
    for (const cookie of [w.demo, w.other, null]) {
      for (const query of ['', 'sort=reviews&order=desc', 'page=3&sort=author&order=asc&q=a']) {
        const first = await get(cookie, `/api/v1/filters/0/titles?${query}`);
        const again = await get(cookie, `/api/v1/filters/0/titles?${query}`);
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        const userId = cookie === w.demo ? w.demoId : cookie === w.other ? w.otherId : null;
        const direct = await queryTitles(
          w.test.database.db,
          { view: 'savedFilter', refinements: [] },
          filteredTitlesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
          userId,
        );
        expect(filteredTitlesSchema.parse(again.body)).toEqual(direct);
        expect(again.body).toEqual(first.body);
      }
    }
  });

  it("never give one user's facts to another", async () => {
    const demo = await get(w.demo, reviewed);
    const other = await get(w.other, reviewed);
    const anonymous = await get(null, reviewed);
    expect(demo.body.userCommunitySummaryReviews.length).toBeGreaterThan(0);
    expect(demo.body.requestableSkus.length + demo.body.products.filter((p: { reviews: number }) => p.reviews > 0).length).toBeGreaterThan(0);
    expect(other.body.userCommunitySummaryReviews).toEqual([]);
    expect(anonymous.body.userCommunitySummaryReviews).toEqual([]);
    expect(anonymous.body.requestableSkus).toEqual([]);
    expect((await get(w.demo, reviewed)).body).toEqual(demo.body);
  });

  it('show a write made straight to the database at the next read', async () => {
    const [title] = await w.test.database.db.select({ sku: products.sku, name: products.name }).from(products).limit(1);
    const url = `/api/v1/filters/0/titles?q=${encodeURIComponent(title!.name)}`;
    expect((await get(w.demo, url)).body.products.map((p: { sku: string }) => p.sku)).toContain(title!.sku);
    await w.test.database.db.update(products).set({ name: 'Renamed by the cache test' }).where(eq(products.sku, title!.sku));
    expect((await get(w.demo, url)).body.products.map((p: { sku: string }) => p.sku)).not.toContain(title!.sku);
    const renamed = await get(w.demo, '/api/v1/filters/0/titles?q=Renamed%20by%20the%20cache');
    expect(renamed.body.products.map((p: { sku: string }) => p.sku)).toEqual([title!.sku]);
  });

  it("show a user's new community reviews once they join, and only to them", async () => {
    expect((await get(w.other, reviewed)).body.userCommunitySummaryReviews).toEqual([]);
    const demoCommunities = await w.test.database.db
      .select({ id: affiliationMemberships.affiliationId })
      .from(affiliationMemberships)
      .where(eq(affiliationMemberships.userId, w.demoId));
    await w.test.database.db.insert(affiliationMemberships).values(demoCommunities.map((c) => ({ affiliationId: c.id, userId: w.otherId })));
    const other = await get(w.other, reviewed);
    expect(other.body.userCommunitySummaryReviews).toEqual((await get(w.demo, reviewed)).body.userCommunitySummaryReviews);
    await w.test.database.db.delete(affiliationMemberships).where(eq(affiliationMemberships.userId, w.otherId));
    expect((await get(w.other, reviewed)).body.userCommunitySummaryReviews).toEqual([]);
  });

  it("show a saved filter's new definition after its PUT", async () => {
    const definition = (isExclusion: boolean) => JSON.stringify([{ browseLaneType: 'category', code: 'Cooking', isExclusion }]);
    const created = await call(w.app, w.demo, {
      method: 'POST',
      url: '/api/v1/savedFilters',
      payload: { name: 'Cache', definition: definition(false) },
    });
    const url = `/api/v1/filters/${created.body.id}/titles?pageSize=100`;
    const categories = async () => new Set((await get(w.demo, url)).body.products.map((p: { category: string }) => p.category));
    expect(await categories()).toEqual(new Set(['Cooking']));
    const count = await get(w.demo, `/api/v1/filters/${created.body.id}/titles/count`);
    const put = await call(w.app, w.demo, {
      method: 'PUT',
      url: '/api/v1/savedFilters',
      payload: { id: created.body.id, name: 'Cache', definition: definition(true) },
    });
    expect(put.status).toBe(200);
    expect((await categories()).has('Cooking')).toBe(false);
    expect((await get(w.demo, `/api/v1/filters/${created.body.id}/titles/count`)).body.count).toBe(420 - count.body.count);
    await call(w.app, w.demo, { method: 'DELETE', url: '/api/v1/savedFilters', payload: { id: created.body.id } });
    expect((await get(w.demo, url)).status).toBe(404);
  });
});

describe('read cache of sessions', () => {
  it('ends a session at logout: the next request with its cookie is anonymous', async () => {
    const signedIn = await login(w.app, 'demo@booktrade.test', 'Demo-pass1!');
    const cookie = `sid=${signedIn.cookies.find((c) => c.name === 'sid')!.value}`;
    for (let i = 0; i < 2; i++) expect((await get(cookie, '/api/v1/me/user')).status).toBe(200);
    expect((await get(cookie, reviewed)).body.userCommunitySummaryReviews.length).toBeGreaterThan(0);
    expect((await call(w.app, cookie, { method: 'POST', url: '/api/v1/logout' })).status).toBe(200);
    expect((await get(cookie, '/api/v1/me/user')).status).toBe(401);
    expect((await get(cookie, reviewed)).body.userCommunitySummaryReviews).toEqual([]);
  });

  it('rotates at login: the cookie sent to login stops working, the new one works', async () => {
    const first = await login(w.app, 'demo@booktrade.test', 'Demo-pass1!');
    const old = `sid=${first.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await get(old, '/api/v1/me/user')).status).toBe(200);
    const second = await login(w.app, 'demo@booktrade.test', 'Demo-pass1!', { cookie: old });
    const fresh = `sid=${second.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await get(old, '/api/v1/me/user')).status).toBe(401);
    expect((await get(fresh, '/api/v1/me/user')).status).toBe(200);
  });

  it('ends a session whose row is deleted straight in the database', async () => {
    const signedIn = await login(w.app, 'demo@booktrade.test', 'Demo-pass1!');
    const cookie = `sid=${signedIn.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await get(cookie, '/api/v1/me/user')).status).toBe(200);
    await w.test.database.db.execute(sql`delete from sessions where user_id = ${w.demoId}`);
    expect((await get(cookie, '/api/v1/me/user')).status).toBe(401);
    expect((await get(w.demo, '/api/v1/me/user')).status).toBe(401);
  });
});

describe('read caches scoped by the tables they read', () => {
  /** Every statement the app sends while `run` runs (the write epoch's hook sees each one). */
  async function statements(run: () => Promise<unknown>): Promise<string[]> {
    const epoch = w.test.database.epoch;
    const seen: string[] = [];
    const original = epoch.statement;
    epoch.statement = (text: string) => {
      seen.push(text);
      original.call(epoch, text);
    };
    try {
      await run();
    } finally {
      epoch.statement = original;
    }
    return seen;
  }
  const availability = `filters=${encodeURIComponent(JSON.stringify([{ browseLaneType: 'reviewCopyAvailability', code: '1', isExclusion: false }]))}`;
  const urls = [
    '/api/v1/filters/0/titles',
    '/api/v1/filters/0/titles?page=4&sort=author&order=asc&q=a',
    reviewed,
    `/api/v1/filters/0/titles?${availability}`,
    '/api/v1/filters/0/titles/count?q=the',
    '/api/v1/filters/0/titles/facets?q=a',
  ];

  // Signed in afresh: the tests above end the demo account's sessions.
  let cookie: string;
  beforeAll(async () => {
    const signedIn = await login(w.app, 'demo@booktrade.test', 'Demo-pass1!');
    cookie = `sid=${signedIn.cookies.find((c) => c.name === 'sid')!.value}`;
  });

  it('read none of the tables TITLE_CACHE_IGNORES names', async () => {
    // The session looked up first (it reads sessions and users), then a write of products: every title cache loads afresh.
    await get(cookie, '/api/v1/me/user');
    await w.test.database.db.execute(sql`update products set name = name where false`);
    const seen = await statements(async () => {
      for (const url of urls) expect((await get(cookie, url)).status).toBe(200);
    });
    expect(seen.filter((text) => /^\s*select/i.test(text)).length).toBeGreaterThan(0);
    for (const table of TITLE_CACHE_IGNORES) expect(seen.filter((text) => new RegExp(`\\b${table}\\b`).test(text))).toEqual([]);
  });

  it('keep title pages and the session across shelf moves, and drop them at a write of what they read', async () => {
    const [title] = await w.test.database.db.select({ sku: products.sku }).from(products).limit(1);
    for (const url of [...urls, '/api/v1/me/user']) await get(cookie, url);
    for (const shelf of ['Favorites', 'CurrentlyReading', 'Clear']) {
      const moved = await call(w.app, cookie, { method: 'POST', url: `/api/v1/me/shelves/${shelf}`, payload: [{ sku: title!.sku }] });
      expect(moved.status).toBe(200);
      const reads = await statements(async () => {
        for (const url of [...urls, '/api/v1/me/user']) expect((await get(cookie, url)).status).toBe(200);
      });
      expect(reads).toEqual([]);
    }
    await w.test.database.db.execute(sql`update products set name = name where false`);
    const after = await statements(() => get(cookie, urls[0]!));
    expect(after.length).toBeGreaterThan(0);
    // The session lookup reads sessions, users and organizations only: a products write keeps it.
    expect(await statements(() => get(cookie, '/api/v1/me/user'))).toEqual([]);
  });
});
