import { Link } from '@tanstack/react-router';
import type { BookEvent } from '../../../shared/contracts/events.ts';
import { eventTimeText, venueText } from './eventTime.ts';
import './eventRows.css';

/** One event in a list of events: its title (opening its details on the home of `communityId`), when and where. */
export function EventRow({ event, communityId, days, country }: { event: BookEvent; communityId: number; days: string; country: string }) {
  const venue = venueText(event);
  return (
    <li className="event-row">
      <Link
        to="/community/$communityId/home/$reviewsCreatedDateMaxDaysBack/event/$eventId"
        params={{ communityId, reviewsCreatedDateMaxDaysBack: days, eventId: String(event.id) }}
      >
        {event.title}
      </Link>
      <span className="event-meta">{eventTimeText(event, country)}</span>
      {venue ? <span className="event-meta">{venue}</span> : null}
    </li>
  );
}
