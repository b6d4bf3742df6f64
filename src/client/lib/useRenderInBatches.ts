import { useEffect, useState } from 'react';
import { useAfterFirstPaint } from './afterFirstPaint.ts';

/** Waiting growths, one per idle callback: each is one small render (a batch of one list), never all lists at once. */
const queue: Array<() => void> = [];
let scheduled = false;

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2_000 }) : window.setTimeout(task, 50);

function runNext(): void {
  scheduled = false;
  queue.shift()?.();
  if (queue.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(runNext);
}

/**
 * How many of `total` items to render: `first` until the first screen has painted, then `step` more in each idle
 * moment (one list at a time) up to all of them. For long rows of which a screen shows a few (a lane of 40 tiles
 * shows 2.5 on a phone): the rest renders in small tasks after the first paint instead of one long task before it.
 */
export function useRenderInBatches(total: number, first: number, step: number): number {
  const painted = useAfterFirstPaint();
  const [shown, setShown] = useState(first);
  const complete = shown >= total;
  useEffect(() => {
    if (!painted || complete) return;
    let cancelled = false;
    const grow = () => {
      if (!cancelled) setShown((count) => count + step);
    };
    queue.push(grow);
    schedule();
    return () => {
      cancelled = true;
      const index = queue.indexOf(grow);
      if (index >= 0) queue.splice(index, 1);
    };
  }, [painted, complete, shown, step]);
  return Math.min(shown, total);
}
