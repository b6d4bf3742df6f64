import { useEffect, useRef, useState } from 'react';

/** Items past the furthest one in view whose jackets load ahead of a scroll. */
const LOOKAHEAD = 2;
/** How far below (or above) the viewport a lane starts loading its jackets. */
const VERTICAL_MARGIN = '200px 0px';

/**
 * How many items of a lane (its `[data-index]` elements) have been near the view: the items in view (the row's
 * overflow clips the others), plus LOOKAHEAD ahead; it only grows. Chromium's own lazy loading would fetch the
 * jackets of every lane within 1250 px of the viewport and of about 7 tiles per row on a phone; this keeps a lane to
 * the jackets in view and a small margin (tests/e2e/images.spec.ts).
 */
export function useNearItems<T extends HTMLElement>(itemCount: number): [React.RefObject<T | null>, number] {
  const container = useRef<T>(null);
  const [near, setNear] = useState(0);
  useEffect(() => {
    const element = container.current;
    if (!element || itemCount === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        let furthest = -1;
        for (const entry of entries) if (entry.isIntersecting) furthest = Math.max(furthest, Number((entry.target as HTMLElement).dataset.index));
        if (furthest >= 0) setNear((count) => Math.max(count, furthest + 1 + LOOKAHEAD));
      },
      { rootMargin: VERTICAL_MARGIN },
    );
    for (const item of element.querySelectorAll('[data-index]')) observer.observe(item);
    return () => observer.disconnect();
  }, [itemCount]);
  return [container, near];
}
