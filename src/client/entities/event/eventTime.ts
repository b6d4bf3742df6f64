import type { BookEvent } from '../../../shared/contracts/events.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** When an event is, in the viewer's time zone and date style (en-GB for GB/UK organizations): one day with hours, or a span of days. */
export function eventTimeText(event: BookEvent, country: string | null | undefined): string {
  const { startTime, endTime } = event.time;
  if (!startTime) return '';
  const start = new Date(startTime);
  const end = endTime ? new Date(endTime) : start;
  const sameDay = start.toDateString() === end.toDateString();
  if (sameDay) return `${formatDisplayDate(startTime, country, DAY_TIME)} – ${formatDisplayDate(end.toISOString(), country, TIME)}`;
  return `${formatDisplayDate(startTime, country, DAY)} – ${formatDisplayDate(end.toISOString(), country, DAY)}`;
}

/** The venue in one line: name, address, city, country (what is known). */
export function venueText(event: BookEvent): string {
  const { name, address, city, country } = event.venue;
  return [name, address, city, country].filter(Boolean).join(', ');
}
