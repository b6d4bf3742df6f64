import type { RateLimit } from '../config.ts';
import { httpProblem } from './problem.ts';
import { TOO_MANY_ATTEMPTS } from './rateLimit.ts';

interface Entry {
  failures: number;
  /** Until then the key is refused (429) without checking the password. */
  blockedUntil: number;
  /** The entry is forgotten at this time (the last failure + the window). */
  expiresAt: number;
}

/** Entries kept before expired ones are swept (a sweep runs at most once per this many new keys). */
const SWEEP_EVERY = 1_000;

/**
 * Counts failed password checks per key (account + client IP), failures
 * within `limit.windowMs` of each other adding up. The `limit.max`-th failure and each one after it make the key
 * wait 1 s, 2 s, 4 s, ... (at most the window) before its next attempt is checked: a guesser slows down
 * exponentially while the owner, from another address, is never refused. A success forgets the key. In memory
 * per app instance, like the IP limits.
 */
export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();
  private added = 0;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws a 429 problem with Retry-After while `key` must wait. */
  check(key: string): void {
    const entry = this.live(key);
    if (!entry) return;
    const waitMs = entry.blockedUntil - this.now();
    if (waitMs > 0) throw httpProblem(429, TOO_MANY_ATTEMPTS, [], { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });
  }

  /** Records a failed check; answers the delay now imposed on `key` (0 while the free failures last). */
  fail(key: string): number {
    const now = this.now();
    let entry = this.live(key);
    if (!entry) {
      entry = { failures: 0, blockedUntil: 0, expiresAt: 0 };
      this.entries.set(key, entry);
      if (++this.added % SWEEP_EVERY === 0) this.sweep(now);
    }
    entry.failures += 1;
    const over = entry.failures - this.limit.max;
    const delayMs = over >= 0 ? Math.min(this.limit.windowMs, 1000 * 2 ** Math.min(over, 30)) : 0;
    entry.blockedUntil = now + delayMs;
    entry.expiresAt = now + Math.max(this.limit.windowMs, delayMs);
    return delayMs;
  }

  /** A successful check: the key starts afresh. */
  succeed(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
