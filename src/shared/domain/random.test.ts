import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('demo');
    const b = createRandom('demo');
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRandom('other').next()).not.toBe(createRandom('demo').next());
  });

  it('keeps int within bounds and samples distinct items', () => {
    const r = createRandom(42);
    for (let i = 0; i < 500; i++) {
      const v = r.int(3, 7);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(7);
    }
    const s = r.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(s).size).toBe(3);
    expect(r.sample([1, 2], 5)).toHaveLength(2);
    expect(() => r.pick([])).toThrow();
  });

  it('forks depend on the seed and the label, not on how far the parent has run', () => {
    const a = createRandom(1);
    const b = createRandom(1);
    b.next();
    expect(a.fork('x').next()).toBe(b.fork('x').next());
    expect(a.fork('x').next()).not.toBe(a.fork('y').next());
  });

  it('hashes strings to 32-bit numbers', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('abc')).toBeLessThan(2 ** 32);
  });
});
