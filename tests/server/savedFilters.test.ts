import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { savedFilters } from '../../src/server/db/schema/savedFilters.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

const def = (r: object[]) => JSON.stringify(r);
const cooking = [{ browseLaneType: 'category', code: 'Cooking', isExclusion: false }];

describe('saved filters', () => {
  it('creates, lists, updates and deletes a filter of the caller', async () => {
    const created = await call(w.app, w.demo, {
      method: 'POST',
      url: '/api/v1/savedFilters',
      payload: { name: 'My Filter #1', definition: def([...cooking, { browseLaneType: 'format', code: 'ebook', isExclusion: true }]) },
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThanOrEqual(100000);
    expect(created.body.browseRefinements[0]).toEqual({ viewId: created.body.id, browseLaneType: 'category', code: 'Cooking', isExclusion: false });
    expect(created.body.filtersByType['1613']).toEqual([{ code: 'ebook', isExclusion: true }]);
    const list = await call(w.app, w.demo, { method: 'GET', url: '/api/v1/savedFilters' });
    expect(list.body.map((f: { id: number }) => f.id)).toContain(created.body.id);

    const relative = { browseLaneType: 'pubDateRange', code: 'relative:0:2w', isExclusion: false };
    const updated = await call(w.app, w.demo, {
      method: 'PUT',
      url: '/api/v1/savedFilters',
      payload: { id: created.body.id, name: 'Cooking soon', definition: JSON.stringify({ browseRefinements: [...cooking, relative] }) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Cooking soon');
    expect(JSON.parse(updated.body.definition)).toEqual([...cooking, relative]);

    const deleted = await call(w.app, w.demo, { method: 'DELETE', url: '/api/v1/savedFilters', payload: { id: created.body.id } });
    expect(deleted.body).toEqual({ id: created.body.id });
    expectProblem(
      await w.app.inject({ method: 'DELETE', url: '/api/v1/savedFilters', headers: { cookie: w.demo }, payload: { id: created.body.id } }),
      404,
    );
  });

  it("answers 404 for another user's or an unknown filter and changes nothing", async () => {
    const mine = await call(w.app, w.other, { method: 'POST', url: '/api/v1/savedFilters', payload: { name: 'Mine', definition: def(cooking) } });
    const before = await w.test.database.db.select().from(savedFilters).where(eq(savedFilters.id, mine.body.id));
    const put = await w.app.inject({
      method: 'PUT',
      url: '/api/v1/savedFilters',
      headers: { cookie: w.demo },
      payload: { id: mine.body.id, name: 'Taken', definition: '[]' },
    });
    expectProblem(put, 404);
    expectProblem(
      await w.app.inject({ method: 'DELETE', url: '/api/v1/savedFilters', headers: { cookie: w.demo }, payload: { id: mine.body.id } }),
      404,
    );
    expectProblem(
      await w.app.inject({
        method: 'PUT',
        url: '/api/v1/savedFilters',
        headers: { cookie: w.demo },
        payload: { id: 999999, name: 'x', definition: '[]' },
      }),
      404,
    );
    const after = await w.test.database.db.select().from(savedFilters).where(eq(savedFilters.id, mine.body.id));
    expect(after).toEqual(before);
    const demoList = await call(w.app, w.demo, { method: 'GET', url: '/api/v1/savedFilters' });
    expect(demoList.body.map((f: { id: number }) => f.id)).not.toContain(mine.body.id);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const count = async () => (await w.test.database.db.select().from(savedFilters)).length;
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ name: '', definition: '[]' }, 'name'],
      [{ name: 'x', definition: 'not json' }, 'definition'],
      [{ name: 'x', definition: def([{ code: 'x' }]) }, 'definition.0.browseLaneType'],
      [{ name: 'x', definition: def([{ browseLaneType: 'weather', code: 'x', isExclusion: false }]) }, 'definition[0].browseLaneType'],
      [
        { name: 'x', definition: def([{ browseLaneType: 'pubDateRange', code: 'absolute:13/01/2026:12/01/2026', isExclusion: false }]) },
        'definition[0].code',
      ],
      [{ name: 'x' }, 'definition'],
    ];
    for (const [payload, field] of cases) {
      const problem = expectProblem(await w.app.inject({ method: 'POST', url: '/api/v1/savedFilters', headers: { cookie: w.demo }, payload }), 400);
      expect(problem.errors[0]!.field, JSON.stringify(payload)).toBe(field);
    }
    expectProblem(await w.app.inject({ method: 'DELETE', url: '/api/v1/savedFilters', headers: { cookie: w.demo }, payload: { id: 'x' } }), 400);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/savedFilters' }), 401);
    expect(await count()).toBe(before);
  });

  it('refuses a bad update of an own filter naming the field, and the placeholder id -1, changing nothing', async () => {
    const mine = await call(w.app, w.demo, { method: 'POST', url: '/api/v1/savedFilters', payload: { name: 'Keep me', definition: def(cooking) } });
    const row = async () => (await w.test.database.db.select().from(savedFilters).where(eq(savedFilters.id, mine.body.id)))[0];
    const before = await row();
    const cases: Array<[string, object, string]> = [
      ['PUT', { id: mine.body.id, name: 'Renamed', definition: 'not json' }, 'definition'],
      [
        'PUT',
        { id: mine.body.id, name: 'Renamed', definition: def([{ browseLaneType: 'pubDateRange', code: 'absolute:05/15/2026', isExclusion: false }]) },
        'definition[0].code',
      ],
      ['PUT', { id: mine.body.id, name: '   ', definition: def(cooking) }, 'name'],
      ['PUT', { id: -1, name: 'My Filter #1', definition: '[]' }, 'id'],
      ['DELETE', { id: -1 }, 'id'],
    ];
    for (const [method, payload, field] of cases) {
      const res = await w.app.inject({ method: method as 'PUT' | 'DELETE', url: '/api/v1/savedFilters', headers: { cookie: w.demo }, payload });
      expect(expectProblem(res, 400).errors[0]!.field, JSON.stringify(payload)).toBe(field);
    }
    expect(await row()).toEqual(before);
  });

  it('replays a create with the same Idempotency-Key once', async () => {
    const headers = { 'idempotency-key': 'saved-filter-create-1' };
    const payload = { name: 'Once', definition: def(cooking) };
    const first = await call(w.app, w.demo, { method: 'POST', url: '/api/v1/savedFilters', payload, headers });
    const again = await call(w.app, w.demo, { method: 'POST', url: '/api/v1/savedFilters', payload, headers });
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers the filter options and category options with counts', async () => {
    const options = await call(w.app, w.demo, { method: 'GET', url: '/api/v1/savedFilters/filterOptions' });
    expect(options.status).toBe(200);
    expect(options.body.category.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(420);
    expect(options.body.imprint.length).toBe(10);
    expect(options.body.pubDateRange.modes).toEqual(['none', 'frontlist', 'backlist', 'relative', 'absolute']);
    expect(options.body.pubDateRange.relativeDefault).toEqual({ startMonths: 0, lookOut: '2w' });
    expect(options.body.filterTypeKeys.publisher).toBe(1611);
    const categories = await call(w.app, w.demo, { method: 'GET', url: '/api/v1/affiliations/categoryFilterOptions' });
    expect(categories.body).toEqual(options.body.category);
  });
});
