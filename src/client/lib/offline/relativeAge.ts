const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

/** How long ago `savedAt` was, in the largest whole unit: '3 minutes ago', '2 days ago' (Intl relative time). */
export function relativeAge(savedAt: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const elapsed = Math.max(0, now - savedAt);
  for (const [unit, size] of UNITS) if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  return format.format(-Math.floor(elapsed / 1000), 'second');
}
