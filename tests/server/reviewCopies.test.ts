import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
let lanternfish = 0;
beforeAll(async () => {
  w = await createTitlesWorld();
  const [community] = await w.test.database.db.select().from(affiliations).where(eq(affiliations.name, 'Lanternfish Publishing Community'));
  lanternfish = community!.id;
});
afterAll(() => w?.test.close());

const url = (communityId: number | string, id: number | string = 0, query = '') => `/api/v1/affiliations/${communityId}/reviewCopies/${id}${query}`;

describe('review copies of a community', () => {
  it("lists the community's titles with a live review copy, newest digital update first, with the caller's requests and downloads", async () => {
    const { status, body } = await call(w.app, w.demo, { method: 'GET', url: url(lanternfish) });
    expect(status).toBe(200);
    expect(body.totalCount).toBeGreaterThan(5);
    expect(new Set(body.products.map((p: { supplier: string }) => p.supplier)).size).toBeLessThanOrEqual(2);
    expect(body.digitalCopyInfo.map((d: { sku: string }) => d.sku)).toEqual(body.products.map((p: { sku: string }) => p.sku));
    const dates = body.products.map((p: { digitalUpdatedDate: string }) => p.digitalUpdatedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The demo account's approved requests of this auto-approving publisher are on the page, and downloadable.
    expect(body.requests.length).toBeGreaterThan(0);
    for (const r of body.requests) expect(body.downloadableSkus.includes(r.sku)).toBe(r.status === 'approved');
    expect(body.downloads.every((d: { sku: string }) => body.requests.some((r: { sku: string }) => r.sku === d.sku))).toBe(true);

    const other = await call(w.app, w.other, { method: 'GET', url: url(lanternfish) });
    expect(other.body.totalCount).toBe(body.totalCount);
    expect([other.body.requests, other.body.downloads, other.body.reviews, other.body.shelves]).toEqual([[], [], [], []]);
  });

  it('pages, searches and counts facets like the filtered titles', async () => {
    const all = (await call(w.app, w.demo, { method: 'GET', url: url(lanternfish, 0, '?pageSize=100') })).body;
    const word = all.products[0].name.split(' ')[0];
    const searched = (await call(w.app, w.demo, { method: 'GET', url: url(lanternfish, 0, `?q=${encodeURIComponent(word)}`) })).body;
    expect(searched.products.length).toBeGreaterThan(0);
    expect(searched.products.every((p: { name: string; author: string }) => `${p.name} ${p.author}`.toLowerCase().includes(word.toLowerCase()))).toBe(
      true,
    );
    const facets = await call(w.app, w.demo, { method: 'GET', url: `${url(lanternfish)}/facets` });
    expect(facets.status).toBe(200);
    expect(facets.body.totalCount).toBe(all.totalCount);
  });

  it('answers 401 to anonymous callers, 404 for an unknown community or saved filter, 400 naming a bad parameter', async () => {
    expectProblem(await w.app.inject({ method: 'GET', url: url(lanternfish) }), 401);
    expectProblem(await w.app.inject({ method: 'GET', url: url(999_999), headers: { cookie: w.demo } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: url(lanternfish, 5), headers: { cookie: w.demo } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: url(lanternfish, 100_000_000), headers: { cookie: w.demo } }), 404);
    expect(expectProblem(await w.app.inject({ method: 'GET', url: url('abc'), headers: { cookie: w.demo } }), 400).errors[0]!.field).toBe(
      'communityId',
    );
    expect(
      expectProblem(await w.app.inject({ method: 'GET', url: url(lanternfish, 0, '?sort=nope'), headers: { cookie: w.demo } }), 400).errors[0]!.field,
    ).toBe('sort');
  });
});
