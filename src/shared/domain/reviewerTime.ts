import { dateLocaleForCountry } from './dateStyle.ts';

/** Community review cards show the reviewer's time in New York time (seed 2 section 9). */
export const REVIEWER_TIME_ZONE = 'America/New_York';

/**
 * A review's date and time in New York time, in the viewer's date style (British for GB/UK organisations, else US),
 * with the zone's short name: 'Mar 3, 2026, 4:05 PM EST'. Unparseable values show '-'.
 */
export function formatReviewerTime(value: string | null | undefined, country: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '-';
  const when = new Intl.DateTimeFormat(dateLocaleForCountry(country), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: REVIEWER_TIME_ZONE,
  }).format(date);
  // The zone's US name (EST/EDT) in every date style (en-GB would say GMT-5).
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: REVIEWER_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${when} ${zone}` : when;
}
