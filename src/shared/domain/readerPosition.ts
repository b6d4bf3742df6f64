/**
 * Reading positions of the web reader (seed 2 lastReadPositionBySku: created, percentOfBookCompleted), with the
 * EPUB CFI to reopen at. Pure rules shared by the server (which keeps the furthest position) and the reader.
 */
export interface ReadingPosition {
  /** EPUB CFI of the page shown; '' when only a percent is known. */
  cfi: string;
  /** 0 to 100. */
  percentOfBookCompleted: number;
}

/**
 * The position to keep when two disagree (two devices, or the local copy and the server's): the one further into
 * the book, so a reader is never moved backwards. On a tie the incoming one wins only when it adds a CFI the kept
 * one lacks. Returns `stored` itself when it stays.
 */
export function furthestPosition<T extends ReadingPosition>(stored: T | null | undefined, incoming: T): T;
export function furthestPosition<T extends ReadingPosition>(stored: T | null | undefined, incoming: T | null | undefined): T | null;
export function furthestPosition<T extends ReadingPosition>(stored: T | null | undefined, incoming: T | null | undefined): T | null {
  if (!incoming) return stored ?? null;
  if (!stored) return incoming;
  if (incoming.percentOfBookCompleted > stored.percentOfBookCompleted) return incoming;
  if (incoming.percentOfBookCompleted === stored.percentOfBookCompleted && stored.cfi === '' && incoming.cfi !== '') return incoming;
  return stored;
}

/** The whole percent shown as '{n}% Read': rounded down, so a book shows 100 only when finished. */
export function percentRead(percentOfBookCompleted: number): number {
  return Math.max(0, Math.min(100, Math.floor(percentOfBookCompleted + 1e-9)));
}

/** Percent (0-100, two decimals) from epubjs's 0-1 fraction. */
export function percentFromFraction(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.round(Math.max(0, Math.min(1, fraction)) * 10_000) / 100;
}

/** A galley has expired once its drcExpirationDate has passed (null: never). */
export function galleyExpired(drcExpirationDate: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (drcExpirationDate == null || drcExpirationDate === '') return false;
  const when = drcExpirationDate instanceof Date ? drcExpirationDate : new Date(drcExpirationDate);
  return !Number.isNaN(when.getTime()) && when.getTime() <= now.getTime();
}

export type ReadOnlineTooltip = { kind: 'lastViewed'; date: string } | { kind: 'read' } | { kind: 'unavailable' };

/**
 * Which of seed 2's three tooltips the Read online button shows: 'currently unavailable via the web reader' unless
 * the sku is in the web-reader skus and the user may read it; then the last viewed date when known, else 'read in
 * the web reader'.
 */
export function readOnlineTooltip(input: { inWebReader: boolean; canRead: boolean; lastViewed: string | null | undefined }): ReadOnlineTooltip {
  if (!input.inWebReader || !input.canRead) return { kind: 'unavailable' };
  if (input.lastViewed) return { kind: 'lastViewed', date: input.lastViewed };
  return { kind: 'read' };
}

/** This device's last position, with when it was saved. */
export interface DevicePosition extends ReadingPosition {
  updatedAt: string;
}
/** The server's furthest position, with when it became the furthest. */
export interface ServerPosition extends ReadingPosition {
  created: string;
}

/**
 * Where the reader opens. The server's furthest position wins when it is further and was reached after this
 * device's last position (another device read on: never move the reader backwards); otherwise this device's own
 * last position stands, so a reader who went back on purpose finds the page where they left.
 */
export function positionToOpen(local: DevicePosition | null | undefined, server: ServerPosition | null | undefined): ReadingPosition | null {
  if (!local) return server ?? null;
  if (!server) return local;
  const newer = new Date(server.created).getTime() > new Date(local.updatedAt).getTime();
  return newer && furthestPosition<ReadingPosition>(local, server) === server ? server : local;
}
