/** Date display rules of seed 1 section 9: British style for organisations in GB or UK, else US. */
export type DateLocale = 'en-GB' | 'en-US';

/** The placeholder the back end uses for "no date". */
export const NO_DATE = '0001-01-01';

/** en-GB when the organisation's country is GB or UK (any case), en-US otherwise. */
export function dateLocaleForCountry(country: string | null | undefined): DateLocale {
  const code = (country ?? '').trim().toUpperCase();
  return code === 'GB' || code === 'UK' ? 'en-GB' : 'en-US';
}

/**
 * Formats an ISO date (or date-time) for display. 0001-01-01 (with or without a time part),
 * empty and unparseable values show '-'.
 */
export function formatDisplayDate(
  value: string | null | undefined,
  country: string | null | undefined,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string {
  if (!value || value.startsWith(NO_DATE)) return '-';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '-';
  // A bare date has no time zone: show the calendar day as written.
  return dateFormat(dateLocaleForCountry(country), dateOnly ? { ...options, timeZone: 'UTC' } : options).format(date);
}

/** One formatter per locale and options: making one costs far more than formatting (a list formats hundreds of dates). */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: DateLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
