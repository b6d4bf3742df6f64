import 'fake-indexeddb/auto';
import { QueryClient, hashKey } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api.ts';
import { offlineDb } from './db.ts';
import { oldestOfflineAnswer } from './offlineAnswers.ts';
import { offlineCopy, seenTitleFallback } from './offlineQuery.ts';

const signedIn = (userId: number) => {
  const client = new QueryClient();
  client.setQueryData(['session', 'user'], { status: 'authenticated', userId, user: {}, culture: 'en-US' });
  return client;
};
const context = (client: QueryClient, queryKey: readonly unknown[]) => ({ queryKey, client, signal: new AbortController().signal });
const product = (sku: string, extra: Record<string, unknown> = {}) => ({ sku, name: `Title ${sku}`, images: [], author: 'A', ...extra });
const stored = (queryKey: readonly unknown[]) =>
  vi.waitFor(async () => expect(await offlineDb().reads.get(hashKey(queryKey))).toBeDefined(), { timeout: 3000 });
const offlineShown = (queryKey: readonly unknown[]) => oldestOfflineAnswer((hash) => hash === hashKey(queryKey));

// The database exists, as after a first visit: otherwise the first write-through raced Dexie making it (from the
// polls of `stored`), and when Dexie lost it waited for the first paint (3 s, then 8 s without a page) and failed.
beforeAll(() => offlineDb().open());

afterEach(async () => {
  const db = offlineDb();
  await db.reads.clear();
  await db.titlePacks.clear();
});

describe('offlineCopy', () => {
  it('writes a successful answer through to Dexie and answers from it when the network fails', async () => {
    const key = ['stacks', 'shelves'];
    const client = signedIn(7);
    const shelves = [{ sku: '1', shelf: 'Read', product: product('1') }];
    const online = offlineCopy(async () => shelves);
    expect(await online(context(client, key))).toEqual(shelves);
    await stored(key);
    // The title the answer carried is a title seen.
    expect(await offlineDb().titlePacks.where('skus').equals('1').first()).toMatchObject({ userId: 7, products: [{ sku: '1' }] });
    expect(offlineShown(key)).toBeNull();

    const offline = offlineCopy(async (): Promise<typeof shelves> => {
      throw new NetworkError(new TypeError('Failed to fetch'));
    });
    expect(await offline(context(client, key))).toEqual(shelves);
    expect(offlineShown(key)).toEqual(expect.any(Number));
    // The next answer from the network ends the offline state of that query.
    await online(context(client, key));
    expect(offlineShown(key)).toBeNull();
  });

  it('does not fall back on a server answer (4xx, 5xx)', async () => {
    const key = ['requests', 'mine'];
    const client = signedIn(7);
    await offlineCopy(async () => ['stored'])(context(client, key));
    await stored(key);
    const failing = offlineCopy(async (): Promise<string[]> => {
      throw new ApiError(500, null, null);
    });
    await expect(failing(context(client, key))).rejects.toBeInstanceOf(ApiError);
  });

  it("never answers one user's copy to another; anonymous copies are shared", async () => {
    const mine = ['reviews', 'mine'];
    const lane = ['titles', 'lane', 1];
    await offlineCopy(async () => ['user 7 reviews'])(context(signedIn(7), mine));
    await offlineCopy(async () => ({ products: [] }))(context(new QueryClient(), lane));
    await stored(mine);
    await stored(lane);
    const network = offlineCopy(async (): Promise<unknown> => {
      throw new NetworkError(new TypeError('Failed to fetch'));
    });
    await expect(network(context(signedIn(8), mine))).rejects.toBeInstanceOf(NetworkError);
    await expect(network(context(new QueryClient(), mine))).rejects.toBeInstanceOf(NetworkError);
    expect(await network(context(signedIn(8), lane))).toEqual({ products: [] });
  });

  it('opens a title page offline from a title seen only in a list', async () => {
    const client = signedIn(7);
    const list = ['titleList', 'view', 0, 'page', {}];
    await offlineCopy(async () => ({ products: [product('42')], totalCount: 1 }))(context(client, list));
    await stored(list);
    const titlePage = offlineCopy(
      async (): Promise<unknown> => {
        throw new NetworkError(new TypeError('Failed to fetch'));
      },
      { fallback: (_context, userId) => seenTitleFallback('42', userId) },
    );
    expect(await titlePage(context(client, ['titles', 'detail', '42']))).toMatchObject({
      sku: '42',
      name: 'Title 42',
      links: [],
      availableReviewCopyFormats: [],
      descriptions: { summary: '' },
    });
  });
});
