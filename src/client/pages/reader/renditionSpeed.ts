import type { Book, Location, Rendition } from 'epubjs';

/** The parts of epubjs's Rendition that speedUp replaces or reads (not in its types). */
export interface RenditionInternals {
  q: { tick: (callback: () => void) => void; enqueue(task: () => void): Promise<void> };
  manager?: {
    container: HTMLElement;
    views: { first(): unknown };
    currentLocation(): unknown;
  };
  location?: Location;
  located(location: unknown): Location;
  emit(event: string, payload: unknown): void;
  reportLocation(): Promise<void>;
}

/**
 * Takes the waits for a frame out of epubjs's page turns and opening, keeping what it does: its rendition runs its
 * steps (display, next, prev, report the location) one a frame (a requestAnimationFrame between two queued steps, and
 * one more before the location of a new page is worked out: three frames a page turn). The steps now run one after
 * the other at once (a microtask apart), and the location is worked out as soon as the page is placed (reading it
 * lays the page out anyway). After a turn within a chapter, the report epubjs makes again 20 ms later (its 'scrolled'
 * event) is skipped when nothing moved since. Answers turn(), to call as a turn starts.
 */
export function speedUp(rendition: Rendition): { turn(): void } {
  const r = rendition as unknown as RenditionInternals;
  r.q.tick = (callback) => void Promise.resolve().then(callback);
  const emit = (location: unknown) => {
    const located = r.located(location);
    if (!located?.start || !located.end) return;
    r.location = located;
    r.emit('locationChanged', {
      index: located.start.index,
      href: located.start.href,
      start: located.start.cfi,
      end: located.end.cfi,
      percentage: located.start.percentage,
    });
    r.emit('relocated', located);
  };
  // The view and scroll offsets of the last turn within a chapter, once reported; the view a turn started in.
  let turned: { view: unknown; left: number; top: number } | null = null;
  let turnFrom: { view: unknown } | null = null;
  r.reportLocation = () =>
    r.q.enqueue(() => {
      const manager = r.manager;
      if (!manager) return;
      const now = { view: manager.views.first(), left: manager.container.scrollLeft, top: manager.container.scrollTop };
      if (!turnFrom && turned && turned.view === now.view && turned.left === now.left && turned.top === now.top) return;
      turned = turnFrom?.view === now.view ? now : null;
      turnFrom = null;
      const location = manager.currentLocation();
      if (location && typeof (location as Promise<unknown>).then === 'function') void (location as Promise<unknown>).then(emit);
      else if (location) emit(location);
    });
  return {
    turn: () =>
      void r.q.enqueue(() => {
        turnFrom = { view: r.manager?.views.first() };
      }),
  };
}

interface LoadableSection {
  contents?: Element;
  load(request: (path: string) => Promise<unknown>): Promise<unknown>;
}

/**
 * Once a page shows, the chapters before and after it are read and parsed in an idle moment, so that turning into
 * them only lays them out (epubjs keeps a loaded chapter's document until locations are made from it).
 */
export function preloadNeighbours(book: Book, rendition: Rendition): void {
  const request = (book as unknown as { load(path: string): Promise<unknown> }).load.bind(book);
  const loading = new Set<number>();
  const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50));
  rendition.on('relocated', (location: Location) => {
    for (const index of [location.start.index + 1, location.start.index - 1]) {
      const section = book.spine.get(index) as unknown as LoadableSection | null;
      if (!section || section.contents || loading.has(index)) continue;
      loading.add(index);
      idle(
        () =>
          void section
            .load(request)
            .finally(() => loading.delete(index))
            .catch(() => undefined),
      );
    }
  });
}
