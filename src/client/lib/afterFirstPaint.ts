import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The performance mark set once the first screen has painted (its route rendered with its data, then a frame): what
 * loads before it is the first route's JS (budgeted, bench/bundles.ts); what waits for it (afterFirstPaint,
 * useAfterFirstPaint: started in the browser's next idle moment) is not.
 */
export const FIRST_PAINT_MARK = 'booktrade:first-route-painted';

/** However long the first screen takes (an error, a loader that never settles), deferred parts load by then. */
const AT_THE_LATEST_MS = 8_000;

let painted = false;
const waiting = new Set<() => void>();

let marked = false;

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 1_000 }) : window.setTimeout(task, 50);

function markPainted(): void {
  if (marked) return;
  marked = true;
  performance.mark(FIRST_PAINT_MARK);
  whenIdle(() => {
    painted = true;
    const tasks = [...waiting];
    waiting.clear();
    tasks.forEach((task) => task());
  });
}

/**
 * Called when the first screen has rendered (main.tsx, on the router's first onRendered): once that frame has been
 * painted, the mark is set, and what waits for the first paint starts loading when the browser is next idle.
 */
export function firstRouteRendered(): void {
  requestAnimationFrame(() => window.setTimeout(markPainted, 0));
}

if (typeof window !== 'undefined') window.setTimeout(markPainted, AT_THE_LATEST_MS);

/** Runs `task` after the first screen has painted (at once if it has). */
export function afterFirstPaint(task: () => void): void {
  if (painted) task();
  else waiting.add(task);
}

function subscribe(listener: () => void): () => void {
  if (painted) return () => {};
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/**
 * False until the first screen has painted: a part shown from the start but not needed for that paint (the header's
 * account menu, the pending-changes badge) renders a placeholder of its size until then, and its code loads after.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}

/** Its children once the first screen has painted (nothing before): the switch re-renders this leaf, not its parent. */
export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  return useAfterFirstPaint() ? children : null;
}
