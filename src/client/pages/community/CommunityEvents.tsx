import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookEvent } from '../../../shared/contracts/events.ts';
import { splitEvents } from '../../../shared/domain/events.ts';
import { eventResources } from '../../entities/event/eventEdits.ts';
import { communityEventsQuery } from '../../entities/event/queries.ts';
import { EventEditorSheet } from '../../features/eventAdmin/parts.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { PendingLabel, PendingMark } from '../../ui/PendingMark.tsx';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { EmptyState } from '../../ui/ScreenPage.tsx';
import { eventTimeText, venueText } from './eventTime.ts';

function EventRow({ event, communityId, days, country }: { event: BookEvent; communityId: number; days: string; country: string }) {
  // A new event waiting in the outbox has no id on the server yet (below 0 here): no details to open.
  if (event.id < 0) {
    return (
      <li className="event-row">
        <strong>{event.title}</strong>
        <span className="community-meta">{eventTimeText(event, country)}</span>
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
      <span className="community-meta">{eventTimeText(event, country)}</span>
      {venueText(event) ? <span className="community-meta">{venueText(event)}</span> : null}
      <PendingMark resources={[eventResources.event(event.id)]} />
    </li>
  );
}

/** A community's events: upcoming (soonest first) and, folded, past ones (newest first); sessions show under their event. */
export function CommunityEvents({
  communityId,
  days,
  country,
  canCreate,
}: {
  communityId: number;
  days: string;
  country: string;
  canCreate: boolean;
}) {
  const { t } = useTranslation('communities');
  const events = useQuery(communityEventsQuery(communityId));
  const [creating, setCreating] = useState(false);
  usePreloadParts([EventEditorSheet], canCreate);
  // Upcoming or past as of when the screen opened.
  const [now] = useState(() => Date.now());
  if (events.isPending) return <SkeletonLines label={t('communities.events.loading')} widths={['60%', '40%', '55%']} />;
  if (events.isError) return <EmptyState text={t('communities.events.loadError')} />;
  const { upcoming, past } = splitEvents(
    events.data.filter((e) => e.sessionParentEventId === null),
    now,
  );
  const rows = (list: BookEvent[]) => (
    <ul className="event-rows">
      {list.map((e) => (
        <EventRow key={e.id} event={e} communityId={communityId} days={days} country={country} />
      ))}
    </ul>
  );
  return (
    <section className="community-section" aria-labelledby="community-upcoming-events">
      <div className="community-section-heading">
        <h2 id="community-upcoming-events">{t('communities.events.upcoming')}</h2>
        {canCreate ? (
          <button type="button" className="community-button" onClick={() => setCreating(true)}>
            {t('communities.admin.newEvent')}
          </button>
        ) : null}
      </div>
      {upcoming.length ? rows(upcoming) : <EmptyState text={t('communities.events.none')} />}
      <details className="community-past-events">
        <summary>{t('communities.events.past')}</summary>
        {past.length ? rows(past) : <p className="community-meta">{t('communities.events.nonePast')}</p>}
      </details>
      {creating ? (
        <PartBoundary>
          <EventEditorSheet communityId={communityId} onClosed={() => setCreating(false)} />
        </PartBoundary>
      ) : null}
    </section>
  );
}
