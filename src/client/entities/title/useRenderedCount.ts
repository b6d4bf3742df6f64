import { startTransition, useEffect, useState } from 'react';

/** Tiles a lane renders as soon as its titles arrive: more than a wide screen's row shows. */
const FIRST_ITEMS = 8;
/** Tiles added at each idle moment after that, in a transition (React renders it in slices): no long task. */
const BATCH = 4;

/**
 * How many of a lane's `total` items to render now: FIRST_ITEMS at once, then BATCH more whenever the browser is idle,
 * until all are (a home page's 160 tiles rendered at once were its longest task after the first paint). Every item is
 * rendered within a moment of the lane's arrival, for the keyboard and for a scroll along the row alike.
 */
export function useRenderedCount(total: number): number {
  const [count, setCount] = useState(FIRST_ITEMS);
  useEffect(() => {
    if (count >= total) return;
    const grow = () => startTransition(() => setCount((shown) => shown + BATCH));
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(grow, 16);
      return () => window.clearTimeout(timer);
    }
    const handle = requestIdleCallback(grow, { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }, [count, total]);
  return Math.min(count, total);
}
