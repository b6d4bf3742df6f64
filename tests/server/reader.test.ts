import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, lt } from 'drizzle-orm';
import { reviewCopyFormats } from '../../src/server/db/schema/galleys.ts';
import { galleyDownloads, galleyRequests, readerPositions } from '../../src/server/db/schema/requests.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

type Position = { created: string; percentOfBookCompleted: number; cfi: string; lastViewed: string };
type Viewed = {
  activeProducts: Array<{ sku: string; name: string; resourceId: string; drcExpirationDate: string | null }>;
  expiredProducts: Array<{ sku: string; resourceId: string }>;
  lastReadPositionBySku: Record<string, Position>;
};
const viewed = async (cookie: string) => {
  const res = await call(w.app, cookie, { method: 'GET', url: '/api/me/galleys/reader/viewed' });
  expect(res.status).toBe(200);
  return res.body as Viewed;
};
const putPosition = (cookie: string, sku: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(w.app, cookie, { method: 'PUT', url: `/api/me/galleys/reader/positions/${sku}`, payload: payload as object, headers });
const storedPositions = () => w.test.database.db.select().from(readerPositions);

describe('GET /api/me/galleys/reader/viewed', () => {
  it("lists the demo account's approved galleys as active products and its 42% position with an empty cfi", async () => {
    const answer = await viewed(w.demo);
    const approved = (await call(w.app, w.demo, { method: 'GET', url: '/api/v1/me/requests' })).body as Array<{ sku: string; status: string }>;
    expect(answer.activeProducts.map((p) => p.sku).sort()).toEqual(
      approved
        .filter((r) => r.status === 'approved')
        .map((r) => r.sku)
        .sort(),
    );
    expect(answer.activeProducts.every((p) => p.resourceId === `${p.sku}-2` && p.name.length > 0)).toBe(true);
    expect(answer.expiredProducts).toEqual([]);
    const positions = Object.entries(answer.lastReadPositionBySku);
    expect(positions).toHaveLength(1);
    const [sku, position] = positions[0]!;
    expect(position).toMatchObject({ percentOfBookCompleted: 42, cfi: '' });
    expect(new Date(position.created).getTime()).toBeLessThan(Date.now());
    expect(answer.activeProducts.map((p) => p.sku)).toContain(sku);
  });

  it('answers an empty list to a user with no approved request, 401 to anonymous callers', async () => {
    expect(await viewed(w.other)).toEqual({ activeProducts: [], expiredProducts: [], lastReadPositionBySku: {} });
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/me/galleys/reader/viewed' }), 401);
  });

  it('puts an approved title whose galley has expired among expiredProducts', async () => {
    const [expired] = await w.test.database.db
      .select()
      .from(reviewCopyFormats)
      .where(and(eq(reviewCopyFormats.format, 2), lt(reviewCopyFormats.drcExpirationDate, new Date())))
      .orderBy(asc(reviewCopyFormats.sku))
      .limit(1);
    await w.test.database.db.insert(galleyRequests).values({ userId: w.otherId, sku: expired!.sku, status: 'approved' });
    const answer = await viewed(w.other);
    expect(answer.activeProducts).toEqual([]);
    expect(answer.expiredProducts).toEqual([expect.objectContaining({ sku: expired!.sku, resourceId: expired!.resourceId })]);
  });
});

describe('PUT /api/me/galleys/reader/positions/{sku}', () => {
  const demoSkus = async () => (await viewed(w.demo)).activeProducts.map((p) => p.sku);

  it('keeps the furthest position: a device behind never moves the reader back, but lastViewed follows every visit', async () => {
    const before = await viewed(w.demo);
    const [sku, start] = Object.entries(before.lastReadPositionBySku)[0]!;

    const behind = await putPosition(w.demo, sku, { cfi: 'epubcfi(/6/6!/4/2/1:0)', percentOfBookCompleted: 30 });
    expect(behind.status).toBe(200);
    expect(behind.body).toMatchObject({ sku, cfi: '', percentOfBookCompleted: 42, created: start.created });
    expect(new Date(behind.body.lastViewed).getTime()).toBeGreaterThan(new Date(start.lastViewed).getTime());

    const sameWithCfi = await putPosition(w.demo, sku, { cfi: 'epubcfi(/6/10!/4/2/1:0)', percentOfBookCompleted: 42 });
    expect(sameWithCfi.body).toMatchObject({ cfi: 'epubcfi(/6/10!/4/2/1:0)', percentOfBookCompleted: 42 });

    const ahead = await putPosition(w.demo, sku, { cfi: 'epubcfi(/6/12!/4/2/1:0)', percentOfBookCompleted: 57.25 });
    expect(ahead.body).toMatchObject({ cfi: 'epubcfi(/6/12!/4/2/1:0)', percentOfBookCompleted: 57.25 });
    const otherDevice = await putPosition(w.demo, sku, { cfi: 'epubcfi(/6/8!/4/2/1:0)', percentOfBookCompleted: 50 });
    expect(otherDevice.body).toMatchObject({ cfi: 'epubcfi(/6/12!/4/2/1:0)', percentOfBookCompleted: 57.25, created: ahead.body.created });

    expect((await viewed(w.demo)).lastReadPositionBySku[sku]).toEqual({
      created: ahead.body.created,
      percentOfBookCompleted: 57.25,
      cfi: 'epubcfi(/6/12!/4/2/1:0)',
      lastViewed: otherDevice.body.lastViewed,
    });
  });

  it('stores a first position of a title, and replays a repeated Idempotency-Key without applying it again', async () => {
    const known = Object.keys((await viewed(w.demo)).lastReadPositionBySku);
    const target = (await demoSkus()).find((s) => !known.includes(s))!;
    const headers = { 'idempotency-key': 'reader-position-1' };
    const first = await putPosition(w.demo, target, { cfi: '', percentOfBookCompleted: 3 }, headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sku: target, cfi: '', percentOfBookCompleted: 3 });
    await putPosition(w.demo, target, { cfi: 'epubcfi(/6/4!/4/2/1:0)', percentOfBookCompleted: 9 });
    const replay = await putPosition(w.demo, target, { cfi: '', percentOfBookCompleted: 3 }, headers);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await viewed(w.demo)).lastReadPositionBySku[target]).toMatchObject({ percentOfBookCompleted: 9 });
  });

  it('refuses users without an approved request (403), unknown titles (404), bad input (400 naming the field) and anonymous callers (401), storing nothing', async () => {
    const before = await storedPositions();
    const requests = (await call(w.app, w.demo, { method: 'GET', url: '/api/v1/me/requests' })).body as Array<{ sku: string; status: string }>;
    const pending = requests.find((r) => r.status === 'pending')!.sku;
    const approved = requests.find((r) => r.status === 'approved')!.sku;
    const good = { cfi: 'epubcfi(/6/4!/4/2/1:0)', percentOfBookCompleted: 10 };
    expectProblem(
      await w.app.inject({ method: 'PUT', url: `/api/me/galleys/reader/positions/${pending}`, headers: { cookie: w.demo }, payload: good }),
      403,
    );
    expectProblem(
      await w.app.inject({ method: 'PUT', url: `/api/me/galleys/reader/positions/${approved}`, headers: { cookie: w.other }, payload: good }),
      403,
    );
    expectProblem(
      await w.app.inject({ method: 'PUT', url: '/api/me/galleys/reader/positions/9999999999999', headers: { cookie: w.demo }, payload: good }),
      404,
    );
    expectProblem(await w.app.inject({ method: 'PUT', url: `/api/me/galleys/reader/positions/${approved}`, payload: good }), 401);
    const field = async (payload: unknown, url = `/api/me/galleys/reader/positions/${approved}`) =>
      expectProblem(await w.app.inject({ method: 'PUT', url, headers: { cookie: w.demo }, payload: payload as object }), 400).errors.map(
        (e) => e.field,
      );
    expect(await field({ ...good, percentOfBookCompleted: 120 })).toEqual(['percentOfBookCompleted']);
    expect(await field({ ...good, percentOfBookCompleted: -1 })).toEqual(['percentOfBookCompleted']);
    expect(await field({ ...good, percentOfBookCompleted: '50' })).toEqual(['percentOfBookCompleted']);
    expect(await field({ ...good, cfi: '<script>' })).toEqual(['cfi']);
    expect(await field({ percentOfBookCompleted: 5 })).toEqual(['cfi']);
    expect(await field(good, '/api/me/galleys/reader/positions/..%2Fx')).toEqual(['sku']);
    expect(await storedPositions()).toEqual(before);
  });
});

describe('GET /api/v1/me/galleys/{resourceId}/download?method=reader', () => {
  it('records the reader opening a galley as method reader, and refuses an unknown method', async () => {
    const [product] = (await viewed(w.demo)).activeProducts;
    const res = await w.app.inject({
      method: 'GET',
      url: `/api/v1/me/galleys/${product!.resourceId}/download?method=reader`,
      headers: { cookie: w.demo },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const rows = await w.test.database.db
      .select()
      .from(galleyDownloads)
      .where(and(eq(galleyDownloads.userId, w.demoId), eq(galleyDownloads.resourceId, product!.resourceId)));
    expect(rows.map((r) => r.method)).toContain('reader');
    const bad = expectProblem(
      await w.app.inject({ method: 'GET', url: `/api/v1/me/galleys/${product!.resourceId}/download?method=print`, headers: { cookie: w.demo } }),
      400,
    );
    expect(bad.errors[0]!.field).toBe('method');
  });
});
