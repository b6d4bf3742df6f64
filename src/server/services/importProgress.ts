import { IMPORT_PROGRESS_TTL_MS, type OnixImportProgress } from '../../shared/contracts/publisherImport.ts';

/** Imports followed at a time (all users together); the oldest is forgotten first. */
export const IMPORT_PROGRESS_MAX_ENTRIES = 10_000;

interface Entry {
  progress: OnixImportProgress;
  expiresAt: number;
}

/**
 * The server's progress with the ONIX imports in flight (issue 21 §3), in this process's memory: keyed by the
 * importing user and the id the client chose, so only that user can read it (anyone else finds nothing, as for an
 * unknown id). An entry expires IMPORT_PROGRESS_TTL_MS after its last change; at most IMPORT_PROGRESS_MAX_ENTRIES
 * are kept. Nothing here touches the database, so it works the same on PGlite and PostgreSQL.
 */
export class ImportProgressStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = IMPORT_PROGRESS_TTL_MS,
    private readonly maxEntries = IMPORT_PROGRESS_MAX_ENTRIES,
  ) {}

  private static key(userId: number, importId: string): string {
    return `${userId}:${importId}`;
  }

  private sweep(): void {
    const now = this.now();
    // Map order is the order of the last change (set() deletes before it inserts): the expired ones come first.
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now && this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  set(userId: number, importId: string, progress: OnixImportProgress): void {
    const key = ImportProgressStore.key(userId, importId);
    this.entries.delete(key);
    this.entries.set(key, { progress: { ...progress }, expiresAt: this.now() + this.ttlMs });
    this.sweep();
  }

  /** The user's import's progress, or undefined (unknown, another user's, or expired). */
  get(userId: number, importId: string): OnixImportProgress | undefined {
    this.sweep();
    const entry = this.entries.get(ImportProgressStore.key(userId, importId));
    return entry ? { ...entry.progress } : undefined;
  }

  delete(userId: number, importId: string): void {
    this.entries.delete(ImportProgressStore.key(userId, importId));
  }

  get size(): number {
    return this.entries.size;
  }
}
