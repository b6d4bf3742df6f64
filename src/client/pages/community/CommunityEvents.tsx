import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookEvent } from '../../../shared/contracts/events.ts';
import { splitEvents } from '../../../shared/domain/events.ts';
import { EventRow } from '../../entities/event/EventRow.tsx';
import { communityEventsQuery } from '../../entities/event/queries.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { EmptyState } from '../../ui/ScreenPage.tsx';

/** A community's events: upcoming (soonest first) and, folded, past ones (newest first); sessions show under their event. */
export function CommunityEvents({ communityId, days, country }: { communityId: number; days: string; country: string }) {
  const { t } = useTranslation('communities');
  const events = useQuery(communityEventsQuery(communityId));
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
      <h2 id="community-upcoming-events">{t('communities.events.upcoming')}</h2>
      {upcoming.length ? rows(upcoming) : <EmptyState text={t('communities.events.none')} />}
      <details className="events-past">
        <summary>{t('communities.events.past')}</summary>
        {past.length ? rows(past) : <p className="community-meta">{t('communities.events.nonePast')}</p>}
      </details>
    </section>
  );
}
