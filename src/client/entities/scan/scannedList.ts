/**
 * The "scanned at the fair" list: ISBNs scanned that were not found (not in the catalogue, or offline and not among
 * the titles seen), kept on this device in IndexedDB (Dexie table `scans`) per user, to look up again later online.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { withScanned, type ScannedIsbn } from '../../../shared/domain/scannedIsbns.ts';
import { offlineDb } from '../../lib/offline/db.ts';
import { scanKeys } from './queryKeys.ts';

/** The user's scanned list, the latest scan first. */
export const scannedListQuery = (userId: number) =>
  queryOptions({
    queryKey: scanKeys.list(userId),
    queryFn: async (): Promise<ScannedIsbn[]> => {
      const rows = await offlineDb().scans.where('userId').equals(userId).toArray();
      return rows.map(({ isbn, scannedAt }) => ({ isbn, scannedAt })).sort((a, b) => b.scannedAt - a.scannedAt);
    },
    staleTime: Infinity,
    networkMode: 'always',
  });

/** Keeps `isbn` on the user's scanned list (once; the oldest beyond SCANNED_LIST_MAX go). */
export async function keepScanned(client: QueryClient, userId: number, isbn: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.scans, async () => {
    const current = await db.scans.where('userId').equals(userId).toArray();
    const next = withScanned(
      current.sort((a, b) => b.scannedAt - a.scannedAt),
      isbn,
      Date.now(),
    );
    const dropped = current.filter((row) => !next.some((entry) => entry.isbn === row.isbn));
    await db.scans.bulkDelete(dropped.map((row) => [userId, row.isbn] as [number, string]));
    await db.scans.put({ userId, isbn, scannedAt: next[0]!.scannedAt });
  });
  await client.invalidateQueries({ queryKey: scanKeys.list(userId) });
}

/** Takes `isbn` off the user's scanned list (found later, or no longer wanted). */
export async function forgetScanned(client: QueryClient, userId: number, isbn: string): Promise<void> {
  await offlineDb().scans.delete([userId, isbn]);
  await client.invalidateQueries({ queryKey: scanKeys.list(userId) });
}
