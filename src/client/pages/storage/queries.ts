import { queryOptions } from '@tanstack/react-query';
import { offlineDb, type StoredGalley } from '../../lib/offline/db.ts';

/** Query keys of the storage screen: what this device holds (never from the server). */
export const storageKeys = {
  all: ['storage'] as const,
  estimate: () => [...storageKeys.all, 'estimate'] as const,
  device: () => [...storageKeys.all, 'device'] as const,
};

export interface StorageEstimateView {
  usage: number | null;
  quota: number | null;
  persisted: boolean;
}

/** navigator.storage.estimate() and persisted(): usage and quota of this origin (null where the browser says nothing). */
export const storageEstimateQuery = queryOptions({
  queryKey: storageKeys.estimate(),
  queryFn: async (): Promise<StorageEstimateView> => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    const estimate = storage?.estimate ? await storage.estimate() : {};
    const persisted = storage?.persisted ? await storage.persisted() : false;
    return { usage: estimate.usage ?? null, quota: estimate.quota ?? null, persisted };
  },
  staleTime: 0,
});

export interface DeviceData {
  /** Galleys, newest first, without their files (the list needs name and size only). */
  galleys: Omit<StoredGalley, 'blob'>[];
  titles: number;
  reads: number;
}

/** The galleys and the counts of offline copies in Dexie. */
export const deviceDataQuery = queryOptions({
  queryKey: storageKeys.device(),
  queryFn: async (): Promise<DeviceData> => {
    const db = offlineDb();
    const galleys: Omit<StoredGalley, 'blob'>[] = [];
    // Each row without its Blob: the list does not read the files.
    await db.galleys
      .orderBy('storedAt')
      .reverse()
      .each(({ blob: _blob, ...galley }) => void galleys.push(galley));
    // Different titles seen, from the packs' sku index alone (a title may be in several packs).
    const [titles, reads] = await Promise.all([
      db.titlePacks
        .orderBy('skus')
        .uniqueKeys()
        .then((skus) => skus.length),
      db.reads.count(),
    ]);
    return { galleys, titles, reads };
  },
  staleTime: 0,
});
