import { Link } from '@tanstack/react-router';
import type { BookEvent } from '../../../shared/contracts/events.ts';
import { PendingLabel, PendingMark } from '../../ui/PendingMark.tsx';
import { eventResources } from './eventEdits.ts';
import { eventTimeText, venueText } from './eventTime.ts';
import './eventRows.css';

/**
 * One event in a list of events: its title (opening its details on the home of `communityId`), when and where, and
 * the pending mark while a change of it waits in the outbox. A new event still waiting has no id on the server yet
 * (below 0 here): no details to open.
 */
export function EventRow({ event, communityId, days, country }: { event: BookEvent; communityId: number; days: string; country: string }) {
  const venue = venueText(event);
  if (event.id < 0) {
    return (
      <li className="event-row">
        <strong>{event.title}</strong>
        <span className="event-meta">{eventTimeText(event, country)}</span>
        <PendingLabel />
      </li>
    );
  }
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
      <PendingMark resources={[eventResources.event(event.id)]} />
    </li>
  );
}
