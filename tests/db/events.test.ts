import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema/catalog.ts';
import { affiliations } from '../../src/server/db/schema/communities.ts';
import { events } from '../../src/server/db/schema/events.ts';
import { EVENT_MESSAGES, eventDetailSchema, eventsSchema, type BookEvent } from '../../src/shared/contracts/events.ts';
import { register } from '../server/helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

// Events (seed 3 §7 Events) on each engine: who sees which events, one event with sessions and titles, owners' changes.
describe.each(engines())('events on $name', (engine) => {
  let w: TitlesWorld;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    w = await createTitlesWorld(database);
  }, 120_000);
  afterAll(async () => {
    await w?.test.close();
    await dispose?.();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (cookie: string | null, method: Method, url: string, payload?: object, key?: string) =>
    call(w.app, cookie, { method, url, payload, headers: key ? { 'idempotency-key': key } : {} });
  const titlesOf = (body: unknown) =>
    eventsSchema
      .parse(body)
      .filter((e) => e.sessionParentEventId === null)
      .map((e) => e.title);
  const eventId = async (title: string) => (await database.db.select({ id: events.id }).from(events).where(eq(events.title, title)))[0]!.id;
  const communityId = async (name: string) =>
    (await database.db.select({ id: affiliations.id }).from(affiliations).where(eq(affiliations.name, name)))[0]!.id;

  it('genre events for anyone, joined events for members, each with every part present', async () => {
    const genre = await send(null, 'GET', '/api/events/communities/genre');
    expect(genre.status).toBe(200);
    expect(titlesOf(genre.body).sort()).toEqual([
      'Kids & YA Booktalk Live',
      'Literary Salon Evening',
      "Mystery Readers' Festival",
      'Riverside Book Fair 2026',
    ]);
    const joined = await send(w.demo, 'GET', '/api/events/communities/joined');
    expect(titlesOf(joined.body).sort()).toEqual([
      'Literary Salon Evening',
      "Mystery Readers' Festival",
      'Northern Booksellers Spring Conference',
      'Riverside Book Fair 2026',
    ]);
    const fair = (joined.body as BookEvent[]).find((e) => e.title === 'Riverside Book Fair 2026')!;
    expect(Object.keys(fair).sort()).toEqual(
      [
        'communities',
        'description',
        'id',
        'images',
        'links',
        'ofInterestToList',
        'organization',
        'ownerAppUserId',
        'sessionParentEventId',
        'skus',
        'time',
        'title',
        'venue',
      ].sort(),
    );
    expect(fair.links.website).toMatch(/^https:\/\/example\.org\//);
    expect(fair.skus).toHaveLength(8);
    expect(Date.parse(fair.time.startTime!)).toBeLessThan(Date.now());
    expect(Date.parse(fair.time.endTime!)).toBeGreaterThan(Date.now());
    expect((await send(w.other, 'GET', '/api/events/communities/joined')).body).toEqual([]);
    expect((await send(null, 'GET', '/api/events/communities/joined')).status).toBe(401);
    expect((await send(null, 'GET', '/api/events/owned')).status).toBe(401);
  });

  it("one event answers its sessions and its titles in order, to anyone; a community's events", async () => {
    const id = await eventId('Riverside Book Fair 2026');
    const res = await send(null, 'GET', `/api/events/${id}`);
    expect(res.status).toBe(200);
    const detail = eventDetailSchema.parse(res.body);
    expect(detail.sessions.map((s) => s.title)).toEqual([
      "Publishers' breakfast: spring galleys",
      'Debut authors panel',
      "Booksellers' hand-selling workshop",
    ]);
    expect(detail.sessions.every((s) => s.sessionParentEventId === id)).toBe(true);
    expect(detail.products.map((p) => p.sku)).toEqual(detail.event.skus);
    expect(detail.canEdit).toBe(false);
    expect(detail.event.organization.name).toBeTruthy();
    const library = await send(null, 'GET', `/api/v1/affiliations/${await communityId('Library Collection Development')}/events`);
    expect(titlesOf(library.body)).toEqual(['Library Collection Development Day']);
    expect((await send(null, 'GET', '/api/events/999999')).body.detail).toBe(EVENT_MESSAGES.unknown);
    expect((await send(null, 'GET', '/api/v1/affiliations/999999/events')).status).toBe(404);
    for (const bad of ['2147483648', 'abc', '0']) expect((await send(null, 'GET', `/api/events/${bad}`)).body.errors[0].field).toBe('eventId');
  });

  it('community owners create, edit and delete events; others are refused; bad bodies name their field', async () => {
    const owner = (await register(w.app)).cookie;
    const mine = (await send(owner, 'POST', '/api/v1/affiliations', { name: 'Fair Stand Crew' })).body.id as number;
    const [title] = await database.db.select({ sku: products.sku }).from(products).orderBy(asc(products.sku)).limit(1);
    const start = new Date(Date.now() + 7 * 86_400_000);
    const body = {
      title: 'Stand 42 signing',
      description: 'Signed galleys at our stand.',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      venue: { name: 'Hall A, Stand 42' },
      links: { website: 'https://example.org/stand-42' },
      communityIds: [mine],
      skus: [title!.sku],
    };
    const key = randomUUID();
    const created = await send(owner, 'POST', '/api/events', body, key);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await send(owner, 'POST', '/api/events', body, key)).body.id).toBe(id);
    expect(titlesOf((await send(owner, 'GET', '/api/events/owned')).body)).toEqual(['Stand 42 signing']);
    expect(eventDetailSchema.parse((await send(owner, 'GET', `/api/events/${id}`)).body).canEdit).toBe(true);

    const stranger = (await register(w.app)).cookie;
    expect((await send(stranger, 'PUT', `/api/events/${id}`, body)).status).toBe(403);
    expect((await send(stranger, 'DELETE', `/api/events/${id}`)).status).toBe(403);
    const notMine = await send(owner, 'POST', '/api/events', { ...body, communityIds: [await communityId('Independent Booksellers Forum')] });
    expect(notMine.status).toBe(403);
    expect(notMine.body.detail).toBe(EVENT_MESSAGES.notCommunityOwner);

    const moved = await send(owner, 'PUT', `/api/events/${id}`, { ...body, title: 'Stand 42 signing (moved)', venue: { name: 'Hall C' } });
    expect(moved.status).toBe(200);
    expect(eventDetailSchema.parse(moved.body).event).toMatchObject({ title: 'Stand 42 signing (moved)', venue: { name: 'Hall C' } });

    for (const [payload, field] of [
      [{ ...body, endTime: new Date(start.getTime() - 1000).toISOString() }, 'endTime'],
      [{ ...body, startTime: 'tomorrow' }, 'startTime'],
      [{ ...body, skus: ['0000000000000'] }, 'skus.0'],
      [{ ...body, links: { website: 'javascript:alert(1)' } }, 'links.website'],
      [{ ...body, title: '  ' }, 'title'],
      [{ ...body, communityIds: [] }, 'communityIds'],
      [{ ...body, communityIds: [2147483648] }, 'communityIds.0'],
      [{ ...body, communityIds: [999999] }, 'communityIds'],
      [{ ...body, sessionParentEventId: 999999 }, 'sessionParentEventId'],
    ] as const) {
      const res = await send(owner, 'POST', '/api/events', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
    const session = await send(owner, 'POST', '/api/events', { ...body, title: 'Q&A', sessionParentEventId: id });
    expect(session.status).toBe(201);
    expect(eventDetailSchema.parse((await send(null, 'GET', `/api/events/${id}`)).body).sessions.map((s) => s.title)).toEqual(['Q&A']);
    expect((await send(owner, 'DELETE', `/api/events/${id}`)).status).toBe(204);
    expect((await send(owner, 'GET', `/api/events/${id}`)).status).toBe(404);
    expect((await send(owner, 'GET', `/api/events/${session.body.id}`)).status).toBe(404);
  });
});
