/** The calendar day (YYYY-MM-DD) of an instant in a time zone (the device's when not given). */
export function dayOf(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(iso));
}

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/** Items in the order given (newest first), in groups of one calendar day each. */
export function groupByDay<T extends { createdDate: string }>(items: readonly T[], timeZone?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayOf(item.createdDate, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** 'today', 'yesterday', or the day in words in the user's date style (Intl: 'Monday, 23 November 2026' in en-GB). */
export function dayHeading(day: string, now: Date, locale: string, timeZone?: string): 'today' | 'yesterday' | string {
  const today = dayOf(now.toISOString(), timeZone);
  if (day === today) return 'today';
  const yesterday = new Date(`${today}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day === yesterday.toISOString().slice(0, 10)) return 'yesterday';
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
