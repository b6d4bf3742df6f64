/**
 * Which queries currently show an offline copy (from Dexie or the service worker's API cache) and since when.
 * The offline notice reads it; a query that answers from the network again leaves it.
 */
type Listener = () => void;

const savedAtByQuery = new Map<string, number>();
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** The query (by its hash) shows data saved at `savedAt` (epoch ms) because the network did not answer. */
export function markOffline(queryHash: string, savedAt: number): void {
  const known = savedAtByQuery.get(queryHash);
  // The pages of an infinite query share one hash: the oldest page decides.
  if (known !== undefined && known <= savedAt) return;
  savedAtByQuery.set(queryHash, savedAt);
  notify();
}

/** The query answered from the network. */
export function markOnline(queryHash: string): void {
  if (savedAtByQuery.delete(queryHash)) notify();
}

export function subscribeOfflineAnswers(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The oldest saved time among the queries `isShown` accepts, or null when none shows offline data. */
export function oldestOfflineAnswer(isShown: (queryHash: string) => boolean): number | null {
  let oldest: number | null = null;
  for (const [hash, savedAt] of savedAtByQuery) if (isShown(hash) && (oldest === null || savedAt < oldest)) oldest = savedAt;
  return oldest;
}
