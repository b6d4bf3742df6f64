import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { matchesRefinements, type Refinement } from '../../src/shared/domain/titleFilters.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

interface P {
  sku: string;
  name: string;
  author: string;
  supplier: string;
  format: string;
  category: string;
  series: string;
  pubDate: string | null;
  onSaleDate: string | null;
  pubDatePeriodDisplay: string;
  publishingStatus: string;
  pages: number | null;
  markupNotes: Array<{ value: string }>;
  isRequestable: boolean;
  isDownloadable: boolean;
  reviews: number;
}

let w: TitlesWorld;
const all: P[] = [];
const titles = (query = '', cookie: string | null = null, viewId: number | string = 0) =>
  call(w.app, cookie ?? w.demo, { method: 'GET', url: `/api/v1/filters/${viewId}/titles${query ? `?${query}` : ''}` });
const filtersParam = (r: Refinement[]) => `filters=${encodeURIComponent(JSON.stringify(r))}`;

beforeAll(async () => {
  w = await createTitlesWorld();
  for (let page = 1; ; page++) {
    const res = await titles(`pageSize=100&page=${page}`);
    all.push(...res.body.products);
    if (res.body.products.length < 100) break;
  }
});
afterAll(() => w?.test.close());

describe('GET /api/v1/filters/{viewId}/titles', () => {
  it('pages 20 at a time by default with the total count, newest on-sale date first', async () => {
    const res = await titles();
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(20);
    expect(res.body).toMatchObject({ totalCount: 420, page: 1, pageSize: 20 });
    expect(all).toHaveLength(420);
    expect(new Set(all.map((p) => p.sku)).size).toBe(420);
    const dates = all.map((p) => p.onSaleDate ?? p.pubDate ?? '1910-01-01');
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await titles('page=21');
    expect(last.body.products).toHaveLength(20);
    expect((await titles('page=22')).body.products).toHaveLength(0);
  });

  it('counts what it lists: /count answers the same total', async () => {
    const q = 'q=the';
    const [list, count] = await Promise.all([titles(q), call(w.app, w.demo, { method: 'GET', url: `/api/v1/filters/0/titles/count?${q}` })]);
    expect(count.body).toEqual({ count: list.body.totalCount });
    expect(count.body.count).toBe(all.filter((p) => `${p.name}|${p.author}`.toLowerCase().includes('the')).length);
  });

  it('searches name or author case-insensitively', async () => {
    const author = all[5]!.author;
    const res = await titles(`q=${encodeURIComponent(author.toUpperCase())}&pageSize=100`);
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products as P[]) expect(`${p.name} ${p.author}`.toLowerCase()).toContain(author.toLowerCase());
  });

  it('applies include and exclude refinements exactly as the shared rules do', async () => {
    const cases: Refinement[][] = [
      [{ browseLaneType: 'format', code: 'Hardcover', isExclusion: true }],
      [
        { browseLaneType: 'format', code: 'Paperback', isExclusion: false },
        { browseLaneType: 'series', code: '', isExclusion: true },
      ],
      [{ browseLaneType: 'markupNotes', code: '', isExclusion: true }],
      [{ browseLaneType: 'markupNotes', code: '', isExclusion: false }],
      [
        { browseLaneType: 'category', code: 'History', isExclusion: false },
        { browseLaneType: 'category', code: 'Poetry', isExclusion: false },
      ],
      [{ browseLaneType: 'reviewCopyAvailability', code: 'Available for Request', isExclusion: false }],
      [
        { browseLaneType: 'reviewCopyAvailability', code: '1', isExclusion: true },
        { browseLaneType: 'imprint', code: all[0]!.supplier, isExclusion: true },
      ],
    ];
    for (const refinements of cases) {
      const expected = all
        .filter((p) => matchesRefinements(p, refinements))
        .map((p) => p.sku)
        .sort();
      const res = await titles(`${filtersParam(refinements)}&pageSize=100`);
      expect(res.body.totalCount, JSON.stringify(refinements)).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(0);
      if (expected.length <= 100) expect(res.body.products.map((p: P) => p.sku).sort()).toEqual(expected);
    }
  });

  it('filters by pub-date range and review lane', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const front = await titles(`${filtersParam([{ browseLaneType: 'pubDateRange', code: 'frontlist', isExclusion: false }])}&pageSize=100`);
    expect(front.body.totalCount).toBe(all.filter((p) => p.pubDate! > today).length);
    const lane = await titles('lane=1&pageSize=100');
    const threeMonths = new Date();
    threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
    for (const p of lane.body.products as P[]) expect(p.pubDate! >= threeMonths.toISOString().slice(0, 10)).toBe(true);
  });

  it('sorts by the asked key and direction', async () => {
    const byAuthor = (await titles('sort=author&order=asc&pageSize=100')).body.products as P[];
    const authors = byAuthor.map((p) => p.author.toLowerCase());
    expect(authors).toEqual([...authors].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const pages = ((await titles('sort=pages&order=desc')).body.products as P[]).map((p) => p.pages ?? 0);
    expect(pages).toEqual([...pages].sort((a, b) => b - a));
    const reviewed = await titles('sort=reviews&order=desc');
    const counts = (reviewed.body.products as P[]).map((p) => p.reviews);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(reviewed.body.userCommunitySummaryReviews.length).toBeGreaterThan(0);
    for (const s of reviewed.body.userCommunitySummaryReviews) expect(s.rating).toBeGreaterThanOrEqual(1);
  });

  it('derives availability and review summaries per title, not for every title', async () => {
    const live = await w.test.database.db.execute(sql`select count(distinct sku)::int as n from review_copy_formats
      where drc_expiration_date is null or drc_expiration_date > now()`);
    const n = (live as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(n).toBeGreaterThan(20);
    expect(n).toBeLessThan(100);
    // A live galley is downloadable for the demo account when its request was approved (3 seeded), else requestable.
    const downloadable = all.filter((p) => p.isDownloadable);
    expect(downloadable).toHaveLength(3);
    expect(all.filter((p) => p.isRequestable)).toHaveLength(n - downloadable.length);
    expect(downloadable.some((p) => p.isRequestable)).toBe(false);
    const reviewed = all.filter((p) => p.reviews > 0).length;
    expect(reviewed).toBeGreaterThan(0);
    expect(reviewed).toBeLessThan(100);
  });

  it('answers the per-user lists: requestable skus and digital copy info for galleys', async () => {
    const res = await titles(`${filtersParam([{ browseLaneType: 'reviewCopyAvailability', code: '999999', isExclusion: false }])}`);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect([...res.body.requestableSkus, ...res.body.downloadableSkus].sort()).toEqual(res.body.products.map((p: P) => p.sku).sort());
    expect(res.body.downloadableSkus.length).toBeGreaterThan(0);
    expect(res.body.digitalCopyInfo.length).toBe(res.body.products.length);
    const anon = await call(w.app, null, { method: 'GET', url: '/api/v1/filters/0/titles' });
    expect(anon.status).toBe(200);
    expect(anon.body.requestableSkus).toEqual([]);
    expect(anon.body.userCommunitySummaryReviews).toEqual([]);
  });

  it('serves a community view by its viewId with the community refinements', async () => {
    const res = await titles('pageSize=100', null, 5001);
    expect(res.body.totalCount).toBeGreaterThan(0);
    for (const p of res.body.products as P[]) expect(p.category).toBe('Fiction / Mystery & Detective');
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/filters/4000/titles', headers: { cookie: w.demo } }), 404);
  });

  it("serves the caller's saved filter and answers 404 for another user's", async () => {
    const definition = JSON.stringify([{ browseLaneType: 'category', code: 'Cooking', isExclusion: false }]);
    const created = await call(w.app, w.demo, { method: 'POST', url: '/api/v1/savedFilters', payload: { name: 'Cooks', definition } });
    expect(created.status).toBe(201);
    const res = await titles('', w.demo, created.body.id);
    expect(res.body.totalCount).toBe(all.filter((p) => p.category === 'Cooking').length);
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/filters/${created.body.id}/titles`, headers: { cookie: w.other } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/filters/${created.body.id}/titles/count`, headers: { cookie: w.other } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/filters/${created.body.id}/titles` }), 401);
  });

  it('answers 400 naming the parameter for bad input', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['sort=price', 'sort'],
      ['order=up', 'order'],
      ['filters=not-json', 'filters'],
      [filtersParam([{ browseLaneType: 'colour', code: 'red', isExclusion: false }]), 'filters[0].browseLaneType'],
      [filtersParam([{ browseLaneType: 'pubDateRange', code: 'someday', isExclusion: false }]), 'filters[0].code'],
      ['sort=sequence', 'sort'],
      ['lane=5', 'lane'],
    ];
    for (const [query, field] of cases) {
      const problem = expectProblem(
        await w.app.inject({ method: 'GET', url: `/api/v1/filters/0/titles?${query}`, headers: { cookie: w.demo } }),
        400,
      );
      expect(problem.errors[0]!.field, query).toBe(field);
    }
    const bad = expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/filters/abc/titles' }), 400);
    expect(bad.errors[0]!.field).toBe('viewId');
  });
});
