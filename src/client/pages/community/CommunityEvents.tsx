import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { BookEvent } from '../../../shared/contracts/events.ts';
import { splitEvents } from '../../../shared/domain/events.ts';
import { EventRow } from '../../entities/event/EventRow.tsx';
import { communityEventsQuery } from '../../entities/event/queries.ts';
import { EventEditorSheet } from '../../features/eventAdmin/parts.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { EmptyState } from '../../ui/ScreenPage.tsx';

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
      <details className="events-past">
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
