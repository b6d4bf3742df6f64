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
