import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { COMMUNITY_MESSAGES } from '../../src/shared/contracts/communities.ts';
import { communitySummarySchema, type CommunitySummary } from '../../src/shared/contracts/communityFilters.ts';
import type { Database } from '../../src/server/db/client.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { register } from '../server/helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

// The community home's data on each engine: the summary's saved filter lanes, owners saving them
// (PUT/POST /api/v1/affiliations/{id}/filters) and the buzz call's reviewsCreatedDateMaxDaysBack window.
describe.each(engines())('community home on $name', (engine) => {
  let w: TitlesWorld;
  let dispose: () => Promise<void>;
  let database: Database;
  let forum = 0;
  const idOf = async (name: string) =>
    (await w.test.database.db.select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, name)))[0]!.id;

  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    w = await createTitlesWorld(database);
    forum = await idOf('Independent Booksellers Forum');
  }, 120_000);
  afterAll(async () => {
    await w?.test.close();
    await dispose?.();
  });

  type Method = 'GET' | 'PUT' | 'POST';
  const send = (cookie: string | null, method: Method, url: string, payload?: object, key?: string) =>
    call(w.app, cookie, { method, url, payload, headers: key ? { 'idempotency-key': key } : {} });
  const summary = async (cookie: string | null, id: number): Promise<CommunitySummary> => {
    const res = await send(cookie, 'GET', `/api/v1/affiliations/${id}/summary`);
    expect(res.status).toBe(200);
    return communitySummarySchema.parse(res.body);
  };
  const definition = JSON.stringify([{ browseLaneType: 'category', code: 'Fiction / Literary', isExclusion: false }]);

  describe('summary saved filters', () => {
    it('answers the demo community’s saved filter lanes (viewId, browseLaneType, definition, groupId) to anyone; each opens as a title list', async () => {
      for (const cookie of [null, w.demo, w.other]) {
        const { savedFilters } = await summary(cookie, forum);
        expect(savedFilters.map((f) => f.name)).toEqual(['Frontlist fiction', 'Backlist mysteries']);
        for (const f of savedFilters) {
          expect(f).toMatchObject({ groupId: forum, browseLaneType: 'savedFilter' });
          expect(f.viewId).toBeGreaterThanOrEqual(100_000);
          expect(Array.isArray(JSON.parse(f.definition))).toBe(true);
          const titles = await send(cookie, 'GET', `/api/v1/filters/${f.viewId}/titles?pageSize=5`);
          expect(titles.status).toBe(200);
          expect(titles.body.totalCount).toBeGreaterThan(0);
        }
      }
      // A community without lanes answers an empty list; community lanes are not the caller's own saved filters.
      expect((await summary(w.demo, await idOf('Mystery & Thriller Readers'))).savedFilters).toEqual([]);
      expect((await send(w.demo, 'GET', '/api/v1/savedFilters')).body).toEqual([]);
    });
  });

  describe('PUT/POST /api/v1/affiliations/{id}/filters', () => {
    it('an owner saves a new lane, replaces it by viewId, and a replay with the same key changes nothing', async () => {
      const owner = (await register(w.app)).cookie;
      const id = (await send(owner, 'POST', '/api/v1/affiliations', { name: 'Lane Makers' })).body.id as number;
      const created = await send(owner, 'POST', `/api/v1/affiliations/${id}/filters`, { viewId: -1, definition, groupId: id });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ name: 'My Filter #1', groupId: id, browseLaneType: 'savedFilter' });
      expect(JSON.parse(created.body.definition)).toEqual(JSON.parse(definition));
      const viewId = created.body.viewId as number;

      const key = randomUUID();
      const next = JSON.stringify({ browseRefinements: [{ browseLaneType: 'format', code: 'Hardcover', isExclusion: true }] });
      const replaced = await send(
        owner,
        'PUT',
        `/api/v1/affiliations/${id}/filters`,
        { viewId, definition: next, groupId: id, name: 'Hardbacks out' },
        key,
      );
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ viewId, name: 'Hardbacks out' });
      const again = await send(
        owner,
        'PUT',
        `/api/v1/affiliations/${id}/filters`,
        { viewId, definition: next, groupId: id, name: 'Hardbacks out' },
        key,
      );
      expect(again.body).toEqual(replaced.body);
      const named = await send(owner, 'PUT', `/api/v1/affiliations/${id}/filters`, { definition, groupId: id }, randomUUID());
      expect(named.body.name).toBe('My Filter #1');
      const lanes = (await summary(owner, id)).savedFilters;
      expect(lanes.map((f) => [f.viewId, f.name])).toEqual([
        [viewId, 'Hardbacks out'],
        [named.body.viewId, 'My Filter #1'],
      ]);
      // Opened by a visitor too; an owner's own saved filter list does not hold community lanes.
      expect((await send(null, 'GET', `/api/v1/filters/${viewId}/titles?pageSize=1`)).status).toBe(200);
      expect((await send(owner, 'GET', '/api/v1/savedFilters')).body).toEqual([]);
    });

    it('answers 403 to members and strangers, 401 to visitors', async () => {
      for (const cookie of [w.demo, w.other]) {
        const res = await send(cookie, 'POST', `/api/v1/affiliations/${forum}/filters`, { definition, groupId: forum });
        expect(res.status).toBe(403);
        expect(res.body.detail).toBe(COMMUNITY_MESSAGES.notOwner);
      }
      expect((await send(null, 'PUT', `/api/v1/affiliations/${forum}/filters`, { definition, groupId: forum })).status).toBe(401);
      expect((await summary(null, forum)).savedFilters).toHaveLength(2);
    });

    it('refuses bad input with a problem naming the field, and unknown lanes or communities with 404', async () => {
      const owner = (await register(w.app)).cookie;
      const id = (await send(owner, 'POST', '/api/v1/affiliations', { name: 'Careful Lanes' })).body.id as number;
      const other = (await send(owner, 'POST', '/api/v1/affiliations', { name: 'Other Lanes' })).body.id as number;
      const ownFilter = (await send(owner, 'POST', '/api/v1/savedFilters', { name: 'Mine', definition })).body.id as number;
      for (const [payload, field] of [
        [{ definition, groupId: 99_999_999_999 }, 'groupId'],
        [{ definition, groupId: id, viewId: 2_147_483_648 }, 'viewId'],
        [{ definition, groupId: id, viewId: -2 }, 'viewId'],
        [{ definition: '{not json', groupId: id }, 'definition'],
        [{ definition: 'x'.repeat(50_001), groupId: id }, 'definition'],
        [{ definition: JSON.stringify([{ browseLaneType: 'nope', code: 'x', isExclusion: false }]), groupId: id }, 'definition[0].browseLaneType'],
        [{ definition, groupId: id, name: 'n'.repeat(121) }, 'name'],
        [{ definition, groupId: other }, 'groupId'],
        [{ groupId: id }, 'definition'],
      ] as const) {
        const res = await send(owner, 'POST', `/api/v1/affiliations/${id}/filters`, payload);
        expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body.errors[0].field).toBe(field);
      }
      const badPath = await send(owner, 'PUT', '/api/v1/affiliations/99999999999/filters', { definition, groupId: id });
      expect(badPath.status).toBe(400);
      expect(badPath.body.errors[0].field).toBe('communityId');
      expect((await send(owner, 'PUT', `/api/v1/affiliations/${id}/filters`, { viewId: 99_999, definition, groupId: id })).status).toBe(404);
      // The owner's own (user) saved filter is not a lane of the community.
      expect((await send(owner, 'PUT', `/api/v1/affiliations/${id}/filters`, { viewId: ownFilter, definition, groupId: id })).status).toBe(404);
      expect((await send(owner, 'PUT', '/api/v1/affiliations/999999/filters', { definition, groupId: 999_999 })).status).toBe(404);
      expect((await summary(owner, id)).savedFilters).toEqual([]);
    });
  });

  describe('buzz reviewsCreatedDateMaxDaysBack', () => {
    const count = async (days?: number) => {
      const res = await send(w.demo, 'GET', `/api/v1/affiliations/${forum}/buzz?maxTitles=40${days ? `&reviewsCreatedDateMaxDaysBack=${days}` : ''}`);
      expect(res.status).toBe(200);
      return res.body as { totalCount: number; titles: Array<{ reviews: unknown[] }> };
    };

    it('keeps titles with reviews of the community created in the window', async () => {
      const all = await count();
      const wide = await count(3650);
      const month = await count(30);
      const day = await count(1);
      expect(wide.totalCount).toBe(all.totalCount);
      expect(wide.totalCount).toBeGreaterThan(0);
      expect(month.totalCount).toBeLessThan(wide.totalCount);
      expect(day.totalCount).toBeLessThanOrEqual(month.totalCount);
      for (const t of month.titles) expect(t.reviews.length).toBeGreaterThan(0);
    });

    it('refuses a window outside 1 to 3650 days naming the parameter', async () => {
      for (const bad of ['0', '3651', 'abc', '1.5', '99999999999']) {
        const res = await send(w.demo, 'GET', `/api/v1/affiliations/${forum}/buzz?reviewsCreatedDateMaxDaysBack=${bad}`);
        expect(res.status, bad).toBe(400);
        expect(res.body.errors[0].field).toBe('reviewsCreatedDateMaxDaysBack');
      }
    });
  });

  describe('demo data reset', () => {
    it('keeps users’ own saved filters and seeds the community lanes once', async () => {
      const mine = await send(w.other, 'POST', '/api/v1/savedFilters', { name: 'Kept', definition });
      expect(mine.status).toBe(201);
      await seedDemoData(w.test.database.db, { reset: true });
      expect((await send(w.other, 'GET', '/api/v1/savedFilters')).body.map((f: { name: string }) => f.name)).toEqual(['Kept']);
      const again = await idOf('Independent Booksellers Forum');
      expect((await summary(w.other, again)).savedFilters.map((f) => f.name)).toEqual(['Frontlist fiction', 'Backlist mysteries']);
    });
  });
});
