import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiLazy, call, callLazy, callRaw, ContractError, NetworkError } from '../../src/client/lib/api.ts';
import { downloadGalley as getDownloadRoute } from '../../src/shared/contracts/routes/downloads.ts';
import { pathOf, requestLine } from '../../src/shared/contracts/endpoint.ts';
import { getCatalogTitles } from '../../src/shared/contracts/endpoints/catalogs.ts';
import { getMyReviewV1 } from '../../src/shared/contracts/endpoints/reviewEditor.ts';
import * as shelfRoutes from '../../src/shared/contracts/routes/shelves.ts';
import { getListItems } from '../../src/shared/contracts/routes/lists.ts';
import { getShelves, putOnShelf } from '../../src/shared/contracts/endpoints/shelves.ts';
import { recordUsage } from '../../src/shared/contracts/endpoints/session.ts';

/** The endpoint map's path builder and the client's call of an endpoint (issue 16). */
describe('pathOf', () => {
  it('encodes each parameter with encodeURIComponent, as the client always wrote them', () => {
    expect(pathOf(putOnShelf, { shelf: 'Favorites' })).toBe('/api/v1/me/shelves/Favorites');
    expect(pathOf(getMyReviewV1, { sku: 'a/b c?#%' })).toBe('/api/v1/me/reviews/a%2Fb%20c%3F%23%25/review');
    expect(pathOf(getCatalogTitles, { id: 12 })).toBe('/api/v1/catalogs/12/titles');
  });

  it('adds the query: pairs without the undefined ones, or a query already written', () => {
    expect(pathOf(getCatalogTitles, { id: 1 }, { page: 2, q: 'rain & sun', sort: undefined })).toBe(
      '/api/v1/catalogs/1/titles?page=2&q=rain+%26+sun',
    );
    expect(pathOf(getCatalogTitles, { id: 1 }, '?page=3')).toBe('/api/v1/catalogs/1/titles?page=3');
    expect(pathOf(getCatalogTitles, { id: 1 }, {})).toBe('/api/v1/catalogs/1/titles');
  });

  it('keeps a trailing slash of the template and refuses a missing parameter', () => {
    expect(pathOf(getListItems, { communityId: 0, listId: 7 }, 'include=list')).toBe('/api/v1/collaborativeTitleLists/0/7/items/?include=list');
    expect(() => pathOf(putOnShelf, {} as never)).toThrow(/:shelf/);
  });

  it('gives an outbox change its method and path', () => {
    expect(requestLine(shelfRoutes.putOnShelf, { shelf: 'Read' })).toEqual({ method: 'POST', path: '/api/v1/me/shelves/Read' });
  });
});

describe('call', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer(status: number, body: unknown) {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('sends the endpoint method to its path with an Idempotency-Key on writes and parses the answer', async () => {
    const fetch = answer(200, []);
    await expect(
      call(putOnShelf, { params: { shelf: 'Favorites' }, body: { json: [{ sku: '9781234567897' }] }, idempotencyKey: 'k1' }),
    ).resolves.toEqual([]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/me/shelves/Favorites');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('k1');
    expect(init.body).toBe('[{"sku":"9781234567897"}]');
  });

  it('answers a ContractError for an answer outside the response schema and an ApiError for a problem', async () => {
    answer(200, { not: 'a list' });
    await expect(call(getShelves)).rejects.toBeInstanceOf(ContractError);
    answer(401, { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'please log in', errors: [] });
    await expect(call(getShelves)).rejects.toBeInstanceOf(ApiError);
  });

  it('takes a 204 answer as null', async () => {
    answer(204, undefined);
    await expect(call(recordUsage, { body: { json: { event: 'x' } as never } })).resolves.toBeNull();
  });

  it('callLazy starts the request from the zod-free route while the endpoint loads', async () => {
    const fetch = answer(200, []);
    let loaded = false;
    const result = callLazy(shelfRoutes.getShelves, async () => {
      loaded = true;
      return getShelves;
    });
    expect(fetch).toHaveBeenCalledWith('/api/v1/me/shelves', expect.objectContaining({ method: 'GET' }));
    await expect(result).resolves.toEqual([]);
    expect(loaded).toBe(true);
  });

  // Offline on a first visit: the chunk fails at once, the request 10 ms later; callers fall back to the device's copy
  // on a NetworkError only, so that is the one reported.
  const offline = () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new TypeError('Failed to fetch');
      }),
    );
    return () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  };

  it("callLazy reports the request's NetworkError when, offline, the endpoint's chunk cannot load either", async () => {
    const chunk = offline();
    await expect(callLazy(shelfRoutes.getShelves, chunk as () => Promise<typeof getShelves>)).rejects.toBeInstanceOf(NetworkError);
  });

  it('apiLazy too (title lists and lanes)', async () => {
    const chunk = offline();
    await expect(apiLazy('GET', '/api/v1/filters/0/titles', chunk)).rejects.toBeInstanceOf(NetworkError);
  });
});

/** Compile-time checks (tsc): the options follow the endpoint's path and schemas. */
export async function typeChecks() {
  // @ts-expect-error the path has a parameter
  await call(putOnShelf, { body: { json: [{ sku: '1' }] } });
  // @ts-expect-error no such parameter
  await call(getCatalogTitles, { params: { nope: 3 } });
  // @ts-expect-error this endpoint takes no query
  await call(getShelves, { query: { a: 1 } });
  // @ts-expect-error not a field of the query schema
  await call(getCatalogTitles, { params: { id: 3 }, query: { nope: 1 } });
  // @ts-expect-error the body must match the body schema
  await call(putOnShelf, { params: { shelf: 'Read' }, body: { json: 3 } });
  // @ts-expect-error the loaded endpoint must be the route's
  await callLazy(shelfRoutes.getShelves, async () => putOnShelf, { params: { shelf: 'Read' } });
  const page = await call(getCatalogTitles, { params: { id: 3 }, query: { page: 1 } });
  return page.totalCount;
}

describe('callRaw', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls a zod-free route and answers the body as it came', async () => {
    const fetch = vi.fn(async () => new Response('[{"code":"SUCCESS"}]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(callRaw(getDownloadRoute, { params: { resourceId: 'sku 1' }, query: { method: 'reader' } })).resolves.toEqual([{ code: 'SUCCESS' }]);
    expect(fetch).toHaveBeenCalledWith('/api/v1/me/galleys/sku%201/download?method=reader', expect.objectContaining({ method: 'GET' }));
  });
});
