/** The first page shows within this time, or the reader says it could not show the galley (never a blank screen). */
export const FIRST_PAGE_DEADLINE_MS = 10_000;

/** The first page was not shown in time (epubjs neither showed it nor failed: a book it cannot lay out). */
export class PageNotShown extends Error {
  constructor() {
    super('the first page was not shown in time');
  }
}

/** `work`, or a PageNotShown rejection at `until` (a Date.now() time) if it has not settled by then. */
export function byDeadline<T>(work: Promise<T>, until: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageNotShown()), Math.max(0, until - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
