/** Seed 3 §4: events load as upcoming (end time not past, soonest first) or past (most recent first). */
export interface TimedEvent {
  time: { startTime?: string | undefined; endTime?: string | undefined };
}

const at = (value: string | undefined) => (value ? Date.parse(value) : NaN);

/** Splits events into upcoming (end not before `now`; by start) and past (by start, newest first); events without times count as upcoming, last. */
export function splitEvents<E extends TimedEvent>(events: readonly E[], now: number): { upcoming: E[]; past: E[] } {
  const start = (e: E) => {
    const t = at(e.time.startTime);
    return Number.isNaN(t) ? Infinity : t;
  };
  const isPast = (e: E) => {
    const end = at(e.time.endTime ?? e.time.startTime);
    return !Number.isNaN(end) && end < now;
  };
  const byStart = [...events].sort((a, b) => start(a) - start(b));
  return { upcoming: byStart.filter((e) => !isPast(e)), past: byStart.filter(isPast).reverse() };
}

/** Several answers of events as one list, each event once (the first seen of an id wins); sessions (a parent id set) left out. */
export function mainEventsOnce<E extends { id: number; sessionParentEventId: number | null }>(
  ...lists: ReadonlyArray<readonly E[] | undefined>
): E[] {
  const seen = new Map<number, E>();
  for (const list of lists) for (const event of list ?? []) if (event.sessionParentEventId === null && !seen.has(event.id)) seen.set(event.id, event);
  return [...seen.values()];
}
