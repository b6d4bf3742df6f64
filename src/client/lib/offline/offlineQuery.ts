/**
 * The one offline mechanism of the query layer: `offlineCopy(queryFn)` wraps a query function so that every
 * successful answer is written through to Dexie (after it is shown, in an idle moment), and a read that fails for
 * the network (NetworkError, never a 4xx or 5xx) answers from that copy, for the signed-in user whose data it is
 * (anonymous copies are shared). The screen's offline notice learns of it through offlineAnswers.ts.
 * Dexie is loaded only to read a copy (readCache.ts) and to make the database once; copies are written without it
 * (writeThrough.ts), so the first route does not carry it.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { NetworkError, cachedAnswerTime } from '../api.ts';
import { currentUserId } from '../currentUser.ts';
import { offlineDatabaseDeleted } from './dbName.ts';
import { markOffline, markOnline } from './offlineAnswers.ts';
import { rowsToStore, titlesIn, type ReadToStore, type RowsToStore } from './storedRows.ts';
import { coverUrls } from './titlesSeen.ts';
import { writeRows } from './writeThrough.ts';
import { afterFirstPaint } from '../afterFirstPaint.ts';

interface Context {
  queryKey: QueryKey;
  signal: AbortSignal;
  client: QueryClient;
  pageParam?: unknown;
}

interface StoredAnswer {
  data: unknown;
  updatedAt: number;
}

export interface OfflineCopyOptions<C> {
  /** Where to look when the query's own copy is missing (e.g. a title page from the titles seen in lists). */
  fallback?: (context: C, userId: number) => Promise<StoredAnswer | undefined>;
}

const readCache = () => import('./readCache.ts');

/** The Dexie key of an answer: the query key, plus the page of an infinite query. */
export function storedKey(queryKey: QueryKey, pageParam?: unknown): string {
  return pageParam === undefined ? hashKey(queryKey) : hashKey([...queryKey, { page: pageParam }]);
}

export function offlineCopy<C extends Context, T>(
  queryFn: (context: C) => Promise<T>,
  options: OfflineCopyOptions<C> = {},
): (context: C) => Promise<T> {
  return async (context) => {
    const queryHash = hashKey(context.queryKey);
    const userId = currentUserId(context.client);
    const key = storedKey(context.queryKey, context.pageParam);
    const signal = context.signal;
    try {
      const data = await queryFn(context);
      const cachedAt = cachedAnswerTime(signal);
      if (cachedAt !== undefined) {
        // The service worker answered from its API cache: an offline copy too, not written again.
        markOffline(queryHash, cachedAt);
      } else {
        markOnline(queryHash);
        writeThrough({ key, userId, data, updatedAt: Date.now() });
      }
      return await showingPending(context, userId, data);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      const stored = (await readCopy(key, userId).catch(() => undefined)) ?? (await options.fallback?.(context, userId).catch(() => undefined));
      if (!stored) throw error;
      markOffline(queryHash, stored.updatedAt);
      return showingPending(context, userId, stored.data as T);
    }
  };
}

/** The answer with the user's changes still waiting in the outbox shown on it (pendingEdits.ts); signed in only. */
async function showingPending<T>(context: Context, userId: number, data: T): Promise<T> {
  if (!userId || context.pageParam !== undefined) return data;
  try {
    return await (await import('./pendingEdits.ts')).withPendingEdits(context.client, context.queryKey, userId, data);
  } catch (error) {
    console.warn('pending changes not shown', error);
    return data;
  }
}

async function readCopy(key: string, userId: number): Promise<StoredAnswer | undefined> {
  return (await readCache()).readStored(key, userId);
}

/** A title page's copy from the titles seen (in lists, shelves, ...), for productQuery. */
export async function seenTitleFallback(sku: string, userId: number): Promise<StoredAnswer | undefined> {
  return (await readCache()).readSeenTitle(sku, userId);
}

let pending: ReadToStore[] = [];
let scheduled = false;
const warmedCovers = new Set<string>();

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 200);
}

/** Queues an answer for Dexie; the queue is written in one transaction once the page is idle. */
function writeThrough(read: ReadToStore): void {
  if (typeof indexedDB === 'undefined' || offlineDatabaseDeleted()) return;
  pending.push(read);
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => void flush());
}

async function flush(): Promise<void> {
  const batch = pending;
  pending = [];
  scheduled = false;
  // After sign out deleted the database, nothing is written: it is not made again with the leaving user's data.
  if (offlineDatabaseDeleted() || batch.length === 0) return;
  const rows = rowsToStore(batch);
  try {
    if (await writeRows(rows)) warmTitleCovers(rows);
    else storeOnceDatabaseMade(rows);
  } catch (error) {
    console.warn('offline copy not written', error);
  }
}

/** Rows that wait for Dexie to make the database (a first visit), which it does once the page has been idle a while. */
let waitingForDatabase: RowsToStore[] = [];
const MAKE_DATABASE_AFTER_MS = 3_000;

function storeOnceDatabaseMade(rows: RowsToStore): void {
  waitingForDatabase.push(rows);
  if (waitingForDatabase.length > 1) return;
  // Never before the first screen has painted (Dexie is 30 KiB gz): not part of the first route's JS.
  setTimeout(() => afterFirstPaint(() => whenIdle(() => void storeWaiting())), MAKE_DATABASE_AFTER_MS);
}

async function storeWaiting(): Promise<void> {
  const batches = waitingForDatabase;
  waitingForDatabase = [];
  if (offlineDatabaseDeleted()) return;
  try {
    const { storeRows } = await readCache();
    for (const rows of batches) {
      await storeRows(rows);
      warmTitleCovers(rows);
    }
  } catch (error) {
    console.warn('offline copy not written', error);
  }
}

function warmTitleCovers(rows: RowsToStore): void {
  if (rows.packs.length) warmCovers(coverUrls(titlesIn(rows)));
}

/** Covers asked for at each idle moment: the home page's lanes see 160 titles, and 160 fetches begun at once were one long task (about 55 ms of a fast machine's CPU) and a burst on a fair's network. */
const COVERS_AT_A_TIME = 6;
const coversToWarm: string[] = [];
let warmingCovers = false;

/** Asks for the covers of seen titles through the service worker, whose image cache (CacheFirst) keeps them: a few at a time, when idle. */
function warmCovers(urls: readonly string[]): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  for (const url of urls) {
    if (warmedCovers.has(url)) continue;
    warmedCovers.add(url);
    coversToWarm.push(url);
  }
  if (warmingCovers || coversToWarm.length === 0) return;
  warmingCovers = true;
  whenIdle(warmNextCovers);
}

function warmNextCovers(): void {
  const batch = coversToWarm.splice(0, COVERS_AT_A_TIME);
  void Promise.all(batch.map((url) => fetch(url, { credentials: 'same-origin' }).catch(() => warmedCovers.delete(url)))).then(() => {
    if (coversToWarm.length) whenIdle(warmNextCovers);
    else warmingCovers = false;
  });
}
