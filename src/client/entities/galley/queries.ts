import { queryOptions } from '@tanstack/react-query';

import { readRow } from '../../lib/offline/writeThrough.ts';
import type { LocalReaderPosition, StoredGalley } from '../../lib/offline/db.ts';
import { galleyExpired } from '../../../shared/domain/readerPosition.ts';
import { readerKeys } from './queryKeys.ts';
import { getReaderViewed as getReaderViewedRoute } from '../../../shared/contracts/routes/reader.ts';
import { callLazy } from '../../lib/api.ts';
import { getWebreaderSkus as getWebreaderSkusRoute } from '../../../shared/contracts/routes/titles.ts';

/**
 * The position this device last showed for a title, or null: read from IndexedDB each time a screen asks (the reader
 * keeps it in another tab), offline too, without loading Dexie.
 */
export const devicePositionQuery = (sku: string) =>
  queryOptions({
    queryKey: readerKeys.device(sku),
    queryFn: async () => (await readRow<LocalReaderPosition>('readerPositions', sku)) ?? null,
    staleTime: 0,
  });

/**
 * Whether the galley of a title is on this device and not expired (the reader opens it with no network), read from
 * IndexedDB each time a screen asks, without loading Dexie: offline, Read Online rests on it.
 */
export const galleyOnDeviceQuery = (sku: string) =>
  queryOptions({
    queryKey: readerKeys.onDevice(sku),
    queryFn: async () => {
      const galley = await readRow<StoredGalley>('galleys', sku);
      return !!galley && !galleyExpired(galley.drcExpirationDate);
    },
    staleTime: 0,
  });

/** Seed 2: the web-reader availability query is cached 30 minutes. */
export const WEBREADER_SKUS_CACHE_MS = 30 * 60_000;

/** GET /api/me/galleys/reader/viewed: reader products (active, expired) and the last read position by sku. */
/**
 * Network only, no offline copy: offline the reader opens at its own position kept on the device (readerPositions),
 * and an old copy of the server's positions moved it away from there (reader.spec.ts caught it).
 */
export const readerViewedQuery = queryOptions({
  queryKey: readerKeys.viewed(),
  queryFn: ({ signal }) =>
    callLazy(getReaderViewedRoute, async () => (await import('../../../shared/contracts/endpoints/reader.ts')).getReaderViewed, { signal }),
});

/** GET /api/galleys/available/webreader/skus, cached 30 minutes; on error an empty list is used (and logged). */
export const webreaderSkusQuery = queryOptions({
  queryKey: readerKeys.webreaderSkus(),
  queryFn: async ({ signal }): Promise<string[]> => {
    try {
      return await callLazy(getWebreaderSkusRoute, async () => (await import('../../../shared/contracts/endpoints/titles.ts')).getWebreaderSkus, {
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      console.warn('web reader skus could not be loaded', error);
      return [];
    }
  },
  staleTime: WEBREADER_SKUS_CACHE_MS,
  gcTime: WEBREADER_SKUS_CACHE_MS,
});
