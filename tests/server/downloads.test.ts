import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { reviewCopyFormats } from '../../src/server/db/schema/galleys.ts';
import { galleyDownloads, galleyRequests } from '../../src/server/db/schema/requests.ts';
import { expectProblem } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

type Request = {
  sku: string;
  status: string;
  galleyStatus: number | null;
  downloadDate: string | null;
  product: { sku: string; isDownloadable: boolean };
};
const requests = async (cookie: string) => (await call(w.app, cookie, { method: 'GET', url: '/api/v1/me/requests' })).body as Request[];
const epubResource = async (sku: string) =>
  (
    await w.test.database.db
      .select()
      .from(reviewCopyFormats)
      .where(and(eq(reviewCopyFormats.sku, sku), eq(reviewCopyFormats.format, 2)))
  )[0]!;

describe('requests and downloads', () => {
  it("lists the demo account's requests with every status, the cancelled one with galley status 30", async () => {
    const list = await requests(w.demo);
    expect(list.map((r) => r.status).sort()).toEqual(['approved', 'approved', 'approved', 'cancelled', 'pending', 'rejected']);
    expect(list.find((r) => r.status === 'cancelled')!.galleyStatus).toBe(30);
    expect(list.filter((r) => r.status === 'approved').every((r) => r.product.isDownloadable)).toBe(true);
    expect(list.filter((r) => r.status !== 'approved').some((r) => r.product.isDownloadable)).toBe(false);
    expect(list.filter((r) => r.downloadDate)).toHaveLength(1);
    expect(await requests(w.other)).toEqual([]);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/me/requests' }), 401);
  });

  it('streams an approved galley as an EPUB attachment to its requester and records the download', async () => {
    const approved = (await requests(w.demo)).find((r) => r.status === 'approved' && !r.downloadDate)!;
    const resource = await epubResource(approved.sku);
    const res = await w.app.inject({ method: 'GET', url: `/api/v1/me/galleys/${resource.resourceId}/download`, headers: { cookie: w.demo } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/epub+zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${approved.sku}.epub"`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(res.rawPayload.subarray(30, 38).toString()).toBe('mimetype');
    const downloads = (await call(w.app, w.demo, { method: 'GET', url: '/api/v1/me/galleys/downloads' })).body;
    expect(downloads.downloads[0]).toMatchObject({ sku: approved.sku, isDownloadable: true, isCancelled: false });
    expect(downloads.downloads[0].availableReviewCopyFormats.map((f: { resourceId: string }) => f.resourceId)).toContain(resource.resourceId);
    expect(downloads.downloadableSkus).toContain(approved.sku);
    expect((await requests(w.demo)).find((r) => r.sku === approved.sku)!.downloadDate).not.toBeNull();
  });

  it('refuses another user (403, nothing recorded), an expired galley (410), an unknown resource (404) and anonymous callers (401)', async () => {
    const approved = (await requests(w.demo)).find((r) => r.status === 'approved')!;
    const resource = await epubResource(approved.sku);
    const url = `/api/v1/me/galleys/${resource.resourceId}/download`;
    const before = (await w.test.database.db.select().from(galleyDownloads)).length;
    expectProblem(await w.app.inject({ method: 'GET', url, headers: { cookie: w.other } }), 403);
    expect((await w.test.database.db.select().from(galleyDownloads)).length).toBe(before);
    expectProblem(await w.app.inject({ method: 'GET', url }), 401);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/me/galleys/nope-2/download', headers: { cookie: w.demo } }), 404);
    expect(
      expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/me/galleys/..%2F/download', headers: { cookie: w.demo } }), 400).errors[0]!
        .field,
    ).toBe('resourceId');

    const [expired] = await w.test.database.db
      .select()
      .from(reviewCopyFormats)
      .where(eq(reviewCopyFormats.format, 2))
      .orderBy(reviewCopyFormats.drcExpirationDate)
      .limit(1);
    expect(expired!.drcExpirationDate!.getTime()).toBeLessThan(Date.now());
    await w.test.database.db.insert(galleyRequests).values({ userId: w.otherId, sku: expired!.sku, status: 'approved' });
    expectProblem(
      await w.app.inject({ method: 'GET', url: `/api/v1/me/galleys/${expired!.resourceId}/download`, headers: { cookie: w.other } }),
      410,
    );
    expect((await w.test.database.db.select().from(galleyDownloads)).length).toBe(before);
  });
});
