import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.ts';
import { titleFacetsSchema, type Product } from '../../src/shared/contracts/titles.ts';
import { AVAILABILITY_LABELS, buildFilterSections } from '../../src/shared/domain/titleFilters.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

/** Every title of a list as the titles API gives it to `cookie`. */
async function allTitles(cookie: string | null, path: string, q = ''): Promise<Product[]> {
  const titles: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await call(w.app, cookie, { method: 'GET', url: `${path}?pageSize=100&page=${page}${q ? `&q=${encodeURIComponent(q)}` : ''}` });
    titles.push(...res.body.products);
    if (res.body.products.length < 100) return titles;
  }
}

const facets = async (cookie: string | null, path: string, q = '') => {
  const res = await call(w.app, cookie, { method: 'GET', url: `${path}/facets${q ? `?q=${encodeURIComponent(q)}` : ''}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return titleFacetsSchema.parse(res.body);
};

describe('GET /api/v1/filters/{viewId}/titles/facets', () => {
  it("counts the list's sections in SQL exactly as the shared rules count its titles", async () => {
    for (const [cookie, q] of [
      [w.demo, ''],
      [w.demo, 'an'],
      [w.other, ''],
      [null, 'the'],
    ] as const) {
      const titles = await allTitles(cookie, '/api/v1/filters/0/titles', q);
      const answer = await facets(cookie, '/api/v1/filters/0/titles', q);
      expect(answer.totalCount).toBe(titles.length);
      expect(answer.sections).toEqual(buildFilterSections(titles));
    }
  });

  it("shows each caller's review copy availability, and no such section to anonymous visitors", async () => {
    const demo = await facets(w.demo, '/api/v1/filters/0/titles');
    const availability = demo.sections.find((s) => s.key === 'reviewCopyAvailability');
    const requestable = (await allTitles(w.demo, '/api/v1/filters/0/titles')).filter((t) => t.isRequestable).length;
    expect(requestable).toBeGreaterThan(0);
    expect(availability?.values.find((v) => v.value === AVAILABILITY_LABELS.request)?.count).toBe(requestable);
    const anonymous = await facets(null, '/api/v1/filters/0/titles');
    expect(anonymous.sections.map((s) => s.key)).not.toContain('reviewCopyAvailability');
    expect(anonymous.sections.map((s) => s.key)).toContain('format');
  });

  it("labels titles without a value 'No {section}', last, and hides one-value sections", async () => {
    const all = await facets(w.demo, '/api/v1/filters/0/titles');
    const series = all.sections.find((s) => s.key === 'series')!;
    expect(series.values.at(-1)).toMatchObject({ value: '', label: 'No Series' });
    const notes = all.sections.find((s) => s.key === 'markupNotes')!;
    expect(notes.values.at(-1)).toMatchObject({ value: '', label: 'No Markup Notes' });
    const community = await facets(w.demo, '/api/v1/filters/5001/titles');
    expect(community.totalCount).toBeGreaterThan(0);
    expect(community.sections.map((s) => s.key)).not.toContain('category');
  });

  it('follows a write at the next ask', async () => {
    const before = await facets(w.demo, '/api/v1/filters/0/titles');
    const [title] = await w.test.database.db.select({ sku: products.sku }).from(products).where(eq(products.format, 'Hardcover')).limit(1);
    await w.test.database.db.update(products).set({ format: 'Cache Test Format' }).where(eq(products.sku, title!.sku));
    const after = await facets(w.demo, '/api/v1/filters/0/titles');
    const count = (answer: typeof before, value: string) =>
      answer.sections.find((s) => s.key === 'format')!.values.find((v) => v.value === value)?.count;
    expect(count(after, 'Hardcover')).toBe(count(before, 'Hardcover')! - 1);
    expect(count(after, 'Cache Test Format')).toBe(1);
    await w.test.database.db.update(products).set({ format: 'Hardcover' }).where(eq(products.sku, title!.sku));
  });

  it('answers 401/404 for saved filters as the titles do, and 400 naming the parameter', async () => {
    const created = await call(w.app, w.demo, {
      method: 'POST',
      url: '/api/v1/savedFilters',
      payload: { name: 'Facets', definition: JSON.stringify([{ browseLaneType: 'format', code: 'ebook', isExclusion: true }]) },
    });
    const mine = await facets(w.demo, `/api/v1/filters/${created.body.id}/titles`);
    expect(mine.sections.find((s) => s.key === 'format')!.values.map((v) => v.value)).not.toContain('ebook');
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/filters/${created.body.id}/titles/facets`, headers: { cookie: w.other } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/filters/${created.body.id}/titles/facets` }), 401);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/filters/4000/titles/facets' }), 404);
    const bad = expectProblem(await w.app.inject({ method: 'GET', url: `/api/v1/filters/0/titles/facets?q=${'x'.repeat(201)}` }), 400);
    expect(bad.errors[0]!.field).toBe('q');
    expect(expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/filters/x/titles/facets' }), 400).errors[0]!.field).toBe('viewId');
  });
});

describe('GET /api/v1/catalogs/{id}/titles/facets', () => {
  it("counts the catalogue's titles for its owner only", async () => {
    const skus = (await w.test.database.db.select({ sku: products.sku }).from(products).limit(40)).map((r) => r.sku);
    const created = await call(w.app, w.demo, {
      method: 'PUT',
      url: '/api/v1/me/collections',
      payload: { type: 2, name: 'Facet%20picks', products: skus.map((sku) => ({ sku })) },
    });
    const path = `/api/v1/catalogs/${created.body.catalogID}/titles`;
    const titles = await allTitles(w.demo, path);
    expect(titles).toHaveLength(40);
    const answer = await facets(w.demo, path);
    expect(answer.totalCount).toBe(40);
    expect(answer.sections).toEqual(buildFilterSections(titles));
    const q = titles[0]!.author.split(' ')[0]!;
    expect((await facets(w.demo, path, q)).sections).toEqual(buildFilterSections(await allTitles(w.demo, path, q)));
    expectProblem(await w.app.inject({ method: 'GET', url: `${path}/facets`, headers: { cookie: w.other } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: `${path}/facets` }), 401);
  });
});
