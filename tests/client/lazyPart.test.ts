import { describe, expect, it } from 'vitest';
import { lazyPart } from '../../src/client/ui/lazyPart.tsx';

function Drawer() {
  return null;
}

describe('lazyPart preload', () => {
  it('loads the code once while it loads or once loaded', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads++;
      return Drawer;
    });
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(loads).toBe(1);
  });

  it('loads it again after a failure (offline then), and keeps the success', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads++;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Drawer;
    });
    await expect(part.preload()).rejects.toThrow('Failed to fetch');
    await expect(part.preload()).resolves.toBe(Drawer);
    await part.preload();
    expect(loads).toBe(2);
  });
});
