import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { BOOKFAIR_CODE, DEBUT_PANEL_CODE } from '../../src/server/db/seed/communities.ts';
import { COMMUNITY_MESSAGES, communitiesAnswerSchema, type CommunitiesAnswer } from '../../src/shared/contracts/communities.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createTestApp, GENEROUS_LIMITS, register } from '../server/helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

// Communities and membership (seed 1 §7) on each engine: shapes, joins, codes, owners, bad ids.
describe.each(engines())('communities on $name', (engine) => {
  let w: TitlesWorld;
  let database: Database;
  let dispose: () => Promise<void>;
  const idOf = async (name: string) =>
    (await w.test.database.db.select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, name)))[0]!.id;
  let forum = 0;
  let library = 0;
  let bookFair = 0;
  let alliance = 0;
  let mystery = 0;

  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    w = await createTitlesWorld(database);
    forum = await idOf('Independent Booksellers Forum');
    library = await idOf('Library Collection Development');
    bookFair = await idOf('Book Fair 2026 Insiders');
    alliance = await idOf('Northern Booksellers Alliance');
    mystery = await idOf('Mystery & Thriller Readers');
  }, 120_000);
  afterAll(async () => {
    await w?.test.close();
    await dispose?.();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (cookie: string | null, method: Method, url: string, payload?: object, key?: string) =>
    call(w.app, cookie, { method, url, payload, headers: key ? { 'idempotency-key': key } : {} });
  const answer = (body: unknown): CommunitiesAnswer => communitiesAnswerSchema.parse(body);
  const community = (body: unknown, id: number) => answer(body).affiliations.find((a) => a.id === id)!;
  const newUser = async () => (await register(w.app)).cookie;

  describe('reading communities', () => {
    it('GET /api/v1/affiliations/me lists joined and joinable communities with owners, validation types and lookups, never a code', async () => {
      const res = await send(w.demo, 'GET', '/api/v1/affiliations/me');
      expect(res.status).toBe(200);
      const list = answer(res.body);
      const forumRow = list.affiliations.find((a) => a.id === forum)!;
      expect(forumRow).toMatchObject({ member: true, isGenreCommunity: false, groupValidationItems: [{ affiliationId: forum, type: 'group' }] });
      expect(forumRow.owners).toHaveLength(1);
      const owner = forumRow.owners[0]!;
      expect(list.usersById[String(owner.appUserId)]).toBeDefined();
      expect(list.userAvatarsByAppUserId[String(owner.appUserId)]).toEqual(owner.userAvatar);
      const fair = list.affiliations.find((a) => a.id === bookFair)!;
      expect(fair.member).toBe(false);
      expect(fair.groupValidationItems.map((i) => i.type)).toEqual(['code']);
      // The demo fair's description tells its code; the panel's code is told nowhere, and no answer carries a code.
      expect(JSON.stringify(res.body)).not.toContain(DEBUT_PANEL_CODE);
      expect(Object.keys(list.groupValidationItems[0]!)).toEqual(['affiliationId', 'type']);
      const circle = list.affiliations.find((a) => a.parentGroupId === alliance)!;
      expect(list.affiliationCircles).toContainEqual({ childGroupId: circle.id, parentGroupId: alliance });
      expect(
        Object.keys(list.lastViewedByAffiliationId)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(
        list.affiliations
          .filter((a) => a.member)
          .map((a) => a.id)
          .sort((a, b) => a - b),
      );
      expect((await send(null, 'GET', '/api/v1/affiliations/me')).status).toBe(401);
    });

    it('GET /api/v1/affiliations/genres answers the genre communities to anyone; joined lists only the caller’s', async () => {
      const anonymous = answer((await send(null, 'GET', '/api/v1/affiliations/genres')).body);
      expect(anonymous.affiliations.length).toBeGreaterThan(3);
      expect(anonymous.affiliations.every((a) => a.isGenreCommunity && !a.member)).toBe(true);
      const joined = answer((await send(w.demo, 'GET', '/api/v1/me/communities/joined')).body);
      expect(joined.affiliations.length).toBeGreaterThan(2);
      expect(joined.affiliations.every((a) => a.member)).toBe(true);
      expect(answer((await send(w.other, 'GET', '/api/v1/me/communities/joined')).body).affiliations).toEqual([]);
      expect((await send(null, 'GET', '/api/v1/me/communities/joined')).status).toBe(401);
    });

    it('the summary answers a community and its circles to anyone, and a member’s visit becomes their most recent view', async () => {
      const anonymous = answer((await send(null, 'GET', `/api/v1/affiliations/${alliance}/summary`)).body);
      expect(anonymous.affiliations[0]!.id).toBe(alliance);
      expect(anonymous.affiliations.slice(1).every((a) => a.parentGroupId === alliance)).toBe(true);
      expect(anonymous.affiliations.length).toBe(3);
      await send(w.demo, 'GET', `/api/v1/affiliations/${mystery}/summary`);
      const mine = answer((await send(w.demo, 'GET', '/api/v1/me/communities/joined')).body);
      expect(mine.affiliations[0]!.id).toBe(mystery);
      await send(w.demo, 'GET', `/api/v1/affiliations/${forum}/summary`);
      expect(answer((await send(w.demo, 'GET', '/api/v1/affiliations/me')).body).affiliations[0]!.id).toBe(forum);
      expect((await send(null, 'GET', '/api/v1/affiliations/999999/summary')).body.detail).toBe(COMMUNITY_MESSAGES.unknown);
      for (const bad of ['2147483648', 'abc', '0', '-1']) {
        const res = await send(null, 'GET', `/api/v1/affiliations/${bad}/summary`);
        expect(res.status).toBe(400);
        expect(res.body.errors[0].field).toBe('communityId');
      }
    });
  });

  describe('joining and leaving', () => {
    it('joins an open community once (a replayed key answers the stored change), then leaves it', async () => {
      const cookie = await newUser();
      const before = community((await send(cookie, 'GET', `/api/v1/affiliations/${library}/summary`)).body, library).memberCount;
      const key = randomUUID();
      const joined = await send(cookie, 'PUT', `/api/v1/affiliations/me/${library}/user`, undefined, key);
      expect(joined.status).toBe(200);
      expect(community(joined.body, library)).toMatchObject({ member: true, memberCount: before + 1 });
      const replay = await send(cookie, 'PUT', `/api/v1/affiliations/me/${library}/user`, undefined, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(community((await send(cookie, 'PUT', `/api/v1/affiliations/me/${library}/user`)).body, library).memberCount).toBe(before + 1);
      expect(answer((await send(cookie, 'GET', '/api/v1/me/communities/joined')).body).affiliations.map((a) => a.id)).toEqual([library]);
      const left = await send(cookie, 'DELETE', `/api/v1/affiliations/me/${library}/user`);
      expect(community(left.body, library)).toMatchObject({ member: false, memberCount: before });
      expect((await send(cookie, 'DELETE', `/api/v1/affiliations/me/${library}/user`)).status).toBe(200);
      expect((await send(null, 'PUT', `/api/v1/affiliations/me/${library}/user`)).status).toBe(401);
    });

    it('an invited community needs its code: 403 naming code, 0 for a wrong code, 1 for the right one in any case', async () => {
      const cookie = await newUser();
      const refused = await send(cookie, 'PUT', `/api/v1/affiliations/me/${bookFair}/user`);
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual([{ field: 'code', message: COMMUNITY_MESSAGES.needsCode }]);
      expect((await send(cookie, 'PUT', `/api/v1/affiliations/${bookFair}/validate/WRONG`)).body).toBe(0);
      expect(community((await send(cookie, 'GET', `/api/v1/affiliations/${bookFair}/summary`)).body, bookFair).member).toBe(false);
      expect((await send(cookie, 'PUT', `/api/v1/affiliations/${bookFair}/validate/${BOOKFAIR_CODE.toLowerCase()}`)).body).toBe(1);
      expect(community((await send(cookie, 'GET', `/api/v1/affiliations/${bookFair}/summary`)).body, bookFair).member).toBe(true);
      // A member's plain join is no change, not a refusal.
      expect((await send(cookie, 'PUT', `/api/v1/affiliations/me/${bookFair}/user`)).status).toBe(200);
    });

    it('throttles wrong codes per user and community (429 with Retry-After), not other users', async () => {
      const guesser = await newUser();
      // The test app's limits are generous: a strict app shows the throttle.
      const strict = await createTestApp(
        { rateLimits: { ...GENEROUS_LIMITS, communityCodeFailuresPerUser: { max: 2, windowMs: 60_000 } } },
        database,
      );
      try {
        const cookie = guesser;
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++)
          statuses.push(
            (await strict.app.inject({ method: 'PUT', url: `/api/v1/affiliations/${bookFair}/validate/NOPE${i}`, headers: { cookie } })).statusCode,
          );
        expect(statuses.slice(0, 2)).toEqual([200, 200]);
        const last = await strict.app.inject({
          method: 'PUT',
          url: `/api/v1/affiliations/${bookFair}/validate/${BOOKFAIR_CODE}`,
          headers: { cookie },
        });
        expect(last.statusCode).toBe(429);
        expect(last.headers['retry-after']).toBeDefined();
        const someoneElse = await newUser();
        const other = await strict.app.inject({
          method: 'PUT',
          url: `/api/v1/affiliations/${bookFair}/validate/${BOOKFAIR_CODE}`,
          headers: { cookie: someoneElse },
        });
        expect(other.json()).toBe(1);
      } finally {
        await strict.app.close();
      }
    });

    it('organization joins are for organization communities; genre joins for genre communities', async () => {
      const cookie = await newUser();
      const wrongKind = await send(cookie, 'PUT', `/api/v1/affiliations/me/${library}/organization`);
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.errors[0]).toEqual({ field: 'kind', message: COMMUNITY_MESSAGES.userJoinOnly });
      const noOrganization = await send(cookie, 'PUT', `/api/v1/affiliations/me/${alliance}/organization`);
      expect(noOrganization.body.errors[0]).toEqual({ field: 'kind', message: COMMUNITY_MESSAGES.noOrganization });
      expect((await send(cookie, 'PUT', `/api/v1/affiliations/me/${alliance}/team`)).body.errors[0].field).toBe('kind');
      const notGenre = await send(cookie, 'PUT', `/api/affiliations/me/${forum}/user`);
      expect(notGenre.body.errors[0]).toEqual({ field: 'id', message: COMMUNITY_MESSAGES.notGenre });
      expect(community((await send(cookie, 'PUT', `/api/affiliations/me/${mystery}/user`)).body, mystery).member).toBe(true);
      for (const bad of ['99999999999', '1.5', 'x']) {
        const res = await send(cookie, 'PUT', `/api/v1/affiliations/me/${bad}/user`);
        expect(res.status).toBe(400);
        expect(res.body.errors[0].field).toBe('id');
      }
      expect((await send(cookie, 'PUT', '/api/v1/affiliations/me/999999/user')).status).toBe(404);
    });
  });

  describe('owners', () => {
    it('create: the caller owns and belongs to it; a code makes it invited; names are required and bounded', async () => {
      const owner = await newUser();
      const created = await send(owner, 'POST', '/api/v1/affiliations', { name: '  Fair Night Readers  ', description: 'After hours.' });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const mine = community((await send(owner, 'GET', `/api/v1/affiliations/${id}/summary`)).body, id);
      expect(mine).toMatchObject({
        name: 'Fair Night Readers',
        member: true,
        memberCount: 1,
        groupValidationItems: [{ affiliationId: id, type: 'group' }],
      });
      expect(mine.logoUri).toMatch(/^\/avatars\//);
      expect(mine.ownerIds).toHaveLength(1);
      const invited = await send(owner, 'POST', '/api/v1/affiliations', { name: 'Secret Panel', validationCode: 'OPEN-SESAME' });
      const joiner = await newUser();
      expect((await send(joiner, 'PUT', `/api/v1/affiliations/me/${invited.body.id}/user`)).status).toBe(403);
      expect((await send(joiner, 'PUT', `/api/v1/affiliations/${invited.body.id}/validate/open-sesame`)).body).toBe(1);
      for (const [payload, field] of [
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(101) }, 'name'],
        [{ name: 'ok\u0000' }, 'name'],
        [{}, 'name'],
        [{ name: 'ok', type: 3 }, 'type'],
        [{ name: 'ok', description: 'd'.repeat(2001) }, 'description'],
      ] as const) {
        const res = await send(owner, 'POST', '/api/v1/affiliations', payload);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(res.body.errors[0].field).toBe(field);
      }
      expect((await send(null, 'POST', '/api/v1/affiliations', { name: 'x' })).status).toBe(401);
    });

    it('only owners rename, open or delete; a deleted community is gone from every list', async () => {
      const owner = await newUser();
      const id = (await send(owner, 'POST', '/api/v1/affiliations', { name: 'Owners Only', validationCode: 'CODE1' })).body.id as number;
      const stranger = await newUser();
      for (const [method, url, payload] of [
        ['PUT', `/api/v1/affiliations/${id}/doNotUpdateValidation`, { name: 'Taken over' }],
        ['DELETE', `/api/v1/affiliations/${id}/validate`, undefined],
        ['DELETE', `/api/v1/affiliations/${id}`, undefined],
      ] as const) {
        const res = await send(stranger, method, url, payload);
        expect(res.status).toBe(403);
        expect(res.body.detail).toBe(COMMUNITY_MESSAGES.notOwner);
      }
      const renamed = await send(owner, 'PUT', `/api/v1/affiliations/${id}/doNotUpdateValidation`, { name: 'Owners Only, Renamed' });
      expect(community(renamed.body, id)).toMatchObject({ name: 'Owners Only, Renamed', groupValidationItems: [{ type: 'code' }] });
      const opened = await send(owner, 'DELETE', `/api/v1/affiliations/${id}/validate`);
      expect(community(opened.body, id).groupValidationItems).toEqual([{ affiliationId: id, type: 'group' }]);
      expect((await send(stranger, 'PUT', `/api/v1/affiliations/me/${id}/user`)).status).toBe(200);
      expect((await send(owner, 'DELETE', `/api/v1/affiliations/${id}`)).status).toBe(204);
      expect((await send(owner, 'GET', `/api/v1/affiliations/${id}/summary`)).status).toBe(404);
      expect(answer((await send(stranger, 'GET', '/api/v1/affiliations/me')).body).affiliations.some((a) => a.id === id)).toBe(false);
      expect((await send(stranger, 'PUT', `/api/v1/affiliations/me/${id}/user`)).status).toBe(404);
    });
  });
});
