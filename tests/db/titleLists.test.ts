import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { queryTitles } from '../../src/server/services/filters.ts';
import { filteredTitlesQuerySchema, titleFacetsSchema, type Product } from '../../src/shared/contracts/titles.ts';
import { buildFilterSections } from '../../src/shared/domain/titleFilters.ts';
import { createTestApp, login, sessionCookie, type TestApp } from '../server/helpers.ts';
import { engines } from './engines.ts';

// The title list SQL (pages through the read caches, the filter drawer's facets) on each engine.
describe.each(engines())('title lists on $name', (engine) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let t: TestApp;
  let cookie: string;
  let demoId: number;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    await seedDemoData(database.db);
    t = await createTestApp({}, database);
    // On PostgreSQL the caches start once the LISTEN connection is up.
    for (let i = 0; i < 200 && database.epoch.readable() === null; i++) await new Promise((r) => setTimeout(r, 10));
    expect(database.epoch.readable()).not.toBeNull();
    cookie = sessionCookie(await login(t.app, 'demo@booktrade.test', 'Demo-pass1!'));
    demoId = (await t.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } })).json().user.id;
  });
  afterAll(async () => {
    await t?.close();
    await dispose?.();
  });

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();

  it('answers cached pages equal to the database read', async () => {
    for (const query of ['', 'sort=reviews&order=desc&page=2', 'q=an&sort=author&order=asc']) {
      await get(`/api/v1/filters/0/titles?${query}`);
      const direct = await queryTitles(
        database.db,
        { view: 'savedFilter', refinements: [] },
        filteredTitlesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
        demoId,
      );
      expect(await get(`/api/v1/filters/0/titles?${query}`)).toEqual(JSON.parse(JSON.stringify(direct)));
    }
  });

  it("counts the drawer's sections as the shared rules count the titles", async () => {
    const titles: Product[] = [];
    for (let page = 1; page <= 5; page++) titles.push(...(await get(`/api/v1/filters/0/titles?pageSize=100&page=${page}`)).products);
    const facets = titleFacetsSchema.parse(await get('/api/v1/filters/0/titles/facets'));
    expect(facets.totalCount).toBe(titles.length);
    expect(facets.sections).toEqual(buildFilterSections(titles));
  });
});
