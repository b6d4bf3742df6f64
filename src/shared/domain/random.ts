/**
 * A small seeded pseudo-random generator (mulberry32) so that demo data is the same on every run.
 * Not for anything secret.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** n distinct elements (or all of them when n >= length), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** A new generator whose sequence depends on this one's seed and a label, not on how far this one has run. */
  fork(label: string): Random;
}

/** A 32-bit FNV-1a hash of a string, used to derive seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRandom(seed: number | string): Random {
  const initial = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  let state = initial;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, n));
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample,
    fork: (label) => createRandom(hashString(`${initial}:${label}`)),
  };
}
