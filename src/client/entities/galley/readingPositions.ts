import { ApiError, NetworkError, call, newIdempotencyKey } from '../../lib/api.ts';
import { offlineDb, type LocalReaderPosition } from '../../lib/offline/db.ts';
import { dropPositionBackup, positionBackup } from '../../lib/offline/positionBackup.ts';
import { type ReaderPositionAnswer } from '../../../shared/contracts/reader.ts';
import type { ReadingPosition } from '../../../shared/domain/readerPosition.ts';
import { saveReaderPosition as saveReaderPositionEndpoint } from '../../../shared/contracts/endpoints/reader.ts';

/** The position this device last showed for a title: the stored one, or the backup of a page left before it was stored when newer (stored now, to be sent). */
export async function localPosition(sku: string): Promise<LocalReaderPosition | undefined> {
  const stored = await offlineDb().readerPositions.get(sku);
  const backup = positionBackup(sku);
  if (!backup) return stored;
  const position = stored && stored.updatedAt >= backup.keptAt ? stored : await saveLocalPosition(sku, backup);
  dropPositionBackup(sku);
  return position;
}

/** Keeps the position on this device, marked for sending (a new Idempotency-Key per position). */
export async function saveLocalPosition(sku: string, position: ReadingPosition): Promise<LocalReaderPosition> {
  const row: LocalReaderPosition = {
    sku,
    cfi: position.cfi,
    percentOfBookCompleted: position.percentOfBookCompleted,
    updatedAt: new Date().toISOString(),
    pending: 1,
    idempotencyKey: newIdempotencyKey(),
  };
  await offlineDb().readerPositions.put(row);
  return row;
}

/**
 * Sends one title's pending position: PUT /api/me/galleys/reader/positions/{sku}. Answers the position the server
 * keeps (the furthest), or undefined when nothing was pending or the network is down (it stays pending). A refusal
 * (4xx: no longer approved, unknown title) drops it: it can never apply.
 */
export async function sendPosition(sku: string): Promise<ReaderPositionAnswer | undefined> {
  const db = offlineDb();
  const row = await db.readerPositions.get(sku);
  if (!row || row.pending !== 1) return undefined;
  try {
    const answer = await call(saveReaderPositionEndpoint, {
      params: { sku },
      body: { json: { cfi: row.cfi, percentOfBookCompleted: row.percentOfBookCompleted } },
      idempotencyKey: row.idempotencyKey,
    });
    await markSent(row);
    return answer;
  } catch (error) {
    if (error instanceof NetworkError) return undefined;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 409) {
      console.warn(`reading position of ${sku} refused`, error);
      await markSent(row);
      return undefined;
    }
    return undefined;
  }
}

/** Marks a row sent unless a newer position replaced it meanwhile. */
async function markSent(row: LocalReaderPosition): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.readerPositions, async () => {
    const now = await db.readerPositions.get(row.sku);
    if (now?.idempotencyKey === row.idempotencyKey) await db.readerPositions.update(row.sku, { pending: 0 });
  });
}

let sending: Promise<number> | undefined;

/**
 * Sends every pending position: at reader start, when the app starts with some waiting (pages/shell), and when the
 * browser is back online. One run at a time: a second call while one runs gets the same answer.
 */
export function sendPendingPositions(): Promise<number> {
  sending ??= (async () => {
    try {
      const pending = await offlineDb().readerPositions.where('pending').equals(1).toArray();
      let sent = 0;
      for (const row of pending) if (await sendPosition(row.sku)) sent++;
      return sent;
    } finally {
      sending = undefined;
    }
  })();
  return sending;
}

// Positions kept while offline are sent when the browser is back online, for as long as the app stays open once this
// module has loaded (by the reader, or by the shell finding positions waiting).
window.addEventListener('online', () => void sendPendingPositions());
